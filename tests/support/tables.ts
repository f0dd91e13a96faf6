import { sql } from 'drizzle-orm';
import type { Db } from '../../src/server/db/client';

/** Tables a refused request may legitimately write: throttling counters and the login audit. */
export const WRITE_ALLOWED = new Set(['rate_limits', 'user_login_log', 'app_meta']);

/**
 * The app's own tables a refused request must leave untouched: every base table of the public
 * schema except WRITE_ALLOWED and the migration bookkeeping.
 */
export async function guardedTables(db: Db): Promise<string[]> {
  const result = await db.execute(
    sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
  );
  return (result as unknown as { rows: { table_name: string }[] }).rows
    .map((r) => r.table_name)
    .filter((name) => !WRITE_ALLOWED.has(name) && !name.startsWith('__'));
}
