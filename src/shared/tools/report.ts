import { formatMoney, formatNumber, formatPercent, formatRate } from '../figure-format';

/**
 * A saved calculation told as a report: its inputs and results as labelled figures, and any table
 * (channels, an amortization schedule, programs). One model serves three readers: the server's
 * .xlsx and PDF exports, and the side-by-side comparison of two scenarios on the page. Plain data:
 * no zod, so a page can import it without the schemas of other tools.
 */

/**
 * How a figure is written (decision 0155): money (cents below $1,000, whole dollars above), a
 * percentage the tool worked out (one decimal at most), a rate the owner typed (an interest rate, a
 * card fee: as typed, two decimals), a plain count, or text.
 */
export const FIGURE_UNITS = ['money', 'percent', 'rate', 'number', 'text'] as const;
export type FigureUnit = (typeof FIGURE_UNITS)[number];

export interface Figure {
  /** Stable within a tool, so two scenarios' figures line up in a comparison. */
  key: string;
  label: string;
  /** null: not defined for these inputs (no churn, so no lifetime); written as a dash. */
  value: number | string | null;
  unit: FigureUnit;
  /** The headline answers of the tool (bold in the export, first in a comparison). */
  primary?: boolean;
}

export interface ReportTable {
  key: string;
  heading: string;
  columns: { label: string; unit: FigureUnit }[];
  rows: (number | string | null)[][];
}

export interface Report {
  /** The tool's name: 'Churn rate calculator'. */
  tool: string;
  /** The scenario's own name: 'Spring 2026'. */
  name: string;
  inputs: Figure[];
  results: Figure[];
  tables: ReportTable[];
}

/** A figure as a person reads it: $58.62 · $1,110 · 33.3% · 7.65% · 1,234 · text · — for null. */
export function formatFigure(value: number | string | null, unit: FigureUnit): string {
  if (value === null) return '—';
  if (typeof value === 'string') return value;
  if (unit === 'money') return formatMoney(value);
  if (unit === 'percent') return formatPercent(value);
  if (unit === 'rate') return formatRate(value);
  return formatNumber(value);
}

/** One line of a comparison: the figure of each scenario and the change from the first to the second. */
export interface ComparedFigure {
  key: string;
  label: string;
  unit: FigureUnit;
  primary: boolean;
  a: number | string | null;
  b: number | string | null;
  /** b − a for numbers present on both sides (two decimals); null otherwise. */
  difference: number | null;
}

/** Lines up two reports of the same tool figure by figure (inputs, then results), keyed by `key`. */
export function compareFigures(a: Figure[], b: Figure[]): ComparedFigure[] {
  const keys = [...new Set([...a.map((f) => f.key), ...b.map((f) => f.key)])];
  return keys.map((key) => {
    const fa = a.find((f) => f.key === key);
    const fb = b.find((f) => f.key === key);
    const first = (fa ?? fb)!;
    const va = fa?.value ?? null;
    const vb = fb?.value ?? null;
    return {
      key,
      label: first.label,
      unit: first.unit,
      primary: Boolean(fa?.primary ?? fb?.primary),
      a: va,
      b: vb,
      difference: typeof va === 'number' && typeof vb === 'number' ? Math.round((vb - va) * 100) / 100 : null,
    };
  });
}

/** What a tool's report function gives; the scenario adds the tool's title and its own name. */
export type ReportBody = Omit<Report, 'tool' | 'name'>;
