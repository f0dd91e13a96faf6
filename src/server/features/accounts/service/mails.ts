import { composeMail } from '../../../platform/mail-compose';
import type { MailMessage } from '../../../platform/mailer';

export function resetLink(publicUrl: string, token: string): string {
  return `${publicUrl}/reset-password?token=${encodeURIComponent(token)}`;
}

export function passwordResetMail(to: string, firstName: string, link: string, ttlMinutes: number): MailMessage {
  return composeMail(
    to,
    'Reset your password',
    `Hi ${firstName},`,
    [
      'We received a request to reset the password of your Breakfast Club account.',
      `The link below works once and expires in ${ttlMinutes} minutes. If you did not ask for it, you can ignore this mail; your password stays as it is.`,
    ],
    { label: 'Choose a new password', url: link },
  );
}

export function passwordChangedMail(to: string, firstName: string, publicUrl: string): MailMessage {
  return composeMail(
    to,
    'Your password was changed',
    `Hi ${firstName},`,
    [
      'The password of your Breakfast Club account was just changed, and every other session was signed out.',
      'If this was not you, reset your password at once and contact us.',
    ],
    { label: 'Sign in', url: `${publicUrl}/auth` },
  );
}

export function smsResetText(code: string, ttlMinutes: number): string {
  return `Your Breakfast Club password reset code is ${code}. It expires in ${ttlMinutes} minutes. Do not share it.`;
}
