import { sql, type SQL } from 'drizzle-orm';
import {
  GYM_NAME_STOP_WORDS,
  SIMILAR_NAME_LIMIT,
  SIMILAR_NAME_THRESHOLD,
  type SimilarGym,
} from '../../../../shared/gym-submissions';
import { rowsOf } from '../../../db/client';
import type { Deps } from '../../../platform/deps';

const stopWords = `\\m(${GYM_NAME_STOP_WORDS.join('|')})\\M`;

/**
 * normalizeGymName (src/shared/gym-names.ts) in SQL: lowercase, '&' as 'and', punctuation to
 * spaces, stop words dropped, spaces collapsed; a name of stop words only keeps its lowercase form.
 */
export function normalizedName(expr: SQL): SQL {
  return sql`coalesce(nullif(btrim(regexp_replace(regexp_replace(regexp_replace(regexp_replace(
    lower(${expr}), '&', ' and ', 'g'), '[^a-z0-9]+', ' ', 'g'), ${stopWords}, ' ', 'g'), '\\s+', ' ', 'g')), ''),
    lower(${expr}))`;
}

/**
 * Similarity of two normalized names: trigram similarity of the words, or of the words run
 * together (so 'Lonestar' meets 'Lone Star'); trigrams ignore word order by construction.
 */
function score(a: SQL, b: SQL): SQL<number> {
  return sql<number>`greatest(similarity(${a}, ${b}), similarity(replace(${a}, ' ', ''), replace(${b}, ' ', '')))`;
}

interface Options {
  limit?: number;
  excludeGymId?: number;
}

/** Listed (active) gyms whose names are similar to `name`, best first. */
export async function findSimilarGyms(
  deps: Deps,
  name: string,
  options: Options = {},
): Promise<(SimilarGym & { score: number })[]> {
  const limit = options.limit ?? SIMILAR_NAME_LIMIT;
  const result = await deps.db.execute(sql`
    with q as (select ${normalizedName(sql`${name}::text`)} as k)
    select g.id, g.name, g.address_line1 as "addressLine1", g.city, g.state, s.score
    from gyms g
    cross join q
    cross join lateral (select ${normalizedName(sql`g.name`)} as k) n
    cross join lateral (select ${score(sql`n.k`, sql`q.k`)} as score) s
    where g.status = 'active'
      and s.score >= ${SIMILAR_NAME_THRESHOLD}
      ${options.excludeGymId ? sql`and g.id <> ${options.excludeGymId}` : sql``}
    order by s.score desc, g.name asc, g.id asc
    limit ${limit}`);
  return rowsOf<SimilarGym & { score: number | string }>(result).map((r) => ({
    id: Number(r.id),
    name: r.name,
    addressLine1: r.addressLine1,
    city: r.city,
    state: r.state,
    score: Number(r.score),
  }));
}

export interface SimilarSubmission {
  id: number;
  name: string;
  city: string | null;
  state: string;
  createdAt: string;
}

/** Pending submissions with a similar name, best first (so the same gym is not queued twice). */
export async function findSimilarPendingSubmissions(
  deps: Deps,
  name: string,
  options: { limit?: number; excludeId?: number } = {},
): Promise<SimilarSubmission[]> {
  const result = await deps.db.execute(sql`
    with q as (select ${normalizedName(sql`${name}::text`)} as k)
    select g.id, g.name, g.city, g.state, g.created_at as "createdAt"
    from gym_submissions g
    cross join q
    cross join lateral (select ${normalizedName(sql`g.name`)} as k) n
    cross join lateral (select ${score(sql`n.k`, sql`q.k`)} as score) s
    where g.status = 'pending'
      and s.score >= ${SIMILAR_NAME_THRESHOLD}
      ${options.excludeId ? sql`and g.id <> ${options.excludeId}` : sql``}
    order by s.score desc, g.created_at asc
    limit ${options.limit ?? SIMILAR_NAME_LIMIT}`);
  return rowsOf<SimilarSubmission & { createdAt: string | Date }>(result).map((r) => ({
    id: Number(r.id),
    name: r.name,
    city: r.city,
    state: r.state,
    createdAt: new Date(r.createdAt).toISOString(),
  }));
}

/** The SQL normalization of `name`, for the test that keeps it equal to normalizeGymName. */
export async function normalizeInDatabase(deps: Deps, name: string): Promise<string> {
  const result = await deps.db.execute(sql`select ${normalizedName(sql`${name}::text`)} as k`);
  return rowsOf<{ k: string }>(result)[0]!.k;
}
