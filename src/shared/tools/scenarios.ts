import { pageQuery, pageSchema } from '../paging';
import { z } from 'zod';
import { timestamp } from '../answers';
import { requiredText } from '../text-fields';
import { breakEven, breakEvenInputSchema, breakEvenReport } from './break-even';
import { churn, churnInputSchema, churnReport } from './churn';
import { leadFunnel, funnelInputSchema, funnelReport } from './funnel';
import { campProfit, campProfitInputSchema, campProfitReport } from './camp-profit';
import { growthForecast, growthForecastInputSchema, growthForecastReport } from './growth-forecast';
import { loan, loanInputSchema, loanReport } from './loan';
import { marketingCosts, marketingInputSchema, marketingReport } from './marketing';
import { payroll, payrollInputSchema, payrollReport } from './payroll';
import { priceIncrease, priceIncreaseInputSchema, priceIncreaseReport } from './price-increase';
import { FIGURE_UNITS, type ReportBody } from './report';

/**
 * Named scenarios of the calculators that keep no table of their own (decision 0120):
 * the server validates a scenario's inputs with the tool's own schema, computes its results with
 * the tool's own formula and keeps both, so a list, a comparison and an export never trust a
 * figure from the browser. A new calculator joins by adding its line to `scenarioTools`.
 */

export const scenarioMessages = {
  nameRequired: 'Scenario name is required',
  toolInvalid: 'Choose one of the calculators',
  toolChanged: 'A saved scenario keeps its calculator: save a new scenario instead',
  notFound: 'Scenario not found',
} as const;
const m = scenarioMessages;

export const scenarioNameSchema = requiredText(m.nameRequired, 100);

interface ScenarioTool<S extends z.ZodType, R> {
  schema: S;
  compute: (input: z.output<S>) => R;
  report: (input: z.output<S>, result: R) => ReportBody;
}
const define = <S extends z.ZodType, R>(tool: ScenarioTool<S, R>) => tool;

/** Each calculator with saved scenarios, by its slug in the tools catalog. */
export const scenarioTools = {
  'marketing-cost': define({ schema: marketingInputSchema, compute: marketingCosts, report: marketingReport }),
  'lead-conversion': define({ schema: funnelInputSchema, compute: leadFunnel, report: funnelReport }),
  'churn-rate': define({ schema: churnInputSchema, compute: churn, report: churnReport }),
  loan: define({ schema: loanInputSchema, compute: loan, report: loanReport }),
  breakeven: define({ schema: breakEvenInputSchema, compute: breakEven, report: breakEvenReport }),
  // Our four calculators (decision 0123).
  'price-increase': define({ schema: priceIncreaseInputSchema, compute: priceIncrease, report: priceIncreaseReport }),
  payroll: define({ schema: payrollInputSchema, compute: payroll, report: payrollReport }),
  'camp-profit': define({ schema: campProfitInputSchema, compute: campProfit, report: campProfitReport }),
  'growth-forecast': define({
    schema: growthForecastInputSchema,
    compute: growthForecast,
    report: growthForecastReport,
  }),
};

export type ScenarioToolSlug = keyof typeof scenarioTools;
export const SCENARIO_TOOLS = Object.keys(scenarioTools) as [ScenarioToolSlug, ...ScenarioToolSlug[]];
export const scenarioToolSchema = z.enum(SCENARIO_TOOLS, { error: m.toolInvalid });

/** The body of one tool's scenario: `{ tool, name, inputs }`, inputs checked by the tool's schema. */
const bodyOf = <T extends ScenarioToolSlug>(tool: T) =>
  z.object({ tool: z.literal(tool), name: scenarioNameSchema, inputs: scenarioTools[tool].schema });

/** POST /api/tool-scenarios and PUT /api/tool-scenarios/:id. */
export const scenarioInputSchema = z.discriminatedUnion(
  'tool',
  [
    bodyOf('marketing-cost'),
    bodyOf('lead-conversion'),
    bodyOf('churn-rate'),
    bodyOf('loan'),
    bodyOf('breakeven'),
    bodyOf('price-increase'),
    bodyOf('payroll'),
    bodyOf('camp-profit'),
    bodyOf('growth-forecast'),
  ],
  { error: m.toolInvalid },
);
export type ScenarioInput = z.output<typeof scenarioInputSchema>;

const figureSchema = z.object({
  key: z.string(),
  label: z.string(),
  value: z.union([z.number(), z.string(), z.null()]),
  unit: z.enum(FIGURE_UNITS),
  primary: z.boolean().optional(),
});

/** A row of a tool's saved scenarios: its name and headline figures. */
export const scenarioSummarySchema = z.object({
  id: z.number(),
  tool: scenarioToolSchema,
  name: z.string(),
  /** The tool's headline results (the report's primary figures). */
  highlights: z.array(figureSchema),
  gymId: z.number(),
  createdBy: z.number().nullable(),
  createdAt: timestamp,
  updatedAt: timestamp,
});
export type ScenarioSummary = z.output<typeof scenarioSummarySchema>;

/** A saved scenario: its inputs, the server's results, and both told as a report (for comparing). */
export const scenarioSchema = scenarioSummarySchema.extend({
  inputs: z.record(z.string(), z.unknown()),
  results: z.record(z.string(), z.unknown()),
  report: z.object({
    inputs: z.array(figureSchema),
    results: z.array(figureSchema),
    tables: z.array(
      z.object({
        key: z.string(),
        heading: z.string(),
        columns: z.array(z.object({ label: z.string(), unit: figureSchema.shape.unit })),
        rows: z.array(z.array(z.union([z.number(), z.string(), z.null()]))),
      }),
    ),
  }),
});
export type ScenarioRecord = z.output<typeof scenarioSchema>;

/** GET /api/tool-scenarios?tool=…&page=…&pageSize=…: one tool's scenarios, last saved first. */
export const scenarioListQuerySchema = pageQuery.extend({ tool: scenarioToolSchema });

export const scenarioPageSchema = pageSchema(scenarioSummarySchema);
export type ScenarioPage = z.output<typeof scenarioPageSchema>;

/** The results of a scenario's inputs with its tool's formula (the server's, and the page's preview). */
export function computeScenario(body: ScenarioInput): Record<string, unknown> {
  const tool = scenarioTools[body.tool] as ScenarioTool<z.ZodType, unknown>;
  return tool.compute(body.inputs) as Record<string, unknown>;
}

/** The report of a saved scenario: its stored inputs and results told by its tool. */
export function scenarioReport(body: ScenarioInput, results: unknown): ReportBody {
  const tool = scenarioTools[body.tool] as ScenarioTool<z.ZodType, unknown>;
  return tool.report(body.inputs, results);
}
