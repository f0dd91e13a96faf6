import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { accountMessages as m, resetPasswordFormSchema } from '@shared/accounts';
import { useForm } from 'react-hook-form';
import { Link, useSearchParams } from 'react-router';
import type { z } from 'zod';
import { Notice } from '@/components/ui/notice';
import { apiRequest } from '@/lib/api';
import { useRouteTitle } from '@/lib/use-document-title';
import type { PageProps } from '@/lib/page-props';
import { NewPasswordFields, ResetPasswordSubmit } from './new-password-fields';
import { failureToast } from './failure-toast';
import { PasswordPageShell } from './password-page-shell';
import { usePasswordResetDone } from './api';

type ResetForm = z.infer<typeof resetPasswordFormSchema>;

/** /reset-password?token=… (spec 000 §2, §4): choose a new password with the emailed link. */
export default function ResetPasswordPage({ path }: PageProps) {
  useRouteTitle(path);
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const done = usePasswordResetDone();
  const form = useForm<ResetForm>({
    resolver: zodResolver(resetPasswordFormSchema),
    defaultValues: { newPassword: '', confirmPassword: '' },
  });
  const mutation = useMutation<void, Error, ResetForm>({
    mutationFn: async ({ newPassword }) => {
      await apiRequest('POST', '/api/reset-password', { token, newPassword });
    },
    onSuccess: done,
    onError: failureToast(m.resetFailedTitle, m.resetFailedDefault),
  });
  const { errors } = form.formState;

  return (
    <PasswordPageShell title="Reset your password" intro="Choose a new password for your account.">
      {token ? (
        <form noValidate onSubmit={form.handleSubmit((values) => mutation.mutate(values))} className="grid gap-4">
          <NewPasswordFields
            newPassword={form.register('newPassword')}
            confirmPassword={form.register('confirmPassword')}
            errors={{ newPassword: errors.newPassword?.message, confirmPassword: errors.confirmPassword?.message }}
          />
          <ResetPasswordSubmit mutation={mutation} />
        </form>
      ) : (
        <Notice tone="warning" title="This link has no reset token">
          Open the link from your email again, or{' '}
          <Link to="/auth" className="font-semibold underline underline-offset-4">
            request a new one
          </Link>
          .
        </Notice>
      )}
    </PasswordPageShell>
  );
}
