import { and, count, desc, eq } from 'drizzle-orm';
import { routeByPath } from '../../../../shared/site-routes';
import { toolEntries } from '../../../../shared/tools/catalog';
import type { ExportFormat } from '../../../../shared/tools/records';
import type { Report } from '../../../../shared/tools/report';
import {
  computeScenario,
  scenarioMessages as m,
  scenarioReport,
  type ScenarioInput,
  type ScenarioRecord,
  type ScenarioSummary,
  type ScenarioToolSlug,
} from '../../../../shared/tools/scenarios';
import { withTransaction, type Db, type Tx } from '../../../db/client';
import { toolScenarios } from '../../../db/schema/index';
import { recordActivity } from '../../../platform/activity-log';
import { BadRequest, NotFound } from '../../../platform/errors';
import { gymOf, readGym, type Member } from './member';
import { exportReport, fileSlug, type ExportFile } from './report-export';

/**
 * Saved scenarios of the calculators (decision 0120). The server checks the inputs with the tool's
 * schema (the route's body) and computes the results itself; the gym owns every scenario.
 */

type Row = typeof toolScenarios.$inferSelect;

const asInput = (row: Row) => ({ tool: row.tool, name: row.name, inputs: row.inputs }) as ScenarioInput;

/** The tool's name as its screen is titled. */
export function toolTitle(slug: string): string {
  const entry = toolEntries.find((t) => t.slug === slug);
  return (entry && routeByPath(entry.path)?.title) ?? slug;
}

function summary(row: Row): ScenarioSummary {
  const report = scenarioReport(asInput(row), row.results);
  return {
    id: row.id,
    tool: row.tool as ScenarioToolSlug,
    name: row.name,
    highlights: report.results.filter((f) => f.primary),
    gymId: row.gymId,
    createdBy: row.createdBy,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}

function record(row: Row): ScenarioRecord {
  const report = scenarioReport(asInput(row), row.results);
  return { ...summary(row), inputs: row.inputs, results: row.results, report };
}

/** GET /api/tool-scenarios: one tool's scenarios of the caller's gym, last saved first, paged. */
export async function listScenarios(
  db: Db,
  member: Member,
  query: { tool: ScenarioToolSlug; limit: number; offset: number },
): Promise<{ items: ScenarioSummary[]; total: number }> {
  const where = and(eq(toolScenarios.gymId, readGym(member)), eq(toolScenarios.tool, query.tool));
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(toolScenarios)
      .where(where)
      .orderBy(desc(toolScenarios.updatedAt), desc(toolScenarios.id))
      .limit(query.limit)
      .offset(query.offset),
    db.select({ n: count() }).from(toolScenarios).where(where),
  ]);
  return { items: rows.map(summary), total: total?.n ?? 0 };
}

const mine = (member: Member, id: number) => and(eq(toolScenarios.id, id), eq(toolScenarios.gymId, readGym(member)));

async function own(db: Db | Tx, member: Member, id: number, lock = false): Promise<Row> {
  const query = db.select().from(toolScenarios).where(mine(member, id));
  const [row] = lock ? await query.for('no key update') : await query;
  if (!row) throw new NotFound(m.notFound);
  return row;
}

/** GET /api/tool-scenarios/:id */
export async function getScenario(db: Db, member: Member, id: number): Promise<ScenarioRecord> {
  return record(await own(db, member, id));
}

const audited = (r: Pick<Row, 'tool' | 'name' | 'inputs' | 'results'>) => ({
  tool: r.tool,
  name: r.name,
  inputs: r.inputs,
  results: r.results,
});

/** POST /api/tool-scenarios: the results are computed here from the inputs. */
export async function createScenario(db: Db, member: Member, body: ScenarioInput): Promise<ScenarioRecord> {
  const gymId = gymOf(member);
  const values = { tool: body.tool, name: body.name, inputs: body.inputs, results: computeScenario(body) };
  return withTransaction(db, async (tx) => {
    const [row] = await tx
      .insert(toolScenarios)
      .values({ ...values, gymId, createdBy: member.userId })
      .returning();
    await recordActivity(
      tx,
      {
        userId: member.userId,
        action: 'tool_scenario.create',
        resourceType: 'tool_scenario',
        resourceId: row!.id,
        newValues: { ...audited(values), gymId },
      },
      member.meta,
    );
    return record(row!);
  });
}

/** PUT /api/tool-scenarios/:id: a new name or new inputs; the results are recomputed. */
export async function updateScenario(db: Db, member: Member, id: number, body: ScenarioInput): Promise<ScenarioRecord> {
  const values = { name: body.name, inputs: body.inputs, results: computeScenario(body) };
  return withTransaction(db, async (tx) => {
    const before = await own(tx, member, id, true);
    if (before.tool !== body.tool) throw new BadRequest(m.toolChanged);
    const [row] = await tx
      .update(toolScenarios)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(toolScenarios.id, id))
      .returning();
    await recordActivity(
      tx,
      {
        userId: member.userId,
        action: 'tool_scenario.update',
        resourceType: 'tool_scenario',
        resourceId: id,
        oldValues: audited(before),
        newValues: audited({ ...values, tool: body.tool }),
      },
      member.meta,
    );
    return record(row!);
  });
}

/** DELETE /api/tool-scenarios/:id */
export async function deleteScenario(db: Db, member: Member, id: number): Promise<void> {
  await withTransaction(db, async (tx) => {
    const before = await own(tx, member, id, true);
    await tx.delete(toolScenarios).where(eq(toolScenarios.id, id));
    await recordActivity(
      tx,
      {
        userId: member.userId,
        action: 'tool_scenario.delete',
        resourceType: 'tool_scenario',
        resourceId: id,
        oldValues: audited(before),
      },
      member.meta,
    );
  });
}

/** GET /api/tool-scenarios/:id/export: the scenario's report as a workbook or PDF. */
export async function exportScenario(db: Db, member: Member, id: number, format: ExportFormat): Promise<ExportFile> {
  const row = await own(db, member, id);
  const report: Report = { tool: toolTitle(row.tool), name: row.name, ...scenarioReport(asInput(row), row.results) };
  return exportReport(report, format, [fileSlug(row.tool), fileSlug(row.name)].filter(Boolean).join('-'));
}
