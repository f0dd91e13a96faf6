import { escapeHtml, type MailMessage } from '../../../platform/mailer';

const SIGN_OFF = 'The Breakfast Club team';

/** A mail with a plain-text and an HTML part; every value is escaped in the HTML. */
function compose(to: string, subject: string, greeting: string, paragraphs: string[], link?: { label: string; url: string }): MailMessage {
  const text = [greeting, '', ...paragraphs.flatMap((p) => [p, '']), ...(link ? [`${link.label}: ${link.url}`, ''] : []), SIGN_OFF].join('\n');
  const html = [
    `<p>${escapeHtml(greeting)}</p>`,
    ...paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`),
    ...(link ? [`<p><a href="${escapeHtml(link.url)}">${escapeHtml(link.label)}</a></p>`] : []),
    `<p>${escapeHtml(SIGN_OFF)}</p>`,
  ].join('\n');
  return { to, subject, text, html };
}

export function resetLink(publicUrl: string, token: string): string {
  return `${publicUrl}/reset-password?token=${encodeURIComponent(token)}`;
}

export function passwordResetMail(to: string, firstName: string, link: string, ttlMinutes: number): MailMessage {
  return compose(
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
  return compose(
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
