import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MEMBER_WRITES_PER_MINUTE, writeBudgetMessages } from '../../shared/write-budget';
import { createUser, signIn } from '../../../tests/support/factories';
import { createTestApp, type TestApp } from '../../../tests/support/test-app';
import { TooManyRequests } from './errors';
import { RateLimiter } from './rate-limit';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('database-backed rate limiter', () => {
  it('allows max hits per window, then throws 429 with Retry-After', async () => {
    const limiter = new RateLimiter(t.db);
    const rule = { name: 'unit', max: 3, windowMs: 60_000 };
    for (let i = 0; i < 3; i++) await limiter.consume(rule, '10.0.0.1');
    const err = await limiter.consume(rule, '10.0.0.1').catch((e: unknown) => e);
    expect(err).toBeInstanceOf(TooManyRequests);
    expect((err as TooManyRequests).statusCode).toBe(429);
    expect(Number((err as TooManyRequests).headers['retry-after'])).toBeGreaterThan(0);
    // Another subject has its own budget.
    await expect(limiter.consume(rule, '10.0.0.2')).resolves.toBeUndefined();
  });

  it('shares counts between two limiters on the same database (two processes)', async () => {
    const rule = { name: 'shared', max: 2, windowMs: 60_000 };
    await new RateLimiter(t.db).consume(rule, 'x');
    await new RateLimiter(t.db).consume(rule, 'x');
    await expect(new RateLimiter(t.db).consume(rule, 'x')).rejects.toBeInstanceOf(TooManyRequests);
  });

  it('starts a new window once the old one has passed', async () => {
    const limiter = new RateLimiter(t.db);
    const rule = { name: 'short', max: 1, windowMs: 50 };
    await limiter.consume(rule, 'y');
    await expect(limiter.consume(rule, 'y')).rejects.toBeInstanceOf(TooManyRequests);
    await new Promise((r) => setTimeout(r, 80));
    await expect(limiter.consume(rule, 'y')).resolves.toBeUndefined();
  });

  it('applies the general read limit to non-loopback clients only', async () => {
    const small = await createTestApp({ RATE_LIMIT_READS_PER_MINUTE: '2' });
    try {
      const remote = { remoteAddress: '203.0.113.9' };
      const codes = [];
      for (let i = 0; i < 3; i++) {
        codes.push((await small.app.inject({ method: 'GET', url: '/api/health', ...remote })).statusCode);
      }
      expect(codes).toEqual([200, 200, 429]);
      const local = await small.app.inject({ method: 'GET', url: '/api/health', remoteAddress: '127.0.0.1' });
      expect(local.statusCode).toBe(200);
    } finally {
      await small.close();
    }
  });

  it(`spends one write budget of ${MEMBER_WRITES_PER_MINUTE} a minute per member across the everyday write routes`, async () => {
    const [a, b] = [await createUser(t.db), await createUser(t.db)];
    const [cookieA, cookieB] = [await signIn(t, a.id), await signIn(t, b.id)];
    const write = (cookie: string, url: string, method: 'POST' | 'PUT' = 'POST') =>
      t.app.inject({ method, url, headers: { cookie }, payload: {} });
    // Writes of several features draw on the one budget, refused bodies included.
    const spent = [await write(cookieA, '/api/tool-scenarios'), await write(cookieA, '/api/gym-facts', 'PUT')];
    for (let i = spent.length; i < MEMBER_WRITES_PER_MINUTE; i++) spent.push(await write(cookieA, '/api/my-tasks'));
    expect(spent.filter((r) => r.statusCode === 429)).toEqual([]);
    const over = await write(cookieA, '/api/my-tasks');
    expect(over.statusCode).toBe(429);
    expect(over.json().message).toBe(writeBudgetMessages.tooManyWrites);
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
    expect((await write(cookieA, '/api/repository/folders')).statusCode).toBe(429);
    // Another member's budget is their own; reads are not writes.
    expect((await write(cookieB, '/api/my-tasks')).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: '/api/my-tasks', headers: { cookie: cookieA } })).statusCode).toBe(
      200,
    );
  });
});
