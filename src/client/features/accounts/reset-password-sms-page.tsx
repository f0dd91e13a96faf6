import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { accountMessages as m, smsRequestSchema, smsResetFormSchema } from '@shared/accounts';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { ErrorNotice, Notice } from '@/components/ui/notice';
import { toast } from '@/components/ui/use-toast';
import { apiRequest } from '@/lib/api';
import { useRouteTitle } from '@/lib/use-document-title';
import type { PageProps } from '@/lib/page-props';
import { NewPasswordFields, ResetPasswordSubmit } from './new-password-fields';
import { failureToast } from './failure-toast';
import { PasswordPageShell } from './password-page-shell';
import { usePasswordResetDone } from './api';

type RequestForm = z.infer<typeof smsRequestSchema>;
type ResetForm = z.infer<typeof smsResetFormSchema>;

/** /reset-password-sms: a 6-digit code by text message, then the code and a new password. */
export default function ResetPasswordSmsPage({ path }: PageProps) {
  useRouteTitle(path);
  const [identifier, setIdentifier] = useState<string | null>(null);
  return (
    <PasswordPageShell
      title="Reset by text message"
      intro="We text a 6-digit code to the mobile number on your account. It is valid for 10 minutes."
    >
      {identifier === null ? (
        <RequestCode onSent={setIdentifier} />
      ) : (
        <EnterCode identifier={identifier} onRestart={() => setIdentifier(null)} />
      )}
    </PasswordPageShell>
  );
}

function RequestCode({ onSent }: { onSent: (identifier: string) => void }) {
  const form = useForm<RequestForm>({
    resolver: zodResolver(smsRequestSchema),
    defaultValues: { usernameOrMobile: '' },
  });
  const mutation = useMutation<void, Error, RequestForm>({
    mutationFn: async (input) => {
      await apiRequest('POST', '/api/forgot-password-sms', input);
    },
    onSuccess: (_data, input) => {
      toast({ title: 'Code sent', description: m.smsSent });
      onSent(input.usernameOrMobile.trim());
    },
    onError: failureToast(m.forgotFailedTitle, m.forgotFailedDefault),
  });
  return (
    <form noValidate onSubmit={form.handleSubmit((values) => mutation.mutate(values))} className="grid gap-4">
      <FormField label="Username or mobile number" error={form.formState.errors.usernameOrMobile?.message}>
        <Input autoComplete="username" {...form.register('usernameOrMobile')} />
      </FormField>
      <ErrorNotice error={mutation.error} fallback={m.forgotFailedDefault} />
      <Button type="submit" disabled={mutation.isPending}>
        {mutation.isPending ? 'Sending...' : 'Send Code'}
      </Button>
    </form>
  );
}

function EnterCode({ identifier, onRestart }: { identifier: string; onRestart: () => void }) {
  const done = usePasswordResetDone();
  const form = useForm<ResetForm>({
    resolver: zodResolver(smsResetFormSchema),
    defaultValues: { usernameOrMobile: identifier, code: '', newPassword: '', confirmPassword: '' },
  });
  const mutation = useMutation<void, Error, ResetForm>({
    mutationFn: async ({ confirmPassword: _confirm, ...input }) => {
      await apiRequest('POST', '/api/reset-password-sms', input);
    },
    onSuccess: done,
    onError: failureToast(m.resetFailedTitle, m.resetFailedDefault),
  });
  const { errors } = form.formState;
  return (
    <form noValidate onSubmit={form.handleSubmit((values) => mutation.mutate(values))} className="grid gap-4">
      <Notice tone="info">{m.smsSent}</Notice>
      <FormField label="6-digit code" error={errors.code?.message}>
        <Input inputMode="numeric" autoComplete="one-time-code" maxLength={6} {...form.register('code')} />
      </FormField>
      <NewPasswordFields
        newPassword={form.register('newPassword')}
        confirmPassword={form.register('confirmPassword')}
        errors={{ newPassword: errors.newPassword?.message, confirmPassword: errors.confirmPassword?.message }}
      />
      <ResetPasswordSubmit mutation={mutation} />
      <Button type="button" variant="ghost" onClick={onRestart}>
        Send a new code
      </Button>
    </form>
  );
}
