import fs from 'node:fs/promises';
import path from 'node:path';
import type { Logger } from 'pino';

export interface SmsMessage {
  to: string;
  body: string;
}

export interface SmsSender {
  send(message: SmsMessage): Promise<void>;
}

/** Writes each text message as a .txt file under DATA_DIR/outbox/ (the offline default). */
export function outboxSms(outboxDir: string, log: Logger): SmsSender {
  return {
    async send(message) {
      await fs.mkdir(outboxDir, { recursive: true });
      const digits = message.to.replace(/\D/g, '');
      const file = path.join(outboxDir, `${new Date().toISOString().replace(/[:.]/g, '-')}-sms-${digits}.txt`);
      // Written under a temporary name, then renamed: whoever reads the outbox sees whole messages.
      await fs.writeFile(`${file}.part`, `To: ${message.to}\nDate: ${new Date().toUTCString()}\n\n${message.body}\n`);
      await fs.rename(`${file}.part`, file);
      // The file is the message; the log names it and never copies the code.
      log.info({ to: message.to, file }, 'text message written to outbox');
    },
  };
}

/**
 * A telephony provider's REST API in the Twilio style:
 * POST {base}/Accounts/{sid}/Messages.json with To, From, Body, basic auth.
 */
export function restSms(options: { baseUrl: string; accountSid: string; authToken: string; from: string }): SmsSender {
  return {
    async send(message) {
      const url = `${options.baseUrl.replace(/\/$/, '')}/Accounts/${encodeURIComponent(options.accountSid)}/Messages.json`;
      const res = await fetch(url, {
        method: 'POST',
        headers: {
          authorization: `Basic ${Buffer.from(`${options.accountSid}:${options.authToken}`).toString('base64')}`,
          'content-type': 'application/x-www-form-urlencoded',
        },
        body: new URLSearchParams({ To: message.to, From: options.from, Body: message.body }),
        signal: AbortSignal.timeout(10_000),
      });
      if (!res.ok) throw new Error(`SMS provider answered ${res.status}`);
    },
  };
}
