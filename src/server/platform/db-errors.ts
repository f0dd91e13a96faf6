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

/** Network errors of a lost or refused database connection (Node's codes). */
const UNREACHABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);
/** pg's own messages for a connection that failed, ended or timed out. */
const UNREACHABLE_MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error',
  'Connection refused',
  'terminating connection due to administrator command',
  'Cannot use a pool after calling end on the pool',
];

/**
 * Whether an error means the database cannot be reached right now (decision 0177): a refused,
 * reset or timed-out connection, SQLSTATE class 08 (connection exception), 57P01–57P03 (the
 * server shutting down, crashed or starting) or 53300 (too many connections). Such a request is
 * the outage's, not the code's: it answers 503 and is not filed as a server error.
 */
export function isDatabaseUnavailable(err: unknown): boolean {
  const seen = new Set<unknown>();
  for (let e = err; e && typeof e === 'object' && !seen.has(e); e = (e as DriverError).cause) {
    seen.add(e);
    const code = (e as DriverError).code;
    if (typeof code === 'string') {
      if (UNREACHABLE_CODES.has(code)) return true;
      if (/^08[0-9A-Z]{3}$/.test(code) || code === '57P01' || code === '57P02' || code === '57P03' || code === '53300')
        return true;
    }
    const message = (e as { message?: unknown }).message;
    if (typeof message === 'string' && UNREACHABLE_MESSAGES.some((m) => message.includes(m))) return true;
    const errors = (e as { errors?: unknown }).errors;
    if (Array.isArray(errors) && errors.some((inner) => isDatabaseUnavailable(inner))) return true;
  }
  return false;
}
