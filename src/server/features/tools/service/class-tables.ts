import { and, eq, ne } from 'drizzle-orm';
import {
  classListingMessages as m,
  tableConfigSchema,
  type SavedTableConfig,
  type TableConfig,
  type TableConfigPage,
  type TableConfigValues,
} from '../../../../shared/tools/class-listings';
import type { PageQuery } from '../../../../shared/paging';
import { withTransaction, type Tx } from '../../../db/client';
import { jackrabbitTableConfigs } from '../../../db/schema/index';
import type { Deps } from '../../../platform/deps';
import { NotFound } from '../../../platform/errors';
import { mapPage } from '../../../platform/paging';
import { auditOf, gymRows, lockGym } from './gym-rows';
import { gymOf, type Member } from './member';

/**
 * The table generator's saved tables (spec 001 "Tools": jackrabbit_table_configs, decision 0166):
 * the gym's, for its members; exactly one default per gym. A save that makes a table the default
 * locks the gym's row and clears the old default in its own transaction, so two saves at once
 * leave one default (the partial unique index refuses anything else).
 */

type Row = typeof jackrabbitTableConfigs.$inferSelect;

const saved = gymRows(jackrabbitTableConfigs, m.configNotFound);
const audit = auditOf('jackrabbit_table_config');

/** The stored config went through tableConfigSchema; parsing again fills what an older row lacks. */
const configOf = (row: Pick<Row, 'config'>): TableConfig => tableConfigSchema.parse(row.config);

function present(row: Row): SavedTableConfig {
  return {
    id: row.id,
    title: row.title,
    orgId: row.orgId,
    config: configOf(row),
    isDefault: row.isDefault,
    gymId: row.gymId,
    userId: row.userId,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}

const audited = (r: Pick<Row, 'title' | 'orgId' | 'isDefault'> & { config: unknown }) => ({
  title: r.title,
  orgId: r.orgId,
  config: r.config,
  isDefault: r.isDefault,
});

/**
 * Clears the gym's other default inside the caller's transaction, which locked the gym's row first
 * (before any table's row, so a create and an update of the same gym never wait on each other).
 */
async function clearDefault(tx: Tx, gymId: number, keep: number | null): Promise<void> {
  await tx
    .update(jackrabbitTableConfigs)
    .set({ isDefault: false, updatedAt: new Date() })
    .where(
      and(
        eq(jackrabbitTableConfigs.gymId, gymId),
        eq(jackrabbitTableConfigs.isDefault, true),
        keep === null ? undefined : ne(jackrabbitTableConfigs.id, keep),
      ),
    );
}

/** GET /api/jackrabbit-table-configs: the gym's tables, last saved first (paged). */
export async function listTableConfigs(deps: Deps, member: Member, query: PageQuery): Promise<TableConfigPage> {
  const { db } = deps;
  return mapPage(await saved.paged(db, saved.ofGym(member), query), present);
}

/** GET /api/jackrabbit-table-configs/:id */
export async function getTableConfig(deps: Deps, member: Member, id: number): Promise<SavedTableConfig> {
  const { db } = deps;
  return present(await saved.own(db, member, id));
}

/** POST /api/jackrabbit-table-configs */
export async function createTableConfig(
  deps: Deps,
  member: Member,
  body: TableConfigValues,
): Promise<SavedTableConfig> {
  const { db } = deps;
  const gymId = gymOf(member);
  return withTransaction(db, async (tx) => {
    if (body.isDefault) {
      await lockGym(tx, gymId);
      await clearDefault(tx, gymId, null);
    }
    const [row] = await tx
      .insert(jackrabbitTableConfigs)
      .values({ ...body, gymId, userId: member.userId })
      .returning();
    await audit(tx, member, 'create', row!.id, { newValues: { ...audited(body), gymId } });
    return present(row!);
  });
}

/** PUT /api/jackrabbit-table-configs/:id: the whole table is replaced. */
export async function updateTableConfig(
  deps: Deps,
  member: Member,
  id: number,
  body: TableConfigValues,
): Promise<SavedTableConfig> {
  const { db } = deps;
  return withTransaction(db, async (tx) => {
    if (body.isDefault && member.gymId !== null) await lockGym(tx, member.gymId);
    const before = await saved.own(tx, member, id, true);
    if (body.isDefault) await clearDefault(tx, before.gymId, id);
    const [row] = await tx
      .update(jackrabbitTableConfigs)
      .set({ ...body, updatedAt: new Date() })
      .where(eq(jackrabbitTableConfigs.id, id))
      .returning();
    await audit(tx, member, 'update', id, { oldValues: audited(before), newValues: audited(body) });
    return present(row!);
  });
}

/** DELETE /api/jackrabbit-table-configs/:id */
export async function deleteTableConfig(deps: Deps, member: Member, id: number): Promise<void> {
  const { db } = deps;
  await withTransaction(db, async (tx) => {
    const before = await saved.own(tx, member, id, true);
    await tx.delete(jackrabbitTableConfigs).where(eq(jackrabbitTableConfigs.id, id));
    await audit(tx, member, 'delete', id, { oldValues: audited(before) });
  });
}

/** A table for the public embed, whoever asks (its id is what the gym published), or 404. */
export async function embeddedTableConfig(deps: Deps, id: number): Promise<SavedTableConfig> {
  const { db } = deps;
  const [row] = await db.select().from(jackrabbitTableConfigs).where(eq(jackrabbitTableConfigs.id, id));
  if (!row) throw new NotFound(m.configNotFound);
  return present(row);
}
