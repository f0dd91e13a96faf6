import { asc, eq } from 'drizzle-orm';
import { countsFor } from '../../../platform/counts';
import {
  arps,
  arpsHighlights,
  arpsMessages as m,
  arpsReport,
  type ArpsRecordInput,
} from '../../../../shared/tools/arps';
import type { PageQuery } from '../../../../shared/paging';
import type { ArpsPage, ArpsRecord, ArpsSummary } from '../../../../shared/tools/revenue-records';
import { withTransaction, type Db, type Tx } from '../../../db/client';
import { arpsData, programData } from '../../../db/schema/index';
import { mapPage } from '../../../platform/paging';
import { auditOf, gymRows } from './gym-rows';
import { cents, gymOf, type Member } from './member';
import { fileSlug } from './report-export';
import { toolTitle } from './scenarios';
import type { Deps } from '../../../platform/deps';

/**
 * Saved average-revenue-per-student calculations (decision 0124): arps_data keeps the fees and the
 * figures `arps` computes here, program_data the programs in the owner's order. The network
 * benchmark reads arpsMonthly, so it is always the server's figure.
 */

type Row = typeof arpsData.$inferSelect;

const saved = gymRows(arpsData, m.notFound);
const audit = auditOf('arps_calculation');

/** The inputs as the columns keep them (tuition and fees in cents), before the figures are computed. */
export function storedArps(body: ArpsRecordInput): ArpsRecordInput {
  return {
    name: body.name,
    programs: body.programs.map((p) => ({ ...p, monthlyTuition: cents(p.monthlyTuition) })),
    annualFees: body.annualFees.map((f) => ({ ...f, amount: cents(f.amount) })),
  };
}

/** The row of arps_data a calculation makes: its name, fees and computed figures. */
export function arpsValues(input: ArpsRecordInput) {
  return { name: input.name, annualFees: input.annualFees, ...arps(input) };
}

function summary(row: Row, programCount: number): ArpsSummary {
  return {
    id: row.id,
    name: row.name,
    students: row.students,
    monthlyTuitionRevenue: row.monthlyTuitionRevenue,
    annualFeeRevenue: row.annualFeeRevenue,
    annualRevenue: row.annualRevenue,
    monthlyRevenue: row.monthlyRevenue,
    arpsMonthly: row.arpsMonthly,
    arpsAnnual: row.arpsAnnual,
    programCount,
    highlights: arpsHighlights(row),
    gymId: row.gymId,
    createdBy: row.createdBy,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}

async function inputOf(db: Db | Tx, row: Row): Promise<ArpsRecordInput> {
  const programs = await db
    .select()
    .from(programData)
    .where(eq(programData.arpsId, row.id))
    .orderBy(asc(programData.displayOrder), asc(programData.id));
  return {
    name: row.name,
    programs: programs.map((p) => ({ name: p.name, students: p.students, monthlyTuition: p.monthlyTuition })),
    annualFees: row.annualFees.map((f) => ({ name: f.name, amount: f.amount, studentsPaying: f.studentsPaying })),
  };
}

async function record(db: Db | Tx, row: Row): Promise<ArpsRecord> {
  const input = await inputOf(db, row);
  return {
    ...summary(row, input.programs.length),
    programs: input.programs,
    annualFees: input.annualFees,
    // The stored figures, told with the rows' own revenue.
    report: arpsReport(input, row),
  };
}

/** GET /api/arps: the gym's calculations, last saved first, paged. */
export async function listArps(deps: Deps, member: Member, query: PageQuery): Promise<ArpsPage> {
  const { db } = deps;
  const page = await saved.paged(db, saved.ofGym(member), query);
  const programCount = await countsFor(
    db,
    programData.arpsId,
    page.items.map((r) => r.id),
  );
  return mapPage(page, (r) => summary(r, programCount.get(r.id) ?? 0));
}

/** GET /api/arps/:id */
export async function getArps(deps: Deps, member: Member, id: number): Promise<ArpsRecord> {
  const { db } = deps;
  return record(db, await saved.own(db, member, id));
}

async function writePrograms(tx: Tx, arpsId: number, input: ArpsRecordInput) {
  if (!input.programs.length) return;
  await tx.insert(programData).values(input.programs.map((p, displayOrder) => ({ ...p, arpsId, displayOrder })));
}

const audited = (input: ArpsRecordInput) => ({ ...arpsValues(input), programs: input.programs });

/** POST /api/arps: saved in the caller's gym, every figure computed here. */
export async function createArps(deps: Deps, member: Member, body: ArpsRecordInput): Promise<ArpsRecord> {
  const { db } = deps;
  const gymId = gymOf(member);
  const input = storedArps(body);
  return withTransaction(db, async (tx) => {
    const [row] = await tx
      .insert(arpsData)
      .values({ ...arpsValues(input), gymId, createdBy: member.userId })
      .returning();
    await writePrograms(tx, row!.id, input);
    await audit(tx, member, 'create', row!.id, { newValues: { ...audited(input), gymId } });
    return record(tx, row!);
  });
}

/** PUT /api/arps/:id: the whole calculation replaced and recomputed, the row locked against a racing save. */
export async function updateArps(deps: Deps, member: Member, id: number, body: ArpsRecordInput): Promise<ArpsRecord> {
  const { db } = deps;
  const input = storedArps(body);
  return withTransaction(db, async (tx) => {
    const old = await inputOf(tx, await saved.own(tx, member, id, true));
    const [row] = await tx
      .update(arpsData)
      .set({ ...arpsValues(input), updatedAt: new Date() })
      .where(eq(arpsData.id, id))
      .returning();
    await tx.delete(programData).where(eq(programData.arpsId, id));
    await writePrograms(tx, id, input);
    await audit(tx, member, 'update', id, { oldValues: audited(old), newValues: audited(input) });
    return record(tx, row!);
  });
}

/** DELETE /api/arps/:id: its programs go with it. */
export async function deleteArps(deps: Deps, member: Member, id: number): Promise<void> {
  const { db } = deps;
  await withTransaction(db, async (tx) => {
    const old = await inputOf(tx, await saved.own(tx, member, id, true));
    await tx.delete(arpsData).where(eq(arpsData.id, id));
    await audit(tx, member, 'delete', id, { oldValues: audited(old) });
  });
}

/** GET /api/arps/:id/export: the calculation's report as a workbook or PDF. */
export const exportArps = saved.exported(async (row, db) => {
  const { report } = await record(db, row);
  return {
    report: { tool: toolTitle('arps'), name: row.name, ...report },
    name: ['arps', fileSlug(row.name)].filter(Boolean).join('-'),
  };
});
