import { describe, expect, it } from 'vitest';
import { passwordField } from './accounts';
import { isCommonPassword } from './common-passwords';

describe('common passwords', () => {
  it('refuses the dressed-up favourites that pass composition rules', () => {
    for (const pw of [
      'Password123',
      'Password1',
      'P@ssw0rd1',
      'Qwerty123!',
      'Welcome2024',
      'Letmein99',
      'Abc12345',
      'Aa123456',
      '12345678Aa',
      'Gymnastics2025!',
    ]) {
      expect(isCommonPassword(pw), pw).toBe(true);
    }
  });

  it('lets a password through when more than a common word carries it', () => {
    for (const pw of [
      'Breakfast2024',
      'Vault-Ring-42',
      'Linked-Reset-2026',
      'Password-Garden-Lamp-7',
      'Tumbling4Ever',
    ]) {
      expect(isCommonPassword(pw), pw).toBe(false);
    }
  });

  it('is part of the password rule the forms and the server share', () => {
    const refused = passwordField.safeParse('Password123');
    expect(refused.success).toBe(false);
    expect(refused.error?.issues.map((i) => i.message)).toContain(
      'This password is too common. Choose a longer one that others would not guess',
    );
    expect(passwordField.safeParse('Tumbling4Ever').success).toBe(true);
  });
});
