import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql, type ExtractTablesWithRelations } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { projectPath } from '../platform/paths';
import { WriteWatch } from '../platform/write-watch';
import * as schema from './schema/index';

export type Schema = typeof schema;
/** The database, whichever driver runs it. An open transaction is a Db too. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** An open transaction: helpers that must run inside their caller's transaction take one. */
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;

/** Runs `work` in one transaction (a savepoint when `db` is itself a transaction). */
/** The rows of a raw `db.execute(sql`…`)`: both drivers answer `{ rows }`. */
export const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

export function withTransaction<T>(db: Db, work: (tx: Tx) => Promise<T>): Promise<T> {
  return db.transaction(work);
}

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Notes which unit of work changed data (platform/write-watch.ts). */
  writes: WriteWatch;
  /** Runs a trivial query; throws when the database is unreachable. */
  ping(): Promise<void>;
  /** The embedded database only: a consistent gzipped tarball of its data folder (decision 0176). */
  dump?(): Promise<Buffer>;
  /** PostgreSQL only: the connection URL (for a dedicated LISTEN connection) and NOTIFY. */
  url?: string;
  notify?(channel: string, payload: string): Promise<void>;
  close(): Promise<void>;
}

/**
 * Settings of every connection. A close gym name (`<%`, the gym searches) is one with a word
 * similarity of at least 0.5, pg_trgm's default being 0.6 (decision 0179).
 */
const SESSION_SETTINGS: [string, string][] = [['pg_trgm.word_similarity_threshold', '0.5']];

export const migrationsFolder = projectPath('src/server/db/migrations');

export class DatabaseLockedError extends Error {
  constructor(dir: string, pid: number) {
    super(
      `The embedded database in ${dir} is already open by another process (pid ${pid}).\n` +
        `Stop that process first, or start this one with another DATA_DIR or a DATABASE_URL.`,
    );
    this.name = 'DatabaseLockedError';
  }
}

