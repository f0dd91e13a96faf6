import type { Actor } from '../../../platform/caller';
import { eq } from 'drizzle-orm';
import type { BookInput, PodcastInput } from '../../../../shared/recommendations';
import { withTransaction } from '../../../db/client';
import { books, podcasts } from '../../../db/schema/index';
import { recordActivity } from '../../../platform/activity-log';
import { getItem, type Item } from './items';
import type { Kind } from './kinds';
import type { Deps } from '../../../platform/deps';

type Input = Partial<BookInput & PodcastInput>;

/**
 * The drizzle table of a kind. Books and podcasts have the same columns but the person and link
 * (author/amazonUrl, host/youtubeUrl); values are keyed by the kind's own names, so the books
 * type stands for both here.
 */
const tableOf = (k: Kind) => (k.kind === 'books' ? books : (podcasts as unknown as typeof books));
type Values = typeof books.$inferInsert;

export type { Actor };

/** POST /api/admin/books and /api/admin/podcasts */
export async function createItem(deps: Deps, k: Kind, input: Input, actor: Actor): Promise<Item> {
  const { db } = deps;
  const table = tableOf(k);
  const id = await withTransaction(db, async (tx) => {
    const [row] = await tx
      .insert(table)
      .values({ ...input, createdBy: actor.userId } as Values)
      .returning({ id: table.id });
    await recordActivity(
      tx,
      { userId: actor.userId, action: `${k.noun}.create`, resourceType: k.noun, resourceId: row!.id, newValues: input },
      actor.meta,
    );
    return row!.id;
  });
  return getItem(deps, k, id, actor.userId);
}

/** PATCH /api/admin/{kind}/:id */
export async function updateItem(deps: Deps, k: Kind, id: number, patch: Input, actor: Actor): Promise<Item> {
  const { db } = deps;
  const before = await getItem(deps, k, id, actor.userId);
  const table = tableOf(k);
  await withTransaction(db, async (tx) => {
    await tx
      .update(table)
      .set({ ...patch, updatedAt: new Date() } as Partial<Values>)
      .where(eq(table.id, id));
    await recordActivity(
      tx,
      {
        userId: actor.userId,
        action: `${k.noun}.update`,
        resourceType: k.noun,
        resourceId: id,
        oldValues: Object.fromEntries(Object.keys(patch).map((key) => [key, (before as Record<string, unknown>)[key]])),
        newValues: patch,
      },
      actor.meta,
    );
  });
  return getItem(deps, k, id, actor.userId);
}

/** DELETE /api/admin/{kind}/:id: its votes and comments go with it. */
export async function deleteItem(deps: Deps, k: Kind, id: number, actor: Actor): Promise<void> {
  const { db } = deps;
  const before = await getItem(deps, k, id, actor.userId);
  const table = tableOf(k);
  await withTransaction(db, async (tx) => {
    await tx.delete(table).where(eq(table.id, id));
    await recordActivity(
      tx,
      {
        userId: actor.userId,
        action: `${k.noun}.delete`,
        resourceType: k.noun,
        resourceId: id,
        oldValues: { title: before.title },
      },
      actor.meta,
    );
  });
}
