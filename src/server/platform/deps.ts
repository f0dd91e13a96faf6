import type { Logger } from 'pino';
import type { Config } from '../config';
import type { Database, Db } from '../db/client';
import type { Mailer } from './mailer';
import type { RateLimiter } from './rate-limit';
import type { ReadCache } from './read-cache';
import type { InvalidationBus } from './invalidation';
import type { FileStore } from './files';
import type { JobQueue } from './jobs';
import type { SessionStore } from './sessions';
import type { SmsSender } from './sms';

/** Everything a feature needs, built once in buildApp and handed to each feature. */
export interface Deps {
  config: Config;
  database: Database;
  db: Db;
  log: Logger;
  limiter: RateLimiter;
  sessions: SessionStore;
  /** This app's cache of hot reads and memos (platform/read-cache.ts); a write empties its reads. */
  reads: ReadCache;
  /**
   * Answers of outside feeds (Jackrabbit's class openings), kept for minutes apart from `reads`:
   * our writes do not change them, so nothing empties this cache.
   */
  feeds: ReadCache;
  /** Empties memory caches here and in the other processes after a write. */
  invalidation: InvalidationBus;
  /** The one job queue (platform/jobs.ts); features register their kinds of job on it. */
  jobs: JobQueue;
  /** Uploaded repository files (DATA_DIR/documents). */
  files: FileStore;
  mailer: Mailer;
  sms: SmsSender;
  /** Where outbox mail and SMS files go. */
  outboxDir: string;
  /** True when the public URL is https: every request counts as https (platform/auth.ts isSecureRequest). */
  secureCookies: boolean;
  /** The user guide's Markdown pages (docs/user-guide unless told), read once per app. */
  guideDir: string;
  /** The origin used in links sent by mail (PUBLIC_URL, else http://localhost:PORT). */
  publicUrl: string;
}
