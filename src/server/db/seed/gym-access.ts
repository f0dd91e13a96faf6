import { eq, inArray } from 'drizzle-orm';
import { hashPassword } from '../../platform/passwords';
import type { Tx } from '../client';
import { gymAccessRequests, gyms, roles, userRoles, users } from '../schema/index';

/**
 * Two people who registered with a demo gym and wait for its approval: one at the demo owner's gym
 * (demo_owner approves at /my-gym/access), one at a gym with no approved member yet (an admin
 * approves at /admin/gym-access).
 */
export const DEMO_ACCESS_REQUESTS = [
  {
    username: 'jordan_lee',
    firstName: 'Jordan',
    lastName: 'Lee',
    role: 'Manager',
    mobile: '+1 217-555-0144',
    clubNumber: 'IL-1001',
    hoursAgo: 20,
  },
  {
    username: 'priya_shah',
    firstName: 'Priya',
    lastName: 'Shah',
    role: 'Director',
    mobile: '+1 614-555-0177',
    clubNumber: 'OH-5001',
    hoursAgo: 52,
  },
] as const;

export async function seedDemoGymAccess(tx: Tx, demoPassword: string): Promise<void> {
  const gymRows = await tx
    .select({ id: gyms.id, clubNumber: gyms.clubNumber })
    .from(gyms)
    .where(
      inArray(
        gyms.clubNumber,
        DEMO_ACCESS_REQUESTS.map((r) => r.clubNumber),
      ),
    );
  const gymId = new Map(gymRows.map((g) => [g.clubNumber, g.id]));
  const password = await hashPassword(demoPassword);
  for (const { clubNumber, hoursAgo, ...person } of DEMO_ACCESS_REQUESTS) {
    const gym = gymId.get(clubNumber);
    if (!gym) continue;
    const [role] = await tx.select({ id: roles.id }).from(roles).where(eq(roles.name, person.role));
    const createdAt = new Date(Date.now() - hoursAgo * 3_600_000);
    const [user] = await tx
      .insert(users)
      .values({
        ...person,
        email: `${person.username}@example.com`,
        password,
        gymId: gym,
        gymAccess: 'pending',
        roleId: role?.id ?? null,
        passwordChangedAt: createdAt,
        createdAt,
      })
      .onConflictDoNothing()
      .returning({ id: users.id });
    if (!user) continue;
    if (role) await tx.insert(userRoles).values({ userId: user.id, roleId: role.id }).onConflictDoNothing();
    await tx.insert(gymAccessRequests).values({ userId: user.id, gymId: gym, role: person.role, createdAt });
  }
}
