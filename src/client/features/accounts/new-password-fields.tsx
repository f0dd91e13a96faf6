import type { UseFormRegisterReturn } from 'react-hook-form';
import { FormField } from '@/components/ui/form-field';
import { accountMessages as m } from '@shared/accounts';
import { Input } from '@/components/ui/input';
import { Button } from '@/components/ui/button';
import { ErrorNotice } from '@/components/ui/notice';

export const PASSWORD_HINT = '8+ characters with upper and lower case and a number.';

/** The new password and its confirmation, as the reset pages and the change form ask for them. */
export function NewPasswordFields(props: {
  newPassword: UseFormRegisterReturn;
  confirmPassword: UseFormRegisterReturn;
  errors: { newPassword?: string | undefined; confirmPassword?: string | undefined };
}) {
  return (
    <>
      <FormField label="New password" error={props.errors.newPassword} hint={PASSWORD_HINT}>
        <Input type="password" autoComplete="new-password" {...props.newPassword} />
      </FormField>
      <FormField label="Confirm new password" error={props.errors.confirmPassword}>
        <Input type="password" autoComplete="new-password" {...props.confirmPassword} />
      </FormField>
    </>
  );
}

/** The reset pages' last lines: why the last try failed, and the button that sends the new password. */
export function ResetPasswordSubmit({ mutation }: { mutation: { error: Error | null; isPending: boolean } }) {
  return (
    <>
      <ErrorNotice error={mutation.error} fallback={m.resetFailedDefault} />
      <Button type="submit" disabled={mutation.isPending}>
        {mutation.isPending ? 'Resetting...' : 'Reset Password'}
      </Button>
    </>
  );
}
