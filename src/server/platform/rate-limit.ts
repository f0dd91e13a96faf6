import { sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { MEMBER_WRITES_PER_MINUTE, writeBudgetMessages } from '../../shared/write-budget';
import type { Db } from '../db/client';
import { currentUser } from './auth';
import { TooManyRequests } from './errors';

export interface LimitRule {
  /** Counter name, e.g. 'login-ip'. */
  name: string;
  max: number;
  windowMs: number;
  message?: string;
}

export interface LimitResult {
  count: number;
  remaining: number;
  retryAfterSeconds: number;
}

/**
 * Fixed-window counters in the database, so every app process sees the same count.
 * One upsert per hit: the window restarts when it has passed.
 */
export class RateLimiter {
  constructor(
    private readonly db: Db,
    /** Runs a counter's write unnoted: a counter is not a change any cache holds (platform/write-watch.ts). */
    private readonly quietly: <T>(work: () => T) => T = (work) => work(),
  ) {}

  async hit(rule: LimitRule, subject: string): Promise<LimitResult> {
    const key = `${rule.name}:${subject}`.slice(0, 300);
    const windowSql = sql.raw(`interval '${Math.round(rule.windowMs)} milliseconds'`);
    const result = await this.quietly(() =>
      this.db.execute<{ count: number; reset_at: string | Date }>(sql`
      insert into rate_limits (key, count, reset_at) values (${key}, 1, now() + ${windowSql})
      on conflict (key) do update set
        count = case when rate_limits.reset_at <= now() then 1 else rate_limits.count + 1 end,
        reset_at = case when rate_limits.reset_at <= now() then now() + ${windowSql} else rate_limits.reset_at end
      returning count, reset_at`),
    );
    const row = (result as unknown as { rows: { count: number; reset_at: string | Date }[] }).rows[0]!;
    const resetAt = new Date(row.reset_at).getTime();
    return {
      count: Number(row.count),
      remaining: Math.max(0, rule.max - Number(row.count)),
      retryAfterSeconds: Math.max(1, Math.ceil((resetAt - Date.now()) / 1000)),
    };
  }

  /** Counts a hit and throws 429 (with Retry-After) once the window's budget is spent. */
  async consume(rule: LimitRule, subject: string): Promise<void> {
    const r = await this.hit(rule, subject);
    if (r.count > rule.max) {
      throw new TooManyRequests(
        r.retryAfterSeconds,
        rule.message ?? `Too many requests. Please try again in ${humanWait(r.retryAfterSeconds)}.`,
      );
    }
  }

  async reset(rule: LimitRule, subject: string): Promise<void> {
    await this.db.execute(sql`delete from rate_limits where key = ${`${rule.name}:${subject}`.slice(0, 300)}`);
  }

  /** Removes windows that ended; called now and then, not per request. */
  async sweep(): Promise<void> {
    await this.db.execute(sql`delete from rate_limits where reset_at < now() - interval '1 hour'`);
  }
}

export function humanWait(seconds: number): string {
  if (seconds < 60) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
}

export function isLoopback(ip: string): boolean {
  return ip === '127.0.0.1' || ip === '::1' || ip === '::ffff:127.0.0.1' || ip.startsWith('127.');
}

/** A preHandler that spends one hit of `rule` per request from the same IP. */
export function limitByIp(limiter: RateLimiter, rule: LimitRule) {
  return async (request: FastifyRequest) => {
    await limiter.consume(rule, request.ip);
  };
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Spends one hit of the caller's write budget (withWriteBudget). */
    writeBudget?: true;
  }
}

/** Every signed-in member's everyday writes, counted together per user, across processes. */
export const memberWriteRule = (max: number = MEMBER_WRITES_PER_MINUTE): LimitRule => ({
  name: 'member-write',
  max,
  windowMs: 60_000,
  message: writeBudgetMessages.tooManyWrites,
});

/**
 * Route options of a write within the caller's per-user budget, from its declared access:
 * `{ ...withWriteBudget(access.member), schema }`. installWriteBudget spends it.
 */
export function withWriteBudget<T extends { config: object }>(declared: T): T & { config: { writeBudget: true } } {
  return { ...declared, config: { ...declared.config, writeBudget: true } };
}

/**
 * Spends one hit of the member write rule per request on every route declared withWriteBudget, in an
 * onRequest hook after the access guard (so the user is known) and before the body is read.
 * Add before the routes are registered.
 */
export function installWriteBudget(app: FastifyInstance, limiter: RateLimiter, perMinute: number): void {
  const rule = memberWriteRule(perMinute);
  const spend = async (request: FastifyRequest) => limiter.consume(rule, String(currentUser(request).id));
  app.addHook('onRoute', (route) => {
    if (route.config?.writeBudget) route.onRequest = [...[route.onRequest ?? []].flat(), spend];
  });
}
