import { sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Book, Podcast, recommendationListQuerySchema } from '../../../../shared/recommendations';
import { rowsOf } from '../../../db/client';
import { NotFound } from '../../../platform/errors';
import type { Kind } from './kinds';
import type { Deps } from '../../../platform/deps';
import { containsPattern } from '../../../platform/search';

type Query = z.infer<typeof recommendationListQuerySchema>;
export type Item = Book | Podcast;

interface RawItem {
  id: number;
  title: string;
  image_url: string | null;
  rating: string | number;
  description: string | null;
  categories: string[];
  business_type: string | null;
  display_order: number;
  person: string;
  link: string | null;
  score: number;
  my_vote: number;
  comment_count: number;
  created_at: Date | string;
  updated_at: Date | string;
}

const iso = (value: Date | string) => new Date(value).toISOString();

function toItem(k: Kind, row: RawItem): Item {
  return {
    id: row.id,
    title: row.title,
    imageUrl: row.image_url,
    rating: Number(row.rating),
    description: row.description,
    categories: row.categories ?? [],
    businessType: row.business_type as Item['businessType'],
    displayOrder: row.display_order,
    score: Number(row.score),
    myVote: Number(row.my_vote),
    commentCount: Number(row.comment_count),
    createdAt: iso(row.created_at),
    updatedAt: iso(row.updated_at),
    [k.person]: row.person,
    [k.link]: row.link,
  } as Item;
}

/** The select of an item with its score, the viewer's vote and its comment count. */
function selectItems(k: Kind, viewerId: number | null, where: SQL, tail: SQL = sql``) {
  return sql`
    select t.id, t.title, t.image_url, t.rating, t.description, t.categories, t.business_type, t.display_order,
      t.${k.personColumn} as person, t.${k.linkColumn} as link, t.created_at, t.updated_at,
      coalesce((select sum(v.vote) from ${k.votes} v where v.${k.itemColumn} = t.id), 0)::int as score,
      coalesce((select v.vote from ${k.votes} v where v.${k.itemColumn} = t.id and v.user_id = ${viewerId ?? 0}), 0)::int
        as my_vote,
      (select count(*) from ${k.comments} c where c.${k.itemColumn} = t.id)::int as comment_count
    from ${k.table} t where ${where} ${tail}`;
}

const ORDER: Record<Query['sort'], SQL> = {
  score: sql`order by score desc, t.rating desc, t.display_order, t.title, t.id`,
  rating: sql`order by t.rating desc, score desc, t.title, t.id`,
  newest: sql`order by t.created_at desc, t.id desc`,
  title: sql`order by lower(t.title), t.id`,
};

function filters(k: Kind, query: Partial<Query>): SQL {
  const parts: SQL[] = [sql`true`];
  // An item for every business (no type) belongs in each type's list too.
  if (query.businessType) parts.push(sql`(t.business_type = ${query.businessType} or t.business_type is null)`);
  if (query.category) parts.push(sql`${query.category.toLowerCase()} = any(t.categories)`);
  if (query.search) {
    const like = containsPattern(query.search);
    parts.push(sql`(t.title ilike ${like} or t.${k.personColumn} ilike ${like} or t.description ilike ${like})`);
  }
  return sql.join(parts, sql` and `);
}

/** GET /api/books and /api/podcasts: one page and the total. */
export async function listItems(deps: Deps, k: Kind, viewerId: number | null, query: Query) {
  const { db } = deps;
  const where = filters(k, query);
  const [rows, total] = await Promise.all([
    db.execute(selectItems(k, viewerId, where, sql`${ORDER[query.sort]} limit ${query.limit} offset ${query.offset}`)),
    db.execute(sql`select count(*)::int as n from ${k.table} t where ${where}`),
  ]);
  return {
    items: rowsOf<RawItem>(rows).map((r) => toItem(k, r)),
    total: Number(rowsOf<{ n: number }>(total)[0]?.n ?? 0),
  };
}

/** One item, or 404 with the kind's message. */
export async function getItem(deps: Deps, k: Kind, id: number, viewerId: number | null): Promise<Item> {
  const { db } = deps;
  const [row] = rowsOf<RawItem>(await db.execute(selectItems(k, viewerId, sql`t.id = ${id}`)));
  if (!row) throw new NotFound(k.notFound);
  return toItem(k, row);
}
