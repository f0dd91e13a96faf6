import { and, asc, count, desc, eq } from 'drizzle-orm';
import type { GymSubmission, SubmissionStatus } from '../../../../shared/gym-submissions';
import { reviewMessages } from '../../../../shared/gym-submissions';
import type { Db } from '../../../db/client';
import { gymSubmissions, users } from '../../../db/schema/index';
import { recordActivity, type ActivityMeta } from '../../../platform/activity-log';
import { NotFound } from '../../../platform/errors';
import { findSimilarGyms } from './similar';

export type SubmissionRow = typeof gymSubmissions.$inferSelect;

/** Stores a new submission as pending (spec 000 §4) and records it in the activity log. */
export async function createSubmission(
  db: Db,
  input: GymSubmission,
  by: { userId: number | null },
  meta: ActivityMeta,
  submittedByUserId: number | null = null,
): Promise<SubmissionRow> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(gymSubmissions)
      .values({ ...input, status: 'pending', submittedByUserId })
      .returning();
    await recordActivity(
      tx as unknown as Db,
      { userId: by.userId, action: 'gym_submission.create', resourceType: 'gym_submission', resourceId: row!.id, newValues: { name: row!.name, state: row!.state } },
      meta,
    );
    return row!;
  });
}

/** Addresses of the admins to notify of a new submission. */
export async function adminEmails(db: Db): Promise<string[]> {
  const rows = await db
    .select({ email: users.email })
    .from(users)
    .where(and(eq(users.isAdmin, true), eq(users.status, 'active')));
  return rows.map((r) => r.email);
}

export async function listSubmissions(db: Db, query: { status: SubmissionStatus | 'all'; page: number; pageSize: number }) {
  const where = query.status === 'all' ? undefined : eq(gymSubmissions.status, query.status);
  const order = query.status === 'pending' ? asc(gymSubmissions.createdAt) : desc(gymSubmissions.createdAt);
  const [items, [total]] = await Promise.all([
    db
      .select()
      .from(gymSubmissions)
      .where(where)
      .orderBy(order, asc(gymSubmissions.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ n: count() }).from(gymSubmissions).where(where),
  ]);
  return { items, total: Number(total?.n ?? 0), page: query.page, pageSize: query.pageSize };
}

/** One submission for the reviewer, with similar listed gyms and the user registered against it. */
export async function getSubmissionForReview(db: Db, id: number) {
  const [submission] = await db.select().from(gymSubmissions).where(eq(gymSubmissions.id, id));
  if (!submission) throw new NotFound(reviewMessages.notFound);
  const similarGyms = await findSimilarGyms(db, submission.name, { excludeGymId: submission.approvedGymId ?? undefined });
  let registeredUser = null;
  if (submission.submittedByUserId) {
    const [u] = await db
      .select({ id: users.id, username: users.username, firstName: users.firstName, lastName: users.lastName, email: users.email, gymId: users.gymId })
      .from(users)
      .where(eq(users.id, submission.submittedByUserId));
    registeredUser = u ?? null;
  }
  return { submission, similarGyms, registeredUser };
}
