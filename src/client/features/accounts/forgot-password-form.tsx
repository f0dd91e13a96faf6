import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { accountMessages as m, forgotPasswordSchema } from '@shared/accounts';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { ErrorNotice, Notice } from '@/components/ui/notice';
import { toast } from '@/components/ui/use-toast';
import { apiRequest } from '@/lib/api';
import { failureToast } from './failure-toast';

type ForgotInput = z.infer<typeof forgotPasswordSchema>;

/** Login's forgot-password mode (spec 000 §2): username or email, Send Reset Link, Back to Login. */
export function ForgotPasswordForm({ onBack }: { onBack: () => void }) {
  const form = useForm<ForgotInput>({
    resolver: zodResolver(forgotPasswordSchema),
    defaultValues: { usernameOrEmail: '' },
  });
  const mutation = useMutation<void, Error, ForgotInput>({
    mutationFn: async (input) => {
      await apiRequest('POST', '/api/forgot-password', input);
    },
    onSuccess: () => {
      toast({ title: m.forgotSentTitle, description: m.forgotSent });
      form.reset();
    },
    onError: failureToast(m.forgotFailedTitle, m.forgotFailedDefault),
  });

  return (
    <form noValidate onSubmit={form.handleSubmit((values) => mutation.mutate(values))} className="grid gap-4">
      <div>
        <h2 className="text-lg font-bold text-brand-900">Reset your password</h2>
        <p className="mt-1 text-sm text-slate-600">
          Enter your username or email and we will send you a link to choose a new password.
        </p>
      </div>
      <FormField label="Username or email" error={form.formState.errors.usernameOrEmail?.message}>
        <Input autoComplete="username" {...form.register('usernameOrEmail')} />
      </FormField>
      {mutation.isSuccess ? (
        <Notice tone="success" role="status">
          {m.forgotSent}
        </Notice>
      ) : null}
      <ErrorNotice error={mutation.error} fallback={m.forgotFailedDefault} />
      <Button type="submit" disabled={mutation.isPending}>
        {mutation.isPending ? 'Sending...' : 'Send Reset Link'}
      </Button>
      <Button type="button" variant="ghost" onClick={onBack}>
        Back to Login
      </Button>
    </form>
  );
}