/** The live process holding an embedded database folder, or null when none does. */
export function lockHolder(dataDir: string): number | null {
  try {
    const pid = Number(fs.readFileSync(path.join(path.resolve(dataDir), 'app.lock'), 'utf8'));
    return Number.isInteger(pid) && pid > 0 && isAlive(pid) ? pid : null;
  } catch {
    return null;
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** PGlite has no lock of its own; two processes on one folder would corrupt it. */
function acquireLock(dir: string): () => void {
  const lockFile = path.join(dir, 'app.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(lockFile, String(process.pid), { flag: 'wx' });
      return () => {
        try {
          if (fs.readFileSync(lockFile, 'utf8') === String(process.pid)) fs.unlinkSync(lockFile);
        } catch {
          /* already gone */
        }
      };
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e;
      const pid = Number(fs.readFileSync(lockFile, 'utf8'));
      if (Number.isInteger(pid) && pid > 0 && pid !== process.pid && isAlive(pid)) {
        throw new DatabaseLockedError(dir, pid);
      }
      fs.unlinkSync(lockFile); // stale lock of a process that died
    }
  }
  throw new Error(`Could not lock ${dir}`);
}

export async function openPglite(options: { dataDir?: string; loadDataDir?: Blob }): Promise<Database> {
  let release = () => {};
  let dataDir: string | undefined;
  if (options.dataDir) {
    dataDir = path.resolve(options.dataDir, 'pglite');
    fs.mkdirSync(dataDir, { recursive: true });
    release = acquireLock(path.resolve(options.dataDir));
  }
  try {
    const client = await PGlite.create({
      ...(dataDir ? { dataDir } : {}),
      ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
      extensions: { pg_trgm },
    });
    await client.exec(SESSION_SETTINGS.map(([name, value]) => `set ${name} = ${value};`).join('\n'));
    const writes = new WriteWatch();
    const db = drizzlePglite({ client, schema, casing: 'snake_case', logger: writes }) as unknown as Db;
    return {
      db,
      kind: 'pglite',
      writes,
      ping: async () => {
        if (client.closed) throw new Error('database closed');
        await client.query('select 1');
      },
      // PGlite runs one statement at a time, so the dump sees no half-done write.
      dump: async () => Buffer.from(await (await client.dumpDataDir('gzip')).arrayBuffer()),
      close: async () => {
        if (!client.closed) await client.close();
        release();
      },
    };
  } catch (e) {
    release();
    throw e;
  }
}

/**
 * A pool whose checked-out clients give their slot back when their connection dies.
 *
 * Drizzle's `transaction()` sends `begin` before the `try` whose `finally` releases the client,
 * so a connection lost just as a transaction begins kept its pool slot for ever: after as many
 * such moments as the pool has slots, every query waited for a slot, and closing the pool waited
 * for ever (decision 0183). While a client is checked out (the promise form of `connect()`, which
 * Drizzle's transactions use), a statement that fails on its dead connection releases it with the
 * error (the pool drops it), and a second release, Drizzle's own, does nothing. `pool.query`
 * checks out with a callback and releases on every error itself, so it is left as it is.
 */
class GuardedPool extends pg.Pool {
  override connect(): Promise<pg.PoolClient>;
  override connect(
    callback: (err: Error | undefined, client: pg.PoolClient | undefined, done: (release?: unknown) => void) => void,
  ): void;
  override connect(
    callback?: (err: Error | undefined, client: pg.PoolClient | undefined, done: (release?: unknown) => void) => void,
  ): Promise<pg.PoolClient> | void {
    if (callback) return super.connect(callback);
    return super.connect().then((client) => {
      // The prototype's query, looked up at each call (a bound copy would miss a later change of it).
      const proto = Object.getPrototypeOf(client) as { query: (...args: unknown[]) => unknown };
      const guarded = client as unknown as {
        query?: (...args: unknown[]) => unknown;
        release: (err?: Error | boolean) => void;
        _queryable?: boolean;
      };
      const release = client.release.bind(client);
      let released = false;
      const once = (err?: Error | boolean) => {
        if (released) return;
        released = true;
        delete guarded.query; // back to the prototype's for the next checkout
        release(err);
      };
      guarded.release = once;
      guarded.query = (...args: unknown[]) => {
        const result = proto.query.apply(client, args);
        if (result instanceof Promise) {
          result.catch((error: unknown) => {
            // pg marks a client not queryable once its connection errored or ended.
            if (guarded._queryable === false) once(error instanceof Error ? error : new Error(String(error)));
          });
        }
        return result;
      };
      return client;
    });
  }
}

export async function openPostgres(url: string, max = 10): Promise<Database> {
  // keepAlive: a connection whose server vanished without a FIN is noticed by TCP, not left to
  // hang the next query (decision 0177).
  const pool = new GuardedPool({
    connectionString: url,
    max,
    connectionTimeoutMillis: 5000,
    keepAlive: true,
    options: SESSION_SETTINGS.map(([name, value]) => `-c ${name}=${value}`).join(' '),
  });
  // An idle client that loses its server must not crash the process.
  pool.on('error', () => {});
  // Nor a checked-out one (inside a transaction, between two statements): pg emits 'error' on a
  // client whose connection ends while it holds no query, and a checked-out client has no pool
  // listener. The statement that runs next fails with the connection error, which is what the
  // outage handling reads (decision 0177).
  pool.on('connect', (client) => client.on('error', () => {}));
  const writes = new WriteWatch();
  const db = drizzlePg({ client: pool, schema, casing: 'snake_case', logger: writes }) as unknown as Db;
  let closed = false;
  return {
    db,
    kind: 'postgres',
    writes,
    url,
    notify: async (channel, payload) => {
      await pool.query('select pg_notify($1, $2)', [channel, payload]);
    },
    ping: async () => {
      if (closed) throw new Error('database closed');
      await pool.query('select 1');
    },
    close: async () => {
      if (closed) return;
      closed = true;
      await pool.end();
    },
  };
}

export async function migrateDatabase(database: Database): Promise<void> {
  await database.db.execute(sql`create extension if not exists pg_trgm`);
  if (database.kind === 'pglite') {
    await migratePglite(database.db as never, { migrationsFolder });
  } else {
    await migratePg(database.db as never, { migrationsFolder });
  }
}

export async function openDatabase(config: { DATABASE_URL?: string | undefined; DATA_DIR: string }): Promise<Database> {
  const database = config.DATABASE_URL
    ? await openPostgres(config.DATABASE_URL)
    : await openPglite({ dataDir: config.DATA_DIR });
  try {
    await migrateDatabase(database);
  } catch (e) {
    await database.close();
    throw e;
  }
  return database;
}
