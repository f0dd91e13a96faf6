const SECRET_KEY = /pass(word)?|token|secret|code|otp|authorization|cookie/i;

/** A copy of a request body with secrets replaced, for logs and the error table. */
export function redact(value: unknown, depth = 0): unknown {
  if (depth > 6) return '[deep]';
  if (Array.isArray(value)) return value.slice(0, 50).map((v) => redact(v, depth + 1));
  if (value && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value).slice(0, 100)) {
      out[k] = SECRET_KEY.test(k) ? '[redacted]' : redact(v, depth + 1);
    }
    return out;
  }
  if (typeof value === 'string' && value.length > 2000) return `${value.slice(0, 2000)}…`;
  return value;
}

/**
 * A URL with the values of secret-looking query parameters replaced (`?token=…` of a reset
 * link, `?code=…`), for logs and the error table. Works on raw, possibly malformed, URLs.
 */
export function redactUrl(url: string): string {
  const start = url.indexOf('?');
  if (start < 0) return url;
  const query = url
    .slice(start + 1)
    .split('&')
    .map((part) => {
      const key = part.split('=', 1)[0] ?? '';
      let name = key;
      try {
        name = decodeURIComponent(key.replace(/\+/g, ' '));
      } catch {
        // A malformed name is judged as it stands.
      }
      return SECRET_KEY.test(name) ? `${key}=[redacted]` : part;
    })
    .join('&');
  return `${url.slice(0, start + 1)}${query}`;
}

/** pino redact paths: request headers and bodies never reach the log with secrets. */
export const logRedactPaths = [
  'req.headers.cookie',
  'req.headers.authorization',
  'res.headers["set-cookie"]',
  '*.password',
  '*.newPassword',
  '*.currentPassword',
  '*.token',
  '*.code',
  'password',
  'token',
  'code',
];

/**
 * An error fit for logs and the error table: Drizzle puts a failed query's bound parameters
 * (password hashes, emails, tokens) into its message as "params: …", and the driver's error
 * carries the offending values in `detail`. This keeps the query text, the SQLSTATE and the
 * driver's message, and drops the values.
 */
export function scrubError(error: unknown): Error {
  if (!(error instanceof Error)) return new Error(String(error));
  // PostgreSQL quotes an offending value after a colon ('invalid input syntax for type
  // integer: "…"'); names of relations and constraints are quoted without one and stay.
  const scrub = (text: string) => {
    const at = text.indexOf('\nparams:');
    const kept = at < 0 ? text : `${text.slice(0, at)}\nparams: [redacted]`;
    return kept.replace(/: "(?:[^"]|"")*"/g, ': "[redacted]"');
  };
  const message = scrub(error.message);
  const out = new Error(message);
  out.name = error.name;
  const frames = (error.stack ?? '')
    .split('\n')
    .filter((line) => /^\s+at /.test(line))
    .join('\n');
  out.stack = frames ? `${error.name}: ${message}\n${frames}` : `${error.name}: ${message}`;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string') Object.assign(out, { code });
  const cause = (error as { cause?: unknown }).cause;
  if (cause instanceof Error) {
    const causeCode = (cause as { code?: unknown }).code;
    out.cause = Object.assign(new Error(scrub(cause.message)), {
      name: cause.name,
      ...(typeof causeCode === 'string' ? { code: causeCode } : {}),
    });
    delete (out.cause as Error).stack;
  }
  return out;
}
