import { eq } from 'drizzle-orm';
import { accountMessages as m, HIDDEN_ROLE_NAMES, mapRoleName, type RegisterPayload } from '../../../../shared/accounts';
import type { Db } from '../../../db/client';
import { gyms, roles, userRoles, users } from '../../../db/schema/index';
import { recordActivity, type ActivityMeta } from '../../../platform/activity-log';
import { BadRequest, Conflict } from '../../../platform/errors';
import { hashPassword } from '../../../platform/passwords';
import { createSubmission, type SubmissionRow } from '../../gym-submissions/service/submissions';
import { takenBy, uniqueViolation, type UserRow } from './users';

const conflictMessage = (which: 'username' | 'email' | 'other') => (which === 'email' ? m.emailTaken : m.usernameTaken);

/** The role row for a registration: the chosen list item, which must be offered and map to `role`. */
async function resolveRole(db: Db, input: RegisterPayload) {
  const [row] = input.roleId
    ? await db.select().from(roles).where(eq(roles.id, input.roleId))
    : await db.select().from(roles).where(eq(roles.name, input.role));
  if (input.roleId) {
    const hidden = !row || (HIDDEN_ROLE_NAMES as readonly string[]).includes(row.name.toLowerCase());
    if (hidden || mapRoleName(row.name) !== input.role) throw new BadRequest(m.roleNotOffered);
  }
  return row ?? null;
}

export interface Registered {
  user: UserRow;
  submission: SubmissionRow | null;
}

/**
 * Creates the account (spec 000 §5): a listed gym, or the inline gym submission stored as a
 * pending submission linked to the new user (decision 0003). Duplicates answer 409.
 */
export async function register(db: Db, input: RegisterPayload, meta: ActivityMeta): Promise<Registered> {
  const taken = await takenBy(db, { username: input.username, email: input.email });
  if (taken) throw new Conflict(conflictMessage(taken));
  const role = await resolveRole(db, input);
  const gymId = input.pendingGymSubmission ? null : (input.gymId ?? null);
  if (gymId) {
    const [gym] = await db.select({ id: gyms.id }).from(gyms).where(eq(gyms.id, gymId));
    if (!gym) throw new BadRequest(m.gymNotFound);
  }
  const password = await hashPassword(input.password);
  try {
    return await db.transaction(async (txx) => {
      const tx = txx as unknown as Db;
      const [user] = await tx
        .insert(users)
        .values({
          username: input.username,
          email: input.email,
          password,
          firstName: input.firstName,
          lastName: input.lastName,
          mobile: input.mobile,
          gymId,
          role: input.role,
          roleId: role?.id ?? null,
          passwordChangedAt: new Date(),
          lastLogin: new Date(), // registration signs the user in
          loginCount: 1,
        })
        .returning();
      if (role) await tx.insert(userRoles).values({ userId: user!.id, roleId: role.id, createdBy: user!.id });
      await recordActivity(
        tx,
        { userId: user!.id, action: 'user.register', resourceType: 'user', resourceId: user!.id, newValues: { username: user!.username, role: user!.role, gymId } },
        meta,
      );
      let submission: SubmissionRow | null = null;
      if (input.pendingGymSubmission) {
        const g = input.pendingGymSubmission;
        submission = await createSubmission(
          tx,
          {
            name: g.name,
            state: g.state.toUpperCase(),
            email: g.email,
            country: 'United States',
            addressLine1: null,
            addressLine2: null,
            city: null,
            province: null,
            zip: null,
            phone: null,
            website: null,
            submitterName: `${input.firstName} ${input.lastName}`,
            submitterEmail: input.email,
          },
          { userId: user!.id },
          meta,
          user!.id,
        );
      }
      return { user: user!, submission };
    });
  } catch (err) {
    const which = uniqueViolation(err);
    if (which) throw new Conflict(conflictMessage(which)); // a concurrent registration won the race
    throw err;
  }
}
