import { and, eq, isNull } from 'drizzle-orm';
import { reviewMessages } from '../../../../shared/gym-submissions';
import type { GymValues } from '../../../../shared/gyms';
import { withTransaction, type Tx } from '../../../db/client';
import { gymSubmissions, gyms, users } from '../../../db/schema/index';
import { recordActivity, type ActivityMeta } from '../../../platform/activity-log';
import { isUniqueViolation } from '../../../platform/db-errors';
import type { Deps } from '../../../platform/deps';
import { Conflict, NotFound } from '../../../platform/errors';
import { sendMails } from '../../../platform/mailer';
import { invalidateMetrics } from '../../dashboard/index';
import { gymsMessages, insertGym, type GymRow } from '../../gyms/index';
import { approvedMail, duplicateMail, rejectedMail } from './mails';
import type { SubmissionRow } from './submissions';

/** Locks the submission; only a pending one can be reviewed (409 otherwise). */
async function lockPending(tx: Tx, id: number): Promise<SubmissionRow> {
  const [row] = await tx.select().from(gymSubmissions).where(eq(gymSubmissions.id, id)).for('update');
  if (!row) throw new NotFound(reviewMessages.notFound);
  if (row.status !== 'pending') throw new Conflict(reviewMessages.alreadyReviewed);
  return row;
}

/**
 * The user registered against the submission gets the gym, unless they already have one, and with
 * it approved access: the gym exists because the club approved their own submission of it.
 */
async function attachRegisteredUser(
  tx: Tx,
  submission: SubmissionRow,
  gymId: number,
  by: number,
): Promise<number | null> {
  if (!submission.submittedByUserId) return null;
  const attached = await tx
    .update(users)
    .set({ gymId, gymAccess: 'approved', updatedAt: new Date(), updatedBy: by })
    .where(and(eq(users.id, submission.submittedByUserId), isNull(users.gymId)))
    .returning({ id: users.id });
  return attached[0]?.id ?? null;
}

interface Outcome {
  id: number;
  by: number;
  adminNotes: string | null;
  /** The activity action (gym_submission.<action>) and the status it leaves. */
  action: 'approve' | 'reject' | 'mark_duplicate';
  status: 'approved' | 'rejected' | 'duplicate';
  /** Further columns of the outcome (the gym it points to). */
  columns?: Partial<typeof gymSubmissions.$inferInsert>;
  /** Further facts for the activity row. */
  logged?: Record<string, unknown>;
}

/** Writes a review outcome on the submission and its activity row (every outcome leaves 'pending'). */
async function settle(tx: Tx, o: Outcome, meta: ActivityMeta): Promise<SubmissionRow> {
  const [submission] = await tx
    .update(gymSubmissions)
    .set({ status: o.status, ...o.columns, reviewedBy: o.by, reviewedAt: new Date(), adminNotes: o.adminNotes })
    .where(eq(gymSubmissions.id, o.id))
    .returning();
  await recordActivity(
    tx,
    {
      userId: o.by,
      action: `gym_submission.${o.action}`,
      resourceType: 'gym_submission',
      resourceId: o.id,
      oldValues: { status: 'pending' },
      newValues: { status: o.status, ...o.logged, adminNotes: o.adminNotes },
    },
    meta,
  );
  return submission!;
}

/** Approval and mark-duplicate both point the submission at a gym and give it to the registered user. */
async function settleOnGym(tx: Tx, s: SubmissionRow, gym: GymRow, o: Outcome, meta: ActivityMeta) {
  const attachedUserId = await attachRegisteredUser(tx, s, gym.id, o.by);
  const submission = await settle(tx, { ...o, logged: { ...o.logged, attachedUserId } }, meta);
  return { submission, gym, attachedUserId };
}

export interface ApproveInput {
  adminNotes: string | null;
  gym?: Partial<Omit<GymValues, 'status'>>;
}

/**
 * Creates the gym from the submission, links it, and attaches the registered user: one
 * transaction. Then the submitter is told.
 */
export async function approveSubmission(deps: Deps, id: number, by: number, input: ApproveInput, meta: ActivityMeta) {
  const clubNumber = input.gym?.clubNumber ?? `SUB-${id}`;
  let result;
  try {
    result = await withTransaction(deps.db, async (tx) => {
      const s = await lockPending(tx, id);
      const gym = await insertGym(tx, {
        name: s.name,
        addressLine1: s.addressLine1,
        addressLine2: s.addressLine2,
        city: s.city,
        state: s.state,
        province: s.province,
        zip: s.zip,
        country: s.country,
        phone: s.phone,
        website: s.website,
        email: s.email,
        ...input.gym,
        clubNumber,
        status: 'active',
      } as GymValues);
      const outcome = { action: 'approve', status: 'approved', columns: { approvedGymId: gym.id } } as const;
      return settleOnGym(
        tx,
        s,
        gym,
        {
          id,
          by,
          adminNotes: input.adminNotes,
          ...outcome,
          logged: { approvedGymId: gym.id, clubNumber: gym.clubNumber },
        },
        meta,
      );
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw new Conflict(gymsMessages.clubNumberTaken(clubNumber));
    throw err;
  }
  invalidateMetrics(deps);
  await sendMails(deps, [
    approvedMail(result.submission, result.gym.name, deps.publicUrl, result.submission.adminNotes),
  ]);
  return result;
}

/** Rejects the submission with the admin's reason, which the submitter is told. */
export async function rejectSubmission(deps: Deps, id: number, by: number, adminNotes: string, meta: ActivityMeta) {
  const result = await withTransaction(deps.db, async (tx) => {
    await lockPending(tx, id);
    return { submission: await settle(tx, { id, by, adminNotes, action: 'reject', status: 'rejected' }, meta) };
  });
  await sendMails(deps, [rejectedMail(result.submission, adminNotes)]);
  return result;
}

/** Marks the submission a duplicate of a listed gym and attaches the registered user to that gym. */
export async function markDuplicate(
  deps: Deps,
  id: number,
  by: number,
  input: { gymId: number; adminNotes: string | null },
  meta: ActivityMeta,
) {
  const result = await withTransaction(deps.db, async (tx) => {
    const s = await lockPending(tx, id);
    const [gym] = await tx.select().from(gyms).where(eq(gyms.id, input.gymId));
    if (!gym) throw new NotFound(reviewMessages.gymNotFound);
    const outcome = { action: 'mark_duplicate', status: 'duplicate', columns: { duplicateOfGymId: gym.id } } as const;
    return settleOnGym(
      tx,
      s,
      gym as GymRow,
      { id, by, adminNotes: input.adminNotes, ...outcome, logged: { duplicateOfGymId: gym.id } },
      meta,
    );
  });
  invalidateMetrics(deps);
  await sendMails(deps, [
    duplicateMail(result.submission, result.gym.name, deps.publicUrl, result.submission.adminNotes),
  ]);
  return result;
}
