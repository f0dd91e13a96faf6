import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { dateOnly, myTaskPatchSchema, type MyTask } from '@shared/tasks';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { ErrorNotice } from '@/components/ui/notice';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/use-toast';
import { useUpdateMyTask } from './api';

/** The form's values: a blank date means "no due date". */
const formSchema = myTaskPatchSchema.pick({ notes: true }).extend({
  dueDate: z.union([z.literal(''), dateOnly]),
});
type FormValues = z.input<typeof formSchema>;

/** Due date and notes of one of My Tasks (PATCH /api/my-tasks/:id). */
export function MyTaskEditDialog({ item, onClose }: { item: MyTask | null; onClose: () => void }) {
  return (
    <Dialog
      open={item !== null}
      onOpenChange={(open) => (open ? null : onClose())}
      title={item ? `Edit: ${item.task.task}` : 'Edit task'}
      description="Set when it is due and keep notes for yourself."
    >
      {item ? <EditForm key={item.id} item={item} onClose={onClose} /> : null}
    </Dialog>
  );
}

function EditForm({ item, onClose }: { item: MyTask; onClose: () => void }) {
  const update = useUpdateMyTask();
  const { register, handleSubmit, formState } = useForm<FormValues>({
    defaultValues: { dueDate: item.dueDate ?? '', notes: item.notes ?? '' },
    resolver: zodResolver(formSchema),
  });
  const errors = formState.errors;
  return (
    <form
      noValidate
      className="grid gap-4"
      onSubmit={handleSubmit((values) =>
        update.mutate(
          { id: item.id, dueDate: values.dueDate || null, notes: values.notes?.trim() || null },
          {
            onSuccess: () => {
              toast({ title: 'Task saved', description: item.task.task });
              onClose();
            },
          },
        ),
      )}
    >
      <FormField label="Due date" hint="Leave empty for no due date" error={errors.dueDate?.message}>
        <Input type="date" {...register('dueDate')} />
      </FormField>
      <FormField label="Notes" error={errors.notes?.message}>
        <Textarea rows={4} placeholder="Who is helping, what is next…" {...register('notes')} />
      </FormField>
      <ErrorNotice error={update.error} fallback="The task could not be saved. Please try again." />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onClose}>
          Cancel
        </Button>
        <Button type="submit" disabled={update.isPending}>
          {update.isPending ? 'Saving…' : 'Save'}
        </Button>
      </div>
    </form>
  );
}
