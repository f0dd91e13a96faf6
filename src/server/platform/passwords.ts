import { hash, verify } from '@node-rs/argon2';
import crypto from 'node:crypto';

/** OWASP argon2id: m=19 MiB, t=2, p=1. @node-rs/argon2 hashes on libuv's thread pool. */
const OPTIONS = { algorithm: 2 /* Argon2id */, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

export async function verifyPassword(stored: string, password: string): Promise<boolean> {
  try {
    return await verify(stored, password);
  } catch {
    return false;
  }
}

/**
 * A hash of a random password, verified against when the user does not exist (equal timing).
 * Process-wide on purpose (decision 0147): it holds no data, only costs one hash, and any app may use it.
 */
// eslint-disable-next-line local/no-module-state -- a process-wide constant made once on first use (decision 0147)
let dummyHash: Promise<string> | undefined;
export function dummyPasswordHash(): Promise<string> {
  dummyHash ??= hashPassword(crypto.randomBytes(16).toString('hex'));
  return dummyHash;
}

/** A readable one-time password: 16 characters with upper, lower and digits. */
export function generatePassword(): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789';
  const bytes = crypto.randomBytes(16);
  let out = '';
  for (const b of bytes) out += alphabet[b % alphabet.length];
  return `${out.slice(0, 12)}A${out.slice(12, 14)}a7`;
}
