/**
 * No secrets in logs: with every line logged (level trace) and mail and texts
 * going through the real outbox, a registration, logins (right and wrong), a reset by link, a
 * reset by text-message code, a password change and a failing request with a password in its
 * body leave no password, reset token or code anywhere in the log; the outbox files (the
 * messages themselves) do carry them, as they must.
 */
import fs from 'node:fs';
import path from 'node:path';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../../src/server/app';
import { testConfig } from '../../src/server/config';
import { createUser, signIn } from '../support/factories';
import { createTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
const lines: string[] = [];

beforeAll(async () => {
  const sink = new Writable({
    write(chunk, _enc, done) {
      lines.push(String(chunk));
      done();
    },
  });
  // The product's own logger (redaction included), at the most talkative level.
  const logger = createLogger(testConfig({ LOG_LEVEL: 'trace' }), sink);
  t = await createTestApp({ LOG_LEVEL: 'trace', PUBLIC_URL: 'http://club.test' }, undefined, { logger, outbox: true });
});
afterAll(() => t?.close());

const post = (url: string, payload: object, cookie?: string) =>
  t.app.inject({ method: 'POST', url, payload, headers: cookie ? { cookie } : {} });

/** Waits until the outbox holds a file whose name contains `kind` (mail is sent after the answer). */
async function outboxWith(kind: '-mail-' | '-sms-'): Promise<string> {
  for (let i = 0; i < 100; i++) {
    const dir = path.join(t.config.DATA_DIR, 'outbox');
    if (fs.existsSync(dir) && fs.readdirSync(dir).some((f) => f.includes(kind) && !f.endsWith('.part')))
      return outbox();
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error(`the outbox never held a ${kind} file`);
}

function outbox(): string {
  const dir = path.join(t.config.DATA_DIR, 'outbox');
  // A .part file is a message still being written (it is renamed when whole).
  const files = fs.existsSync(dir) ? fs.readdirSync(dir).filter((f) => !f.endsWith('.part')) : [];
  // .eml bodies are quoted-printable: undo soft line breaks and the escaped '='.
  return files
    .map((f) =>
      fs
        .readFileSync(path.join(dir, f), 'utf8')
        .replace(/=\r?\n/g, '')
        .replace(/=3D/g, '='),
    )
    .join('\n');
}

describe('the log', () => {
  it('never carries a password, reset token or code', async () => {
    const secrets: string[] = [];
    const mobile = '+1 555-201-7788';
    const u = await createUser(t.db, { mobile });
    secrets.push(u.plainPassword);

    const wrong = await post('/api/login', { username: u.username, password: 'Wrong-Passw0rd-77' });
    expect(wrong.statusCode).toBe(400);
    secrets.push('Wrong-Passw0rd-77');
    expect((await post('/api/login', { username: u.username, password: u.plainPassword })).statusCode).toBe(200);

    // Reset by link.
    expect((await post('/api/forgot-password', { usernameOrEmail: u.username })).statusCode).toBe(200);
    const token = /reset-password\?token=([A-Za-z0-9_-]+)/.exec(await outboxWith('-mail-'))?.[1];
    expect(token).toMatch(/^[A-Za-z0-9_-]{20,}$/);
    secrets.push(token!);
    expect((await post('/api/reset-password', { token, newPassword: 'Linked-Reset-2026' })).statusCode).toBe(200);
    secrets.push('Linked-Reset-2026');

    // Reset by code.
    expect((await post('/api/forgot-password-sms', { usernameOrMobile: u.username })).statusCode).toBe(200);
    const texts = (await outboxWith('-sms-')).split('To: ').filter((m) => m.startsWith(mobile));
    const code = /\b(\d{6})\b/.exec(texts.pop() ?? '')?.[1];
    expect(code).toMatch(/^\d{6}$/);
    secrets.push(code!);
    const sms = await post('/api/reset-password-sms', {
      usernameOrMobile: u.username,
      code,
      newPassword: 'Texted-Reset-2026',
    });
    expect(sms.statusCode).toBe(200);
    secrets.push('Texted-Reset-2026');

    // Change with the current one; and a refused body that carries passwords.
    const cookie = await signIn(t, u.id);
    const change = await post(
      '/api/user/change-password',
      { currentPassword: 'Texted-Reset-2026', newPassword: 'Changed-Again-2026' },
      cookie,
    );
    expect(change.statusCode).toBe(200);
    secrets.push('Changed-Again-2026');
    await post('/api/register', {
      username: 'x',
      password: 'Short-But-Secret-1',
      confirmPassword: 'Short-But-Secret-1',
    });
    secrets.push('Short-But-Secret-1');

    const log = lines.join('');
    expect(log.length).toBeGreaterThan(1000); // the requests really were logged
    expect(log).toContain('outbox');
    for (const secret of secrets) expect(log, `the log carries ${secret}`).not.toContain(secret);
    // The messages themselves do carry them.
    expect(outbox()).toContain(token!);
    expect(outbox()).toContain(code!);
  });
});
