import type { DueState, EquipmentStatus, InspectionResult } from '@shared/equipment';

/** The colours of an item's due state, status and an inspection's result: one look on both pages. */
export const dueTone: Record<DueState, string> = {
  ok: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  due: 'bg-amber-50 text-amber-900 ring-amber-300',
  overdue: 'bg-red-50 text-red-800 ring-red-300',
};

export const statusTone: Record<EquipmentStatus, string> = {
  in_service: 'bg-slate-100 text-slate-700 ring-slate-200',
  needs_attention: 'bg-amber-50 text-amber-900 ring-amber-300',
  out_of_service: 'bg-red-700 text-white ring-red-700',
};

export const resultTone: Record<InspectionResult, string> = {
  pass: 'text-emerald-800',
  needs_attention: 'text-amber-900',
  out_of_service: 'text-red-800',
};

export const badge = 'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset';
