import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { Logger } from 'pino';

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

/** Hands mails to the mailer without waiting for delivery; a failure is logged, never thrown. */
export function sendMails(deps: { mailer: Mailer; log: Logger }, messages: MailMessage[]): void {
  for (const message of messages) {
    let sending: Promise<void>;
    try {
      sending = deps.mailer.send(message);
    } catch (err) {
      sending = Promise.reject(err);
    }
    sending.catch((err: unknown) =>
      deps.log.error({ err, to: message.to, subject: message.subject }, 'mail could not be sent'),
    );
  }
}
