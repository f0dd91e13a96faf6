import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxSms, providerSignature, restSms, validSignature, voicemailTwiml } from './sms';

describe('providerSignature (X-Twilio-Signature)', () => {
  const url = 'https://club.example.com/api/webhooks/sms/inbound';
  const params = { To: '+15550001000', From: '+15552014410', Body: 'STOP', MessageSid: 'SM1' };

  it('is base64 of HMAC-SHA1 over the URL and the fields sorted by name, each name then value', () => {
    const data = `${url}BodySTOPFrom+15552014410MessageSidSM1To+15550001000`;
    const expected = crypto.createHmac('sha1', 'secret-token').update(data).digest('base64');
    expect(providerSignature('secret-token', url, params)).toBe(expected);
  });

  it('accepts its own signature and refuses any change of token, URL, field or value', () => {
    const sig = providerSignature('secret-token', url, params);
    expect(validSignature('secret-token', sig, url, params)).toBe(true);
    expect(validSignature('other-token', sig, url, params)).toBe(false);
    expect(validSignature('secret-token', sig, `${url}?x=1`, params)).toBe(false);
    expect(validSignature('secret-token', sig, url, { ...params, Body: 'START' })).toBe(false);
    expect(validSignature('secret-token', sig, url, { ...params, Extra: '' })).toBe(false);
    expect(validSignature('secret-token', undefined, url, params)).toBe(false);
    expect(validSignature(undefined, sig, url, params)).toBe(false);
    expect(validSignature('secret-token', `${sig}=`, url, params)).toBe(false);
  });
});

describe('voicemailTwiml', () => {
  it('says the text, or plays the recording, escaped', () => {
    expect(voicemailTwiml({ say: 'Meet at 7 & bring <water>' })).toContain(
      '<Say>Meet at 7 &amp; bring &lt;water&gt;</Say>',
    );
    expect(voicemailTwiml({ playUrl: 'https://cdn.example.com/a.mp3?x=1&y=2' })).toContain(
      '<Play>https://cdn.example.com/a.mp3?x=1&amp;y=2</Play>',
    );
  });
});

describe('outboxSms', () => {
  it('writes the text to a file named after the phone and answers an outbox- id', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sms-outbox-'));
    try {
      const sms = outboxSms(dir, pino({ level: 'silent' }), '+15550001000');
      const receipt = await sms.send({ to: '+1 555-201-4410', body: 'Practice is cancelled tonight' });
      expect(receipt).toEqual({ sid: expect.stringMatching(/^outbox-[0-9a-f]{16}$/), status: 'sent' });
      const [file] = fs.readdirSync(dir);
      expect(file).toMatch(/-sms-15552014410\.txt$/);
      const text = fs.readFileSync(path.join(dir, file!), 'utf8');
      expect(text).toContain('To: +1 555-201-4410\nFrom: +15550001000');
      expect(text).toContain(`Id: ${receipt.sid}`);
      const call = await sms.call({ to: '5552014410', say: 'Meet reminder' });
      expect(call.sid).not.toBe(receipt.sid);
      expect(fs.readdirSync(dir).some((f) => f.includes('-voicemail-5552014410'))).toBe(true);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('restSms (a Twilio-style provider)', () => {
  const seen: { url: string; auth: string; body: URLSearchParams }[] = [];
  let server: http.Server;
  let base: string;
  beforeAll(async () => {
    server = http.createServer((req, res) => {
      let data = '';
      req.on('data', (c: Buffer) => (data += c.toString()));
      req.on('end', () => {
        seen.push({ url: req.url ?? '', auth: req.headers.authorization ?? '', body: new URLSearchParams(data) });
        if (req.url?.includes('/Fail/')) return res.writeHead(500).end('{}');
        res.writeHead(201, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ sid: req.url?.endsWith('Calls.json') ? 'CA123' : 'SM123', status: 'queued' }));
      });
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/2010-04-01`;
  });
  afterAll(() => new Promise<void>((r) => server.close(() => r())));

  const sender = (accountSid = 'AC1') =>
    restSms({
      baseUrl: base,
      accountSid,
      authToken: 'tok',
      from: '+15550001000',
      statusCallback: 'https://club.example.com/api/webhooks/sms/status',
    });

  it('posts a text and answers the provider sid and status', async () => {
    expect(await sender().send({ to: '+15552014410', body: 'Hi', from: '+15550002000' })).toEqual({
      sid: 'SM123',
      status: 'queued',
    });
    const last = seen.at(-1)!;
    expect(last.url).toBe('/2010-04-01/Accounts/AC1/Messages.json');
    expect(last.auth).toBe(`Basic ${Buffer.from('AC1:tok').toString('base64')}`);
    expect(Object.fromEntries(last.body)).toEqual({
      To: '+15552014410',
      From: '+15550002000',
      Body: 'Hi',
      StatusCallback: 'https://club.example.com/api/webhooks/sms/status',
    });
  });

  it('places a voicemail call with TwiML', async () => {
    expect(await sender().call({ to: '+15552014410', say: 'Meet at 7' })).toEqual({ sid: 'CA123', status: 'queued' });
    const last = seen.at(-1)!;
    expect(last.url).toBe('/2010-04-01/Accounts/AC1/Calls.json');
    expect(last.body.get('From')).toBe('+15550001000');
    expect(last.body.get('Twiml')).toContain('<Say>Meet at 7</Say>');
  });

  it('throws when the provider refuses', async () => {
    await expect(sender('Fail').send({ to: '+15552014410', body: 'Hi' })).rejects.toThrow('SMS provider answered 500');
  });
});
