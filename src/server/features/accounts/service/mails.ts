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

/** `jane.doe@example.com` → `j***@e***.com`: enough to recognise, too little to harvest. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 1) return '***';
  const domain = email.slice(at + 1);
  const dot = domain.lastIndexOf('.');
  const host = dot > 0 ? domain.slice(0, dot) : domain;
  const tld = dot > 0 ? domain.slice(dot) : '';
  return `${email[0]}***@${host[0] ?? ''}***${tld}`;
}

/** `+1 312 555 0199` → `***99`. */
export function maskMobile(mobile: string): string {
  return `***${mobile.replace(/[^0-9]/g, '').slice(-2)}`;
}

/**
 * The notice of an email or mobile change, to the address the account had before. No link: a
 * mail that an attacker's change triggers must carry nothing the attacker could use.
 */
export function contactChangedMail(
  to: string,
  firstName: string,
  change: { newEmail: string | null; mobileChanged: boolean; newMobile: string | null },
): MailMessage {
  const lines: string[] = [];
  if (change.newEmail)
    lines.push(`The email address of your Breakfast Club account was changed to ${maskEmail(change.newEmail)}.`);
  if (change.mobileChanged)
    lines.push(
      change.newMobile
        ? `The mobile number of your Breakfast Club account was changed to one ending in ${maskMobile(change.newMobile)}.`
        : 'The mobile number of your Breakfast Club account was removed.',
    );
  return composeMail(
    to,
    change.newEmail ? 'Your email address was changed' : 'Your mobile number was changed',
    `Hi ${firstName},`,
    [
      ...lines,
      'If this was you, there is nothing to do.',
      'If this was not you, someone may be using your account: reset your password from the sign-in page at once, and reply to this mail so we can restore your details.',
    ],
  );
}

export function smsResetText(code: string, ttlMinutes: number): string {
  return `Your Breakfast Club password reset code is ${code}. It expires in ${ttlMinutes} minutes. Do not share it.`;
}
