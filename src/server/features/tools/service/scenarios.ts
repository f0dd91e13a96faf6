import { eq } from 'drizzle-orm';
import { routeByPath } from '../../../../shared/site-routes';
import { toolEntries } from '../../../../shared/tools/catalog';
import type { Page, PageQuery } from '../../../../shared/paging';
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
import { withTransaction } from '../../../db/client';
import { toolScenarios } from '../../../db/schema/index';
import { BadRequest } from '../../../platform/errors';
import { mapPage } from '../../../platform/paging';
import { auditOf, gymRows } from './gym-rows';
import { gymOf, type Member } from './member';
import { fileSlug } from './report-export';
import type { Deps } from '../../../platform/deps';

/**
 * Saved scenarios of the calculators (decision 0120). The server checks the inputs with the tool's
 * schema (the route's body) and computes the results itself; the gym owns every scenario.
 */

type Row = typeof toolScenarios.$inferSelect;

const saved = gymRows(toolScenarios, m.notFound);
const audit = auditOf('tool_scenario');

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
  deps: Deps,
  member: Member,
  query: PageQuery & { tool: ScenarioToolSlug },
): Promise<Page<ScenarioSummary>> {
  const { db } = deps;
  member.assertTool(query.tool);
  return mapPage(await saved.paged(db, saved.ofGym(member, eq(toolScenarios.tool, query.tool)), query), summary);
}

/** GET /api/tool-scenarios/:id */
export async function getScenario(deps: Deps, member: Member, id: number): Promise<ScenarioRecord> {
  const { db } = deps;
  const row = await saved.own(db, member, id);
  member.assertTool(row.tool);
  return record(row);
}

const audited = (r: Pick<Row, 'tool' | 'name' | 'inputs' | 'results'>) => ({
  tool: r.tool,
  name: r.name,
  inputs: r.inputs,
  results: r.results,
});

/** POST /api/tool-scenarios: the results are computed here from the inputs. */
export async function createScenario(deps: Deps, member: Member, body: ScenarioInput): Promise<ScenarioRecord> {
  const { db } = deps;
  const gymId = gymOf(member);
  member.assertTool(body.tool);
  const values = { tool: body.tool, name: body.name, inputs: body.inputs, results: computeScenario(body) };
  return withTransaction(db, async (tx) => {
    const [row] = await tx
      .insert(toolScenarios)
      .values({ ...values, gymId, createdBy: member.userId })
      .returning();
    await audit(tx, member, 'create', row!.id, { newValues: { ...audited(values), gymId } });
    return record(row!);
  });
}

/** PUT /api/tool-scenarios/:id: a new name or new inputs; the results are recomputed. */
export async function updateScenario(
  deps: Deps,
  member: Member,
  id: number,
  body: ScenarioInput,
): Promise<ScenarioRecord> {
  const { db } = deps;
  const values = { name: body.name, inputs: body.inputs, results: computeScenario(body) };
  return withTransaction(db, async (tx) => {
    const before = await saved.own(tx, member, id, true);
    member.assertTool(before.tool);
    if (before.tool !== body.tool) throw new BadRequest(m.toolChanged);
    const [row] = await tx
      .update(toolScenarios)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(toolScenarios.id, id))
      .returning();
    await audit(tx, member, 'update', id, {
      oldValues: audited(before),
      newValues: audited({ ...values, tool: body.tool }),
    });
    return record(row!);
  });
}

/** DELETE /api/tool-scenarios/:id */
export async function deleteScenario(deps: Deps, member: Member, id: number): Promise<void> {
  const { db } = deps;
  await withTransaction(db, async (tx) => {
    const before = await saved.own(tx, member, id, true);
    member.assertTool(before.tool);
    await tx.delete(toolScenarios).where(eq(toolScenarios.id, id));
    await audit(tx, member, 'delete', id, { oldValues: audited(before) });
  });
}

/** GET /api/tool-scenarios/:id/export: the scenario's report as a workbook or PDF. */
export const exportScenario = saved.exported((row, _db, member) => {
  member.assertTool(row.tool);
  const report: Report = { tool: toolTitle(row.tool), name: row.name, ...scenarioReport(asInput(row), row.results) };
  return { report, name: [fileSlug(row.tool), fileSlug(row.name)].filter(Boolean).join('-') };
});
