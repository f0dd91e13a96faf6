import crypto from 'node:crypto';
import pg from 'pg';
import type { Logger } from 'pino';
import type { Database } from '../db/client';
import type { ReadCache } from './read-cache';

const CHANNEL = 'gym_club_reads';
const MAX_BACKOFF_MS = 30_000;

/**
 * Tells every process that shares the database to drop what it answers from memory (the public
 * read cache and the session cache) after a write, so those caches hold across processes
 * (docs/decisions/0015-session-read-cache.md).
 *
 * - Embedded database: one process owns the data folder, so a local invalidation is complete.
 * - PostgreSQL: each process LISTENs on one channel over a dedicated connection and NOTIFYs it
 *   after each write. While that connection is down the bus is not `coherent()`: callers then
 *   read the database every time, and every process empties its caches when it reconnects
 *   (it may have missed notices meanwhile).
 */
export class InvalidationBus {
  private readonly self = crypto.randomBytes(8).toString('hex');
  private listener: pg.Client | null = null;
  private listening = false;
  private stopped = false;
  private retry: NodeJS.Timeout | null = null;
  private backoff = 500;
  private readyResolve: (() => void) | null = null;
  /** Resolves once the bus is coherent the first time (at once on the embedded database). */
  readonly ready: Promise<void>;

  constructor(
    private readonly database: Database,
    private readonly log: Logger,
    private readonly reads: ReadCache,
  ) {
    this.ready = new Promise((resolve) => (this.readyResolve = resolve));
    if (database.kind !== 'postgres') this.readyResolve?.();
  }

  /** True when every write anywhere is seen here: memory may answer. */
  coherent(): boolean {
    return this.database.kind !== 'postgres' || this.listening;
  }

  start(): void {
    if (this.database.kind === 'postgres' && this.database.url) void this.connect(this.database.url);
  }

  /** After a write: empty this process's caches and tell the others. */
  publish(): void {
    this.reads.invalidate();
    if (!this.database.notify || this.stopped) return;
    this.database
      .notify(CHANNEL, this.self)
      .catch((error: unknown) => this.log.warn({ err: error }, 'could not notify other processes of a write'));
  }

  async stop(): Promise<void> {
    this.stopped = true;
    this.listening = false;
    if (this.retry) clearTimeout(this.retry);
    const client = this.listener;
    this.listener = null;
    await client?.end().catch(() => {});
  }

  private async connect(url: string): Promise<void> {
    if (this.stopped) return;
    const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5000 });
    this.listener = client;
    const lost = (reason: unknown) => {
      if (this.listener !== client) return;
      this.listening = false;
      this.listener = null;
      client.end().catch(() => {});
      if (this.stopped) return;
      this.log.warn({ err: reason }, 'lost the invalidation channel; reading the database until it is back');
      this.retry = setTimeout(() => void this.connect(url), this.backoff);
      this.backoff = Math.min(this.backoff * 2, MAX_BACKOFF_MS);
    };
    client.on('error', lost);
    client.on('end', () => lost(new Error('connection ended')));
    client.on('notification', (message) => {
      if (message.channel === CHANNEL && message.payload !== this.self) this.reads.invalidate();
    });
    try {
      await client.connect();
      await client.query(`listen ${CHANNEL}`);
      if (this.listener !== client || this.stopped) return;
      this.reads.invalidate(); // notices sent while we were away are lost: start fresh
      this.listening = true;
      this.backoff = 500;
      this.readyResolve?.();
    } catch (error) {
      lost(error);
    }
  }
}
