import type { AddressInfo } from 'node:net';
import { buildApp, createLogger } from './app';
import { ConfigError, loadConfig, type Config } from './config';
import { DatabaseLockedError, openDatabase, type Database } from './db/client';
import { bootstrapAdmin } from './db/seed/admin';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './db/seed/accounts';
import { seedDemo, seedReferenceData } from './db/seed/index';
import { startBackupControl } from './platform/backup';
import { fileStoreFrom } from './platform/object-store';
import { generatePassword } from './platform/passwords';
import { startRetentionSchedule } from './platform/retention';

function fail(message: string): never {
  process.stderr.write(`\n${message}\n\n`);
  process.exit(1);
}

async function main() {
  let config: Config;
  try {
    config = loadConfig();
  } catch (e) {
    if (e instanceof ConfigError) fail(e.message);
    throw e;
  }
  const log = createLogger(config);

  let database: Database;
  try {
    database = await openDatabase(config);
  } catch (e) {
    if (e instanceof DatabaseLockedError) fail(e.message);
    const err = e as Error;
    fail(
      `Could not open the database (${config.DATABASE_URL ? 'PostgreSQL' : `embedded, ${config.DATA_DIR}`}): ${err.message}`,
    );
  }

  await seedReferenceData(database.db);
  const admin = await bootstrapAdmin(database.db, config);
  if (admin.kind === 'generated') {
    process.stdout.write(
      [
        '',
        '  ┌──────────────────────────────────────────────────────────────┐',
        '  │ An administrator account was created. This is shown once.    │',
        `  │   username: ${admin.username.padEnd(49)}│`,
        `  │   password: ${admin.password.padEnd(49)}│`,
        '  │ You must change this password at first login.                │',
        '  └──────────────────────────────────────────────────────────────┘',
        '',
      ].join('\n') + '\n',
    );
  } else if (admin.kind === 'created') {
    log.info({ username: admin.username }, 'administrator created from ADMIN_USERNAME');
  }
  if (config.SEED_DEMO) {
    // A published password must never open an account of a production start.
    const production = config.NODE_ENV === 'production';
    const demoPassword = production ? generatePassword() : DEMO_PASSWORD;
    const files = fileStoreFrom(config);
    const ran = await seedDemo(database.db, log, { demoPassword, files });
    // Every seeder that creates members gives them this run's password: say whose it is.
    const holders = [
      ...(ran.includes('accounts') ? DEMO_ACCOUNTS.map((a) => a.username) : []),
      ...(ran.includes('chapters') ? ['the chapter members (chapter_…, listed at /admin/users)'] : []),
    ];
    if (production && holders.length) {
      process.stdout.write(
        [
          '',
          '  Demo members were created. Their password is shown once:',
          `    usernames: ${holders.join(', ')}`,
          `    password:  ${demoPassword}`,
          '',
        ].join('\n') + '\n',
      );
    }
  }

  const app = await buildApp({ config, database, logger: log });
  if (config.JOBS_WORKER) await app.deps.jobs.start();
  // Every process asks for the day's retention job; the database keeps it to one (decision 0175).
  const stopRetention = startRetentionSchedule(app.deps);
  // The embedded database answers `npm run backup` while the app runs (decision 0176).
  const stopBackupControl = database.dump
    ? await startBackupControl(database, config.DATA_DIR).catch((e: unknown) => {
        log.warn({ err: e }, 'no backup control socket: npm run backup needs the app stopped');
        return async () => {};
      })
    : async () => {};
  const sweep = setInterval(() => {
    app.deps.limiter.sweep().catch(() => {});
    app.deps.sessions.sweep().catch(() => {});
  }, 10 * 60_000);
  sweep.unref();

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    log.info({ signal }, 'shutting down');
    clearInterval(sweep);
    stopRetention();
    await stopBackupControl();
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    try {
      await app.close();
      await database.close();
      process.exit(0);
    } catch (e) {
      log.error({ err: e }, 'error during shutdown');
      process.exit(1);
    }
  };
  // Before listening: a signal that arrives as soon as the port opens still shuts down cleanly.
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.PORT, host: config.HOST });
  const { port } = app.server.address() as AddressInfo;
  log.info(`The Breakfast Club is serving on http://localhost:${port} (${database.kind})`);
}

main().catch((e: unknown) => {
  process.stderr.write(`Fatal: ${e instanceof Error ? (e.stack ?? e.message) : String(e)}\n`);
  process.exit(1);
});
