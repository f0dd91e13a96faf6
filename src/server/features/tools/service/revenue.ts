import { asc, eq } from 'drizzle-orm';
import { countsFor } from '../../../platform/counts';
import type { PageQuery } from '../../../../shared/paging';
import type { RevenueSqftPage, RevenueSqftRecord, RevenueSqftSummary } from '../../../../shared/tools/revenue-records';
import {
  revenueSqftFigures,
  revenueSqftHighlights,
  revenueSqftMessages as m,
  revenueSqftReport,
  type FacilityArea,
  type RevenueSqftInput,
  type RevenueSqftKind,
} from '../../../../shared/tools/revenue';
import { withTransaction, type Db, type Tx } from '../../../db/client';
import { facilityData, revenueSqftSummaries } from '../../../db/schema/index';
import { BadRequest } from '../../../platform/errors';
import { mapPage } from '../../../platform/paging';
import { auditOf, gymRows } from './gym-rows';
import { cents, gymOf, type Member } from './member';
import { fileSlug } from './report-export';
import { toolTitle } from './scenarios';
import type { Deps } from '../../../platform/deps';

/**
 * Saved revenue-per-square-foot summaries (decision 0124): a quick check or a facility breakdown
 * whose areas are facility_data rows in the owner's order. Every stored figure is computed here
 * from the inputs rounded to what the columns keep, so the network benchmark reads the server's.
 */

type Row = typeof revenueSqftSummaries.$inferSelect;

const saved = gymRows(revenueSqftSummaries, m.notFound);
const audit = auditOf('revenue_sqft_summary');

/** The inputs as the columns keep them (money in cents), before the figures are computed from them. */
export function storedRevenueSqft(body: RevenueSqftInput): RevenueSqftInput {
  const annualRevenue = cents(body.annualRevenue);
  if (body.kind === 'quick') return { ...body, annualRevenue };
  return { ...body, annualRevenue, areas: body.areas.map((a) => ({ ...a, annualRevenue: cents(a.annualRevenue) })) };
}

/** The row of revenue_sqft_summaries a summary's inputs make: the inputs and the computed figures. */
export function revenueSqftValues(input: RevenueSqftInput) {
  const { facility: _areas, ...figures } = revenueSqftFigures(input);
  return { kind: input.kind, name: input.name, year: input.year, annualRevenue: input.annualRevenue, ...figures };
}

const TOOL_SLUG: Record<RevenueSqftKind, string> = { quick: 'revenue-sqft', facility: 'revenue-per-sqft' };

