import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Logger } from 'pino';
import { httpClient, type HttpClient } from './http-client';

export interface SmsMessage {
  to: string;
  body: string;
  /** The sending number; the adapter's own (SMS_FROM) unless given (a gym's number). */
  from?: string | null;
}

/** A voicemail: read out by text-to-speech (`say`) or a recording played from its URL (`playUrl`). */
export interface VoiceCall {
  to: string;
  from?: string | null;
  say?: string;
  playUrl?: string;
}

/** What the provider answered: its id for the message or call, and its status. */
export interface SmsReceipt {
  sid: string;
  status: string;
}

export interface SmsSender {
  send(message: SmsMessage): Promise<SmsReceipt>;
  /** Places a call that leaves the voicemail. */
  call(call: VoiceCall): Promise<SmsReceipt>;
}

/** The id of an outbox message: `outbox-` and 16 random hex characters. */
export const outboxSid = () => `outbox-${crypto.randomBytes(8).toString('hex')}`;

/** Writes each text message (and voicemail) as a .txt file under DATA_DIR/outbox/ (the offline default). */
export function outboxSms(outboxDir: string, log: Logger, defaultFrom?: string): SmsSender {
  async function write(kind: 'sms' | 'voicemail', to: string, from: string | null | undefined, text: string) {
    await fs.mkdir(outboxDir, { recursive: true });
    const digits = to.replace(/\D/g, '');
    const sid = outboxSid();
    const file = path.join(outboxDir, `${new Date().toISOString().replace(/[:.]/g, '-')}-${kind}-${digits}.txt`);
    const sender = from ?? defaultFrom;
    const head = [
      `To: ${to}`,
      ...(sender ? [`From: ${sender}`] : []),
      `Date: ${new Date().toUTCString()}`,
      `Id: ${sid}`,
    ];
    // Written under a temporary name, then renamed: whoever reads the outbox sees whole messages.
    await fs.writeFile(`${file}.part`, `${head.join('\n')}\n\n${text}\n`);
    await fs.rename(`${file}.part`, file);
    // The file is the message; the log names it and never copies the text (it may hold a code).
    log.info({ to, file, sid }, `${kind === 'sms' ? 'text message' : 'voicemail'} written to outbox`);
    return { sid, status: 'sent' };
  }
  return {
    send: (message) => write('sms', message.to, message.from, message.body),
    call: (call) =>
      write('voicemail', call.to, call.from, call.playUrl ? `Recording: ${call.playUrl}` : (call.say ?? '')),
  };
}

const xml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!);

/** The TwiML of a voicemail: <Play> the recording, else <Say> the text. */
export function voicemailTwiml(call: Pick<VoiceCall, 'say' | 'playUrl'>): string {
  const inner = call.playUrl ? `<Play>${xml(call.playUrl)}</Play>` : `<Say>${xml(call.say ?? '')}</Say>`;
  return `<?xml version="1.0" encoding="UTF-8"?><Response>${inner}</Response>`;
}

/**
 * A telephony provider's REST API in the Twilio style, basic auth, form bodies, JSON answers:
 * POST {base}/Accounts/{sid}/Messages.json (To, From, Body) for a text and
 * POST {base}/Accounts/{sid}/Calls.json (To, From, Twiml) for a voicemail; both answer `sid` and
 * `status`. With `statusCallback`, the provider reports later statuses there. Calls go through the
 * outbound HTTP client; the provider's host is a setting, so it may be plain http or private.
 */
export function restSms(options: {
  baseUrl: string;
  accountSid: string;
  authToken: string;
  from: string;
  statusCallback?: string;
  http?: HttpClient;
}): SmsSender {
  const http = options.http ?? httpClient({ allowHosts: [new URL(options.baseUrl).hostname] });
  const base = `${options.baseUrl.replace(/\/$/, '')}/Accounts/${encodeURIComponent(options.accountSid)}`;
  async function post(resource: 'Messages' | 'Calls', fields: Record<string, string>): Promise<SmsReceipt> {
    const body = new URLSearchParams(fields);
    if (options.statusCallback) body.set('StatusCallback', options.statusCallback);
    const res = await http.fetch(`${base}/${resource}.json`, {
      method: 'POST',
      headers: {
        authorization: `Basic ${Buffer.from(`${options.accountSid}:${options.authToken}`).toString('base64')}`,
        'content-type': 'application/x-www-form-urlencoded',
        accept: 'application/json',
      },
      body: body.toString(),
    });
    if (!res.ok) throw new Error(`SMS provider answered ${res.status}`);
    const answer = res.json<{ sid?: unknown; status?: unknown }>();
    if (typeof answer.sid !== 'string' || !answer.sid) throw new Error('SMS provider answered without a sid');
    return { sid: answer.sid, status: typeof answer.status === 'string' ? answer.status : 'queued' };
  }
  return {
    send: (message) => post('Messages', { To: message.to, From: message.from ?? options.from, Body: message.body }),
    call: (call) => post('Calls', { To: call.to, From: call.from ?? options.from, Twiml: voicemailTwiml(call) }),
  };
}

/**
 * The provider's request signature (Twilio's X-Twilio-Signature): base64 of the HMAC-SHA1, keyed
 * with the auth token, of the full URL the provider called followed by every form parameter's
 * name and value, sorted by name.
 */
export function providerSignature(authToken: string, url: string, params: Record<string, string>): string {
  const data = Object.keys(params)
    .sort()
    .reduce((acc, key) => acc + key + params[key], url);
  return crypto.createHmac('sha1', authToken).update(data, 'utf8').digest('base64');
}

/** Whether a request's signature is the provider's, compared in constant time. */
export function validSignature(
  authToken: string | undefined,
  signature: string | undefined,
  url: string,
  params: Record<string, string>,
): boolean {
  if (!authToken || !signature) return false;
  const expected = Buffer.from(providerSignature(authToken, url, params));
  const given = Buffer.from(signature);
  return expected.length === given.length && crypto.timingSafeEqual(expected, given);
}
