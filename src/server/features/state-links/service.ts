import { and, asc, count, eq, or, sql, type SQL } from 'drizzle-orm';
import {
  stateLinkMessages as m,
  type StateLinkCategory,
  type StateLinkItem,
  type StateLinkValues,
} from '../../../shared/state-links';
import { withTransaction } from '../../db/client';
import { stateLinks } from '../../db/schema/index';
import { recordActivity } from '../../platform/activity-log';
import type { Actor } from '../../platform/caller';
import type { Deps } from '../../platform/deps';
import { NotFound } from '../../platform/errors';
import { pageOf } from '../../platform/paging';
import { cachedRead } from '../../platform/read-cache';
import { containsPattern } from '../../platform/search';

type StateLinkRow = typeof stateLinks.$inferSelect;

const item = (row: StateLinkRow): StateLinkItem => ({
  id: row.id,
  state: row.state,
  title: row.title,
  url: row.url,
  category: row.category as StateLinkCategory,
});

/** The row as its admin sees it. */
const adminItem = (row: StateLinkRow) => ({ ...item(row), createdAt: row.createdAt, updatedAt: row.updatedAt });

const byCategoryAndTitle = [
  sql`array_position(array['association','licensing','insurance','resources']::varchar[], ${stateLinks.category})`,
  asc(stateLinks.title),
  asc(stateLinks.id),
];

/** GET /api/state-links?state=XX: the region's links, by category then title (cached 5 s; writes empty it). */
export function stateLinksOf(deps: Deps, state: string): Promise<StateLinkItem[]> {
  return cachedRead(deps, `state-links:${state}`, 5_000, async () =>
    (
      await deps.db
        .select()
        .from(stateLinks)
        .where(eq(stateLinks.state, state))
        .orderBy(...byCategoryAndTitle)
    ).map(item),
  );
}

/** GET /api/admin/state-links: by state, searched in title and address, paged. */
export async function listStateLinks(
  deps: Deps,
  q: { state?: string; search?: string; page: number; pageSize: number },
) {
  const filters: SQL[] = [];
  if (q.state) filters.push(eq(stateLinks.state, q.state));
  if (q.search) {
    const like = containsPattern(q.search.toLowerCase());
    filters.push(or(sql`lower(${stateLinks.title}) like ${like}`, sql`lower(${stateLinks.url}) like ${like}`)!);
  }
  const where = filters.length ? and(...filters) : undefined;
  const page = await pageOf(
    q,
    (limit, offset) =>
      deps.db
        .select()
        .from(stateLinks)
        .where(where)
        .orderBy(asc(stateLinks.state), ...byCategoryAndTitle)
        .limit(limit)
        .offset(offset),
    async () => Number((await deps.db.select({ n: count() }).from(stateLinks).where(where))[0]?.n ?? 0),
  );
  return { ...page, items: page.items.map(adminItem) };
}

export async function getStateLink(deps: Deps, id: number) {
  const [row] = await deps.db.select().from(stateLinks).where(eq(stateLinks.id, id));
  if (!row) throw new NotFound(m.notFound);
  return adminItem(row);
}

export async function createStateLink(deps: Deps, actor: Actor, values: StateLinkValues) {
  const row = await withTransaction(deps.db, async (tx) => {
    const [created] = await tx.insert(stateLinks).values(values).returning();
    await recordActivity(
      tx,
      {
        userId: actor.userId,
        action: 'state-link.create',
        resourceType: 'state_link',
        resourceId: created!.id,
        newValues: values,
      },
      actor.meta,
    );
    return created!;
  });
  return adminItem(row);
}

export async function updateStateLink(deps: Deps, actor: Actor, id: number, values: StateLinkValues) {
  const row = await withTransaction(deps.db, async (tx) => {
    const [before] = await tx.select().from(stateLinks).where(eq(stateLinks.id, id)).for('update');
    if (!before) throw new NotFound(m.notFound);
    const [after] = await tx
      .update(stateLinks)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(stateLinks.id, id))
      .returning();
    await recordActivity(
      tx,
      {
        userId: actor.userId,
        action: 'state-link.update',
        resourceType: 'state_link',
        resourceId: id,
        oldValues: { state: before.state, title: before.title, url: before.url, category: before.category },
        newValues: values,
      },
      actor.meta,
    );
    return after!;
  });
  return adminItem(row);
}

export async function deleteStateLink(deps: Deps, actor: Actor, id: number): Promise<void> {
  await withTransaction(deps.db, async (tx) => {
    const [before] = await tx.delete(stateLinks).where(eq(stateLinks.id, id)).returning();
    if (!before) throw new NotFound(m.notFound);
    await recordActivity(
      tx,
      {
        userId: actor.userId,
        action: 'state-link.delete',
        resourceType: 'state_link',
        resourceId: id,
        oldValues: { state: before.state, title: before.title, url: before.url, category: before.category },
      },
      actor.meta,
    );
  });
}
