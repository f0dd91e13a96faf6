import { and, asc, eq } from 'drizzle-orm';
import { capacityProgram, type CapacityProgramInput } from '../../../../shared/tools/capacity';
import { toolsRecordMessages as m, type CapacityProgramRecord } from '../../../../shared/tools/records';
import { withTransaction, type Db, type Tx } from '../../../db/client';
import { capacityPrograms } from '../../../db/schema/index';
import { recordActivity } from '../../../platform/activity-log';
import { NotFound } from '../../../platform/errors';
import { cents, fourPlaces, gymOf, readGym, type Member } from './member';

type Row = typeof capacityPrograms.$inferSelect;

/** The program's inputs as the columns keep them (member.ts). */
const stored = (p: CapacityProgramInput): CapacityProgramInput => ({
  ...p,
  percentEnrollment: fourPlaces(p.percentEnrollment),
  classLength: fourPlaces(p.classLength),
  instructorHours: fourPlaces(p.instructorHours),
  pricePerClass: cents(p.pricePerClass),
  instructorWage: cents(p.instructorWage),
  officeManagerWage: cents(p.officeManagerWage),
  generalManagerWage: cents(p.generalManagerWage),
});

const inputsOf = (r: Row): CapacityProgramInput => {
  const { id: _id, gymId: _gym, createdBy: _by, createdAt: _c, updatedAt: _u, ...inputs } = r;
  return inputs;
};

/** The stored inputs and, under results, the outputs computed from them on every read. */
const record = (r: Row): CapacityProgramRecord => ({
  ...r,
  results: capacityProgram(inputsOf(r)),
});

/** GET /api/capacity-programs: the gym's programs in the order they were added. */
export async function listCapacityPrograms(db: Db, member: Member): Promise<CapacityProgramRecord[]> {
  const rows = await db
    .select()
    .from(capacityPrograms)
    .where(eq(capacityPrograms.gymId, readGym(member)))
    .orderBy(asc(capacityPrograms.id));
  return rows.map(record);
}

async function ownProgram(db: Db | Tx, member: Member, id: number): Promise<Row> {
  const [row] = await db
    .select()
    .from(capacityPrograms)
    .where(and(eq(capacityPrograms.id, id), eq(capacityPrograms.gymId, readGym(member))));
  if (!row) throw new NotFound(m.capacityProgramNotFound);
  return row;
}

/** GET /api/capacity-programs/:id */
export async function getCapacityProgram(db: Db, member: Member, id: number): Promise<CapacityProgramRecord> {
  return record(await ownProgram(db, member, id));
}

/** POST /api/capacity-programs */
export async function createCapacityProgram(
  db: Db,
  member: Member,
  body: CapacityProgramInput,
): Promise<CapacityProgramRecord> {
  const gymId = gymOf(member);
  const values = stored(body);
  return withTransaction(db, async (tx) => {
    const [row] = await tx
      .insert(capacityPrograms)
      .values({ ...values, gymId, createdBy: member.userId })
      .returning();
    await recordActivity(
      tx,
      {
        userId: member.userId,
        action: 'capacity_program.create',
        resourceType: 'capacity_program',
        resourceId: row!.id,
        newValues: { ...values, gymId },
      },
      member.meta,
    );
    return record(row!);
  });
}

/** PUT /api/capacity-programs/:id */
export async function updateCapacityProgram(
  db: Db,
  member: Member,
  id: number,
  body: CapacityProgramInput,
): Promise<CapacityProgramRecord> {
  const values = stored(body);
  return withTransaction(db, async (tx) => {
    const before = await ownProgram(tx, member, id);
    const [row] = await tx
      .update(capacityPrograms)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(capacityPrograms.id, id))
      .returning();
    await recordActivity(
      tx,
      {
        userId: member.userId,
        action: 'capacity_program.update',
        resourceType: 'capacity_program',
        resourceId: id,
        oldValues: { ...inputsOf(before) },
        newValues: values,
      },
      member.meta,
    );
    return record(row!);
  });
}

/** DELETE /api/capacity-programs/:id */
export async function deleteCapacityProgram(db: Db, member: Member, id: number): Promise<void> {
  await withTransaction(db, async (tx) => {
    const before = await ownProgram(tx, member, id);
    await tx.delete(capacityPrograms).where(eq(capacityPrograms.id, id));
    await recordActivity(
      tx,
      {
        userId: member.userId,
        action: 'capacity_program.delete',
        resourceType: 'capacity_program',
        resourceId: id,
        oldValues: { ...inputsOf(before) },
      },
      member.meta,
    );
  });
}
