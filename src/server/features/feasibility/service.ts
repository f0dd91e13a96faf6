import { and, count, desc, eq } from 'drizzle-orm';
import {
  feasibilityDefaults,
  feasibilityMessages as m,
  projectFeasibility,
  SCENARIOS,
  type FeasibilityCreate,
  type FeasibilityInputs,
  type FeasibilityPatch,
  type FeasibilityProjectRecord,
  type FeasibilityResults,
  type FeasibilityType,
} from '../../../shared/feasibility';
import type { Page } from '../../../shared/paging';
import type { feasibilityPatchSchema } from '../../../shared/feasibility';
import { withTransaction, type Db } from '../../db/client';
import { feasibilityProjects, feasibilityResults } from '../../db/schema/index';
import { recordActivity } from '../../platform/activity-log';
import type { Actor } from '../../platform/caller';
import type { Deps } from '../../platform/deps';
import { Conflict, NotFound } from '../../platform/errors';
import { newToken } from '../../platform/sessions';

type Row = typeof feasibilityProjects.$inferSelect;

const toProject = (row: Row): FeasibilityProjectRecord => ({
  id: row.id,
  name: row.name,
  type: row.type as FeasibilityType,
  location: row.location,
  status: row.status as 'draft' | 'locked',
  sqft: row.sqft,
  ceilingHeight: row.ceilingHeight,
  parking: row.parking,
  programs: row.programs,
  staffing: row.staffing,
  leaseFinance: row.leaseFinance,
  opex: row.opex,
  market: row.market,
  assumptions: row.assumptions,
  shareToken: row.shareToken,
  lockedAt: row.lockedAt,
  createdAt: row.createdAt,
  updatedAt: row.updatedAt,
});

const inputsOf = (row: Row): FeasibilityInputs => ({
  sqft: row.sqft,
  ceilingHeight: row.ceilingHeight,
  parking: row.parking,
  programs: row.programs,
  staffing: row.staffing,
  leaseFinance: row.leaseFinance,
  opex: row.opex,
  market: row.market,
  assumptions: row.assumptions,
});

/** The caller's own project, or 404 (another member's plan is not there for them). */
async function ownRow(db: Db, userId: number, id: number, lock = false): Promise<Row> {
  const query = db
    .select()
    .from(feasibilityProjects)
    .where(and(eq(feasibilityProjects.id, id), eq(feasibilityProjects.userId, userId)));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw new NotFound(m.notFound);
  return row;
}

