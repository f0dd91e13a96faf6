import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminUser, RoleItem } from '@shared/accounts';
import { emailField, firstNameField, lastNameField, mobileField } from '@shared/accounts';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { FormFooter } from '@/components/ui/form-footer';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { toast } from '@/components/ui/use-toast';
import { apiRequest, errorMessage } from '@/lib/api';
import { useAllRoles } from '../api';

/** The form's view of PATCH /api/admin/users/:id (shared field rules; selects send strings). */
const editSchema = z.object({
  firstName: firstNameField,
  lastName: lastNameField,
  email: emailField,
  mobile: z.union([z.literal(''), mobileField]),
  roleId: z.string(),
  isAdmin: z.boolean(),
});
type EditForm = z.infer<typeof editSchema>;

/** Edit names, contact details, role and the admin flag. A role or admin change ends the user's sessions. */
export function UserEditForm({ user }: { user: AdminUser }) {
  const client = useQueryClient();
  const roles = useAllRoles();
  const form = useForm<EditForm>({
    resolver: zodResolver(editSchema),
    defaultValues: {
      firstName: user.firstName,
      lastName: user.lastName,
      email: user.email,
      mobile: user.mobile ?? '',
      roleId: user.roleId === null ? '' : String(user.roleId),
      isAdmin: user.isAdmin,
    },
  });
  const mutation = useMutation<AdminUser, Error, EditForm>({
    mutationFn: async ({ roleId, mobile, ...rest }) => {
      const body = { ...rest, mobile: mobile || null, ...(roleId ? { roleId: Number(roleId) } : {}) };
      return (await (await apiRequest('PATCH', `/api/admin/users/${user.id}`, body)).json()) as AdminUser;
    },
    onSuccess: () => {
      toast({ title: 'User updated' });
      void client.invalidateQueries({ predicate: (q) => String(q.queryKey[0]).startsWith('/api/admin/users') });
    },
    onError: (error) =>
      toast({
        title: 'User not updated',
        description: errorMessage(error, 'User not updated'),
        variant: 'destructive',
      }),
  });
  const { errors } = form.formState;

  return (
    <form noValidate onSubmit={form.handleSubmit((values) => mutation.mutate(values))} className="grid gap-3">
      <div className="grid gap-3 sm:grid-cols-2">
        <FormField label="First name" error={errors.firstName?.message}>
          <Input {...form.register('firstName')} />
        </FormField>
        <FormField label="Last name" error={errors.lastName?.message}>
          <Input {...form.register('lastName')} />
        </FormField>
        <FormField label="Email" error={errors.email?.message}>
          <Input type="email" {...form.register('email')} />
        </FormField>
        <FormField label="Mobile number" error={errors.mobile?.message}>
          <Input type="tel" {...form.register('mobile')} />
        </FormField>
        <FormField label="Role">
          <Select {...form.register('roleId')}>
            {user.roleId === null ? <option value="">—</option> : null}
            {(roles.data ?? ([] as RoleItem[])).map((role) => (
              <option key={role.id} value={String(role.id)}>
                {role.name}
              </option>
            ))}
          </Select>
        </FormField>
        <label className="flex items-center gap-2 self-end pb-3 text-sm font-semibold text-slate-800">
          <input type="checkbox" className="size-4 accent-brand-800" {...form.register('isAdmin')} />
          Administrator
        </label>
      </div>
      <FormFooter
        submitLabel="Save user"
        submitVariant="outline"
        pending={mutation.isPending}
        disabled={!form.formState.isDirty}
      />
    </form>
  );
}
