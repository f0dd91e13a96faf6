import { and, count, desc, eq } from 'drizzle-orm';
import {
  gymCapacityPlan,
  gymCapacityPlanMessages as m,
  gymCapacityPlanReport,
  type CapacityPlanParts,
  type GymCapacityPlanInput,
  type GymCapacityPlanPage,
  type GymCapacityPlanRecord,
  type GymCapacityPlanSummary,
} from '../../../../shared/tools/gym-capacity-plan';
import type { ExportFormat } from '../../../../shared/tools/records';
import { withTransaction, type Db, type Tx } from '../../../db/client';
import { gymCapacityPlans } from '../../../db/schema/index';
import { recordActivity } from '../../../platform/activity-log';
import { NotFound } from '../../../platform/errors';
import { gymOf, readGym, type Member } from './member';
import { exportReport, fileSlug, type ExportFile } from './report-export';
import { toolTitle } from './scenarios';

/**
 * Gym capacity plans (decision 0125): the four JSON parts are kept as the shared schema accepted
 * them, and the week's figures are computed from them with the shared `gymCapacityPlan` on every
 * read, never stored, so they always follow the formula.
 */

type Row = typeof gymCapacityPlans.$inferSelect;

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

function summary(row: Row): GymCapacityPlanSummary {
  const results = gymCapacityPlan(partsOf(row));
  return { ...meta(row), capacity: results.capacity, week: results.week };
}

function record(row: Row): GymCapacityPlanRecord {
  const parts = partsOf(row);
  return { ...meta(row), ...parts, results: gymCapacityPlan(parts) };
}

/** GET /api/gym-capacity-plans: the gym's plans, last saved first, paged. */
export async function listCapacityPlans(
  db: Db,
  member: Member,
  query: { limit: number; offset: number },
): Promise<GymCapacityPlanPage> {
  const where = eq(gymCapacityPlans.gymId, readGym(member));
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(gymCapacityPlans)
      .where(where)
      .orderBy(desc(gymCapacityPlans.updatedAt), desc(gymCapacityPlans.id))
      .limit(query.limit)
      .offset(query.offset),
    db.select({ n: count() }).from(gymCapacityPlans).where(where),
  ]);
  return { items: rows.map(summary), total: total?.n ?? 0 };
}

async function own(db: Db | Tx, member: Member, id: number, lock = false): Promise<Row> {
  const query = db
    .select()
    .from(gymCapacityPlans)
    .where(and(eq(gymCapacityPlans.id, id), eq(gymCapacityPlans.gymId, readGym(member))));
  const [row] = lock ? await query.for('no key update') : await query;
  if (!row) throw new NotFound(m.notFound);
  return row;
}

/** GET /api/gym-capacity-plans/:id */
export async function getCapacityPlan(db: Db, member: Member, id: number): Promise<GymCapacityPlanRecord> {
  return record(await own(db, member, id));
}

const columns = (body: GymCapacityPlanInput) => ({
  name: body.name,
  description: body.description,
  gymProfile: body.gymProfile,
  equipment: body.equipment,
  programs: body.programs,
  schedule: body.schedule,
});

/** POST /api/gym-capacity-plans */
export async function createCapacityPlan(
  db: Db,
  member: Member,
  body: GymCapacityPlanInput,
): Promise<GymCapacityPlanRecord> {
  const gymId = gymOf(member);
  const values = columns(body);
  return withTransaction(db, async (tx) => {
    const [row] = await tx
      .insert(gymCapacityPlans)
      .values({ ...values, gymId, createdBy: member.userId })
      .returning();
    await recordActivity(
      tx,
      {
        userId: member.userId,
        action: 'gym_capacity_plan.create',
        resourceType: 'gym_capacity_plan',
        resourceId: row!.id,
        newValues: { ...audited(values), gymId },
      },
      member.meta,
    );
    return record(row!);
  });
}

/** PUT /api/gym-capacity-plans/:id: the whole plan is replaced; the row is locked meanwhile. */
export async function updateCapacityPlan(
  db: Db,
  member: Member,
  id: number,
  body: GymCapacityPlanInput,
): Promise<GymCapacityPlanRecord> {
  const values = columns(body);
  return withTransaction(db, async (tx) => {
    const before = await own(tx, member, id, true);
    const [row] = await tx
      .update(gymCapacityPlans)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(gymCapacityPlans.id, id))
      .returning();
    await recordActivity(
      tx,
      {
        userId: member.userId,
        action: 'gym_capacity_plan.update',
        resourceType: 'gym_capacity_plan',
        resourceId: id,
        oldValues: audited({ ...before, ...partsOf(before) }),
        newValues: audited(values),
      },
      member.meta,
    );
    return record(row!);
  });
}

/** DELETE /api/gym-capacity-plans/:id */
export async function deleteCapacityPlan(db: Db, member: Member, id: number): Promise<void> {
  await withTransaction(db, async (tx) => {
    const before = await own(tx, member, id, true);
    await tx.delete(gymCapacityPlans).where(eq(gymCapacityPlans.id, id));
    await recordActivity(
      tx,
      {
        userId: member.userId,
        action: 'gym_capacity_plan.delete',
        resourceType: 'gym_capacity_plan',
        resourceId: id,
        oldValues: audited({ ...before, ...partsOf(before) }),
      },
      member.meta,
    );
  });
}

/** GET /api/gym-capacity-plans/:id/export: the plan's figures and its grid of hours as a table. */
export async function exportCapacityPlan(
  db: Db,
  member: Member,
  id: number,
  format: ExportFormat,
): Promise<ExportFile> {
  const row = await own(db, member, id);
  const parts = partsOf(row);
  const report = {
    tool: toolTitle('gym-capacity-planner'),
    name: row.name,
    ...gymCapacityPlanReport(parts, gymCapacityPlan(parts)),
  };
  return exportReport(report, format, `gym-capacity-plan-${fileSlug(row.name)}`);
}
