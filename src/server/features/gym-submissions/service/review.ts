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

/** The user registered against the submission gets the gym, unless they already have one. */
async function attachRegisteredUser(tx: Tx, submission: SubmissionRow, gymId: number, by: number): Promise<number | null> {
  if (!submission.submittedByUserId) return null;
  const attached = await tx
    .update(users)
    .set({ gymId, updatedAt: new Date(), updatedBy: by })
    .where(and(eq(users.id, submission.submittedByUserId), isNull(users.gymId)))
    .returning({ id: users.id });
  return attached[0]?.id ?? null;
}

const reviewed = (by: number, adminNotes: string | null) => ({ reviewedBy: by, reviewedAt: new Date(), adminNotes });

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
      const [submission] = await tx
        .update(gymSubmissions)
        .set({ status: 'approved', approvedGymId: gym.id, ...reviewed(by, input.adminNotes) })
        .where(eq(gymSubmissions.id, id))
        .returning();
      const attachedUserId = await attachRegisteredUser(tx, s, gym.id, by);
      await recordActivity(
        tx,
        {
          userId: by,
          action: 'gym_submission.approve',
          resourceType: 'gym_submission',
          resourceId: id,
          oldValues: { status: 'pending' },
          newValues: { status: 'approved', approvedGymId: gym.id, clubNumber: gym.clubNumber, attachedUserId, adminNotes: input.adminNotes },
        },
        meta,
      );
      return { submission: submission!, gym, attachedUserId };
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw new Conflict(gymsMessages.clubNumberTaken(clubNumber));
    throw err;
  }
  invalidateMetrics(deps);
  sendMails(deps, [approvedMail(result.submission, result.gym.name, deps.publicUrl, result.submission.adminNotes)]);
  return result;
}

/** Rejects the submission with the admin's reason, which the submitter is told. */
export async function rejectSubmission(deps: Deps, id: number, by: number, adminNotes: string, meta: ActivityMeta) {
  const result = await withTransaction(deps.db, async (tx) => {
    await lockPending(tx, id);
    const [submission] = await tx
      .update(gymSubmissions)
      .set({ status: 'rejected', ...reviewed(by, adminNotes) })
      .where(eq(gymSubmissions.id, id))
      .returning();
    await recordActivity(
      tx,
      { userId: by, action: 'gym_submission.reject', resourceType: 'gym_submission', resourceId: id, oldValues: { status: 'pending' }, newValues: { status: 'rejected', adminNotes } },
      meta,
    );
    return { submission: submission! };
  });
  sendMails(deps, [rejectedMail(result.submission, adminNotes)]);
  return result;
}

/** Marks the submission a duplicate of a listed gym and attaches the registered user to that gym. */
export async function markDuplicate(deps: Deps, id: number, by: number, input: { gymId: number; adminNotes: string | null }, meta: ActivityMeta) {
  const result = await withTransaction(deps.db, async (tx) => {
    const s = await lockPending(tx, id);
    const [gym] = await tx.select().from(gyms).where(eq(gyms.id, input.gymId));
    if (!gym) throw new NotFound(reviewMessages.gymNotFound);
    const [submission] = await tx
      .update(gymSubmissions)
      .set({ status: 'duplicate', duplicateOfGymId: gym.id, ...reviewed(by, input.adminNotes) })
      .where(eq(gymSubmissions.id, id))
      .returning();
    const attachedUserId = await attachRegisteredUser(tx, s, gym.id, by);
    await recordActivity(
      tx,
      {
        userId: by,
        action: 'gym_submission.mark_duplicate',
        resourceType: 'gym_submission',
        resourceId: id,
        oldValues: { status: 'pending' },
        newValues: { status: 'duplicate', duplicateOfGymId: gym.id, attachedUserId, adminNotes: input.adminNotes },
      },
      meta,
    );
    return { submission: submission!, gym: gym as GymRow, attachedUserId };
  });
  invalidateMetrics(deps);
  sendMails(deps, [duplicateMail(result.submission, result.gym.name, deps.publicUrl, result.submission.adminNotes)]);
  return result;
}
