import { zodResolver } from '@hookform/resolvers/zod';
import { EVENT_DOCUMENT_TYPES, eventDocumentInputSchema, type EventDocumentInput } from '@shared/events';
import { FileText, PlayCircle, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { ErrorNotice } from '@/components/ui/notice';
import { Select } from '@/components/ui/select';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useAddDocument, useEventDocuments, useRemoveDocument } from './api';

const typeLabel = { video: 'Video', presentation: 'Presentation' } as const;

/** Spec 001 §5 Documents: the event's videos and presentations, added and removed by an admin. */
export function DocumentsPanel({ eventId }: { eventId: number }) {
  const docs = useEventDocuments(eventId);
  const add = useAddDocument(eventId);
  const remove = useRemoveDocument(eventId);
  const [removing, setRemoving] = useState<{ id: number; title: string } | null>(null);
  const form = useForm<EventDocumentInput>({
    resolver: zodResolver(eventDocumentInputSchema),
    defaultValues: { type: 'video', title: '', url: '' },
  });
  const errors = form.formState.errors;

  return (
    <section aria-labelledby="event-docs-heading" className="grid gap-3">
      <h3 id="event-docs-heading" className="text-sm font-semibold text-brand-900">
        Videos and presentations
      </h3>
      {docs.isLoading ? (
        <p className="text-sm text-slate-600">Loading documents...</p>
      ) : docs.data?.length ? (
        <ul className="grid gap-2">
          {docs.data.map((doc) => (
            <li key={doc.id} className="flex items-center gap-3 rounded-lg border border-slate-200 p-2 text-sm">
              {doc.type === 'video' ? (
                <PlayCircle aria-hidden="true" className="size-4 shrink-0 text-brand-700" />
              ) : (
                <FileText aria-hidden="true" className="size-4 shrink-0 text-brand-700" />
              )}
              <a
                href={doc.url}
                target="_blank"
                rel="noopener noreferrer"
                className="min-w-0 flex-1 truncate font-medium text-brand-900 hover:underline"
              >
                {doc.title}
              </a>
              <span className="text-xs text-slate-600">{typeLabel[doc.type]}</span>
              <Button variant="ghost" size="icon" aria-label={`Remove ${doc.title}`} onClick={() => setRemoving(doc)}>
                <Trash2 aria-hidden="true" />
              </Button>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-slate-600">No documents yet. Add the recording or the slides after the event.</p>
      )}
      <form
        noValidate
        aria-label="Add a document"
        onSubmit={form.handleSubmit(async (values) => {
          await add.mutateAsync(values).then(
            () => form.reset({ type: values.type, title: '', url: '' }),
            () => undefined,
          );
        })}
        className="grid gap-3 rounded-xl border border-dashed border-slate-300 p-3 sm:grid-cols-[9rem_minmax(0,1fr)]"
      >
        <FormField label="Type" error={errors.type?.message}>
          <Select {...form.register('type')}>
            {EVENT_DOCUMENT_TYPES.map((t) => (
              <option key={t} value={t}>
                {typeLabel[t]}
              </option>
            ))}
          </Select>
        </FormField>
        <FormField label="Document title" error={errors.title?.message}>
          <Input maxLength={100} {...form.register('title')} />
        </FormField>
        <FormField label="Document URL" error={errors.url?.message} className="sm:col-span-2">
          <Input type="url" placeholder="https://" {...form.register('url')} />
        </FormField>
        <div className="sm:col-span-2">
          <ErrorNotice error={add.error} fallback="The document could not be added. Please try again." />
          <Button type="submit" variant="outline" size="sm" className="mt-2" disabled={add.isPending}>
            <Plus aria-hidden="true" />
            Add document
          </Button>
        </div>
      </form>
      <ErrorNotice error={remove.error} fallback="The document could not be removed. Please try again." />
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => (open ? null : setRemoving(null))}
        title="Remove this document?"
        description={removing ? `"${removing.title}" will no longer show on the event page.` : ''}
        confirmLabel="Remove document"
        variant="destructive"
        cancelLabel="Keep it"
        pending={remove.isPending}
        onConfirm={() => removing && remove.mutate(removing.id, { onSuccess: () => setRemoving(null) })}
      />
    </section>
  );
}
