import { useState } from 'react';
import {
  DAYS,
  DAYS_SHORT,
  hourLabel,
  MAX_CLASSES_AT_ONCE,
  type CapacityPlanResult,
  type PlanHour,
} from '@shared/tools/capacity-plans';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { cn } from '@/lib/utils';
import { cellKey, type PlanDraft } from './plan-draft';
import { number, percent } from '@/lib/format';

/** How full an hour runs, for its colour and its words (the % is always written too). */
export function loadOf(h: PlanHour | undefined): { label: string; classes: string } {
  if (!h || h.athletes === 0) return { label: 'empty', classes: 'bg-white text-slate-600' };
  if (h.overCapacity) return { label: 'over capacity', classes: 'bg-red-100 text-red-900 ring-1 ring-red-300' };
  const u = h.utilizationPercent ?? 0;
  if (u >= 85) return { label: 'nearly full', classes: 'bg-accent-100 text-accent-900' };
  if (u >= 50) return { label: 'busy', classes: 'bg-emerald-100 text-emerald-950' };
  return { label: 'light', classes: 'bg-brand-100 text-brand-900' };
}

const LEGEND = [
  { label: 'Light (under 50%)', classes: 'bg-brand-100' },
  { label: 'Busy (50–84%)', classes: 'bg-emerald-100' },
  { label: 'Nearly full (85–100%)', classes: 'bg-accent-100' },
  { label: 'Over capacity', classes: 'bg-red-100 ring-1 ring-red-300' },
  { label: 'Closed', classes: 'border-dashed bg-white' },
];

interface GridProps {
  draft: PlanDraft;
  result: CapacityPlanResult;
  hours: number[];
  onClasses: (day: number, hour: number, programKey: string, classes: number) => void;
}

/**
 * The week as a grid of hours: each cell a button showing the athletes on the floor and how full
 * the hour is (colour and %), opening a small editor of the classes that start then. From 768 px
 * the seven days side by side; below, one day at a time, so the grid never scrolls sideways.
 */
