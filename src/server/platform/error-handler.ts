import crypto from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ZodError } from 'zod';
import type { Db } from '../db/client';
import { systemErrorLog } from '../db/schema/index';
import { SERVICE_UNAVAILABLE_MESSAGE, SERVICE_UNAVAILABLE_RETRY_SECONDS } from '../../shared/system-errors';
import { isDatabaseUnavailable, sqlState } from './db-errors';
import { AppError, type FieldIssue } from './errors';
import { isApiPath } from './auth';
import { redact, redactUrl, scrubError } from './redact';

function issuesFromZod(error: ZodError): FieldIssue[] {
  return error.issues.map((i) => ({ path: i.path.join('.'), message: i.message }));
}

function validationBody(issues: FieldIssue[]) {
  const first = issues[0];
  const message = first ? (first.path ? `${first.path}: ${first.message}` : first.message) : 'Invalid input';
  return { message, issues };
}

/** How many stack frames, after the message line, tell one error's origin from another's. */
const FINGERPRINT_FRAMES = 5;

/**
 * What makes two errors "the same" (docs/decisions/0075-grouped-server-errors.md): name, message,
 * the route pattern (not the URL: `/gyms/1` and `/gyms/2` are one route) and the first frames.
 */
export function errorFingerprint(error: Error, method: string, route: string): string {
  const frames = (error.stack ?? '')
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l.startsWith('at '))
    .slice(0, FINGERPRINT_FRAMES);
  return crypto
    .createHash('sha256')
    .update([error.name, error.message, method, route, ...frames].join('\n'))
    .digest('hex');
}

/**
 * Records a 5xx in SystemErrorLog; never throws (the error path must not fail twice). An open
 * entry with the same fingerprint counts one more occurrence instead of getting a twin: one
 * statement on the partial unique index, so simultaneous identical errors neither add a row nor
 * lose a count.
 */
async function recordError(db: Db, request: FastifyRequest, raw: Error & { code?: string }) {
  const error = scrubError(raw) as Error & { code?: string };
  const route = request.routeOptions.url ?? redactUrl(request.url).split('?')[0]!;
  try {
    await db
      .insert(systemErrorLog)
      .values({
        userId: request.user?.id ?? null,
        errorType: error.name || 'Error',
        errorCode: typeof error.code === 'string' ? error.code.slice(0, 50) : null,
        errorMessage: error.message || 'Unknown error',
        stackTrace: error.stack ?? null,
        requestId: String(request.id),
        requestUrl: redactUrl(request.url).slice(0, 2000),
        requestMethod: request.method,
        requestBody: request.body === undefined ? null : (redact(request.body) as object),
        ipAddress: request.ip,
        userAgent: request.headers['user-agent'] ?? null,
        fingerprint: errorFingerprint(error, request.method, route),
      })
      .onConflictDoUpdate({
        target: systemErrorLog.fingerprint,
        targetWhere: sql`resolved = false`,
        set: { occurrences: sql`${systemErrorLog.occurrences} + 1`, lastSeenAt: sql`now()` },
      });
  } catch (e) {
    request.log.error({ err: e }, 'could not record error in system_error_log');
  }
}

/**
 * One outage at a time (decision 0177): the first refused request logs a warning; while it lasts,
 * answers probe the database at most once a second, and the first probe that succeeds logs how long
 * it lasted and how many requests it refused. Nothing is written to the error log meanwhile: the
 * database is what is missing.
 */
export class OutageTracker {
  private since: number | null = null;
  private refused = 0;
  private lastProbe = 0;

  constructor(
    private readonly log: FastifyInstance['log'],
    private readonly ping: () => Promise<void>,
  ) {}

  get down(): boolean {
    return this.since !== null;
  }

  refuse(error: unknown): void {
    this.refused += 1;
    if (this.since !== null) return;
    this.since = Date.now();
    this.log.warn({ err: scrubError(error as Error) }, 'the database cannot be reached: answering 503 until it can');
  }

  /** During an outage, at most once a second: asks the database whether it is back. */
  probe(): void {
    if (this.since === null || Date.now() - this.lastProbe < 1000) return;
    this.lastProbe = Date.now();
    this.ping().then(
      () => this.recovered(),
      () => {},
    );
  }

  private recovered(): void {
    if (this.since === null) return;
    const seconds = Math.round((Date.now() - this.since) / 100) / 10;
    this.log.info({ seconds, refused: this.refused }, `the database is reachable again after ${seconds} s`);
    this.since = null;
    this.refused = 0;
  }
}

function wantsHtml(request: FastifyRequest): boolean {
  return !isApiPath(request) && request.method === 'GET' && /text\/html/.test(request.headers.accept ?? '');
}

const outagePage = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Briefly unavailable</title></head><body style="font-family:system-ui,sans-serif;max-width:36rem;margin:4rem auto;padding:0 1rem"><h1>Briefly unavailable</h1><p>${SERVICE_UNAVAILABLE_MESSAGE}</p></body></html>`;

export function registerErrorHandler(app: FastifyInstance, db: Db, ping: () => Promise<void>) {
  const outage = new OutageTracker(app.log, ping);
  app.addHook('onResponse', async () => {
    if (outage.down) outage.probe();
  });
  app.setErrorHandler(async (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    if (isDatabaseUnavailable(error)) {
      outage.refuse(error);
      reply.header('retry-after', String(SERVICE_UNAVAILABLE_RETRY_SECONDS)).header('cache-control', 'no-store');
      if (wantsHtml(request)) return reply.status(503).type('text/html; charset=utf-8').send(outagePage);
      return reply.status(503).send({ message: SERVICE_UNAVAILABLE_MESSAGE });
    }
    if (error instanceof AppError) {
      reply.headers(error.headers);
      const body: Record<string, unknown> = { message: error.message };
      if ('issues' in error && Array.isArray(error.issues) && error.issues.length) body.issues = error.issues;
      return reply.status(error.statusCode).send(body);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const issues = error.validation.map((v) => ({
        path: v.instancePath.replace(/^\//, '').replaceAll('/', '.'),
        message: v.message ?? 'Invalid input',
      }));
      return reply.status(400).send(validationBody(issues));
    }
    if (error instanceof ZodError) {
      return reply.status(400).send(validationBody(issuesFromZod(error)));
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      // Fastify's own client errors: bad JSON, 413, 415 and the like.
      const message =
        error.code === 'FST_ERR_CTP_BODY_TOO_LARGE'
          ? 'Request body is too large'
          : error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE'
            ? 'Unsupported content type'
            : error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY'
              ? 'Request body must not be empty'
              : error.message || 'Bad request';
      return reply.status(status).send({ message });
    }
    // Class 22 (data exception): a value the database cannot hold, such as a NUL character
    // or a number out of range. The statement failed and wrote nothing: the input is at fault.
    if (sqlState(error)?.startsWith('22')) {
      request.log.warn({ err: scrubError(error) }, 'input the database refused');
      return reply
        .status(400)
        .send({ message: 'Invalid input: a value contains characters or numbers that cannot be stored' });
    }
    request.log.error({ err: scrubError(error) }, 'unhandled error');
    await recordError(db, request, error);
    return reply.status(500).send({ message: 'Internal Server Error', requestId: String(request.id) });
  });

  app.setNotFoundHandler((request, reply) => {
    reply.status(404).send({ message: `Route ${request.method} ${request.url.split('?')[0]} not found` });
  });
}
