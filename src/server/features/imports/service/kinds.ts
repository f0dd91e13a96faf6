import { sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { ImportKind } from '../../../../shared/imports';
import type { Db } from '../../../db/client';
import { books, businessTasks, gyms, learningModules, podcasts } from '../../../db/schema/index';

const lower = (v: unknown) =>
  String(v ?? '')
    .trim()
    .toLowerCase();

/** How the importer finds, reads and writes the records of one kind. */
export interface KindStore {
  table: PgTable & { id: PgColumn };
  /** The keys a parsed row may match, in order: the first is the row's own (for repeats in a file). */
  keysOf(values: Record<string, unknown>): string[];
  /** Every stored record's keys, to its id. */
  existing(db: Db): Promise<Map<string, number>>;
  /** The column a field writes (a field's own name unless told). */
  columns?: Record<string, string>;
  /** A field's value as its column holds it. */
  toColumn?: Record<string, (v: unknown) => unknown>;
  /** Columns a new record also gets (its author). */
  onCreate(userId: number): Record<string, unknown>;
  /** Columns an update also sets. */
  onUpdate(userId: number): Record<string, unknown>;
}

async function keyMap<T>(rows: Promise<T[]>, keys: (row: T) => string[], id: (row: T) => number) {
  const map = new Map<string, number>();
  for (const row of await rows) for (const key of keys(row)) if (!map.has(key)) map.set(key, id(row));
  return map;
}

const gymPlaceKey = (v: { name?: unknown; city?: unknown; state?: unknown }) =>
  `place:${lower(v.name)}|${lower(v.city)}|${lower(v.state)}`;
const coordinate = (v: unknown) => (v === null || v === undefined ? v : String(v));
const stamped = () => ({ updatedAt: sql`now()` });

/**
 * The natural keys (decision 0172): a gym's club number, else its name, city and state; a task's
 * title; a book's title and author; a podcast's title; a module's slug. Titles match without
 * regard to case or surrounding spaces.
 */
export const kindStores: Record<ImportKind, KindStore> = {
  gyms: {
    table: gyms,
    keysOf: (v) => (v.clubNumber ? [`club:${String(v.clubNumber)}`] : [gymPlaceKey(v)]),
    existing: (db) =>
      keyMap(
        db
          .select({ id: gyms.id, clubNumber: gyms.clubNumber, name: gyms.name, city: gyms.city, state: gyms.state })
          .from(gyms),
        (g) => [`club:${g.clubNumber}`, gymPlaceKey(g)],
        (g) => g.id,
      ),
    toColumn: { latitude: coordinate, longitude: coordinate },
    onCreate: () => ({}),
    onUpdate: stamped,
  },
  'business-tasks': {
    table: businessTasks,
    keysOf: (v) => [`task:${lower(v.task)}`],
    existing: (db) =>
      keyMap(
        db.select({ id: businessTasks.id, task: businessTasks.task }).from(businessTasks),
        (t) => [`task:${lower(t.task)}`],
        (t) => t.id,
      ),
    columns: {
      'priorities.250k': 'priority250k',
      'priorities.500k': 'priority500k',
      'priorities.1m': 'priority1m',
      'priorities.2m': 'priority2m',
    },
    onCreate: (userId) => ({ createdBy: userId }),
    onUpdate: stamped,
  },
  books: {
    table: books,
    keysOf: (v) => [`book:${lower(v.title)}|${lower(v.author)}`],
    existing: (db) =>
      keyMap(
        db.select({ id: books.id, title: books.title, author: books.author }).from(books),
        (b) => [`book:${lower(b.title)}|${lower(b.author)}`],
        (b) => b.id,
      ),
    onCreate: (userId) => ({ createdBy: userId }),
    onUpdate: stamped,
  },
  podcasts: {
    table: podcasts,
    keysOf: (v) => [`podcast:${lower(v.title)}`],
    existing: (db) =>
      keyMap(
        db.select({ id: podcasts.id, title: podcasts.title }).from(podcasts),
        (p) => [`podcast:${lower(p.title)}`],
        (p) => p.id,
      ),
    onCreate: (userId) => ({ createdBy: userId }),
    onUpdate: stamped,
  },
  'learning-modules': {
    table: learningModules,
    keysOf: (v) => [`module:${lower(v.slug)}`],
    existing: (db) =>
      keyMap(
        db.select({ id: learningModules.id, slug: learningModules.slug }).from(learningModules),
        (l) => [`module:${lower(l.slug)}`],
        (l) => l.id,
      ),
    onCreate: (userId) => ({ createdBy: userId, updatedBy: userId }),
    onUpdate: (userId) => ({ updatedBy: userId, updatedAt: sql`now()` }),
  },
};
