import { DAYS, DAYS_SHORT, hourLabel, type CapacityPlanResult, type PlanPeriod } from '@shared/tools/capacity-plans';
import { Figure } from '../tool-form-bits';
import { number, percent } from '@/lib/format';

const peakWords = (p: PlanPeriod['peak'], withDay = true) =>
  p ? `${withDay ? `${DAYS_SHORT[p.day]} ` : ''}${hourLabel(p.hour)} (${number(p.athletes)})` : '—';

/** Where the capacity comes from, in a sentence. */
export function capacityWords(r: CapacityPlanResult): string {
  if (r.capacity === null) return 'Add your floor space or equipment to see how full each hour runs.';
  const floor = r.floorCapacity === null ? null : `the floor holds ${number(r.floorCapacity)}`;
  const gear = r.equipmentCapacity === null ? null : `the equipment ${number(r.equipmentCapacity)} at once`;
  const both = [floor, gear].filter(Boolean).join(', ');
  return `${number(r.capacity)} athletes at once: ${both}${floor && gear ? '; the smaller counts' : ''}.`;
}

/** The week in figures and each day in a line. */
export function PlanSummary({ result: r }: { result: CapacityPlanResult }) {
  const w = r.week;
  return (
    <div className="grid gap-4">
      <dl className="grid grid-cols-1 gap-2 sm:grid-cols-2 lg:grid-cols-3">
        <Figure
          label="Capacity"
          value={r.capacity === null ? '—' : `${number(r.capacity)} athletes`}
          explain={capacityWords(r)}
        />
        <Figure
          label="Athlete-hours a week"
          value={number(w.athleteHours)}
          explain={`${number(w.classes)} classes × their students × their length in hours.`}
        />
        <Figure
          label="Busiest hour"
          value={peakWords(w.peak)}
          explain={`Most coaches at once: ${number(w.peakCoaches)}.`}
        />
        <Figure
          label="Average utilization"
          value={percent(w.averageUtilizationPercent)}
          explain={`Athletes ÷ capacity over the ${number(w.openHours)} open hours (and any hour with classes).`}
        />
        <Figure
          label="Hours over capacity"
          value={number(w.hoursOverCapacity)}
          tone={w.hoursOverCapacity > 0 ? 'bad' : 'plain'}
          explain={w.hoursOverCapacity > 0 ? 'Move a class to a quieter hour or add stations.' : 'Every hour fits.'}
        />
      </dl>
      <ul aria-label="Each day" className="grid grid-cols-2 gap-2 lg:grid-cols-4">
        {r.days.map((d) => (
          <li key={d.day} className="min-w-0 rounded-xl border border-slate-200 bg-white p-3 text-xs sm:text-sm">
            <p className="font-bold text-brand-900">{DAYS[d.day]}</p>
            {d.classes === 0 && d.openHours === 0 ? (
              <p className="text-slate-500">Closed</p>
            ) : (
              <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-2 text-slate-700">
                <dt>Classes</dt>
                <dd className="text-right tabular-nums">{number(d.classes)}</dd>
                <dt>Athlete-hours</dt>
                <dd className="text-right tabular-nums">{number(d.athleteHours)}</dd>
                <dt>Busiest</dt>
                <dd className="text-right tabular-nums">{peakWords(d.peak, false)}</dd>
                <dt>Average use</dt>
                <dd className="text-right tabular-nums">{percent(d.averageUtilizationPercent)}</dd>
                {d.hoursOverCapacity ? (
                  <>
                    <dt className="font-semibold text-red-700">Hours over</dt>
                    <dd className="text-right font-semibold text-red-700 tabular-nums">{d.hoursOverCapacity}</dd>
                  </>
                ) : null}
              </dl>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
