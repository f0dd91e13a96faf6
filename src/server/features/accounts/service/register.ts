import { eq } from 'drizzle-orm';
import {
  accountMessages as m,
  HIDDEN_ROLE_NAMES,
  mapRoleName,
  type RegisterPayload,
} from '../../../../shared/accounts';
import { withTransaction } from '../../../db/client';
import { gyms, roles, userRoles, users } from '../../../db/schema/index';
import { roleReachesBeyondGym } from '../../../platform/permissions';
import { recordActivity, type ActivityMeta } from '../../../platform/activity-log';
import type { Deps } from '../../../platform/deps';
import { BadRequest, Conflict } from '../../../platform/errors';
import { hashPassword } from '../../../platform/passwords';
import { sha256 } from '../../../platform/sessions';
import { invalidateMetrics } from '../../dashboard/index';
import { announceSubmission, insertSubmission, type SubmissionRow } from '../../gym-submissions/index';
import { announceGymAccessRequest, openGymAccessRequest } from '../../gym-access/index';
import { logAttempt } from './login-log';
import { takenBy, uniqueViolation, type UserRow } from './users';

const conflictMessage = (which: 'username' | 'email' | 'other') => (which === 'email' ? m.emailTaken : m.usernameTaken);

/** The role row for a registration: the chosen list item, which must be offered and map to `role`. */
async function resolveRole(deps: Deps, input: RegisterPayload) {
  const { db } = deps;
  const [row] = input.roleId
    ? await db.select().from(roles).where(eq(roles.id, input.roleId))
    : await db.select().from(roles).where(eq(roles.name, input.role));
  if (input.roleId) {
    const hidden = !row || (HIDDEN_ROLE_NAMES as readonly string[]).includes(row.name.toLowerCase());
    if (hidden || mapRoleName(row.name) !== input.role) throw new BadRequest(m.roleNotOffered);
    // Anyone may register: a role an admin made to administer the platform is never self-declared.
    if (!row.isSystem && (await roleReachesBeyondGym(deps, row.id))) throw new BadRequest(m.roleNotOffered);
  }
  return row ?? null;
}

interface Created {
  user: UserRow;
  submission: SubmissionRow | null;
  /** The gym access request of a registration with a listed gym. */
  accessRequestId: number | null;
}

/** The browser that registers: its old session ends and the new one records where it came from. */
export interface RegisteringClient {
  previousSessionHash: string | null;
  ip: string;
  userAgent: string | undefined;
}

/**
 * Registers and signs in (spec 000 §5): creates the account, opens a session (ending the one
 * the browser had), logs the sign-in, and announces an inline gym submission to its submitter
 * and the admins. Returns the new session token for the cookie.
 */
export async function register(
  deps: Deps,
  input: RegisterPayload,
  meta: ActivityMeta,
  client: RegisteringClient,
): Promise<{ userId: number; token: string }> {
  const { user, submission, accessRequestId } = await createAccount(deps, input, meta);
  invalidateMetrics(deps);
  if (client.previousSessionHash) await deps.sessions.destroy(client.previousSessionHash);
  const token = await deps.sessions.create(user.id, { ip: client.ip, userAgent: client.userAgent });
  await logAttempt(
    deps,
    { userId: user.id, usernameAttempted: user.username, success: true, sessionIdHash: sha256(token) },
    meta,
  );
  if (submission) await announceSubmission(deps, submission);
  if (accessRequestId) await announceGymAccessRequest(deps, accessRequestId);
  return { userId: user.id, token };
}

/**
 * Creates the account: a listed gym, or the inline gym submission stored as a pending
 * submission linked to the new user (decision 0003). Duplicates answer 409.
 */
async function createAccount(deps: Deps, input: RegisterPayload, meta: ActivityMeta): Promise<Created> {
  const { db } = deps;
  const taken = await takenBy(deps, { username: input.username, email: input.email });
  if (taken) throw new Conflict(conflictMessage(taken));
  const role = await resolveRole(deps, input);
  const gymId = input.pendingGymSubmission ? null : (input.gymId ?? null);
  if (gymId) {
    const [gym] = await db.select({ id: gyms.id }).from(gyms).where(eq(gyms.id, gymId));
    if (!gym) throw new BadRequest(m.gymNotFound);
  }
  const password = await hashPassword(input.password);
  try {
    return await withTransaction(db, async (tx) => {
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
          gymAccess: gymId ? 'pending' : 'none',
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
        {
          userId: user!.id,
          action: 'user.register',
          resourceType: 'user',
          resourceId: user!.id,
          newValues: { username: user!.username, role: user!.role, gymId },
        },
        meta,
      );
      // Naming a gym is a request to it: its private data opens once the gym approves (decision 0130).
      const accessRequestId = gymId
        ? await openGymAccessRequest(tx, { id: user!.id, role: user!.role }, gymId, { userId: user!.id, meta })
        : null;
      let submission: SubmissionRow | null = null;
      if (input.pendingGymSubmission) {
        const g = input.pendingGymSubmission;
        submission = await insertSubmission(
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
      return { user: user!, submission, accessRequestId };
    });
  } catch (err) {
    const which = uniqueViolation(err);
    if (which) throw new Conflict(conflictMessage(which)); // a concurrent registration won the race
    throw err;
  }
}
