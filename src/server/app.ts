import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import Fastify, { type FastifyBaseLogger, type FastifyInstance, type FastifyRequest } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import crypto from 'node:crypto';
import path from 'node:path';
import zlib from 'node:zlib';
import pino, { type Logger } from 'pino';
import type { Config } from './config';
import type { Database } from './db/client';
import { currentLogoUrl, featureHeads, featurePages, features } from './features/index';
import { isApiPath, registerAuth } from './platform/auth';
import { registerCaller } from './platform/caller';
import { registerDocs } from './platform/docs';
import type { Deps } from './platform/deps';
import { registerErrorHandler } from './platform/error-handler';
import { outboxMailer, smtpMailer, type Mailer } from './platform/mailer';
import { projectPath } from './platform/paths';
import { InvalidationBus } from './platform/invalidation';
import { fileStoreFrom } from './platform/object-store';
import { JobQueue } from './platform/jobs';
import { registerRetentionJob } from './platform/retention';
import { installWriteBudget, isLoopback, RateLimiter } from './platform/rate-limit';
import { ReadCache } from './platform/read-cache';
import { logRedactPaths, redactUrl } from './platform/redact';
import { trackApiRoutes, type ApiRoute } from './platform/route-inventory';
import { registerSecurity } from './platform/security';
import { SessionStore } from './platform/sessions';
import type { WriteNote } from './platform/write-watch';
import { outboxSms, restSms, type SmsSender } from './platform/sms';
import { loadRenderer, pageRenderer } from './platform/page-render';
import { registerSpa } from './platform/spa';
import type { PageRendererModule } from '../shared/server-render';

export type App = FastifyInstance;
export type { ApiRoute };

export interface BuildOptions {
  config: Config;
  database: Database;
  logger?: Logger;
  /** Overrides for tests (e.g. a capturing mailer). */
  mailer?: Mailer;
  sms?: SmsSender;
  /** Where the built client is; defaults to dist/client. */
  clientDir?: string;
  /** The user guide's pages; defaults to docs/user-guide. */
  guideDir?: string;
  /**
   * The public pages' server renderer; defaults to the built one in dist/ssr when it is there.
   * Null renders nothing on the server (the browser renders every page).
   */
  renderer?: PageRendererModule | null;
}

export function createLogger(config: Config, destination?: pino.DestinationStream): Logger {
  return pino(
    {
      level: config.LOG_LEVEL,
      redact: { paths: logRedactPaths, censor: '[redacted]' },
      // Fastify's request serializer, with secret query parameters (a reset link's token) hidden.
      serializers: {
        req: (req: FastifyRequest) => ({
          method: req.method,
          url: redactUrl(req.url),
          host: req.host,
          remoteAddress: req.ip,
          remotePort: req.socket?.remotePort,
        }),
      },
    },
    destination,
  );
}

/** A hop count trusts that many proxies nearest the server (the entries right-most in X-Forwarded-For). */
function trustProxyOption(setting: Config['TRUST_PROXY']) {
  return typeof setting === 'number' ? (_address: string, hop: number) => hop < setting : setting;
}

