import { Plus } from 'lucide-react';
import { useState } from 'react';
import { DAYS_SHORT, hourLabel, type CapacityPlanSummary } from '@shared/tools/capacity-plans';
import { Button } from '@/components/ui/button';
import { ConfirmDelete } from '@/components/ui/confirm-dialog';
import { ErrorNotice } from '@/components/ui/notice';
import { Skeleton } from '@/components/ui/skeleton';
import { ShowMore } from '@/components/ui/show-more';
import { SavedRow, type RowFigure, PAGE } from '../saved';
import { planExportUrl, useDeletePlan, usePlans } from './api';
import { Section } from './plan-setup';
import { number, percent } from '@/lib/format';

interface PlanListProps {
  /** The plan in the editor, marked in the list. */
  currentId: number | null;
  onLoad: (plan: CapacityPlanSummary) => void;
  onNew: () => void;
  onDeleted: (plan: CapacityPlanSummary) => void;
  loadError: unknown;
}

/** The gym's saved plans, last saved first, five at a time: load, download, delete (confirmed). */
export function PlanList({ currentId, onLoad, onNew, onDeleted, loadError }: PlanListProps) {
  const [deleting, setDeleting] = useState<CapacityPlanSummary | null>(null);
  const list = usePlans(PAGE);
  const remove = useDeletePlan();
  const { items } = list;
  return (
    <Section
      id="plans-heading"
      title="Saved plans"
      intro="Everyone at your gym sees the gym’s plans. Load one to change it, or start a new one."
    >
      <Button variant="outline" size="sm" onClick={onNew}>
        <Plus aria-hidden="true" /> New plan
      </Button>
      <div className="mt-3">
        <ErrorNotice error={loadError} fallback="That plan could not be loaded. Please try again." />
      </div>
      {list.isPending ? (
        <div className="mt-3 grid gap-2" role="status" aria-label="Loading saved plans">
          <Skeleton className="h-16" />
          <Skeleton className="h-16" />
        </div>
      ) : list.failed ? (
        <div className="mt-3">
          <ErrorNotice error={list.error} fallback="Your saved plans could not be loaded." />
        </div>
      ) : items.length === 0 ? (
        <p className="mt-3 rounded-xl border border-dashed border-slate-300 p-4 text-sm text-slate-600">
          No saved plans yet. Set up your floor, equipment and programs below, place classes on the week, and save it.
        </p>
      ) : (
        <>
          <ul aria-label="Saved plans" className="mt-3 grid gap-3">
            {items.map((plan) => (
              <SavedRow
                key={plan.id}
                name={plan.name}
                updatedAt={plan.updatedAt}
                figures={planFigures(plan)}
                xlsx={planExportUrl(plan.id, 'xlsx')}
                pdf={planExportUrl(plan.id, 'pdf')}
                onLoad={() => onLoad(plan)}
                onDelete={() => setDeleting(plan)}
                current={plan.id === currentId}
                badge={
                  plan.id === currentId ? (
                    <span className="text-xs font-semibold text-accent-800">In the editor</span>
                  ) : null
                }
                after={plan.description ? ` · ${plan.description}` : ''}
              />
            ))}
          </ul>
          <ShowMore list={list} noun="plans" />
        </>
      )}
      <ConfirmDelete
        item={deleting}
        onClose={() => setDeleting(null)}
        title={(p) => `Delete “${p.name}”?`}
        description="The plan goes for everyone at your gym. What is in the editor stays on screen."
        confirmLabel="Delete plan"
        remove={remove}
        deleted={(p) => ({ title: 'Plan deleted', description: p.name })}
        onDeleted={onDeleted}
      />
    </Section>
  );
}

/** A plan's headline figures: its capacity, busiest hour, average use and hours over capacity. */
function planFigures(plan: CapacityPlanSummary): RowFigure[] {
  const w = plan.week;
  const figures: [string, string][] = [
    ['Capacity', number(plan.capacity)],
    ['Busiest', w.peak ? `${DAYS_SHORT[w.peak.day]} ${hourLabel(w.peak.hour)} (${number(w.peak.athletes)})` : '—'],
    ['Average use', percent(w.averageUtilizationPercent)],
    ['Hours over', number(w.hoursOverCapacity)],
  ];
  return figures.map(([label, value]) => ({ key: label, label, value }));
}
