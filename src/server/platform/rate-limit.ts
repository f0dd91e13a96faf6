import { sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/client';
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
  constructor(private readonly db: Db) {}

  async hit(rule: LimitRule, subject: string): Promise<LimitResult> {
    const key = `${rule.name}:${subject}`.slice(0, 300);
    const windowSql = sql.raw(`interval '${Math.round(rule.windowMs)} milliseconds'`);
    const result = await this.db.execute<{ count: number; reset_at: string | Date }>(sql`
      insert into rate_limits (key, count, reset_at) values (${key}, 1, now() + ${windowSql})
      on conflict (key) do update set
        count = case when rate_limits.reset_at <= now() then 1 else rate_limits.count + 1 end,
        reset_at = case when rate_limits.reset_at <= now() then now() + ${windowSql} else rate_limits.reset_at end
      returning count, reset_at`);
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
