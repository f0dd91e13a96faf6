import { inspectionResultLabels, type Equipment } from '@shared/equipment';
import { PagedState } from '@/components/ui/paged-state';
import { dateTime } from '@/lib/format';
import { cn } from '@/lib/utils';
import { useInspections } from './api';
import { resultTone } from './equipment-format';

/** An item's inspections, newest first, ten at a time. */
export function InspectionHistory({ item }: { item: Equipment }) {
  const list = useInspections(item.id);
  return (
    <PagedState
      list={list}
      loadingLabel="Loading inspections"
      rowHeight="h-12"
      errorFallback="The inspections could not be loaded"
      noun="inspections"
      empty={
        <p className="text-sm text-slate-600">Not inspected yet: scan its label to record the first inspection.</p>
      }
    >
      {(items) => (
        <ol className="divide-y divide-slate-100" aria-label={`Inspections of ${item.name}`}>
          {items.map((i) => (
            <li key={i.id} className="grid gap-0.5 py-2 text-sm">
              <span className="flex flex-wrap items-baseline justify-between gap-2">
                <span className={cn('font-semibold', resultTone[i.result])}>{inspectionResultLabels[i.result]}</span>
                <span className="text-slate-600">{dateTime(i.inspectedAt)}</span>
              </span>
              {i.inspectedBy ? <span className="text-slate-600">by {i.inspectedBy}</span> : null}
              {i.notes ? <span className="text-slate-800">{i.notes}</span> : null}
            </li>
          ))}
        </ol>
      )}
    </PagedState>
  );
}
