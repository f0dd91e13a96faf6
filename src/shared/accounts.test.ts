import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  accountMessages as m,
  changePasswordFormSchema,
  loginSchema,
  mapRoleName,
  registerFormSchema,
  registrationRoleOptions,
  toRegisterPayload,
  userSchema,
} from './accounts';

const form = {
  email: 'nora@example.com',
  username: 'nora_o',
  password: 'Breakfast2024',
  confirmPassword: 'Breakfast2024',
  mobile: '+1 555-010-2000',
  firstName: 'Nora',
  lastName: 'Owens',
  role: 'Owner' as const,
  gymId: 3,
};

describe('role rules (spec 000 §6)', () => {
  it('maps names: Owner, Director, otherwise Manager', () => {
    expect(mapRoleName('Gym Owner')).toBe('Owner');
    expect(mapRoleName('Program Director')).toBe('Director');
    expect(mapRoleName('Front Desk Manager')).toBe('Manager');
    expect(mapRoleName('Coach')).toBe('Manager');
    fc.assert(fc.property(fc.string(), (s) => ['Owner', 'Director', 'Manager'].includes(mapRoleName(s))));
  });

  it('hides admin, super and member and sorts by level then display order', () => {
    const roles = [
      { name: 'Manager', level: 4, displayOrder: 3 },
      { name: 'admin', level: 1, displayOrder: 1 },
      { name: 'Owner', level: 2, displayOrder: 1 },
      { name: 'super', level: 0, displayOrder: 0 },
      { name: 'Director', level: 2, displayOrder: 2 },
      { name: 'member', level: 5, displayOrder: 4 },
    ];
    expect(registrationRoleOptions(roles).map((r) => r.name)).toEqual(['Owner', 'Director', 'Manager']);
  });
});

describe('form schemas', () => {
  it('registration: confirmPassword must match and is never sent; the role defaults to Manager', () => {
    const bad = registerFormSchema.safeParse({ ...form, confirmPassword: 'Other2024x' });
    expect(bad.error!.issues.map((i) => i.message)).toEqual(["Passwords don't match"]);
    const ok = registerFormSchema.parse({ ...form, role: undefined });
    expect(ok.role).toBe('Manager');
    expect(toRegisterPayload(ok)).not.toHaveProperty('confirmPassword');
  });

  it('registration needs a gym or a pending submission', () => {
    const none = registerFormSchema.safeParse({ ...form, gymId: null });
    expect(none.error!.issues.map((i) => i.message)).toEqual(['Please select a gym or submit your gym information']);
    const inline = registerFormSchema.safeParse({
      ...form,
      gymId: null,
      pendingGymSubmission: { name: 'X', state: 'IL', email: 'x@y.example' },
    });
    expect(inline.success).toBe(true);
  });

  it('login messages', () => {
    const res = loginSchema.safeParse({ username: ' ', password: '' });
    expect(res.error!.issues.map((i) => i.message)).toEqual([m.usernameOrEmailRequired, m.passwordRequired]);
  });

  it('change password form', () => {
    const res = changePasswordFormSchema.safeParse({
      currentPassword: 'Old2024xx',
      newPassword: 'New2024xx',
      confirmPassword: 'nope',
    });
    expect(res.error!.issues.map((i) => i.message)).toEqual(["Passwords don't match"]);
  });

  it('the public user shape has no secret fields', () => {
    const keys = Object.keys(userSchema.shape);
    for (const secret of ['password', 'passwordResetToken', 'smsResetCode', 'passwordResetExpiry', 'smsResetExpiry'])
      expect(keys).not.toContain(secret);
  });

  it('quotes the spec strings exactly', () => {
    expect(m.passwordChangeRequiredTitle).toBe('Password Change Required');
    expect(m.passwordChangeRequired).toBe('For security reasons, you must change your password before continuing.');
    expect(m.resetSuccessTitle).toBe('Password Reset Successful');
    expect(m.resetSuccess).toBe('Your password has been reset. Please log in with your new password.');
    expect(m.forgotSentTitle).toBe('Password Reset Email Sent');
    expect(m.forgotFailedDefault).toBe('Failed to process password reset request');
    expect(m.resetFailedDefault).toBe('Failed to reset password');
    expect(m.noGymsFound).toBe('No gyms found.');
    expect(m.addGymHere).toBe("Can't find your gym? Add it here");
    expect(m.missingInformation).toBe('Missing Information');
    expect(m.gymSubmittedDescription).toBe(
      'Your gym will be reviewed by our team. You can continue with registration.',
    );
    expect(m.authRequired).toBe('Authentication required. Please log in.');
  });
});
