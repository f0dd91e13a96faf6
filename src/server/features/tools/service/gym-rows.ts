import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../../../db/client';
import { gyms } from '../../../db/schema/index';
import { recordActivity } from '../../../platform/activity-log';
import { BadRequest, NotFound } from '../../../platform/errors';
import { pageOf } from '../../../platform/paging';
import type { Page, PageQuery } from '../../../../shared/paging';
import type { ExportFormat } from '../../../../shared/tools/records';
import type { Report } from '../../../../shared/tools/report';
import type { Deps } from '../../../platform/deps';
import { exportReport, type ExportFile } from './report-export';
import { readGym, type Member } from './member';

/**
 * Holds the gym's row until the transaction ends, so the gym's saves that must see each other
 * (a list's last place, a replaced list of programs) run one after another.
 */
export async function lockGym(tx: Tx, gymId: number): Promise<void> {
  await tx.select({ id: gyms.id }).from(gyms).where(eq(gyms.id, gymId)).for('no key update');
}

/** A table of gym-owned saved records: a serial id, the gym it belongs to, when it was saved. */
type GymTable = PgTable & { id: PgColumn; gymId: PgColumn; createdAt: PgColumn; updatedAt: PgColumn };

/**
 * The reads every saved tool makes of its own table: the caller's gym's row or 404 (another gym's
 * row does not exist for the caller), and a page of the gym's rows with how many there are.
 */
export function gymRows<T extends GymTable>(table: T, notFound: string) {
  type Row = T['$inferSelect'];

  const pageRows = async (
    db: Db,
    where: SQL | undefined,
    limit: number,
    offset: number,
    newest: 'updatedAt' | 'createdAt',
  ): Promise<Row[]> =>
    (await db
      .select()
      .from(table as PgTable)
      .where(where)
      .orderBy(desc(table[newest]), desc(table.id))
      .limit(limit)
      .offset(offset)) as Row[];
  const countRows = async (db: Db, where: SQL | undefined) =>
    (
      await db
        .select({ n: count() })
        .from(table as PgTable)
        .where(where)
    )[0]?.n ?? 0;

  /** The gym's rows; with `also`, only those that match it too. */
  const ofGym = (member: Member, also?: SQL) => and(eq(table.gymId, readGym(member)), also);

  /** The gym's row, or 404 (also another gym's); locked for the transaction's writes on request. */
  const own = async (db: Db | Tx, member: Member, id: number, lock = false): Promise<Row> => {
    const query = db
      .select()
      .from(table as PgTable)
      .where(ofGym(member, eq(table.id, id)));
    const [row] = lock ? await query.for('no key update') : await query;
    if (!row) throw new NotFound(notFound);
    return row as Row;
  };

  return {
    ofGym,
    own,

    /**
     * GET …/:id/export: the caller's gym's row as a workbook or PDF, of the report and under the
     * file name (before its extension) that `file` makes of the row.
     */
    exported(
      file: (
        row: Row,
        db: Db,
        member: Member,
      ) => Promise<{ report: Report; name: string }> | { report: Report; name: string },
    ) {
      return async (deps: Deps, member: Member, id: number, format: ExportFormat): Promise<ExportFile> => {
        const { db } = deps;
        const { report, name } = await file(await own(db, member, id), db, member);
        return exportReport(report, format, name);
      };
    },

    /**
     * Before an insert into a list the gym reads whole (no paging): 400 with `full` once the gym
     * keeps `max` rows. The gym's row is locked for the transaction, so two saves at once cannot
     * both take the last place.
     */
    async room(tx: Tx, gymId: number, max: number, full: string): Promise<void> {
      await lockGym(tx, gymId);
      const [kept] = await tx
        .select({ n: count() })
        .from(table as PgTable)
        .where(eq(table.gymId, gymId));
      if ((kept?.n ?? 0) >= max) throw new BadRequest(full);
    },

    /** A page of the rows `where` picks, last saved (or, by `newest: 'createdAt'`, created) first. */
    async page(
      db: Db,
      where: SQL | undefined,
      query: { limit: number; offset: number },
      newest: 'updatedAt' | 'createdAt' = 'updatedAt',
    ): Promise<{ rows: Row[]; total: number }> {
      const [rows, total] = await Promise.all([
        pageRows(db, where, query.limit, query.offset, newest),
        countRows(db, where),
      ]);
      return { rows, total };
    },

    /** The same, as the one paging shape (`page`, `pageSize`; decision 0147). */
    paged(db: Db, where: SQL | undefined, query: PageQuery): Promise<Page<Row>> {
      return pageOf(
        query,
        (limit, offset) => pageRows(db, where, limit, offset, 'updatedAt'),
        () => countRows(db, where),
      );
    },
  };
}

/** What an audit row of a save keeps: the values before (update, delete) and after (create, update). */
type Change = { oldValues?: Record<string, unknown>; newValues?: Record<string, unknown> };

/**
 * The audit of a saved tool's writes: `<resource>.create|update|delete` on the resource's id, in the
 * write's transaction so it commits with it.
 */
export const auditOf =
  (resource: string) => (tx: Tx, member: Member, action: 'create' | 'update' | 'delete', id: number, change: Change) =>
    recordActivity(
      tx,
      { userId: member.userId, action: `${resource}.${action}`, resourceType: resource, resourceId: id, ...change },
      member.meta,
    );
