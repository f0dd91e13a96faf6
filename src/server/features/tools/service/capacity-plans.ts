import { eq } from 'drizzle-orm';
import {
  capacityPlan,
  capacityPlanMessages as m,
  capacityPlanReport,
  type CapacityPlanParts,
  type CapacityPlanInput,
  type CapacityPlanPage,
  type CapacityPlanRecord,
  type CapacityPlanSummary,
} from '../../../../shared/tools/capacity-plans';
import type { PageQuery } from '../../../../shared/paging';
import { withTransaction } from '../../../db/client';
import { gymCapacityPlans } from '../../../db/schema/index';
import { mapPage } from '../../../platform/paging';
import { auditOf, gymRows } from './gym-rows';
import { gymOf, type Member } from './member';
import { fileSlug } from './report-export';
import { toolTitle } from './scenarios';
import type { Deps } from '../../../platform/deps';

/**
 * Gym capacity plans (decision 0125): the four JSON parts are kept as the shared schema accepted
 * them, and the week's figures are computed from them with the shared `capacityPlan` on every
 * read, never stored, so they always follow the formula.
 */

type Row = typeof gymCapacityPlans.$inferSelect;

const saved = gymRows(gymCapacityPlans, m.notFound);
const audit = auditOf('gym_capacity_plan');

/** The parts as stored: every write went through capacityPlanPartsSchema. */
const partsOf = (row: Row) =>
  ({
    gymProfile: row.gymProfile,
    equipment: row.equipment,
    programs: row.programs,
    schedule: row.schedule,
  }) as CapacityPlanParts;

const audited = (r: Pick<Row, 'name' | 'description'> & CapacityPlanParts) => ({
  name: r.name,
  description: r.description,
  gymProfile: r.gymProfile,
  equipment: r.equipment,
  programs: r.programs,
  schedule: r.schedule,
});

const meta = (row: Row) => ({
  id: row.id,
  name: row.name,
  description: row.description,
  gymId: row.gymId,
  createdBy: row.createdBy,
  createdAt: row.createdAt,
  updatedAt: row.updatedAt,
});

function summary(row: Row): CapacityPlanSummary {
  const results = capacityPlan(partsOf(row));
  return { ...meta(row), capacity: results.capacity, week: results.week };
}

function record(row: Row): CapacityPlanRecord {
  const parts = partsOf(row);
  return { ...meta(row), ...parts, results: capacityPlan(parts) };
}

/** GET /api/gym-capacity-plans: the gym's plans, last saved first, paged. */
export async function listCapacityPlans(deps: Deps, member: Member, query: PageQuery): Promise<CapacityPlanPage> {
  const { db } = deps;
  return mapPage(await saved.paged(db, saved.ofGym(member), query), summary);
}

/** GET /api/gym-capacity-plans/:id */
export async function getCapacityPlan(deps: Deps, member: Member, id: number): Promise<CapacityPlanRecord> {
  const { db } = deps;
  return record(await saved.own(db, member, id));
}

const columns = (body: CapacityPlanInput) => ({
  name: body.name,
  description: body.description,
  gymProfile: body.gymProfile,
  equipment: body.equipment,
  programs: body.programs,
  schedule: body.schedule,
});

/** POST /api/gym-capacity-plans */
export async function createCapacityPlan(
  deps: Deps,
  member: Member,
  body: CapacityPlanInput,
): Promise<CapacityPlanRecord> {
  const { db } = deps;
  const gymId = gymOf(member);
  const values = columns(body);
  return withTransaction(db, async (tx) => {
    const [row] = await tx
      .insert(gymCapacityPlans)
      .values({ ...values, gymId, createdBy: member.userId })
      .returning();
    await audit(tx, member, 'create', row!.id, { newValues: { ...audited(values), gymId } });
    return record(row!);
  });
}

/** PUT /api/gym-capacity-plans/:id: the whole plan is replaced; the row is locked meanwhile. */
export async function updateCapacityPlan(
  deps: Deps,
  member: Member,
  id: number,
  body: CapacityPlanInput,
): Promise<CapacityPlanRecord> {
  const { db } = deps;
  const values = columns(body);
  return withTransaction(db, async (tx) => {
    const before = await saved.own(tx, member, id, true);
    const [row] = await tx
      .update(gymCapacityPlans)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(gymCapacityPlans.id, id))
      .returning();
    await audit(tx, member, 'update', id, {
      oldValues: audited({ ...before, ...partsOf(before) }),
      newValues: audited(values),
    });
    return record(row!);
  });
}

/** DELETE /api/gym-capacity-plans/:id */
export async function deleteCapacityPlan(deps: Deps, member: Member, id: number): Promise<void> {
  const { db } = deps;
  await withTransaction(db, async (tx) => {
    const before = await saved.own(tx, member, id, true);
    await tx.delete(gymCapacityPlans).where(eq(gymCapacityPlans.id, id));
    await audit(tx, member, 'delete', id, { oldValues: audited({ ...before, ...partsOf(before) }) });
  });
}

/** GET /api/gym-capacity-plans/:id/export: the plan's figures and its grid of hours as a table. */
export const exportCapacityPlan = saved.exported((row) => {
  const parts = partsOf(row);
  const report = {
    tool: toolTitle('gym-capacity-planner'),
    name: row.name,
    ...capacityPlanReport(parts, capacityPlan(parts)),
  };
  return { report, name: `gym-capacity-plan-${fileSlug(row.name)}` };
});
