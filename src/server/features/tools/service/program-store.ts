import { asc, eq } from 'drizzle-orm';
import { classProgramInputSchema, type ClassProgramInput } from '../../../../shared/tools/class-programs';
import { MAX_CLASS_PROGRAMS, toolsRecordMessages } from '../../../../shared/tools/records';
import { withTransaction } from '../../../db/client';
import type { capacityPrograms, studentClassPrograms } from '../../../db/schema/index';
import type { Deps } from '../../../platform/deps';
import { auditOf, gymRows } from './gym-rows';
import { cents, fourPlaces, gymOf, type Member } from './member';

/**
 * The gym's class programs, kept in either of the spec's two tables with one list of fields
 * (capacity_programs for /pricing-capacity, student_class_programs for /students-per-class): the
 * same reads and audited writes, each tool adding its own results computed from the stored inputs
 * on every read, so the answer is always what the shared formula says of what is stored.
 */

type ProgramTable = typeof capacityPrograms | typeof studentClassPrograms;
type Row = typeof capacityPrograms.$inferSelect;
export type ProgramRecord<R> = Row & { results: R };

/** The program's inputs as the columns keep them (member.ts). */
const stored = (p: ClassProgramInput): ClassProgramInput => ({
  ...p,
  percentEnrollment: fourPlaces(p.percentEnrollment),
  classLength: fourPlaces(p.classLength),
  instructorHours: fourPlaces(p.instructorHours),
  pricePerClass: cents(p.pricePerClass),
  instructorWage: cents(p.instructorWage),
  officeManagerWage: cents(p.officeManagerWage),
  generalManagerWage: cents(p.generalManagerWage),
});

const INPUT_KEYS = Object.keys(classProgramInputSchema.shape) as (keyof ClassProgramInput)[];

/** The spec's fields of a stored program (or of a record: its results and audit fields left out). */
export const programInputsOf = (r: ClassProgramInput): ClassProgramInput =>
  Object.fromEntries(INPUT_KEYS.map((k) => [k, r[k]])) as ClassProgramInput;

export interface ProgramStoreOptions<R> {
  table: ProgramTable;
  /** The audit log's resource type: 'capacity_program'. */
  resource: string;
  /** The 404's message. */
  notFound: string;
  /** The tool's outputs of a program. */
  results: (inputs: ClassProgramInput) => R;
}

export function programStore<R>({ table, resource, notFound, results }: ProgramStoreOptions<R>) {
  const record = (r: Row): ProgramRecord<R> => ({ ...r, results: results(programInputsOf(r)) });
  const saved = gymRows(table, notFound);
  const audit = auditOf(resource);

  return {
    /** GET: the gym's programs in the order they were added. */
    async list(deps: Deps, member: Member): Promise<ProgramRecord<R>[]> {
      const { db } = deps;
      const rows = await db.select().from(table).where(saved.ofGym(member)).orderBy(asc(table.id));
      return rows.map(record);
    },

    /** GET /:id */
    async get(deps: Deps, member: Member, id: number): Promise<ProgramRecord<R>> {
      const { db } = deps;
      return record(await saved.own(db, member, id));
    },

    /** POST: up to MAX_CLASS_PROGRAMS programs a gym. */
    async create(deps: Deps, member: Member, body: ClassProgramInput): Promise<ProgramRecord<R>> {
      const { db } = deps;
      const gymId = gymOf(member);
      const values = stored(body);
      return withTransaction(db, async (tx) => {
        await saved.room(tx, gymId, MAX_CLASS_PROGRAMS, toolsRecordMessages.programsFull);
        const [row] = await tx
          .insert(table)
          .values({ ...values, gymId, createdBy: member.userId })
          .returning();
        await audit(tx, member, 'create', row!.id, { newValues: { ...values, gymId } });
        return record(row!);
      });
    },

    /** PUT /:id: the row is locked while it is replaced, so two saves never interleave. */
    async update(deps: Deps, member: Member, id: number, body: ClassProgramInput): Promise<ProgramRecord<R>> {
      const { db } = deps;
      const values = stored(body);
      return withTransaction(db, async (tx) => {
        const before = await saved.own(tx, member, id, true);
        const [row] = await tx
          .update(table)
          .set({ ...values, updatedAt: new Date() })
          .where(eq(table.id, id))
          .returning();
        await audit(tx, member, 'update', id, { oldValues: { ...programInputsOf(before) }, newValues: values });
        return record(row!);
      });
    },

    /** DELETE /:id */
    async remove(deps: Deps, member: Member, id: number): Promise<void> {
      const { db } = deps;
      await withTransaction(db, async (tx) => {
        const before = await saved.own(tx, member, id, true);
        await tx.delete(table).where(eq(table.id, id));
        await audit(tx, member, 'delete', id, { oldValues: { ...programInputsOf(before) } });
      });
    },
  };
}