export async function buildApp(options: BuildOptions): Promise<App> {
  const { config, database } = options;
  const log = options.logger ?? createLogger(config);
  const publicUrl = (config.PUBLIC_URL ?? `http://localhost:${config.PORT}`).replace(/\/$/, '');
  const secureCookies = publicUrl.startsWith('https://');
  const outboxDir = path.resolve(config.DATA_DIR, 'outbox');

  const app = Fastify({
    loggerInstance: log as FastifyBaseLogger,
    bodyLimit: config.BODY_LIMIT_BYTES,
    trustProxy: trustProxyOption(config.TRUST_PROXY),
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && /^[\w-]{1,64}$/.test(given) ? given : crypto.randomUUID();
    },
    routerOptions: { maxParamLength: 500 },
  });
  // Each request's writes are noted from its first hook on (platform/write-watch.ts). Reading a
  // body continues in the request stream's context, so validation re-enters the request's.
  const writeNotes = new WeakMap<FastifyRequest, WriteNote>();
  app.addHook('onRequest', (request, _reply, done) => {
    const note: WriteNote = { changed: false };
    writeNotes.set(request, note);
    database.writes.run(note, done);
  });
  app.addHook('preValidation', (request, _reply, done) => {
    const note = writeNotes.get(request);
    if (note) database.writes.run(note, done);
    else done();
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', String(request.id));
  });

  const reads = new ReadCache();
  const invalidation = new InvalidationBus(database, log, reads);
  invalidation.start();
  const deps: Deps = {
    config,
    database,
    db: database.db,
    log,
    limiter: new RateLimiter(database.db, (work) => database.writes.quietly(work)),
    sessions: new SessionStore(database.db, {
      cacheMs: config.SESSION_CACHE_MS ?? 2000,
      coherent: () => invalidation.coherent(),
      quietly: (work) => database.writes.quietly(work),
      generation: () => reads.generation(),
    }),
    reads,
    feeds: new ReadCache(),
    invalidation,
    jobs: new JobQueue(database.db, log, {
      pollMs: config.JOBS_POLL_MS,
      concurrency: config.JOBS_CONCURRENCY,
      retryBaseSeconds: config.JOBS_RETRY_BASE_SECONDS,
      staleSeconds: config.JOBS_STALE_SECONDS,
      soleOwner: database.kind === 'pglite',
    }),
    files: fileStoreFrom(config),
    mailer:
      options.mailer ??
      (config.SMTP_URL
        ? smtpMailer(config.SMTP_URL, config.MAIL_FROM)
        : outboxMailer(outboxDir, config.MAIL_FROM, log)),
    sms:
      options.sms ??
      (config.SMS_PROVIDER_URL && config.SMS_ACCOUNT_SID && config.SMS_AUTH_TOKEN && config.SMS_FROM
        ? restSms({
            baseUrl: config.SMS_PROVIDER_URL,
            accountSid: config.SMS_ACCOUNT_SID,
            authToken: config.SMS_AUTH_TOKEN,
            from: config.SMS_FROM,
            statusCallback: `${publicUrl}/api/webhooks/sms/status`,
          })
        : outboxSms(outboxDir, log, config.SMS_FROM)),
    outboxDir,
    secureCookies,
    publicUrl,
    guideDir: options.guideDir ?? projectPath('docs/user-guide'),
  };

  // The API's own route inventory, with each route's declared access; a route under /api that
  // declares none stops the start-up (platform/route-inventory.ts).
  const apiRoutes = trackApiRoutes(app, deps);
  // Routes declared withWriteBudget spend the caller's per-user write budget (platform/rate-limit.ts).
  installWriteBudget(app, deps.limiter, config.RATE_LIMIT_MEMBER_WRITES_PER_MINUTE);

  registerErrorHandler(app, database.db, () => database.ping());
  // Compressed responses for browsers that ask (JSON, HTML); the built client's files are
  // compressed once at build time and sent as they are (platform/spa.ts, preCompressed).
  await app.register(fastifyCompress, {
    encodings: ['br', 'gzip'],
    threshold: 1024,
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } },
  });
  await app.register(fastifyCookie);
  await registerSecurity(app, { publicUrl: config.PUBLIC_URL, https: secureCookies, mapTileUrl: config.MAP_TILE_URL });
  registerAuth(app, deps.sessions, { secure: secureCookies });
  registerCaller(app);

  // A successful request that changed data makes the cached reads and sessions fresh for the next
  // request, in this process at once and in the others sharing the database by notice
  // (platform/invalidation.ts). Which requests changed data the database's WriteWatch notes.
  app.addHook('onSend', async (request, reply) => {
    if (request.method === 'GET' || request.method === 'HEAD' || reply.statusCode >= 400) return;
    if (writeNotes.get(request)?.changed) invalidation.publish();
  });
  app.addHook('onClose', async () => invalidation.stop());
  app.addHook('onClose', async () => deps.jobs.stop());
  // The daily log retention job (platform/retention.ts); main.ts asks for it each day.
  registerRetentionJob(deps);

  // General read limit per IP; loopback (the host itself, health checks, bench) is exempt.
  const readRule = { name: 'read', max: config.RATE_LIMIT_READS_PER_MINUTE, windowMs: 60_000 };
  const pageRule = { name: 'page', max: config.RATE_LIMIT_PAGES_PER_MINUTE, windowMs: 60_000 };
  app.addHook('preHandler', async (request) => {
    if (request.method !== 'GET' || !isApiPath(request) || isLoopback(request.ip)) return;
    await deps.limiter.consume(readRule, request.ip);
  });

  await registerDocs(app);
  await app.register(
    async (api) => {
      const typed = api.withTypeProvider<ZodTypeProvider>();
      for (const feature of features) await feature(typed, deps);
    },
    { prefix: '/api' },
  );
  // Pages of the features outside the client app (the embeddable class table), before its catch-all.
  for (const page of featurePages) await page(app.withTypeProvider<ZodTypeProvider>(), deps);

  // The built renderer serves the built client; an app given another client takes a renderer with it.
  const renderer =
    options.renderer !== undefined
      ? options.renderer
      : options.clientDir
        ? null
        : await loadRenderer(projectPath('dist/ssr/entry-server.js'));
  await registerSpa(app, {
    clientDir: options.clientDir ?? projectPath('dist/client'),
    publicUrl,
    site: { introVideoId: config.INTRO_VIDEO_ID },
    siteLogo: () => currentLogoUrl(deps),
    generation: () => deps.reads.generation(),
    renderPage: renderer
      ? pageRenderer(app, renderer, {
          site: async () => ({
            introVideoId: config.INTRO_VIDEO_ID ?? null,
            logo: await currentLogoUrl(deps).catch(() => null),
          }),
        })
      : null,
    heads: featureHeads.flatMap((heads) => heads(deps)),
    // Pages are cheap but not free (a share-tag lookup reads the database): a generous per-IP cap.
    limit: async (request) => {
      if (!isLoopback(request.ip)) await deps.limiter.consume(pageRule, request.ip);
    },
  });
  app.decorate('deps', deps);
  app.decorate('apiRoutes', apiRoutes);
  return app;
}

declare module 'fastify' {
  interface FastifyInstance {
    deps: Deps;
    apiRoutes: ApiRoute[];
  }
}
