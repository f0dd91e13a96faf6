import { sql } from 'drizzle-orm';
import type { Comment, VoteResult } from '../../../../shared/recommendations';
import { recommendationMessages as m } from '../../../../shared/recommendations';
import { withTransaction, type Db } from '../../../db/client';
import { recordActivity, type ActivityMeta } from '../../../platform/activity-log';
import { Forbidden, NotFound } from '../../../platform/errors';
import { rowsOf } from '../../../db/client';
import type { Kind } from './kinds';
import type { Deps } from '../../../platform/deps';

export interface Viewer {
  id: number;
  /** Holds recommendations.manage (admins do): may delete any comment. */
  canModerate: boolean;
}

async function assertExists(db: Db, k: Kind, id: number) {
  const rows = rowsOf<{ id: number }>(await db.execute(sql`select id from ${k.table} where id = ${id}`));
  if (!rows.length) throw new NotFound(k.notFound);
}

/**
 * POST …/:id/vote. One vote per member and item (the primary key): a second replaces the first,
 * 0 withdraws it. The upsert is one statement, so racing votes end as exactly one row.
 */
export async function vote(
  deps: Deps,
  k: Kind,
  id: number,
  userId: number,
  value: -1 | 0 | 1,
  meta: ActivityMeta,
): Promise<VoteResult> {
  const { db } = deps;
  await assertExists(db, k, id);
  return withTransaction(db, async (tx) => {
    const [before] = rowsOf<{ vote: number }>(
      await tx.execute(sql`select vote from ${k.votes} where ${k.itemColumn} = ${id} and user_id = ${userId}`),
    );
    if (value === 0) {
      await tx.execute(sql`delete from ${k.votes} where ${k.itemColumn} = ${id} and user_id = ${userId}`);
    } else {
      await tx.execute(sql`
        insert into ${k.votes} (${k.itemColumn}, user_id, vote) values (${id}, ${userId}, ${value})
        on conflict (${k.itemColumn}, user_id) do update set vote = excluded.vote, updated_at = now()`);
    }
    await recordActivity(
      tx,
      {
        userId,
        action: `${k.noun}.vote`,
        resourceType: k.noun,
        resourceId: id,
        oldValues: { vote: before?.vote ?? 0 },
        newValues: { vote: value },
      },
      meta,
    );
    const [row] = rowsOf<{ score: number }>(
      await tx.execute(sql`select coalesce(sum(vote), 0)::int as score from ${k.votes} where ${k.itemColumn} = ${id}`),
    );
    return { score: Number(row?.score ?? 0), myVote: value };
  });
}

interface RawComment {
  id: number;
  content: string;
  user_id: number | null;
  first_name: string | null;
  last_name: string | null;
  created_at: Date | string;
}

function toComment(row: RawComment, viewer: Viewer | null): Comment {
  const authorName = row.first_name
    ? `${row.first_name}${row.last_name ? ` ${row.last_name.charAt(0)}.` : ''}`
    : 'Former member';
  return {
    id: row.id,
    content: row.content,
    userId: row.user_id,
    authorName,
    createdAt: new Date(row.created_at).toISOString(),
    canDelete: viewer !== null && (viewer.canModerate || viewer.id === row.user_id),
  };
}

const selectComments = (k: Kind) => sql`
  select c.id, c.content, c.user_id, u.first_name, u.last_name, c.created_at
  from ${k.comments} c left join users u on u.id = c.user_id`;

/** GET …/:id/comments: oldest first (a conversation reads top to bottom), paged. */
export async function listComments(
  deps: Deps,
  k: Kind,
  id: number,
  viewer: Viewer | null,
  page: { limit: number; offset: number },
) {
  const { db } = deps;
  await assertExists(db, k, id);
  const [rows, total] = await Promise.all([
    db.execute(sql`${selectComments(k)} where c.${k.itemColumn} = ${id} order by c.created_at, c.id
      limit ${page.limit} offset ${page.offset}`),
    db.execute(sql`select count(*)::int as n from ${k.comments} where ${k.itemColumn} = ${id}`),
  ]);
  return {
    items: rowsOf<RawComment>(rows).map((r) => toComment(r, viewer)),
    total: Number(rowsOf<{ n: number }>(total)[0]?.n ?? 0),
  };
}

/** POST …/:id/comments */
export async function addComment(deps: Deps, k: Kind, id: number, viewer: Viewer, content: string, meta: ActivityMeta) {
  const { db } = deps;
  await assertExists(db, k, id);
  return withTransaction(db, async (tx) => {
    const [inserted] = rowsOf<{ id: number }>(
      await tx.execute(sql`insert into ${k.comments} (${k.itemColumn}, user_id, content) values (${id}, ${viewer.id}, ${content})
        returning id`),
    );
    await recordActivity(
      tx,
      {
        userId: viewer.id,
        action: `${k.noun}.comment`,
        resourceType: `${k.noun}_comment`,
        resourceId: inserted!.id,
        newValues: { content },
      },
      meta,
    );
    const [row] = rowsOf<RawComment>(await tx.execute(sql`${selectComments(k)} where c.id = ${inserted!.id}`));
    return toComment(row!, viewer);
  });
}

/** DELETE …/:id/comments/:commentId: its author, or a moderator; anyone else 403. */
export async function deleteComment(
  deps: Deps,
  k: Kind,
  id: number,
  commentId: number,
  viewer: Viewer,
  meta: ActivityMeta,
) {
  const { db } = deps;
  const [row] = rowsOf<RawComment>(
    await db.execute(sql`${selectComments(k)} where c.id = ${commentId} and c.${k.itemColumn} = ${id}`),
  );
  if (!row) throw new NotFound(m.commentNotFound);
  if (!viewer.canModerate && row.user_id !== viewer.id) throw new Forbidden(m.notCommentAuthor);
  await withTransaction(db, async (tx) => {
    await tx.execute(sql`delete from ${k.comments} where id = ${commentId}`);
    await recordActivity(
      tx,
      {
        userId: viewer.id,
        action: `${k.noun}.comment.delete`,
        resourceType: `${k.noun}_comment`,
        resourceId: commentId,
        oldValues: { content: row.content, userId: row.user_id },
      },
      meta,
    );
  });
}
