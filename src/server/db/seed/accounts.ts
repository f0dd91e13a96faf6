import { inArray } from 'drizzle-orm';
import { hashPassword } from '../../platform/passwords';
import type { Db } from '../client';
import { gyms, roles, userRoles, users } from '../schema/index';

/**
 * The demo sign-ins (demo seeding only): one per registration role, each at a demo gym.
 * DEMO_PASSWORD is published (README, tests), so only a non-production start uses it; a
 * production start gives the demo members a random password that it prints once.
 */
export const DEMO_PASSWORD = 'Breakfast2024';
export const DEMO_ACCOUNTS = [
  {
    username: 'demo_owner',
    role: 'Owner',
    firstName: 'Olivia',
    lastName: 'Owner',
    email: 'demo_owner@example.com',
    mobile: '+1 217-555-0101',
    clubNumber: 'IL-1001',
  },
  {
    username: 'demo_director',
    role: 'Director',
    firstName: 'Daniel',
    lastName: 'Director',
    email: 'demo_director@example.com',
    mobile: '+1 512-555-0102',
    clubNumber: 'TX-2001',
  },
  {
    username: 'demo_manager',
    role: 'Manager',
    firstName: 'Maya',
    lastName: 'Manager',
    email: 'demo_manager@example.com',
    mobile: '+1 650-555-0103',
    clubNumber: 'CA-3001',
  },
] as const;

export async function seedDemoAccounts(db: Db, demoPassword: string): Promise<void> {
  const gymRows = await db
    .select({ id: gyms.id, clubNumber: gyms.clubNumber })
    .from(gyms)
    .where(
      inArray(
        gyms.clubNumber,
        DEMO_ACCOUNTS.map((a) => a.clubNumber),
      ),
    );
  const roleRows = await db
    .select({ id: roles.id, name: roles.name })
    .from(roles)
    .where(
      inArray(
        roles.name,
        DEMO_ACCOUNTS.map((a) => a.role),
      ),
    );
  const gymId = new Map(gymRows.map((g) => [g.clubNumber, g.id]));
  const roleId = new Map(roleRows.map((r) => [r.name, r.id]));
  const password = await hashPassword(demoPassword);
  for (const { clubNumber, ...a } of DEMO_ACCOUNTS) {
    const [row] = await db
      .insert(users)
      .values({
        ...a,
        password,
        gymId: gymId.get(clubNumber) ?? null,
        gymAccess: gymId.has(clubNumber) ? 'approved' : 'none',
        roleId: roleId.get(a.role) ?? null,
        passwordChangedAt: new Date(),
      })
      .onConflictDoNothing()
      .returning({ id: users.id });
    const rid = roleId.get(a.role);
    if (row && rid) await db.insert(userRoles).values({ userId: row.id, roleId: rid }).onConflictDoNothing();
  }
}
