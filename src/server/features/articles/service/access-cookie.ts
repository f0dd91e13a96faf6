import { eq } from 'drizzle-orm';
import crypto from 'node:crypto';
import type { Deps } from '../../../platform/deps';
import { appMeta } from '../../../db/schema/index';

/** The anonymous reader's daily record (spec 000 §4), kept server-side in a signed cookie. */
export const ACCESS_COOKIE = 'article_access';

export interface AccessRecord {
  date: string;
  items: number[];
}

const SECRET_KEY = 'secret:article-access';

/**
 * The signing key: derived from SESSION_SECRET when set, else a random secret kept in
 * app_meta so every process signs alike and restarts keep cookies valid (decision 0050).
 */
export async function accessSecret(deps: Deps): Promise<Buffer> {
  const { db } = deps;
  let base = deps.config.SESSION_SECRET;
  if (!base) {
    const fresh = crypto.randomBytes(32).toString('base64url');
    await db.insert(appMeta).values({ key: SECRET_KEY, value: fresh }).onConflictDoNothing();
    const [row] = await db.select().from(appMeta).where(eq(appMeta.key, SECRET_KEY));
    base = row!.value;
  }
  return crypto.createHmac('sha256', base).update('article-access-cookie/v1').digest();
}

const mac = (key: Buffer, payload: string) => crypto.createHmac('sha256', key).update(payload).digest('base64url');

export function signAccess(key: Buffer, record: AccessRecord): string {
  const payload = Buffer.from(JSON.stringify({ d: record.date, a: record.items })).toString('base64url');
  return `${payload}.${mac(key, payload)}`;
}

/** The record in a cookie, or null when missing, malformed or not signed by us. */
export function readAccess(key: Buffer, value: string | undefined): AccessRecord | null {
  if (!value) return null;
  const [payload, signature] = value.split('.');
  if (!payload || !signature) return null;
  const expected = Buffer.from(mac(key, payload));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !crypto.timingSafeEqual(expected, given)) return null;
  try {
    const parsed = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { d?: unknown; a?: unknown };
    if (typeof parsed.d !== 'string' || !Array.isArray(parsed.a)) return null;
    return { date: parsed.d, items: parsed.a.filter((n): n is number => Number.isInteger(n)).slice(0, 20) };
  } catch {
    return null;
  }
}
