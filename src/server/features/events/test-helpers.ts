/** Rows the events tests build (imported by *.test.ts only). */
import { events, chapters } from '../../db/schema/index';
import type { Db } from '../../db/client';

const DAY = 24 * 60 * 60 * 1000;

/** An ISO instant `days` from now (negative: in the past). */
export const inDays = (days: number) => new Date(Date.now() + days * DAY).toISOString();

/** An event row, upcoming by default. */
export async function insertEvent(db: Db, gymId: number, overrides: Partial<typeof events.$inferInsert> = {}) {
  const [row] = await db
    .insert(events)
    .values({
      gymId,
      title: 'Denver breakfast club',
      description: 'Coffee, eggs and the numbers of the month',
      location: 'Summit Gymnastics, 1200 Main St, Denver',
      date: inDays(7),
      capacity: 10,
      timeZone: 'America/Denver',
      ...overrides,
    })
    .returning();
  return row!;
}

/** An active chapter, presided by `presidentId`. */
export async function insertChapter(db: Db, presidentId: number | null) {
  const [row] = await db
    .insert(chapters)
    .values({
      name: `Front Range Chapter ${Math.random().toString(36).slice(2, 7)}`,
      city: 'Denver',
      state: 'CO',
      status: 'active',
      presidentId,
    })
    .returning();
  return row!;
}
