import type { UseFormRegisterReturn } from 'react-hook-form';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';

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
