import { zodResolver } from '@hookform/resolvers/zod';
import { loginSchema, type LoginInput } from '@shared/accounts';
import { MessageSquareText } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { ErrorNotice } from '@/components/ui/notice';
import { useAuth } from './use-auth';

/** Spec 000 §5 Login: username or email, password; errors as a toast and under the form. */
export function LoginForm({ onForgotPassword }: { onForgotPassword: () => void }) {
  const { loginMutation } = useAuth();
  const form = useForm<LoginInput>({
    resolver: zodResolver(loginSchema),
    defaultValues: { username: '', password: '' },
  });
  const { errors } = form.formState;

  return (
    <form noValidate onSubmit={form.handleSubmit((values) => loginMutation.mutate(values))} className="grid gap-4">
      <FormField label="Username or email" error={errors.username?.message}>
        <Input autoComplete="username" {...form.register('username')} />
      </FormField>
      <FormField label="Password" error={errors.password?.message}>
        <Input type="password" autoComplete="current-password" {...form.register('password')} />
      </FormField>
      <div className="-mt-1 flex justify-end">
        <button
          type="button"
          onClick={onForgotPassword}
          className="text-sm font-semibold text-brand-700 underline-offset-4 hover:underline"
        >
          Forgot password?
        </button>
      </div>
      <ErrorNotice error={loginMutation.error} fallback="Login failed" />
      <Button type="submit" disabled={loginMutation.isPending}>
        {loginMutation.isPending ? 'Logging in...' : 'Login'}
      </Button>
      <p className="text-center text-sm text-slate-600">
        <MessageSquareText aria-hidden="true" className="mr-1 inline size-4 align-[-3px] text-brand-700" />
        Have your phone?{' '}
        <Link to="/reset-password-sms" className="font-semibold text-brand-700 underline-offset-4 hover:underline">
          Reset your password by text message
        </Link>
      </p>
    </form>
  );
}
