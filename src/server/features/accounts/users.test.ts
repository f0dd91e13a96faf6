import fc from 'fast-check';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { userSchema } from '../../../shared/accounts';
import { outboxMailer } from '../../platform/mailer';
import { passwordResetMail, resetLink } from './service/mails';
import { toAdminUser, toPublicUser, type UserRow } from './service/users';

const secretText = fc.string({ minLength: 12, maxLength: 40 }).map((s) => `SECRET-${s}`);
const date = fc.date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true });

const row = fc.record({
  id: fc.nat(),
  username: fc.string(),
  password: secretText,
  firstName: fc.string(),
  lastName: fc.string(),
  email: fc.string(),
  mobile: fc.option(fc.string(), { nil: null }),
  gymId: fc.option(fc.nat(), { nil: null }),
  isAdmin: fc.boolean(),
  role: fc.string(),
  roleId: fc.option(fc.nat(), { nil: null }),
  status: fc.constantFrom('active', 'locked', 'suspended'),
  lastLogin: fc.option(date, { nil: null }),
  loginCount: fc.nat(),
  loginAttempts: fc.nat(),
  accountLockedUntil: fc.option(date, { nil: null }),
  passwordChangedAt: fc.option(date, { nil: null }),
  mustChangePassword: fc.boolean(),
  createdAt: date,
  createdBy: fc.option(fc.nat(), { nil: null }),
  updatedAt: date,
  updatedBy: fc.option(fc.nat(), { nil: null }),
  passwordResetToken: fc.option(secretText, { nil: null }),
  passwordResetExpiry: fc.option(date, { nil: null }),
  smsResetCode: fc.option(secretText, { nil: null }),
  smsResetExpiry: fc.option(date, { nil: null }),
  smsResetAttempts: fc.nat(),
}) as fc.Arbitrary<UserRow>;

describe('user presenters', () => {
  it('never carry a password, hash, reset token or SMS code, whatever the row holds', () => {
    fc.assert(
      fc.property(row, (u) => {
        for (const out of [toPublicUser(u, null), toAdminUser(u, { id: 1, name: 'G', slogan: null })]) {
          const text = JSON.stringify(out);
          expect(text).not.toContain('SECRET-');
          for (const key of [
            'password',
            'passwordResetToken',
            'passwordResetExpiry',
            'smsResetCode',
            'smsResetExpiry',
          ]) {
            expect(out).not.toHaveProperty(key);
          }
        }
        expect(userSchema.strict().safeParse(toPublicUser(u, null)).success).toBe(true);
      }),
      { numRuns: 200 },
    );
  });
});

describe('reset mail through the outbox', () => {
  it('is written as one .eml with a plain-text and an HTML part carrying the link', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gym-club-outbox-'));
    try {
      const link = resetLink('http://club.test', 'tok_abc-123');
      await outboxMailer(dir, 'Club <no-reply@club.test>', pino({ level: 'silent' })).send(
        passwordResetMail('ann@example.com', 'Ann <b>', link, 60),
      );
      const files = fs.readdirSync(dir).filter((f) => f.endsWith('.eml'));
      expect(files).toHaveLength(1);
      const raw = fs.readFileSync(path.join(dir, files[0]!), 'utf8');
      // Undo quoted-printable soft breaks and escapes.
      const eml = raw
        .replace(/=\r?\n/g, '')
        .replace(/=([0-9A-F]{2})/g, (_, h: string) => String.fromCharCode(parseInt(h, 16)));
      expect(eml).toContain('multipart/alternative');
      expect(eml).toContain('Content-Type: text/plain');
      expect(eml).toContain('Content-Type: text/html');
      expect(eml).toContain('http://club.test/reset-password?token=tok_abc-123');
      expect(eml).toContain('Ann &lt;b&gt;');
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
