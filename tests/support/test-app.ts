import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import crypto from 'node:crypto';
import pg from 'pg';
import type { Logger } from 'pino';
import { inject } from 'vitest';
import { buildApp, type App } from '../../src/server/app';
import { testConfig, type Config } from '../../src/server/config';
import { openPglite, openPostgres, type Database, type Db } from '../../src/server/db/client';
import type { MailMessage } from '../../src/server/platform/mailer';
import type { SmsMessage, VoiceCall } from '../../src/server/platform/sms';
import type { PageRendererModule } from '../../src/shared/server-render';

export interface TestApp {
  app: App;
  db: Db;
  database: Database;
  config: Config;
  /** Every mail and text the app sent, newest last. */
  mail: MailMessage[];
  sms: SmsMessage[];
  /** Every voicemail call the app placed, newest last. */
  calls: VoiceCall[];
  close(): Promise<void>;
}

async function cloneDatabase(): Promise<{ database: Database; drop: () => Promise<void> }> {
  if ((process.env.TEST_DB_KIND ?? 'pglite') === 'pglite') {
    const file = inject('pgliteTemplate');
    const database = await openPglite({ loadDataDir: new Blob([fs.readFileSync(file)]) });
    return { database, drop: async () => {} };
  }
  const url = process.env.TEST_DATABASE_URL!;
  const name = `gym_club_t_${crypto.randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  // CREATE DATABASE ... TEMPLATE needs the template to have no other connections: retry briefly.
  for (let i = 0; ; i++) {
    try {
      await admin.query(`create database ${name} template ${inject('postgresTemplate')}`);
      break;
    } catch (e) {
      if (i > 20) throw e;
      await new Promise((r) => setTimeout(r, 100 + Math.random() * 200));
    }
  }
  await admin.end();
  const dbUrl = new URL(url);
  dbUrl.pathname = `/${name}`;
  const database = await openPostgres(dbUrl.toString(), 4);
  return {
    database,
    drop: async () => {
      const c = new pg.Client({ connectionString: url });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

/** A fresh app on its own clean database (cloned from the migrated template). */
export async function createTestApp(
  overrides: Partial<Record<keyof Config, string>> = {},
  beforeReady?: (app: App) => void,
  options: {
    clientDir?: string;
    /** A logger of the test's own (e.g. one that captures every line). */
    logger?: Logger;
    /** Send mail and texts through the real outbox under DATA_DIR instead of capturing them. */
    outbox?: boolean;
    /** PostgreSQL only: a second app (as another process would be) on this app's database. */
    shareDatabaseOf?: TestApp;
    /** With shareDatabaseOf: the address this app connects through (e.g. a proxy in front of it). */
    databaseUrlVia?: (url: string) => string;
    /** The public pages' server renderer (src/client/entry-server.tsx); none by default. */
    renderer?: PageRendererModule;
  } = {},
): Promise<TestApp> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gym-club-test-'));
  const config = testConfig({ DATA_DIR: dataDir, ...overrides });
  const shared = options.shareDatabaseOf?.database;
  if (shared && !shared.url) throw new Error('shareDatabaseOf needs a PostgreSQL test app');
  const { database, drop } = shared?.url
    ? { database: await openPostgres(options.databaseUrlVia?.(shared.url) ?? shared.url, 4), drop: async () => {} }
    : await cloneDatabase();
  const mail: MailMessage[] = [];
  const sms: SmsMessage[] = [];
  const calls: VoiceCall[] = [];
  const app = await buildApp({
    config,
    database,
    ...(options.outbox
      ? {}
      : {
          mailer: { send: async (m: MailMessage) => void mail.push(m) },
          sms: {
            send: async (m: SmsMessage) => ({ sid: `test-sms-${sms.push(m)}`, status: 'queued' }),
            call: async (c: VoiceCall) => ({ sid: `test-call-${calls.push(c)}`, status: 'queued' }),
          },
        }),
    ...(options.logger ? { logger: options.logger } : {}),
    clientDir: options.clientDir ?? path.join(dataDir, 'no-client'),
    ...(options.renderer ? { renderer: options.renderer } : {}),
  });
  beforeReady?.(app);
  await app.ready();
  return {
    app,
    db: database.db,
    database,
    config,
    mail,
    sms,
    calls,
    close: async () => {
      await app.close();
      await database.close();
      await drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
