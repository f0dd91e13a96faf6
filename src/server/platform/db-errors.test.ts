import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable, isForeignKeyViolation, isUniqueViolation, violatedUniqueConstraint } from './db-errors';

/** A driver error as PGlite and pg throw it, and as Drizzle wraps it (the driver error is the cause). */
const driverError = (code: string, constraint?: string) =>
  Object.assign(new Error('driver says no'), { code, constraint });
const wrapped = (cause: unknown) => new Error('Failed query: insert into …', { cause });

describe('database errors by SQLSTATE', () => {
  it('finds a unique violation on the error or down its cause chain', () => {
    expect(isUniqueViolation(driverError('23505'))).toBe(true);
    expect(isUniqueViolation(wrapped(driverError('23505')))).toBe(true);
    expect(isUniqueViolation(wrapped(wrapped(driverError('23505'))))).toBe(true);
    expect(isUniqueViolation(wrapped(driverError('23503')))).toBe(false);
  });

  it('never matches on message text', () => {
    expect(isUniqueViolation(new Error('duplicate key value violates unique constraint "x"'))).toBe(false);
    expect(isUniqueViolation(undefined)).toBe(false);
    expect(isUniqueViolation('23505')).toBe(false);
  });

  it('finds a foreign-key violation', () => {
    expect(isForeignKeyViolation(wrapped(driverError('23503')))).toBe(true);
    expect(isForeignKeyViolation(wrapped(driverError('23505')))).toBe(false);
  });

  it('names the broken unique constraint, or null when it is not one', () => {
    expect(violatedUniqueConstraint(wrapped(driverError('23505', 'users_email_unique')))).toBe('users_email_unique');
    expect(violatedUniqueConstraint(wrapped(driverError('23505')))).toBe('');
    expect(violatedUniqueConstraint(wrapped(driverError('23503', 'x')))).toBeNull();
  });

  it('stops on a cause chain that loops', () => {
    const a: { code?: string; cause?: unknown } = {};
    const b = { cause: a };
    a.cause = b;
    expect(isUniqueViolation(a)).toBe(false);
  });
});

describe('a database that cannot be reached', () => {
  it('is told from an error of the query or the code', () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
    expect(isDatabaseUnavailable(wrapped(refused))).toBe(true);
    expect(isDatabaseUnavailable(new AggregateError([refused], ''))).toBe(true);
    expect(isDatabaseUnavailable(wrapped(new Error('Connection terminated unexpectedly')))).toBe(true);
    expect(isDatabaseUnavailable(new Error('timeout exceeded when trying to connect'))).toBe(true);
    for (const code of ['08006', '08001', '57P01', '57P03', '53300']) {
      expect(isDatabaseUnavailable(wrapped(driverError(code)))).toBe(true);
    }
    expect(isDatabaseUnavailable(wrapped(driverError('23505')))).toBe(false);
    expect(isDatabaseUnavailable(wrapped(driverError('42P01')))).toBe(false);
    expect(isDatabaseUnavailable(new TypeError("Cannot read properties of undefined (reading 'id')"))).toBe(false);
  });
});
