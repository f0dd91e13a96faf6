/** Helpers shared by the accounts tests (imported by *.test.ts only). */
import type { TestApp } from './test-app';

let ipSeq = 0;
/** A fresh client IP, so per-IP limits of one test never touch another's. */
export const nextIp = () => `10.3.${Math.floor(++ipSeq / 250)}.${(ipSeq % 250) + 1}`;

export function cookieFrom(res: { headers: Record<string, unknown> }, name = 'sid'): string | null {
  const raw = res.headers['set-cookie'];
  const list = Array.isArray(raw) ? (raw as string[]) : typeof raw === 'string' ? [raw] : [];
  const found = list.find((c) => c.startsWith(`${name}=`));
  if (!found) return null;
  const value = found.split(';')[0]!;
  return value.endsWith('=') ? null : value;
}

export function setCookieHeader(res: { headers: Record<string, unknown> }): string {
  const raw = res.headers['set-cookie'];
  return Array.isArray(raw) ? (raw as string[]).join('\n') : String(raw ?? '');
}

export function post(
  t: TestApp,
  url: string,
  payload: object,
  opts: { cookie?: string | null; ip?: string; headers?: Record<string, string> } = {},
) {
  return t.app.inject({
    method: 'POST',
    url,
    payload,
    remoteAddress: opts.ip ?? nextIp(),
    headers: { 'user-agent': 'vitest-agent/1.0', ...(opts.cookie ? { cookie: opts.cookie } : {}), ...opts.headers },
  });
}

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * The API tests' one request helper: `call(method, url, cookie?, payload?)` on the test app
 * `app()`, read at each call so a file's `let t` set in beforeAll serves. Without a cookie the
 * caller is a visitor; a payload goes as JSON; `prefix` is put before every url.
 */
export const callsOf =
  (app: () => TestApp, { prefix = '' }: { prefix?: string } = {}) =>
  (method: Method, url: string, cookie?: string | null, payload?: unknown) =>
    app().app.inject({
      method,
      url: `${prefix}${url}`,
      headers: cookie ? { cookie } : {},
      ...(payload === undefined ? {} : { payload: payload as object }),
    });

export function get(t: TestApp, url: string, cookie?: string | null) {
  return t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
}

/** Secrets that a user object must never carry, by key or by value. */
export const SECRET_KEYS = [
  'password',
  'passwordResetToken',
  'passwordResetExpiry',
  'smsResetCode',
  'smsResetExpiry',
  'tempPassword',
  'token',
  'code',
  'hash',
];

export function expectNoSecrets(body: unknown, secrets: string[] = []) {
  const text = JSON.stringify(body);
  for (const key of SECRET_KEYS) {
    if (text.includes(`"${key}"`)) throw new Error(`response carries the key ${key}: ${text}`);
  }
  if (text.includes('$argon2')) throw new Error('response carries a password hash');
  for (const s of secrets) if (s && text.includes(s)) throw new Error(`response carries a secret value`);
}