export async function listProjects(
  deps: Deps,
  userId: number,
  query: { page: number; pageSize: number },
): Promise<Page<FeasibilityProjectRecord>> {
  const mine = eq(feasibilityProjects.userId, userId);
  const [rows, [total]] = await Promise.all([
    deps.db
      .select()
      .from(feasibilityProjects)
      .where(mine)
      .orderBy(desc(feasibilityProjects.updatedAt), desc(feasibilityProjects.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    deps.db.select({ n: count() }).from(feasibilityProjects).where(mine),
  ]);
  return { items: rows.map(toProject), total: total?.n ?? 0, page: query.page, pageSize: query.pageSize };
}

export async function getProject(deps: Deps, userId: number, id: number): Promise<FeasibilityProjectRecord> {
  return toProject(await ownRow(deps.db, userId, id));
}

/** POST /api/feasibility-projects: a draft that starts from the typical figures of decision 0162. */
export async function createProject(
  deps: Deps,
  input: FeasibilityCreate,
  actor: Actor,
): Promise<FeasibilityProjectRecord> {
  return withTransaction(deps.db, async (tx) => {
    const [row] = await tx
      .insert(feasibilityProjects)
      .values({ ...input, type: input.type, userId: actor.userId, ...feasibilityDefaults })
      .returning();
    await recordActivity(
      tx,
      {
        userId: actor.userId,
        action: 'feasibility_project.create',
        resourceType: 'feasibility_project',
        resourceId: row!.id,
        newValues: input,
      },
      actor.meta,
    );
    return toProject(row!);
  });
}

/** PATCH: the wizard's fields as the owner goes; a locked project is a 409. */
export async function updateProject(
  deps: Deps,
  id: number,
  patch: ReturnType<typeof feasibilityPatchSchema.parse>,
  actor: Actor,
): Promise<FeasibilityProjectRecord> {
  return withTransaction(deps.db, async (tx) => {
    const before = await ownRow(tx, actor.userId, id, true);
    if (before.status === 'locked') throw new Conflict(m.locked);
    const [after] = await tx
      .update(feasibilityProjects)
      .set({ ...patch, updatedAt: new Date() })
      .where(eq(feasibilityProjects.id, id))
      .returning();
    const changed = Object.keys(patch) as (keyof typeof patch)[];
    await recordActivity(
      tx,
      {
        userId: actor.userId,
        action: 'feasibility_project.update',
        resourceType: 'feasibility_project',
        resourceId: id,
        oldValues: Object.fromEntries(changed.map((k) => [k, before[k]])),
        newValues: patch,
      },
      actor.meta,
    );
    return toProject(after!);
  });
}

export async function deleteProject(deps: Deps, id: number, actor: Actor): Promise<void> {
  await withTransaction(deps.db, async (tx) => {
    const row = await ownRow(tx, actor.userId, id, true);
    await tx.delete(feasibilityProjects).where(eq(feasibilityProjects.id, id));
    await recordActivity(
      tx,
      {
        userId: actor.userId,
        action: 'feasibility_project.delete',
        resourceType: 'feasibility_project',
        resourceId: id,
        oldValues: { name: row.name, type: row.type, location: row.location, status: row.status },
      },
      actor.meta,
    );
  });
}

/** A draft's projection is worked out when asked; a locked one's is read as it was kept at the lock. */
async function resultsOf(db: Db, row: Row): Promise<FeasibilityResults> {
  const computed = projectFeasibility(inputsOf(row));
  if (row.status !== 'locked') return computed;
  const kept = await db.select().from(feasibilityResults).where(eq(feasibilityResults.projectId, row.id));
  if (kept.length !== SCENARIOS.length) return computed;
  const scenarios = Object.fromEntries(
    kept.map((k) => [
      k.scenario,
      { years: k.years, students: k.students, breakevenMonth: k.breakevenMonth, paybackMonths: k.paybackMonths },
    ]),
  ) as FeasibilityResults['scenarios'];
  return { ...computed, scenarios, checks: kept[0]!.checks };
}

export async function getResults(deps: Deps, userId: number, id: number): Promise<FeasibilityResults> {
  return resultsOf(deps.db, await ownRow(deps.db, userId, id));
}

/** The project and its projection from one read (the export). */
export async function getProjectWithResults(deps: Deps, userId: number, id: number) {
  const row = await ownRow(deps.db, userId, id);
  return { project: toProject(row), results: await resultsOf(deps.db, row) };
}

/** POST …/:id/lock: read-only from now on, its projection kept as it stands. Locking twice is a no-op. */
export async function lockProject(deps: Deps, id: number, actor: Actor): Promise<FeasibilityProjectRecord> {
  return withTransaction(deps.db, async (tx) => {
    const row = await ownRow(tx, actor.userId, id, true);
    if (row.status === 'locked') return toProject(row);
    const results = projectFeasibility(inputsOf(row));
    await tx.insert(feasibilityResults).values(
      SCENARIOS.map((scenario) => ({
        projectId: id,
        scenario,
        years: results.scenarios[scenario].years,
        students: results.scenarios[scenario].students,
        breakevenMonth: results.scenarios[scenario].breakevenMonth,
        paybackMonths: results.scenarios[scenario].paybackMonths,
        checks: results.checks,
      })),
    );
    const [locked] = await tx
      .update(feasibilityProjects)
      .set({ status: 'locked', lockedAt: new Date(), updatedAt: new Date() })
      .where(eq(feasibilityProjects.id, id))
      .returning();
    await recordActivity(
      tx,
      {
        userId: actor.userId,
        action: 'feasibility_project.lock',
        resourceType: 'feasibility_project',
        resourceId: id,
        oldValues: { status: 'draft' },
        newValues: { status: 'locked' },
      },
      actor.meta,
    );
    return toProject(locked!);
  });
}

const shareUrl = (deps: Deps, token: string) => `${deps.publicUrl}/feasibility/shared/${token}`;

/** POST …/:id/share: the read-only link (the same one again while it stands). */
export async function shareProject(deps: Deps, id: number, actor: Actor): Promise<{ shareToken: string; url: string }> {
  return withTransaction(deps.db, async (tx) => {
    const row = await ownRow(tx, actor.userId, id, true);
    if (row.shareToken) return { shareToken: row.shareToken, url: shareUrl(deps, row.shareToken) };
    const token = newToken(24);
    await tx.update(feasibilityProjects).set({ shareToken: token }).where(eq(feasibilityProjects.id, id));
    await recordActivity(
      tx,
      {
        userId: actor.userId,
        action: 'feasibility_project.share',
        resourceType: 'feasibility_project',
        resourceId: id,
        newValues: { shared: true },
      },
      actor.meta,
    );
    return { shareToken: token, url: shareUrl(deps, token) };
  });
}

/** DELETE …/:id/share: the link stops working at once. */
export async function unshareProject(deps: Deps, id: number, actor: Actor): Promise<void> {
  await withTransaction(deps.db, async (tx) => {
    await ownRow(tx, actor.userId, id, true);
    await tx.update(feasibilityProjects).set({ shareToken: null }).where(eq(feasibilityProjects.id, id));
    await recordActivity(
      tx,
      {
        userId: actor.userId,
        action: 'feasibility_project.unshare',
        resourceType: 'feasibility_project',
        resourceId: id,
        oldValues: { shared: true },
        newValues: { shared: false },
      },
      actor.meta,
    );
  });
}

/** GET /api/feasibility/shared/:token: the project and its projection, read-only, without the token. */
export async function sharedProject(deps: Deps, token: string) {
  const [row] = await deps.db.select().from(feasibilityProjects).where(eq(feasibilityProjects.shareToken, token));
  if (!row) throw new NotFound(m.shareNotFound);
  const { shareToken: _hidden, ...project } = toProject(row);
  return { project, results: await resultsOf(deps.db, row) };
}

export type { FeasibilityPatch };
