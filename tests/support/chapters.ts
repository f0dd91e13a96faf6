/** Chapter rows for the chapters tests (imported by *.test.ts only). */
import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../../src/server/db/client';
import { chapterMembers, chapters } from '../../src/server/db/schema/index';
import { createUser } from './factories';

const uid = () => crypto.randomBytes(4).toString('hex');

type User = Awaited<ReturnType<typeof createUser>>;

/**
 * A chapter (active unless told otherwise) with a president and `members` plain members, each an
 * active chapter_members row; memberCount counts them.
 */
export async function createChapter(
  db: Db,
  options: { status?: string; members?: number; name?: string; city?: string; state?: string } = {},
) {
  const president = await createUser(db, { firstName: 'Priya', lastName: `President${uid()}` });
  const [chapter] = await db
    .insert(chapters)
    .values({
      name: options.name ?? `Breakfast Club ${uid()}`,
      city: options.city ?? 'Springfield',
      state: options.state ?? 'IL',
      presidentId: president.id,
      presidentName: `${president.firstName} ${president.lastName}`,
      presidentEmail: president.email,
      status: options.status ?? 'active',
      memberCount: 1 + (options.members ?? 0),
    })
    .returning();
  await db
    .insert(chapterMembers)
    .values({ chapterId: chapter!.id, userId: president.id, role: 'president', status: 'active' });
  const members: User[] = [];
  for (let i = 0; i < (options.members ?? 0); i++) {
    const member = await createUser(db, { firstName: 'Mo', lastName: `Member${i}${uid()}` });
    await db
      .insert(chapterMembers)
      .values({ chapterId: chapter!.id, userId: member.id, role: 'member', status: 'active' });
    members.push(member);
  }
  return { chapter: chapter!, president, members };
}

export async function chapterRow(db: Db, id: number) {
  const [row] = await db.select().from(chapters).where(eq(chapters.id, id));
  return row;
}

/** A valid POST /api/chapter-applications body. */
export const applicationBody = (overrides: Record<string, unknown> = {}) => ({
  chapterName: `Prairie Breakfast ${uid()}`,
  city: 'Peoria',
  state: 'IL',
  email: 'founder@example.com',
  phone: '+1 309-555-0199',
  why: 'Six gym owners in Peoria already meet informally; a chapter would give us a regular breakfast.',
  ...overrides,
});
