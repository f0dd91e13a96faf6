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

  it('takes TRUST_PROXY as a hop count or a list of proxy addresses and CIDRs, never as true', () => {
    expect(loadConfig({}).TRUST_PROXY).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '1' }).TRUST_PROXY).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 192.168.1.2,::1' }).TRUST_PROXY).toEqual([
      '10.0.0.0/8',
      '192.168.1.2',
      '::1',
    ]);
    for (const bad of ['true', '10.0.0.0/33', 'proxy.local', '1.2.3']) {
      expect(() => loadConfig({ TRUST_PROXY: bad }), bad).toThrow(/TRUST_PROXY/);
    }
  });

  it('refuses an ADMIN_PASSWORD under 12 characters, naming it', () => {
    const admin = { ADMIN_USERNAME: 'boss', ADMIN_EMAIL: 'boss@example.com' };
    expect(() => loadConfig({ ...admin, ADMIN_PASSWORD: 'Short-pw-11' })).toThrow(
      /ADMIN_PASSWORD: must be at least 12 characters/,
    );
    expect(loadConfig({ ...admin, ADMIN_PASSWORD: 'Long-enough-12' }).ADMIN_PASSWORD).toBe('Long-enough-12');
  });

  it('takes LLM_API_URL as https, or http only on this machine, so the API key never travels in clear', () => {
    for (const good of [
      'https://api.openai.com/v1',
      'http://localhost:11434/v1',
      'http://127.0.0.1:8080/v1',
      'http://[::1]:8080/v1',
    ]) {
      expect(loadConfig({ LLM_API_URL: good }).LLM_API_URL, good).toBe(good);
    }
    for (const bad of [
      'http://api.example.com/v1',
      'http://10.0.0.5/v1',
      'ftp://example.com',
      'http://localhost.evil.com',
    ]) {
      expect(() => loadConfig({ LLM_API_URL: bad }), bad).toThrow(/LLM_API_URL: must be an https:\/\/ URL/);
    }
  });
});
