import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { keywordOf, messageInputSchema, messageMessages as m, phoneKey, statusOf } from './messages';

describe('phoneKey', () => {
  it('reads one number however it was written', () => {
    for (const written of ['+1 (217) 555-3410', '217-555-3410', '12175553410', '217 555 3410']) {
      expect(phoneKey(written)).toBe('2175553410');
    }
    expect(phoneKey('+44 20 7946 0018')).toBe('442079460018');
  });

  it('keeps only digits, and never grows', () => {
    fc.assert(
      fc.property(fc.string(), (s) => {
        const key = phoneKey(s);
        expect(key).toMatch(/^\d*$/);
        expect(key.length).toBeLessThanOrEqual(s.length);
      }),
    );
  });
});

describe('keywordOf', () => {
  it.each(['STOP', 'stop', ' Stop \n', 'STOPALL', 'unsubscribe', 'Cancel', 'END', 'quit'])('%j opts out', (body) => {
    expect(keywordOf(body)).toBe('stop');
  });
  it.each(['START', 'unstop', ' Start '])('%j opts back in', (body) => {
    expect(keywordOf(body)).toBe('start');
  });
  it.each(['Stop texting me please', 'ok', '', 'STARTED'])('%j is a reply', (body) => {
    expect(keywordOf(body)).toBeNull();
  });
});

describe('statusOf', () => {
  it('keeps sent until the provider reports a final status', () => {
    expect(statusOf('queued')).toBe('sent');
    expect(statusOf('sending')).toBe('sent');
    expect(statusOf('Delivered')).toBe('delivered');
    expect(statusOf('undelivered')).toBe('failed');
    expect(statusOf('no-answer')).toBe('failed');
  });
});

describe('messageInputSchema (spec 001 §5 Message creation)', () => {
  const ok = { type: 'sms', customerPhone: '555-201-4410', content: 'Practice is cancelled tonight' };
  const first = (input: object) => messageInputSchema.safeParse(input).error?.issues[0]?.message;
  it('defaults sendEmail to false and tags to none', () => {
    expect(messageInputSchema.parse(ok)).toMatchObject({ sendEmail: false, tags: [], customerEmail: null });
  });
  it('gives the spec messages', () => {
    expect(first({ ...ok, type: undefined })).toBe(m.typeRequired);
    expect(first({ ...ok, customerPhone: '555-1234' })).toBe(m.phoneTooShort);
    expect(first({ ...ok, customerPhone: '5552014410123456' })).toBe(m.phoneTooLong);
    expect(first({ ...ok, customerPhone: '555.201.4410' })).toBe(m.phoneInvalid);
    expect(first({ ...ok, customerEmail: 'nope' })).toBe(m.emailInvalid);
    expect(first({ ...ok, content: '' })).toBe(m.contentRequired);
  });
  it('keeps tags in lower case, once each', () => {
    expect(messageInputSchema.parse({ ...ok, tags: ['Meet', 'meet', ' Billing '] }).tags).toEqual(['meet', 'billing']);
  });
});
