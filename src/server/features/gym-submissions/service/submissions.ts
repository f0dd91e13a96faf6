import { and, asc, count, desc, eq } from 'drizzle-orm';
import type { GymSubmission, SubmissionStatus } from '../../../../shared/gym-submissions';
import { reviewMessages } from '../../../../shared/gym-submissions';
import { withTransaction, type Tx } from '../../../db/client';
import { gymSubmissions, users } from '../../../db/schema/index';
import { recordActivity, type ActivityMeta } from '../../../platform/activity-log';
import type { Deps } from '../../../platform/deps';
import { NotFound } from '../../../platform/errors';
import { sendMails } from '../../../platform/mailer';
import { adminNotificationMail, submissionReceivedMail } from './mails';
import { findSimilarGyms, findSimilarPendingSubmissions } from './similar';

export type SubmissionRow = typeof gymSubmissions.$inferSelect;

/**
 * Stores a new submission as pending (spec 000 §4) and records it in the activity log, inside the
 * caller's transaction (registration stores its inline gym with the new account).
 */
export async function insertSubmission(
  tx: Tx,
  input: GymSubmission,
  by: { userId: number | null },
  meta: ActivityMeta,
  submittedByUserId: number | null = null,
): Promise<SubmissionRow> {
  const [row] = await tx
    .insert(gymSubmissions)
    .values({ ...input, status: 'pending', submittedByUserId })
    .returning();
  await recordActivity(
    tx,
    {
      userId: by.userId,
      action: 'gym_submission.create',
      resourceType: 'gym_submission',
      resourceId: row!.id,
      newValues: { name: row!.name, state: row!.state },
    },
    meta,
  );
  return row!;
}

/**
 * Tells the submitter that the submission arrived and every active admin that it waits for
 * review. Mail goes out without waiting; when the admins cannot be listed, only the submitter hears.
 */
export async function announceSubmission(deps: Deps, row: SubmissionRow): Promise<void> {
  const admins = await adminEmails(deps).catch((err: unknown) => {
    deps.log.error({ err }, 'could not list admins to notify of a gym submission');
    return [] as string[];
  });
  await sendMails(deps, [
    submissionReceivedMail(row),
    ...admins.map((to) => adminNotificationMail(to, row, deps.publicUrl)),
  ]);
}

/** A public submission: stored as pending, then announced. A signed-in member without a gym gets it on approval. */
export async function submitGym(
  deps: Deps,
  input: GymSubmission,
  by: { userId: number | null },
  meta: ActivityMeta,
  submittedByUserId: number | null,
): Promise<SubmissionRow> {
  const row = await withTransaction(deps.db, (tx) => insertSubmission(tx, input, by, meta, submittedByUserId));
  await announceSubmission(deps, row);
  return row;
}

/** Addresses of the admins to notify of a new submission. */
async function adminEmails(deps: Deps): Promise<string[]> {
  const rows = await deps.db
    .select({ email: users.email })
    .from(users)
    .where(and(eq(users.isAdmin, true), eq(users.status, 'active')));
  return rows.map((r) => r.email);
}

/**
 * Listed gyms whose names are like `name` (the intake form's duplicate check), at most
 * SIMILAR_NAME_LIMIT. Pending submissions are someone else's unreviewed input: only a signed-in
 * member sees them (bounded the same way); a visitor sees approved, listed gyms only.
 */
export async function checkDuplicate(deps: Deps, name: string, viewer: { signedIn: boolean }) {
  const [gyms, pendingSubmissions] = await Promise.all([
    findSimilarGyms(deps, name),
    viewer.signedIn ? findSimilarPendingSubmissions(deps, name) : Promise.resolve([]),
  ]);
  return {
    duplicates: gyms.map(({ id, name, addressLine1, city, state }) => ({ id, name, addressLine1, city, state })),
    pendingSubmissions,
  };
}

export async function listSubmissions(
  deps: Deps,
  query: { status: SubmissionStatus | 'all'; page: number; pageSize: number },
) {
  const { db } = deps;
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
export async function getSubmissionForReview(deps: Deps, id: number) {
  const { db } = deps;
  const [submission] = await db.select().from(gymSubmissions).where(eq(gymSubmissions.id, id));
  if (!submission) throw new NotFound(reviewMessages.notFound);
  const similarGyms = await findSimilarGyms(deps, submission.name, {
    excludeGymId: submission.approvedGymId ?? undefined,
  });
  let registeredUser = null;
  if (submission.submittedByUserId) {
    const [u] = await db
      .select({
        id: users.id,
        username: users.username,
        firstName: users.firstName,
        lastName: users.lastName,
        email: users.email,
        gymId: users.gymId,
      })
      .from(users)
      .where(eq(users.id, submission.submittedByUserId));
    registeredUser = u ?? null;
  }
  return { submission, similarGyms, registeredUser };
}
