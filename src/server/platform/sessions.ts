import { and, eq, ne, sql } from 'drizzle-orm';
import crypto from 'node:crypto';
import type { Db } from '../db/client';
import { sessions, users } from '../db/schema/index';

export const SESSION_IDLE_MEMBER_MS = 7 * 24 * 3600 * 1000;
export const SESSION_IDLE_ADMIN_MS = 12 * 3600 * 1000;
export const SESSION_ABSOLUTE_MS = 30 * 24 * 3600 * 1000;
/** lastSeenAt is written at most this often, so reads do not each cost a write. */
const TOUCH_EVERY_MS = 60 * 1000;

export const sha256 = (value: string) => crypto.createHash('sha256').update(value).digest('hex');

export function newToken(bytes = 32): string {
  return crypto.randomBytes(bytes).toString('base64url');
}

export type SessionUser = Omit<
  typeof users.$inferSelect,
  'password' | 'searchText' | 'passwordResetToken' | 'passwordResetExpiry' | 'smsResetCode' | 'smsResetExpiry'
>;

const sessionUserColumns = {
  id: users.id,
  username: users.username,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
  mobile: users.mobile,
  gymId: users.gymId,
  gymAccess: users.gymAccess,
  isAdmin: users.isAdmin,
  role: users.role,
  roleId: users.roleId,
  status: users.status,
  lastLogin: users.lastLogin,
  loginCount: users.loginCount,
  loginAttempts: users.loginAttempts,
  accountLockedUntil: users.accountLockedUntil,
  passwordChangedAt: users.passwordChangedAt,
  mustChangePassword: users.mustChangePassword,
  createdAt: users.createdAt,
  createdBy: users.createdBy,
  updatedAt: users.updatedAt,
  updatedBy: users.updatedBy,
  smsResetAttempts: users.smsResetAttempts,
};

function idleLimit(isAdmin: boolean) {
  return isAdmin ? SESSION_IDLE_ADMIN_MS : SESSION_IDLE_MEMBER_MS;
}

interface CachedSession {
  user: SessionUser;
  lastSeenAt: number;
  expiresAt: number;
  until: number;
  generation: number;
}

export interface SessionStoreOptions {
  /**
   * Answer a session from memory for this long (ms); 0 reads the database every time. Every end
   * of a session and every write (here, or by notice in another process) empties the cache
   * (platform/invalidation.ts).
   */
  cacheMs?: number;
  /** False while a write elsewhere might go unseen (platform/invalidation.ts): no answers from memory then. */
  coherent?: () => boolean;
  /** Runs the last-seen touch unnoted: it changes nothing a cache holds (platform/write-watch.ts). */
  quietly?: <T>(work: () => T) => T;
  /** The app's read generation (platform/read-cache.ts): a write in between keeps a read out of memory. */
  generation?: () => number;
}

export class SessionStore {
  private readonly cacheMs: number;
  private readonly coherent: () => boolean;
  private readonly quietly: <T>(work: () => T) => T;
  private readonly generation: () => number;
  private cache = new Map<string, CachedSession>();

  constructor(
    private readonly db: Db,
    options: SessionStoreOptions = {},
  ) {
    this.cacheMs = options.cacheMs ?? 0;
    this.coherent = options.coherent ?? (() => true);
    this.quietly = options.quietly ?? ((work) => work());
    this.generation = options.generation ?? (() => 0);
  }

  private forget(): void {
    this.cache = new Map();
  }

  /** Creates a session and returns the cookie value (256 random bits). */
  async create(userId: number, meta: { ip?: string; userAgent?: string | undefined }): Promise<string> {
    const token = newToken(32);
    await this.db.insert(sessions).values({
      idHash: sha256(token),
      userId,
      expiresAt: new Date(Date.now() + SESSION_ABSOLUTE_MS),
      ipAddress: meta.ip ?? null,
      userAgent: meta.userAgent?.slice(0, 500) ?? null,
    });
    return token;
  }

  /** The user of a live session, or null. Expired sessions are deleted on sight. */
  async resolve(token: string): Promise<{ user: SessionUser; idHash: string } | null> {
    if (!token || token.length > 100) return null;
    const idHash = sha256(token);
    const now = Date.now();
    const generation = this.generation();
    const useCache = this.cacheMs > 0 && this.coherent();
    const hit = useCache ? this.cache.get(idHash) : undefined;
    // Seen within the touch interval, so far from idle expiry; past it the database records lastSeenAt.
    if (
      hit &&
      hit.until > now &&
      hit.generation === generation &&
      hit.expiresAt > now &&
      now - hit.lastSeenAt <= TOUCH_EVERY_MS
    ) {
      return { user: hit.user, idHash };
    }
    const rows = await this.db
      .select({ user: sessionUserColumns, lastSeenAt: sessions.lastSeenAt, expiresAt: sessions.expiresAt })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(eq(sessions.idHash, idHash))
      .limit(1);
    const row = rows[0];
    if (!row) return null;
    const idleExpired = now - row.lastSeenAt.getTime() > idleLimit(row.user.isAdmin);
    if (idleExpired || row.expiresAt.getTime() <= now || row.user.status !== 'active') {
      await this.db.delete(sessions).where(eq(sessions.idHash, idHash));
      return null;
    }
    let lastSeenAt = row.lastSeenAt.getTime();
    if (now - lastSeenAt > TOUCH_EVERY_MS) {
      await this.quietly(() =>
        this.db
          .update(sessions)
          .set({ lastSeenAt: sql`now()` })
          .where(eq(sessions.idHash, idHash)),
      );
      lastSeenAt = now;
    }
    if (useCache && generation === this.generation()) {
      if (this.cache.size > 10_000) this.forget();
      this.cache.set(idHash, {
        user: row.user,
        lastSeenAt,
        expiresAt: row.expiresAt.getTime(),
        until: now + this.cacheMs,
        generation,
      });
    }
    return { user: row.user, idHash };
  }

  async destroy(idHash: string): Promise<void> {
    this.forget();
    await this.db.delete(sessions).where(eq(sessions.idHash, idHash));
    this.forget(); // a read that raced the delete may have cached it again
  }

  /** Ends every session of a user, or every one but `exceptIdHash`. */
  async destroyAllForUser(userId: number, exceptIdHash?: string): Promise<void> {
    this.forget();
    await this.db
      .delete(sessions)
      .where(
        exceptIdHash
          ? and(eq(sessions.userId, userId), ne(sessions.idHash, exceptIdHash))
          : eq(sessions.userId, userId),
      );
    this.forget();
  }

  async sweep(): Promise<void> {
    await this.db.execute(sql`delete from sessions where expires_at < now()`);
  }
}