export function ScheduleGrid({ draft, result, hours, onClasses }: GridProps) {
  const [day, setDay] = useState(0);
  const [everyHour, setEveryHour] = useState(false);
  const [open, setOpen] = useState<{ day: number; hour: number } | null>(null);
  const at = (d: number, h: number) => result.hours.find((x) => x.day === d && x.hour === h);
  const isOpen = (d: number, h: number) => {
    const o = draft.openHours[d];
    return Boolean(o?.open && h >= o.opens && h < o.closes);
  };
  const dayHours = everyHour
    ? Array.from({ length: 24 }, (_, h) => h)
    : hours.filter((h) => isOpen(day, h) || (at(day, h)?.athletes ?? 0) > 0);
  const cell = (d: number, h: number, wide: boolean) => (
    <HourButton
      day={d}
      hour={h}
      figures={at(d, h)}
      starting={Object.values(draft.schedule[cellKey(d, h)] ?? {}).reduce((s, n) => s + n, 0)}
      open={isOpen(d, h)}
      wide={wide}
      onClick={() => setOpen({ day: d, hour: h })}
    />
  );

  return (
    <div>
      <p className="mb-3 text-sm text-slate-700">
        Choose an hour to set the classes that start then. Each hour shows the athletes on the floor and how full the
        gym is.
      </p>
      <ul aria-label="Colours of the grid" className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-slate-700">
        {LEGEND.map((l) => (
          <li key={l.label} className="flex items-center gap-1.5">
            <span
              aria-hidden="true"
              className={cn('inline-block size-3 rounded-sm border border-slate-300', l.classes)}
            />
            {l.label}
          </li>
        ))}
      </ul>

      <div className="mt-4 md:hidden">
        <FormField label="Day shown">
          <Select value={day} onChange={(e) => setDay(Number(e.target.value))}>
            {DAYS.map((name, d) => (
              <option key={name} value={d}>
                {name}
              </option>
            ))}
          </Select>
        </FormField>
        {dayHours.length === 0 ? (
          <p className="mt-3 rounded-lg border border-dashed border-slate-300 p-3 text-sm text-slate-600">
            Closed on {DAYS[day]}, with no class planned.
          </p>
        ) : null}
        <ul aria-label={`${DAYS[day]} by hour`} className="mt-3 grid gap-1.5">
          {dayHours.map((h) => (
            <li key={h} className="grid grid-cols-[4.5rem_1fr] items-center gap-2">
              <span className="text-sm font-semibold text-slate-700 tabular-nums">{hourLabel(h)}</span>
              {cell(day, h, true)}
            </li>
          ))}
        </ul>
        <Button variant="ghost" size="sm" className="mt-2" onClick={() => setEveryHour((x) => !x)}>
          {everyHour ? 'Show open hours only' : 'Show every hour'}
        </Button>
      </div>

      <table className="mt-4 hidden w-full table-fixed border-separate border-spacing-1 md:table">
        <caption className="sr-only">
          Athletes on the floor and utilization by day and hour; choose a cell to set its classes
        </caption>
        <thead>
          <tr>
            <th scope="col" className="w-20 text-left text-xs font-semibold text-slate-600">
              <span className="sr-only">Hour</span>
            </th>
            {DAYS_SHORT.map((d, i) => (
              <th key={d} scope="col" className="text-center text-sm font-bold text-brand-900">
                <abbr title={DAYS[i]} className="no-underline">
                  {d}
                </abbr>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {hours.map((h) => (
            <tr key={h}>
              <th scope="row" className="pr-2 text-right text-sm font-semibold whitespace-nowrap text-slate-700">
                {hourLabel(h)}
              </th>
              {DAYS.map((name, d) => (
                <td key={name} className="p-0">
                  {cell(d, h, false)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>

      {open ? (
        <CellEditor
          draft={draft}
          day={open.day}
          hour={open.hour}
          figures={at(open.day, open.hour)}
          capacity={result.capacity}
          onClasses={onClasses}
          onClose={() => setOpen(null)}
        />
      ) : null}
    </div>
  );
}

function describe(day: number, hour: number, h: PlanHour | undefined, open: boolean, starting: number) {
  const when = `${DAYS[day]} ${hourLabel(hour)}`;
  const state = open ? '' : ', closed';
  if (!h || h.athletes === 0) return `${when}${state}: no athletes${starting ? '' : ', no class'}. Set classes`;
  const use = h.utilizationPercent === null ? '' : `, ${percent(h.utilizationPercent)} of capacity`;
  return `${when}${state}: ${number(h.athletes)} athletes${use}, ${loadOf(h).label}. Set classes`;
}

function HourButton({
  day,
  hour,
  figures: h,
  starting,
  open,
  wide,
  onClick,
}: {
  day: number;
  hour: number;
  figures: PlanHour | undefined;
  starting: number;
  open: boolean;
  wide: boolean;
  onClick: () => void;
}) {
  const load = loadOf(h);
  const busy = Boolean(h && h.athletes > 0);
  return (
    <button
      type="button"
      aria-label={describe(day, hour, h, open, starting)}
      onClick={onClick}
      className={cn(
        'flex w-full items-center rounded-lg border border-slate-200 px-2 text-left transition-colors',
        'hover:border-brand-400 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-accent-500',
        wide ? 'min-h-11 justify-between gap-2 py-1.5' : 'min-h-12 flex-col justify-center py-1 text-center',
        !open && !busy ? 'border-dashed bg-white text-slate-500' : load.classes,
      )}
    >
      {busy ? (
        <>
          <span className="text-base font-extrabold tabular-nums">
            {number(h!.athletes)}
            {wide ? <span className="text-xs font-semibold"> athletes</span> : null}
          </span>
          <span className="text-xs font-semibold tabular-nums">
            {h!.utilizationPercent === null ? '—' : `${Math.round(h!.utilizationPercent)}%`}
            {wide && h!.overCapacity ? ' · over' : ''}
          </span>
        </>
      ) : (
        <span aria-hidden="true" className="w-full text-center text-sm">
          {open ? (wide ? '+ Add classes' : '+') : '—'}
        </span>
      )}
    </button>
  );
}

function CellEditor({
  draft,
  day,
  hour,
  figures: h,
  capacity,
  onClasses,
  onClose,
}: {
  draft: PlanDraft;
  day: number;
  hour: number;
  figures: PlanHour | undefined;
  capacity: number | null;
  onClasses: GridProps['onClasses'];
  onClose: () => void;
}) {
  const classes = draft.schedule[cellKey(day, hour)] ?? {};
  const on = h?.athletes ?? 0;
  return (
    <Dialog
      open
      onOpenChange={(o) => !o && onClose()}
      title={`${DAYS[day]} ${hourLabel(hour)}`}
      description="Classes of each program that start this hour. A class longer than an hour stays on the floor into the next."
    >
      <div className="grid gap-3">
        <p role="status" className="rounded-lg bg-brand-50 p-3 text-sm text-brand-900">
          {on === 0
            ? 'No athletes on the floor this hour.'
            : `${number(on)} athletes on the floor${capacity ? ` of ${number(capacity)} (${percent(h?.utilizationPercent)})` : ''}, ${number(h?.coaches)} coach${h?.coaches === 1 ? '' : 'es'}.`}
        </p>
        <div className="grid gap-3 sm:grid-cols-2">
          {draft.programs.length === 0 ? (
            <p className="text-sm text-slate-600">Add a program to the plan first.</p>
          ) : (
            draft.programs.map((p, i) => (
              <FormField
                key={p.key}
                label={`${p.name.trim() || `Program ${i + 1}`} classes`}
                hint={`${p.studentsPerClass || 0} a class, ${p.classLength || 0} minutes`}
              >
                <Input
                  type="number"
                  inputMode="numeric"
                  min={0}
                  max={MAX_CLASSES_AT_ONCE}
                  step={1}
                  value={classes[p.key] ?? 0}
                  onChange={(e) => {
                    const n = Math.floor(Number(e.target.value));
                    onClasses(day, hour, p.key, Number.isFinite(n) ? Math.max(0, Math.min(MAX_CLASSES_AT_ONCE, n)) : 0);
                  }}
                />
              </FormField>
            ))
          )}
        </div>
        <div className="flex justify-end">
          <Button onClick={onClose}>Done</Button>
        </div>
      </div>
    </Dialog>
  );
}
