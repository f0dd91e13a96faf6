import { escapeHtml, type MailAttachment, type MailMessage } from './mailer';

/** Every mail the product sends ends with this line. */
export const MAIL_SIGN_OFF = 'The Breakfast Club team';

export interface MailLink {
  label: string;
  url: string;
}

/**
 * A mail with a greeting, paragraphs, an optional link and the sign-off, as a plain-text part
 * and an HTML part; the HTML part escapes every value, so names and notes cannot inject markup.
 * Attachments (a calendar invite) travel with it.
 */
export function composeMail(
  to: string,
  subject: string,
  greeting: string,
  paragraphs: string[],
  link?: MailLink,
  attachments?: MailAttachment[],
): MailMessage {
  const text = [
    greeting,
    '',
    ...paragraphs.flatMap((p) => [p, '']),
    ...(link ? [`${link.label}: ${link.url}`, ''] : []),
    MAIL_SIGN_OFF,
  ].join('\n');
  const html = [
    `<p>${escapeHtml(greeting)}</p>`,
    ...paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`),
    ...(link ? [`<p><a href="${escapeHtml(link.url)}">${escapeHtml(link.label)}</a></p>`] : []),
    `<p>${escapeHtml(MAIL_SIGN_OFF)}</p>`,
  ].join('\n');
  return { to, subject, text, html, ...(attachments?.length ? { attachments } : {}) };
}
