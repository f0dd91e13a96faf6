import { asc, eq } from 'drizzle-orm';
import type { GymFactsInput, GymFactsRecord } from '../../../../shared/tools/gym-facts';
import { withTransaction, type Db, type Tx } from '../../../db/client';
import { gymCapacity, gymPrograms } from '../../../db/schema/index';
import { recordActivity } from '../../../platform/activity-log';
import { cents, fourPlaces, gymOf, type Member } from './member';
import { lockGym } from './gym-rows';
import type { Deps } from '../../../platform/deps';

/** The gym's own facts (gym_capacity, gym_programs) that the tools offer as their starting numbers. */
async function factsOf(db: Db | Tx, gymId: number | null): Promise<GymFactsRecord> {
  if (gymId === null) return { gymId: null, capacity: null, programs: [] };
  const [capacity] = await db.select().from(gymCapacity).where(eq(gymCapacity.gymId, gymId));
  const programs = await db
    .select()
    .from(gymPrograms)
    .where(eq(gymPrograms.gymId, gymId))
    .orderBy(asc(gymPrograms.displayOrder), asc(gymPrograms.id));
  let saved: GymFactsRecord['capacity'] = null;
  if (capacity) {
    const { id: _id, gymId: _gym, createdAt: _c, ...values } = capacity;
    saved = values;
  }
  return {
    gymId,
    capacity: saved,
    programs: programs.map((p) => ({
      id: p.id,
      programType: p.programType,
      isActive: p.isActive,
      monthlyPrice: p.monthlyPrice,
      classesPerWeek: p.classesPerWeek,
      notes: p.notes,
    })),
  };
}

/** GET /api/gym-facts: the caller's gym's facts (empty for a member without a gym). */
export const getGymFacts = (deps: Deps, member: Member) => factsOf(deps.db, member.gymId);

const auditable = (f: GymFactsRecord) => {
  let capacity = null;
  if (f.capacity) {
    const { updatedAt: _at, ...counts } = f.capacity;
    capacity = counts;
  }
  return { capacity, programs: f.programs.map(({ id: _id, ...p }) => p) };
};

/**
 * PUT /api/gym-facts: saves the capacity (null leaves it as it was) and replaces the list of
 * programs, in the order given (no list: the programs stay as they are).
 */
export async function saveGymFacts(deps: Deps, member: Member, input: GymFactsInput): Promise<GymFactsRecord> {
  const { db } = deps;
  const gymId = gymOf(member);
  const programs = input.programs?.map((p, displayOrder) => ({
    ...p,
    monthlyPrice: cents(p.monthlyPrice),
    classesPerWeek: fourPlaces(p.classesPerWeek),
    gymId,
    displayOrder,
  }));
  return withTransaction(db, async (tx) => {
    // One save at a time per gym, so two saves never leave both lists of programs behind.
    await lockGym(tx, gymId);
    const before = await factsOf(tx, gymId);
    if (input.capacity) {
      await tx
        .insert(gymCapacity)
        .values({ ...input.capacity, gymId })
        .onConflictDoUpdate({ target: gymCapacity.gymId, set: { ...input.capacity, updatedAt: new Date() } });
    }
    if (programs) {
      await tx.delete(gymPrograms).where(eq(gymPrograms.gymId, gymId));
      if (programs.length) await tx.insert(gymPrograms).values(programs);
    }
    const after = await factsOf(tx, gymId);
    await recordActivity(
      tx,
      {
        userId: member.userId,
        action: 'gym_facts.update',
        resourceType: 'gym_facts',
        resourceId: gymId,
        oldValues: auditable(before),
        newValues: auditable(after),
      },
      member.meta,
    );
    return after;
  });
}