function summary(row: Row, areaCount: number): RevenueSqftSummary {
  return {
    id: row.id,
    kind: row.kind as RevenueSqftKind,
    name: row.name,
    year: row.year,
    annualRevenue: row.annualRevenue,
    totalSqft: row.totalSqft,
    usableSqft: row.usableSqft,
    annualPerSqft: row.annualPerSqft,
    monthlyPerSqft: row.monthlyPerSqft,
    annualPerTotalSqft: row.annualPerTotalSqft,
    areaCount,
    highlights: revenueSqftHighlights(row),
    gymId: row.gymId,
    createdBy: row.createdBy,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}

async function areasOf(db: Db | Tx, summaryId: number): Promise<FacilityArea[]> {
  const rows = await db
    .select()
    .from(facilityData)
    .where(eq(facilityData.summaryId, summaryId))
    .orderBy(asc(facilityData.displayOrder), asc(facilityData.id));
  return rows.map((a) => ({
    areaName: a.areaName,
    sqft: a.sqft,
    isUsable: a.isUsable,
    annualRevenue: a.annualRevenue,
  }));
}

/** The summary's inputs as stored. */
function inputOf(row: Row, areas: FacilityArea[]): RevenueSqftInput {
  const base = { name: row.name, year: row.year, annualRevenue: row.annualRevenue };
  return row.kind === 'facility'
    ? { kind: 'facility', ...base, areas }
    : { kind: 'quick', ...base, squareFeet: row.usableSqft };
}

/** A summary whole: the stored figures, its areas' own figures and its report. */
async function record(db: Db | Tx, row: Row): Promise<RevenueSqftRecord> {
  const areas = row.kind === 'facility' ? await areasOf(db, row.id) : [];
  const input = inputOf(row, areas);
  const computed = revenueSqftFigures(input);
  // The list and the benchmark read the stored figures: the report tells those, with the areas' shares.
  const figures = {
    totalSqft: row.totalSqft,
    usableSqft: row.usableSqft,
    annualPerSqft: row.annualPerSqft,
    monthlyPerSqft: row.monthlyPerSqft,
    annualPerTotalSqft: row.annualPerTotalSqft,
    facility: computed.facility,
  };
  return {
    ...summary(row, areas.length),
    areas: computed.facility?.areas ?? [],
    report: revenueSqftReport(input, figures),
  };
}

/** GET /api/revenue-sqft: the gym's summaries (of one kind on request), last saved first, paged. */
export async function listRevenueSqft(
  deps: Deps,
  member: Member,
  query: PageQuery & { kind?: RevenueSqftKind },
): Promise<RevenueSqftPage> {
  const { db } = deps;
  const kind = query.kind ? eq(revenueSqftSummaries.kind, query.kind) : undefined;
  const page = await saved.paged(db, saved.ofGym(member, kind), query);
  const areaCount = await countsFor(
    db,
    facilityData.summaryId,
    page.items.map((r) => r.id),
  );
  return mapPage(page, (r) => summary(r, areaCount.get(r.id) ?? 0));
}

/** GET /api/revenue-sqft/:id */
export async function getRevenueSqft(deps: Deps, member: Member, id: number): Promise<RevenueSqftRecord> {
  const { db } = deps;
  return record(db, await saved.own(db, member, id));
}

async function writeAreas(tx: Tx, summaryId: number, input: RevenueSqftInput) {
  if (input.kind !== 'facility') return;
  await tx.insert(facilityData).values(input.areas.map((a, displayOrder) => ({ ...a, summaryId, displayOrder })));
}

/** What the audit log keeps of a summary: its inputs and the figures computed from them. */
function audited(input: RevenueSqftInput) {
  return { ...revenueSqftValues(input), ...(input.kind === 'facility' ? { areas: input.areas } : {}) };
}

/** POST /api/revenue-sqft: saved in the caller's gym, every figure computed here. */
export async function createRevenueSqft(
  deps: Deps,
  member: Member,
  body: RevenueSqftInput,
): Promise<RevenueSqftRecord> {
  const { db } = deps;
  const gymId = gymOf(member);
  const input = storedRevenueSqft(body);
  return withTransaction(db, async (tx) => {
    const [row] = await tx
      .insert(revenueSqftSummaries)
      .values({ ...revenueSqftValues(input), gymId, createdBy: member.userId })
      .returning();
    await writeAreas(tx, row!.id, input);
    await audit(tx, member, 'create', row!.id, { newValues: { ...audited(input), gymId } });
    return record(tx, row!);
  });
}

/**
 * PUT /api/revenue-sqft/:id: the whole summary replaced and recomputed. The row is locked first, so
 * two saves of one summary run in turn: each audits what the other left, and areas never mix.
 */
export async function updateRevenueSqft(
  deps: Deps,
  member: Member,
  id: number,
  body: RevenueSqftInput,
): Promise<RevenueSqftRecord> {
  const { db } = deps;
  const input = storedRevenueSqft(body);
  return withTransaction(db, async (tx) => {
    const before = await saved.own(tx, member, id, true);
    if (before.kind !== input.kind) throw new BadRequest(m.kindChanged);
    const old = inputOf(before, before.kind === 'facility' ? await areasOf(tx, id) : []);
    const [row] = await tx
      .update(revenueSqftSummaries)
      .set({ ...revenueSqftValues(input), updatedAt: new Date() })
      .where(eq(revenueSqftSummaries.id, id))
      .returning();
    await tx.delete(facilityData).where(eq(facilityData.summaryId, id));
    await writeAreas(tx, id, input);
    await audit(tx, member, 'update', id, { oldValues: audited(old), newValues: audited(input) });
    return record(tx, row!);
  });
}

/** DELETE /api/revenue-sqft/:id: its areas go with it. */
export async function deleteRevenueSqft(deps: Deps, member: Member, id: number): Promise<void> {
  const { db } = deps;
  await withTransaction(db, async (tx) => {
    const before = await saved.own(tx, member, id, true);
    const old = inputOf(before, before.kind === 'facility' ? await areasOf(tx, id) : []);
    await tx.delete(revenueSqftSummaries).where(eq(revenueSqftSummaries.id, id));
    await audit(tx, member, 'delete', id, { oldValues: audited(old) });
  });
}

/** GET /api/revenue-sqft/:id/export: the summary's report as a workbook or PDF. */
export const exportRevenueSqft = saved.exported(async (row, db) => {
  const { report } = await record(db, row);
  const slug = TOOL_SLUG[row.kind as RevenueSqftKind] ?? 'revenue-sqft';
  return {
    report: { tool: toolTitle(slug), name: row.name, ...report },
    name: [slug, fileSlug(row.name)].filter(Boolean).join('-'),
  };
});
