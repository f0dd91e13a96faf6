import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { Logger } from 'pino';
import type { LimitRule, RateLimiter } from './rate-limit';

/** A file sent with a mail (a calendar invite, an export); nodemailer encodes it. */
export interface MailAttachment {
  filename: string;
  content: string | Buffer;
  contentType: string;
}

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  attachments?: MailAttachment[];
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

const stamp = () => new Date().toISOString().replace(/[:.]/g, '-');
const slug = (s: string) => s.replace(/[^a-zA-Z0-9]+/g, '-').slice(0, 40);

/** Writes each message as an RFC 822 .eml file under DATA_DIR/outbox/ (the offline default). */
export function outboxMailer(outboxDir: string, from: string, log: Logger): Mailer {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(message) {
      const info = await transport.sendMail({ from, ...message });
      await fs.mkdir(outboxDir, { recursive: true });
      const file = path.join(outboxDir, `${stamp()}-mail-${slug(message.to)}.eml`);
      // Written under a temporary name, then renamed: whoever reads the outbox sees whole messages.
      await fs.writeFile(`${file}.part`, info.message as Buffer);
      await fs.rename(`${file}.part`, file);
      // The file is the message; the log names it and never copies links (a reset link is a secret).
      log.info({ to: message.to, subject: message.subject, file }, 'mail written to outbox');
    },
  };
}

export function smtpMailer(url: string, from: string): Mailer {
  const transport = nodemailer.createTransport(url);
  return {
    async send(message) {
      await transport.sendMail({ from, ...message });
    },
  };
}

/** Escapes text for the HTML part of a mail. */
export function escapeHtml(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;')
    .replaceAll('`', '&#96;');
}

/**
 * At most this many mails go to one address in an hour (a fixed window, counted in the database
 * so every app process shares it); the rest are dropped with a warning. Whatever a person does
 * with the product (RSVPs, join requests, applications), one inbox cannot be flooded through it.
 * Password resets are not counted and never dropped: they have their own limits
 * (RATE_LIMIT_FORGOT_*), and a person locked out must get the link. docs/decisions/0140-mail-flood-limits.md
 */
export const MAILS_PER_ADDRESS_PER_HOUR = 20;

const addressRule: LimitRule = { name: 'mail-to', max: MAILS_PER_ADDRESS_PER_HOUR, windowMs: 3_600_000 };

export interface SendOptions {
  /** False only for a password reset: not counted against the address's hourly cap. */
  capped?: boolean;
}

/** Whether the address still has room this hour; counts the mail. A counter that fails lets it through. */
async function withinCap(deps: { limiter: RateLimiter; log: Logger }, message: MailMessage): Promise<boolean> {
  try {
    const { count } = await deps.limiter.hit(addressRule, message.to.trim().toLowerCase());
    if (count <= MAILS_PER_ADDRESS_PER_HOUR) return true;
    deps.log.warn(
      { to: message.to, subject: message.subject, sentThisHour: count - 1, cap: MAILS_PER_ADDRESS_PER_HOUR },
      'mail dropped: the address reached its hourly cap',
    );
    return false;
  } catch (err) {
    deps.log.error({ err, to: message.to }, 'mail cap could not be counted; sending anyway');
    return true;
  }
}

/**
 * Hands mails to the mailer without waiting for delivery; a failure is logged, never thrown.
 * Awaiting it waits only for the per-address cap (MAILS_PER_ADDRESS_PER_HOUR): a mail over the
 * cap is dropped with a warning, and the caller's request succeeds all the same.
 */
export async function sendMails(
  deps: { mailer: Mailer; log: Logger; limiter: RateLimiter },
  messages: MailMessage[],
  options: SendOptions = {},
): Promise<void> {
  const allowed = await Promise.all(
    messages.map((message) => (options.capped === false ? true : withinCap(deps, message))),
  );
  messages.forEach((message, i) => {
    if (!allowed[i]) return;
    let sending: Promise<void>;
    try {
      sending = deps.mailer.send(message);
    } catch (err) {
      sending = Promise.reject(err);
    }
    sending.catch((err: unknown) =>
      deps.log.error({ err, to: message.to, subject: message.subject }, 'mail could not be sent'),
    );
  });
}
