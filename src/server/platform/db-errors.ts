/**
 * Database errors by SQLSTATE. Drizzle wraps driver errors, so the code is looked for on the
 * error and down its `cause` chain; PGlite and pg both expose it as `.code`.
 */
interface DriverError {
  code?: unknown;
  constraint?: unknown;
  cause?: unknown;
}

const UNIQUE_VIOLATION = '23505';
const FOREIGN_KEY_VIOLATION = '23503';

/** The first error in the cause chain that carries `code`, or null. */
function withCode(err: unknown, code: string): DriverError | null {
  const seen = new Set<unknown>();
  for (let e = err; e && typeof e === 'object' && !seen.has(e); e = (e as DriverError).cause) {
    seen.add(e);
    if ((e as DriverError).code === code) return e as DriverError;
  }
  return null;
}

/** The SQLSTATE of a database error (the first five-character code down its cause chain). */
export function sqlState(err: unknown): string | undefined {
  const seen = new Set<unknown>();
  for (let e = err; e && typeof e === 'object' && !seen.has(e); e = (e as DriverError).cause) {
    seen.add(e);
    const code = (e as DriverError).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return undefined;
}

export function isUniqueViolation(err: unknown): boolean {
  return withCode(err, UNIQUE_VIOLATION) !== null;
}

export function isForeignKeyViolation(err: unknown): boolean {
  return withCode(err, FOREIGN_KEY_VIOLATION) !== null;
}

/** The name of the unique constraint a unique violation broke ('' when unnamed), or null when it is not one. */
export function violatedUniqueConstraint(err: unknown): string | null {
  const e = withCode(err, UNIQUE_VIOLATION);
  if (!e) return null;
  return typeof e.constraint === 'string' ? e.constraint : '';
}
