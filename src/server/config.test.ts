import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('configuration', () => {
  it('has working defaults for a fresh machine', () => {
    const c = loadConfig({});
    expect(c.PORT).toBe(3000);
    expect(c.DATA_DIR).toBe('./data');
    expect(c.DATABASE_URL).toBeUndefined();
    expect(c.SEED_DEMO).toBe(true);
    expect(c.RATE_LIMIT_LOGIN_PER_MINUTE).toBe(30);
    expect(c.LOGIN_MAX_FAILURES).toBe(5);
    expect(c.LOGIN_LOCK_MINUTES).toBe(15);
  });

  it('reads SEED_DEMO=false', () => {
    expect(loadConfig({ SEED_DEMO: 'false' }).SEED_DEMO).toBe(false);
  });

  it('reports every bad value at once', () => {
    try {
      loadConfig({ PORT: 'abc', DATABASE_URL: 'mysql://x', SEED_DEMO: 'maybe', ADMIN_USERNAME: 'boss' });
      expect.unreachable('loadConfig should have thrown');
    } catch (e) {
      expect(e).toBeInstanceOf(ConfigError);
      const problems = (e as ConfigError).problems.join('\n');
      expect(problems).toContain('PORT');
      expect(problems).toContain('DATABASE_URL');
      expect(problems).toContain('SEED_DEMO');
      expect(problems).toContain('ADMIN_USERNAME, ADMIN_PASSWORD and ADMIN_EMAIL must be given together');
    }
  });
});
