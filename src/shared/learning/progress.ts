import type { ChecklistItem } from './member';

// ---- progress rules (pure; the server and the section page both use them) ----

/** Every item of a checklist tree, parents before their children. */
export function flattenChecklist(items: readonly ChecklistItem[]): ChecklistItem[] {
  return items.flatMap((item) => [item, ...flattenChecklist(item.children)]);
}

/**
 * A section is completed when every required checklist item in it is checked; a
 * section with no required item, once it has been opened.
 */
export function isSectionCompleted(
  items: readonly Pick<ChecklistItem, 'stableKey' | 'isRequired'>[],
  state: Readonly<Record<string, boolean>>,
  opened: boolean,
): boolean {
  const required = items.filter((item) => item.isRequired);
  if (required.length === 0) return opened;
  return required.every((item) => state[item.stableKey] === true);
}

/** A share as a whole percentage 0–100 (0 when there is nothing to count). */
export function percentOf(done: number, total: number): number {
  if (!Number.isFinite(done) || !Number.isFinite(total) || total <= 0) return 0;
  return Math.min(100, Math.max(0, Math.round((100 * done) / total)));
}

/** The checked and total counts of a checklist tree, required items only when `requiredOnly`. */
export function checklistCounts(
  items: readonly ChecklistItem[],
  state: Readonly<Record<string, boolean>>,
  requiredOnly = false,
): { done: number; total: number } {
  const counted = flattenChecklist(items).filter((item) => !requiredOnly || item.isRequired);
  return { done: counted.filter((item) => state[item.stableKey] === true).length, total: counted.length };
}
