import { zodResolver } from '@hookform/resolvers/zod';
import { ADMIN_USER_ACTIONS, adminUserActionSchema, type AdminUserActionInput } from '@shared/accounts';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { inputClasses } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { ErrorNotice, Notice } from '@/components/ui/notice';
import { toast } from '@/components/ui/use-toast';
import { cn } from '@/lib/utils';
import { actionLabels } from './labels';
import { useAdminUserAction } from './api';
import { errorMessage } from '@/lib/api';

/** One of the six actions with a reason of 1–500 characters (spec 001 §5). */
export function UserActionForm({ userId }: { userId: number }) {
  const mutation = useAdminUserAction(userId);
  const [tempPassword, setTempPassword] = useState<string | null>(null);
  // Shown in the dialog too: a modal dialog hides the toast region from assistive technology.
  const [done, setDone] = useState<string | null>(null);
  const form = useForm<AdminUserActionInput>({
    resolver: zodResolver(adminUserActionSchema),
    defaultValues: { action: 'reset_password', reason: '' },
  });
  const reason = form.watch('reason') ?? '';
  const { errors } = form.formState;

  const submit = (values: AdminUserActionInput) =>
    mutation.mutate(values, {
      onSuccess: (result) => {
        toast({ title: actionLabels[values.action], description: result.message });
        setTempPassword(result.tempPassword ?? null);
        setDone(`${actionLabels[values.action]}: ${result.message}`);
        form.reset({ action: values.action, reason: '' });
      },
      onError: (error) => {
        setDone(null);
        toast({ title: 'Action failed', description: errorMessage(error, 'Action failed'), variant: 'destructive' });
      },
    });

  return (
    <form noValidate onSubmit={form.handleSubmit(submit)} className="grid gap-3">
      <FormField label="Action" error={errors.action?.message}>
        <Select {...form.register('action')}>
          {ADMIN_USER_ACTIONS.map((action) => (
            <option key={action} value={action}>
              {actionLabels[action]}
            </option>
          ))}
        </Select>
      </FormField>
      <FormField label="Reason" error={errors.reason?.message} hint={`${reason.length}/500 characters`}>
        <textarea
          rows={3}
          maxLength={500}
          className={cn(inputClasses, 'h-auto min-h-20')}
          {...form.register('reason')}
        />
      </FormField>
      {done ? (
        <Notice tone="success" role="status">
          {done}
        </Notice>
      ) : null}
      {tempPassword ? (
        <Notice tone="warning" title="Temporary password (shown once)">
          <code className="font-mono text-base font-bold select-all">{tempPassword}</code>
          <span className="block">The user must change it at their next login.</span>
        </Notice>
      ) : null}
      <ErrorNotice error={mutation.error} fallback="Action failed" />
      <div>
        <Button type="submit" disabled={mutation.isPending}>
          {mutation.isPending ? 'Applying...' : 'Apply action'}
        </Button>
      </div>
    </form>
  );
}
