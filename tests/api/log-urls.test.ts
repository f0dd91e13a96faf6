import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../../src/server/app';
import { testConfig } from '../../src/server/config';
import { redactUrl } from '../../src/server/platform/redact';
import { createTestApp, type TestApp } from '../support/test-app';

// Request logs carry the URL; a reset link's token (or any code or password in a query) must not.
let t: TestApp;
let log = '';

beforeAll(async () => {
  const sink = new Writable({
    write(chunk, _enc, done) {
      log += String(chunk);
      done();
    },
  });
  const logger = createLogger(testConfig({ LOG_LEVEL: 'trace' }), sink);
  t = await createTestApp({ LOG_LEVEL: 'trace' }, undefined, { logger });
});
afterAll(() => t?.close());

describe('logged URLs', () => {
  it('leave no trace of a reset token, a code or a password given in the query', async () => {
    const token = 'tok3nValueThatMustNotBeLogged';
    await t.app.inject({ method: 'GET', url: `/reset-password?token=${token}` });
    await t.app.inject({
      method: 'GET',
      url: `/api/health?code=c0deValueNotLogged&Password=pa55ValueNotLogged&page=2`,
    });
    expect(log).toContain('/reset-password?token=[redacted]');
    expect(log).toContain('page=2');
    for (const secret of [token, 'c0deValueNotLogged', 'pa55ValueNotLogged']) expect(log).not.toContain(secret);
  });

  it('redacts secret parameters only, whatever their encoding', () => {
    expect(redactUrl('/a?x=1&%74oken=s&b')).toBe('/a?x=1&%74oken=[redacted]&b');
    expect(redactUrl('/plain/path')).toBe('/plain/path');
    expect(redactUrl('/a?%E0=1&reset_code=9')).toBe('/a?%E0=1&reset_code=[redacted]');
  });
});
