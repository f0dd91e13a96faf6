import { CheckCircle2, OctagonX, TriangleAlert } from 'lucide-react';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import {
  equipmentStatusLabels,
  equipmentTypeLabels,
  inspectionResultLabels,
  INSPECTION_RESULTS,
  type InspectionResult,
  type RecordedInspection,
  type ScannedEquipment,
} from '@shared/equipment';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { ErrorNotice, Notice } from '@/components/ui/notice';
import { PageHeader } from '@/components/ui/page-header';
import { QueryState } from '@/components/ui/query-state';
import { Skeleton } from '@/components/ui/skeleton';
import { Textarea } from '@/components/ui/textarea';
import { dateTime } from '@/lib/format';
import type { PageProps } from '@/lib/page-props';
import { useRouteTitle } from '@/lib/use-document-title';
import { cn } from '@/lib/utils';
import { useRecordInspection, useScannedEquipment } from './api';
import { badge, dueTone, resultTone, statusTone } from './equipment-format';

const RESULT_LOOK: Record<InspectionResult, { icon: typeof CheckCircle2; className: string }> = {
  pass: { icon: CheckCircle2, className: 'bg-emerald-700 text-white hover:bg-emerald-800' },
  needs_attention: { icon: TriangleAlert, className: 'bg-amber-400 text-amber-950 hover:bg-amber-300' },
  out_of_service: { icon: OctagonX, className: 'bg-red-700 text-white hover:bg-red-800' },
};

function dueLine(item: ScannedEquipment) {
  if (item.overdue) return `Overdue since ${dateTime(item.nextDueAt)}`;
  return `Next inspection due ${dateTime(item.nextDueAt)}`;
}

/** The item, its last inspection and the three results: one tap records the inspection. */
function InspectionForm({ qrCode, item }: { qrCode: string; item: ScannedEquipment }) {
  const record = useRecordInspection(qrCode);
  const [notes, setNotes] = useState('');
  const [saved, setSaved] = useState<RecordedInspection | null>(null);
  const last = saved ?? item.lastInspection;
  const shown = saved?.equipment ?? item;

  const submit = (result: InspectionResult) =>
    record.mutate(
      { result, notes },
      {
        onSuccess: (made) => {
          setSaved(made);
          setNotes('');
        },
      },
    );

  return (
    <div className="grid gap-5">
      <section aria-label="Equipment" className="grid gap-2 rounded-2xl border border-slate-200 bg-white p-4">
        <p className="text-sm text-slate-600">
          {[equipmentTypeLabels[shown.type], shown.location].filter(Boolean).join(' · ')}
        </p>
        <p className="flex flex-wrap gap-2">
          <span className={cn(badge, statusTone[shown.status])}>{equipmentStatusLabels[shown.status]}</span>
          <span className={cn(badge, dueTone[shown.due])}>{dueLine(shown)}</span>
        </p>
        <p className="text-sm text-slate-700">
          {last ? (
            <>
              Last inspection:{' '}
              <span className={cn('font-semibold', resultTone[last.result])}>
                {inspectionResultLabels[last.result]}
              </span>{' '}
              on {dateTime(last.inspectedAt)}
              {last.inspectedBy ? ` by ${last.inspectedBy}` : ''}
              {last.notes ? <span className="mt-1 block text-slate-600">“{last.notes}”</span> : null}
            </>
          ) : (
            'Not inspected yet.'
          )}
        </p>
      </section>

      {saved ? (
        <Notice tone="success" role="status" title={`Inspection saved: ${inspectionResultLabels[saved.result]}`}>
          Next inspection due {dateTime(saved.nextDueAt)}.
        </Notice>
      ) : null}

      <section aria-labelledby="record-heading" className="grid gap-4">
        <h2 id="record-heading" className="text-lg font-semibold text-brand-950">
          {saved ? 'Record another inspection' : 'Record the inspection'}
        </h2>
        <div className="grid gap-1.5">
          <Label htmlFor="inspection-notes">Notes (optional)</Label>
          <Textarea
            id="inspection-notes"
            rows={3}
            maxLength={2000}
            value={notes}
            placeholder="What you saw, what needs fixing"
            onChange={(e) => setNotes(e.target.value)}
          />
        </div>
        <div className="grid gap-3 sm:grid-cols-3">
          {INSPECTION_RESULTS.map((result) => {
            const { icon: Icon, className } = RESULT_LOOK[result];
            return (
              <button
                key={result}
                type="button"
                disabled={record.isPending}
                onClick={() => submit(result)}
                className={cn(
                  'flex min-h-16 items-center justify-center gap-3 rounded-2xl px-4 text-lg font-bold shadow-sm transition-colors',
                  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent-500 disabled:opacity-60',
                  className,
                )}
              >
                <Icon aria-hidden="true" className="size-6" />
                {inspectionResultLabels[result]}
              </button>
            );
          })}
        </div>
        {record.isPending ? (
          <p role="status" className="text-sm text-slate-600">
            Saving…
          </p>
        ) : null}
        {record.isError ? <ErrorNotice error={record.error} fallback="The inspection could not be saved" /> : null}
      </section>
    </div>
  );
}

/**
 * /equipment-inspection/:qrCode: where a scanned QR label lands, on a phone. The item, its last
 * inspection and three big buttons (Pass, Needs attention, Out of service) with optional notes: the
 * inspection is saved with one tap. A visitor signs in first and comes back; anyone but a member
 * of the item's gym reads that there is no such equipment.
 */
export default function EquipmentInspectionPage({ path }: PageProps) {
  useRouteTitle(path);
  const qrCode = useParams().qrCode ?? '';
  const item = useScannedEquipment(qrCode);

  return (
    <div className="mx-auto grid max-w-2xl gap-6 px-4 py-6 sm:py-10">
      <QueryState
        query={item}
        loadingLabel="Loading the equipment"
        loading={
          <div className="grid gap-4">
            <Skeleton className="h-10 w-2/3" />
            <Skeleton className="h-28" />
            <Skeleton className="h-16" />
          </div>
        }
        errorFallback="The equipment could not be loaded"
        notFound={
          <>
            <PageHeader eyebrow="Equipment inspection" title="Equipment not found" />
            <Notice title="This QR code does not match any equipment of your gym">
              Labels can only be scanned by the members of the gym they belong to. Check that you are signed in with
              your own gym’s account, or ask the gym’s owner for a new label.
              <span className="mt-2 block">
                <Button asChild variant="outline" size="sm">
                  <Link to="/">Go to the home page</Link>
                </Button>
              </span>
            </Notice>
          </>
        }
      >
        {(data) => (
          <>
            <PageHeader eyebrow={data.gymName} title={data.name} />
            <InspectionForm qrCode={qrCode} item={data} />
          </>
        )}
      </QueryState>
    </div>
  );
}
