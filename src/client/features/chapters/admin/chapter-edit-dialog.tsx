import { zodResolver } from '@hookform/resolvers/zod';
import { CHAPTER_STATUSES, chapterUpdateSchema, type ChapterUpdateInput } from '@shared/chapters';
import { Plus, Trash2 } from 'lucide-react';
import { useFieldArray, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { ErrorNotice } from '@/components/ui/notice';
import { Select } from '@/components/ui/select';
import { Skeleton } from '@/components/ui/skeleton';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/use-toast';
import { useAdminChapter, useUpdateChapter } from '../api';
import { LoadError } from '../page-states';

type Loaded = NonNullable<ReturnType<typeof useAdminChapter>['data']>;

/** Edits a chapter: names, place, status, president (one of its members), board seats and meeting preferences. */
export function ChapterEditDialog({ id, onClose }: { id: number; onClose: () => void }) {
  const chapter = useAdminChapter(id);
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={chapter.data ? `Edit ${chapter.data.name}` : 'Edit chapter'}
      className="max-w-2xl"
    >
      {chapter.isPending ? (
        <Skeleton className="h-96" />
      ) : chapter.isError ? (
        <LoadError error={chapter.error} what="the chapter" onRetry={() => void chapter.refetch()} />
      ) : (
        <EditForm chapter={chapter.data} onClose={onClose} />
      )}
    </Dialog>
  );
}

const toId = (v: unknown) => (v === '' || v === null || v === undefined ? null : Number(v));

function EditForm({ chapter, onClose }: { chapter: Loaded; onClose: () => void }) {
  const update = useUpdateChapter();
  const form = useForm<ChapterUpdateInput, unknown, z.output<typeof chapterUpdateSchema>>({
    resolver: zodResolver(chapterUpdateSchema),
    defaultValues: {
      name: chapter.name,
      city: chapter.city,
      state: chapter.state,
      description: chapter.description ?? '',
      status: chapter.status,
      presidentId: chapter.presidentId,
      boardMembers: chapter.boardMembers.map((b) => ({ name: b.name, title: b.title, userId: b.userId ?? null })),
      meetingFrequency: chapter.meetingFrequency ?? '',
      meetingDay: chapter.meetingDay ?? '',
      meetingTime: chapter.meetingTime ?? '',
      meetingLocation: chapter.meetingLocation ?? '',
    },
  });
  const { register, handleSubmit, control } = form;
  const errors = form.formState.errors;
  const board = useFieldArray({ control, name: 'boardMembers' });
  const members = chapter.members ?? [];

  return (
    <form
      noValidate
      className="grid grid-cols-1 gap-4"
      onSubmit={handleSubmit((values) =>
        update.mutate(
          { id: chapter.id, input: values },
          {
            onSuccess: () => {
              toast({ title: 'Chapter saved' });
              onClose();
            },
          },
        ),
      )}
    >
      <FormField label="Chapter name" error={errors.name?.message}>
        <Input {...register('name')} />
      </FormField>
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-[1fr_8rem_10rem]">
        <FormField label="City" error={errors.city?.message}>
          <Input {...register('city')} />
        </FormField>
        <FormField label="State" error={errors.state?.message}>
          <Input {...register('state')} />
        </FormField>
        <FormField label="Status" error={errors.status?.message}>
          <Select className="capitalize" {...register('status')}>
            {CHAPTER_STATUSES.map((s) => (
              <option key={s} value={s}>
                {s}
              </option>
            ))}
          </Select>
        </FormField>
      </div>
      <FormField label="Description" error={errors.description?.message}>
        <Textarea rows={4} {...register('description')} />
      </FormField>
      <FormField
        label="President"
        error={errors.presidentId?.message}
        hint={
          members.length === 0
            ? 'The chapter has no members to choose from yet.'
            : 'Chosen among the chapter’s members.'
        }
      >
        <Select {...register('presidentId', { setValueAs: toId })}>
          <option value="">No president</option>
          {members.map((m) => (
            <option key={m.userId} value={m.userId}>
              {m.name}
              {m.gymName ? ` (${m.gymName})` : ''}
            </option>
          ))}
        </Select>
      </FormField>

      <fieldset className="grid grid-cols-1 gap-3 rounded-xl border border-slate-200 p-4">
        <legend className="px-1 text-sm font-semibold text-slate-800">Board seats</legend>
        {board.fields.length === 0 ? <p className="text-sm text-slate-600">No board seats yet.</p> : null}
        {board.fields.map((field, i) => (
          <div
            key={field.id}
            className="grid grid-cols-1 gap-3 rounded-lg bg-slate-50 p-3 sm:grid-cols-[1fr_1fr_1fr_auto] sm:items-end"
          >
            <FormField label="Name" error={errors.boardMembers?.[i]?.name?.message}>
              <Input {...register(`boardMembers.${i}.name`)} />
            </FormField>
            <FormField label="Title" error={errors.boardMembers?.[i]?.title?.message}>
              <Input placeholder="Treasurer" {...register(`boardMembers.${i}.title`)} />
            </FormField>
            <FormField label="Member (optional)">
              <Select {...register(`boardMembers.${i}.userId`, { setValueAs: toId })}>
                <option value="">Not a member</option>
                {members.map((m) => (
                  <option key={m.userId} value={m.userId}>
                    {m.name}
                  </option>
                ))}
              </Select>
            </FormField>
            <Button
              variant="ghost"
              size="icon"
              aria-label={`Remove board seat ${i + 1}`}
              onClick={() => board.remove(i)}
            >
              <Trash2 aria-hidden="true" />
            </Button>
          </div>
        ))}
        <div>
          <Button
            variant="outline"
            size="sm"
            disabled={board.fields.length >= 12}
            onClick={() => board.append({ name: '', title: '', userId: null })}
          >
            <Plus aria-hidden="true" />
            Add a board seat
          </Button>
        </div>
      </fieldset>

      <fieldset className="grid grid-cols-1 gap-3 rounded-xl border border-slate-200 p-4 sm:grid-cols-2">
        <legend className="px-1 text-sm font-semibold text-slate-800">Meeting preferences</legend>
        <FormField label="How often" error={errors.meetingFrequency?.message}>
          <Input placeholder="Monthly" {...register('meetingFrequency')} />
        </FormField>
        <FormField label="Day" error={errors.meetingDay?.message}>
          <Input placeholder="Second Tuesday" {...register('meetingDay')} />
        </FormField>
        <FormField label="Time" error={errors.meetingTime?.message}>
          <Input placeholder="7:00 AM" {...register('meetingTime')} />
        </FormField>
        <FormField label="Where" error={errors.meetingLocation?.message}>
          <Input placeholder="Rotates between member gyms" {...register('meetingLocation')} />
        </FormField>
      </fieldset>

      <ErrorNotice error={update.error} fallback="The chapter could not be saved. Please try again." />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onClose}>
          Cancel
        </Button>
        <Button type="submit" disabled={update.isPending}>
          {update.isPending ? 'Saving…' : 'Save chapter'}
        </Button>
      </div>
    </form>
  );
}
