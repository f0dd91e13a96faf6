import type { ValuationPosition } from '@shared/business-listings';
import { number, percent } from '@/lib/format';

/** 3.54 → '3.54×'; null → '—'. */
export const multiple = (value: number | null | undefined) => (value == null ? '—' : `${number(value)}×`);

/** A plain ratio as a percentage: 0.2289 → '22.9%'. */
export const share = (value: number | null | undefined) => (value == null ? '—' : percent(value * 100));

export const positionLabels: Record<ValuationPosition, string> = {
  below: 'Below the typical range',
  within: 'Within the typical range',
  above: 'Above the typical range',
};

export const positionTone: Record<ValuationPosition, string> = {
  below: 'bg-emerald-100 text-emerald-900',
  within: 'bg-slate-100 text-slate-800',
  above: 'bg-amber-100 text-amber-900',
};
