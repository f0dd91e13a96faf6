import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { accountMessages as m, changePasswordFormSchema } from '@shared/accounts';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { ErrorNotice } from '@/components/ui/notice';
import { toast } from '@/components/ui/use-toast';
import { apiRequest, errorMessage } from '@/lib/api';
import { forgetForcedChange } from './storage';
import { USER_QUERY_KEY, type User } from './types';
import { NewPasswordFields } from './new-password-fields';

type ChangeForm = z.infer<typeof changePasswordFormSchema>;

interface ChangePasswordFormProps {
  /** The temporary password kept in session storage after a forced-change login. */
  temporaryPassword: string | null;
  onChanged: () => void;
}

/** POST /api/user/change-password: the current password and a new one. */
export function ChangePasswordForm({ temporaryPassword, onChanged }: ChangePasswordFormProps) {
  const queryClient = useQueryClient();
  const form = useForm<ChangeForm>({
    resolver: zodResolver(changePasswordFormSchema),
    defaultValues: { currentPassword: temporaryPassword ?? '', newPassword: '', confirmPassword: '' },
  });
  const mutation = useMutation<User, Error, ChangeForm>({
    mutationFn: async ({ currentPassword, newPassword }) =>
      (await (await apiRequest('POST', '/api/user/change-password', { currentPassword, newPassword })).json()) as User,
    onSuccess: (user) => {
      forgetForcedChange();
      queryClient.setQueryData(USER_QUERY_KEY, user);
      form.reset({ currentPassword: '', newPassword: '', confirmPassword: '' });
      toast({ title: m.passwordChanged });
      onChanged();
    },
    onError: (error) =>
      toast({
        title: 'Password not changed',
        description: errorMessage(error, 'Password not changed'),
        variant: 'destructive',
      }),
  });
  const { errors } = form.formState;

  return (
    <form noValidate onSubmit={form.handleSubmit((values) => mutation.mutate(values))} className="grid gap-4">
      <FormField
        label={temporaryPassword ? 'Current (temporary) password' : 'Current password'}
        error={errors.currentPassword?.message}
      >
        <Input type="password" autoComplete="current-password" {...form.register('currentPassword')} />
      </FormField>
      <NewPasswordFields
        newPassword={form.register('newPassword')}
        confirmPassword={form.register('confirmPassword')}
        errors={{ newPassword: errors.newPassword?.message, confirmPassword: errors.confirmPassword?.message }}
      />
      <ErrorNotice error={mutation.error} fallback="Password not changed" />
      <div>
        <Button type="submit" disabled={mutation.isPending}>
          {mutation.isPending ? 'Changing...' : 'Change Password'}
        </Button>
      </div>
    </form>
  );
}
