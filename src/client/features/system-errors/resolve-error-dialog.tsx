import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { resolveErrorSchema, type ResolveErrorInput, type SystemErrorItem } from '@shared/system-errors';
import { Dialog } from '@/components/ui/dialog';
import { FormFooter } from '@/components/ui/form-footer';
import { toast } from '@/components/ui/use-toast';
import { useResolveError } from './api';
import { errorMessage } from '@/lib/api';

interface Props {
  error: SystemErrorItem | null;
  onClose: () => void;
}

/** Marks an error resolved with notes (spec 001 §5: 1–1000 characters). */
export function ResolveErrorDialog({ error, onClose }: Props) {
  const resolve = useResolveError();
  const form = useForm<ResolveErrorInput>({
    resolver: zodResolver(resolveErrorSchema),
    defaultValues: { resolved: true, resolutionNotes: '' },
  });
  const notesError = form.formState.errors.resolutionNotes?.message;

  const submit = form.handleSubmit(async (values) => {
    if (!error) return;
    try {
      await resolve.mutateAsync({ id: error.id, ...values });
      toast({ title: 'Error resolved', description: `Error #${error.id} is marked resolved.` });
      form.reset();
      onClose();
    } catch (e) {
      toast({ title: 'Error', description: errorMessage(e, 'Failed to resolve error'), variant: 'destructive' });
    }
  });

  return (
    <Dialog
      open={error !== null}
      onOpenChange={(open) => !open && onClose()}
      title="Resolve error"
      description={error?.errorMessage}
    >
      <form onSubmit={submit} noValidate className="space-y-4">
        <div>
          <label htmlFor="resolution-notes" className="block text-sm font-semibold text-brand-900">
            Resolution notes
          </label>
          <textarea
            id="resolution-notes"
            rows={4}
            aria-invalid={notesError ? true : undefined}
            aria-describedby={notesError ? 'resolution-notes-error' : undefined}
            className="mt-1 w-full rounded-lg border border-slate-300 px-3 py-2 text-sm focus:border-brand-500 focus:outline-2 focus:outline-accent-400"
            {...form.register('resolutionNotes')}
          />
          {notesError ? (
            <p id="resolution-notes-error" className="mt-1 text-sm text-red-700">
              {notesError}
            </p>
          ) : null}
        </div>
        <FormFooter
          submitLabel="Mark resolved"
          pending={resolve.isPending}
          onCancel={onClose}
          className="justify-end"
        />
      </form>
    </Dialog>
  );
}
