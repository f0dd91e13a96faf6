import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { accountMessages as m, contactChanged, profileFormSchema, type ProfileInput } from '@shared/accounts';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { FormFooter } from '@/components/ui/form-footer';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { ErrorNotice } from '@/components/ui/notice';
import { toast } from '@/components/ui/use-toast';
import { apiRequest, errorMessage } from '@/lib/api';
import { USER_QUERY_KEY, type User } from './types';

type ProfileOutput = z.output<ReturnType<typeof profileFormSchema>>;

/**
 * PATCH /api/user/profile: names, email and mobile. Changing the email or the mobile needs the
 * current password, so that field appears (and is required) only then.
 */
export function ProfileDetailsForm({ user }: { user: User }) {
  const queryClient = useQueryClient();
  const saved = useMemo(() => ({ email: user.email, mobile: user.mobile ?? null }), [user.email, user.mobile]);
  const schema = useMemo(() => profileFormSchema(saved), [saved]);
  const form = useForm<ProfileInput, unknown, ProfileOutput>({
    resolver: zodResolver(schema),
    defaultValues: {
      firstName: user.firstName,
      lastName: user.lastName,
      email: user.email,
      mobile: user.mobile ?? '',
      currentPassword: '',
    },
  });
  const [email, mobile] = form.watch(['email', 'mobile']);
  const needsPassword = contactChanged(saved, { email: email ?? '', mobile: mobile ?? null });
  const mutation = useMutation<User, Error, ProfileOutput>({
    mutationFn: async ({ currentPassword, ...rest }) => {
      // The password travels only when the server needs it.
      const input = contactChanged(saved, rest) ? { ...rest, currentPassword } : rest;
      return (await (await apiRequest('PATCH', '/api/user/profile', input)).json()) as User;
    },
    onSuccess: (updated) => {
      queryClient.setQueryData(USER_QUERY_KEY, updated);
      form.reset({
        firstName: updated.firstName,
        lastName: updated.lastName,
        email: updated.email,
        mobile: updated.mobile ?? '',
        currentPassword: '',
      });
      toast({ title: m.profileUpdated });
    },
    onError: (error) =>
      toast({
        title: 'Profile not saved',
        description: errorMessage(error, 'Profile not saved'),
        variant: 'destructive',
      }),
  });
  const { errors } = form.formState;

  return (
    <form noValidate onSubmit={form.handleSubmit((values) => mutation.mutate(values))} className="grid gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="First name" error={errors.firstName?.message}>
          <Input autoComplete="given-name" {...form.register('firstName')} />
        </FormField>
        <FormField label="Last name" error={errors.lastName?.message}>
          <Input autoComplete="family-name" {...form.register('lastName')} />
        </FormField>
      </div>
      <FormField label="Email" error={errors.email?.message}>
        <Input type="email" autoComplete="email" {...form.register('email')} />
      </FormField>
      <FormField label="Mobile number" error={errors.mobile?.message} hint="Used for password reset by text message.">
        <Input type="tel" autoComplete="tel" {...form.register('mobile')} />
      </FormField>
      {needsPassword ? (
        <FormField
          label="Current password"
          error={errors.currentPassword?.message}
          hint="Needed to change your email or mobile number."
        >
          <Input type="password" autoComplete="current-password" required {...form.register('currentPassword')} />
        </FormField>
      ) : null}
      <ErrorNotice error={mutation.error} fallback="Profile not saved" />
      <FormFooter submitLabel="Save changes" pending={mutation.isPending} disabled={!form.formState.isDirty} />
    </form>
  );
}
