import { zodResolver } from '@hookform/resolvers/zod';
import {
  accountMessages as m,
  mapRoleName,
  REGISTRATION_ROLES,
  registerFormSchema,
  registrationRoleOptions,
  toRegisterPayload,
  type InlineGym,
  type RegisterFormInput,
} from '@shared/accounts';
import { CircleCheck } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { ErrorNotice, Notice } from '@/components/ui/notice';
import { toast } from '@/components/ui/use-toast';
import { GymPicker } from './gym-picker';
import { InlineGymForm } from './inline-gym-form';
import { gymSuccessToast } from './messages';
import { PENDING_GYM_NAME_KEY, PRESELECTED_GYM_KEY, readStored, removeStored } from './storage';
import { useAuth } from './use-auth';
import { useRoleList } from './api';
import { PASSWORD_HINT } from './new-password-fields';

type RegisterFormOutput = z.output<typeof registerFormSchema>;

interface RoleChoice {
  key: string;
  label: string;
  roleId: number | null;
}

/** preselectedGymId / pendingGymSubmissionName (spec 000 §2), from local or session storage. */
function storedValue(key: string): string | null {
  return readStored('local', key) ?? readStored('session', key);
}

function useRoleChoices(): RoleChoice[] {
  const roles = useRoleList();
  return useMemo(() => {
    const listed = registrationRoleOptions(roles.data ?? []);
    if (listed.length === 0) return REGISTRATION_ROLES.map((name) => ({ key: name, label: name, roleId: null }));
    return listed.map((role) => ({ key: String(role.id), label: role.name, roleId: role.id }));
  }, [roles.data]);
}

/** Spec 000 §5 Registration with the shared schema; a gym from the list or submitted inline. */
export function RegisterForm() {
  const { registerMutation } = useAuth();
  const roleChoices = useRoleChoices();
  const [inlineOpen, setInlineOpen] = useState(false);
  const [pendingName] = useState(() => storedValue(PENDING_GYM_NAME_KEY) ?? '');

  const form = useForm<RegisterFormInput, unknown, RegisterFormOutput>({
    resolver: zodResolver(registerFormSchema),
    defaultValues: {
      email: '',
      username: '',
      password: '',
      confirmPassword: '',
      mobile: '',
      firstName: '',
      lastName: '',
      role: 'Manager',
      roleId: null,
      gymId: null,
      pendingGymSubmission: null,
    },
  });
  const { errors } = form.formState;
  const pendingGym = form.watch('pendingGymSubmission');

  // Spec §2: a gym chosen elsewhere (the Submit a Gym card) is preselected; a submitted name opens the inline form.
  useEffect(() => {
    const preselected = Number(storedValue(PRESELECTED_GYM_KEY));
    if (Number.isInteger(preselected) && preselected > 0) form.setValue('gymId', preselected);
    else if (pendingName) setInlineOpen(true);
  }, [form, pendingName]);

  // Spec §6: the first offered role is preselected.
  const [roleKey, setRoleKey] = useState<string | null>(null);
  const currentRole = roleChoices.find((r) => r.key === roleKey) ?? roleChoices[0];
  useEffect(() => {
    if (!currentRole) return;
    form.setValue('role', mapRoleName(currentRole.label));
    form.setValue('roleId', currentRole.roleId);
  }, [currentRole, form]);

  const submitInlineGym = (gym: InlineGym) => {
    form.setValue('pendingGymSubmission', gym);
    form.setValue('gymId', null);
    form.clearErrors('gymId');
    setInlineOpen(false);
  };

  const onSubmit = (values: RegisterFormOutput) => {
    registerMutation.mutate(toRegisterPayload(values), {
      onSuccess: () => {
        removeStored('local', PRESELECTED_GYM_KEY);
        removeStored('session', PRESELECTED_GYM_KEY);
        removeStored('local', PENDING_GYM_NAME_KEY);
        removeStored('session', PENDING_GYM_NAME_KEY);
        if (values.pendingGymSubmission) toast(gymSuccessToast);
      },
    });
  };

  const text = (name: 'email' | 'username' | 'firstName' | 'lastName' | 'mobile') => form.register(name);

  return (
    <form noValidate onSubmit={form.handleSubmit(onSubmit)} className="grid gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="First name" error={errors.firstName?.message}>
          <Input autoComplete="given-name" {...text('firstName')} />
        </FormField>
        <FormField label="Last name" error={errors.lastName?.message}>
          <Input autoComplete="family-name" {...text('lastName')} />
        </FormField>
      </div>
      <FormField label="Email" error={errors.email?.message}>
        <Input type="email" autoComplete="email" {...text('email')} />
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="Username" error={errors.username?.message}>
          <Input autoComplete="username" {...text('username')} />
        </FormField>
        <FormField label="Mobile number" error={errors.mobile?.message}>
          <Input type="tel" autoComplete="tel" placeholder="+1 555 123 4567" {...text('mobile')} />
        </FormField>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="Password" error={errors.password?.message} hint={PASSWORD_HINT}>
          <Input type="password" autoComplete="new-password" {...form.register('password')} />
        </FormField>
        <FormField label="Confirm password" error={errors.confirmPassword?.message}>
          <Input type="password" autoComplete="new-password" {...form.register('confirmPassword')} />
        </FormField>
      </div>
      <FormField label="Your role" error={errors.role?.message}>
        <Select value={currentRole?.key ?? ''} onChange={(event) => setRoleKey(event.target.value)}>
          {roleChoices.map((role) => (
            <option key={role.key} value={role.key}>
              {role.label}
            </option>
          ))}
        </Select>
      </FormField>

      {pendingGym ? (
        <Notice tone="success" title="Gym submitted for review">
          <span className="inline-flex items-center gap-1">
            <CircleCheck aria-hidden="true" className="size-4" />
            {pendingGym.name} ({pendingGym.state}) is pending review. You can continue with registration.
          </span>
          <button
            type="button"
            className="mt-1 block font-semibold underline underline-offset-4"
            onClick={() => {
              form.setValue('pendingGymSubmission', null);
              setInlineOpen(true);
            }}
          >
            Edit gym details
          </button>
        </Notice>
      ) : inlineOpen ? (
        <InlineGymForm initialName={pendingName} onSubmit={submitInlineGym} onCancel={() => setInlineOpen(false)} />
      ) : (
        <Controller
          control={form.control}
          name="gymId"
          render={({ field }) => (
            <FormField label="Your gym" error={errors.gymId?.message}>
              <GymPicker
                value={field.value ?? null}
                onChange={(gymId) => {
                  field.onChange(gymId);
                  form.clearErrors('gymId');
                }}
                onAddGym={() => setInlineOpen(true)}
              />
            </FormField>
          )}
        />
      )}

      <ErrorNotice error={registerMutation.error} fallback={m.registrationFailed} />
      <Button type="submit" disabled={registerMutation.isPending}>
        {registerMutation.isPending ? 'Creating account...' : 'Create account'}
      </Button>
    </form>
  );
}
