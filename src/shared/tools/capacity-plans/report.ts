import { roundTo } from '../numbers';
import type { ReportBody, ReportTable } from '../report';
import { gridHours, hourLabel, type CapacityPlanResult, type PlanHour, type PlanPeriod } from './compute';
import { DAYS, DAYS_SHORT, type CapacityPlanParts } from './schemas';

/** A saved plan as the exports tell it (the server's PDF and workbook). */

/** A grid cell in a few characters: '24 · 41%', '—' when closed and empty. */
export function cellText(h: PlanHour | undefined): string {
  if (!h) return '—';
  const pct = h.utilizationPercent === null ? '' : ` · ${roundTo(h.utilizationPercent, 0)}%`;
  return `${h.athletes}${pct}`;
}

const peakWords = (p: PlanPeriod['peak']) => (p ? `${DAYS_SHORT[p.day]} ${hourLabel(p.hour)}` : null);

/** A saved plan told as a report: profile and capacity, the week's figures, and its tables. */
export function capacityPlanReport(plan: CapacityPlanParts, r: CapacityPlanResult): ReportBody {
  const at = (d: number, h: number) => r.hours.find((x) => x.day === d && x.hour === h);
  const tables: ReportTable[] = [
    {
      key: 'schedule',
      heading: 'Athletes on the floor and utilization, by hour',
      columns: [{ label: 'Hour', unit: 'text' }, ...DAYS_SHORT.map((label) => ({ label, unit: 'text' as const }))],
      rows: gridHours(plan, r).map((h) => [hourLabel(h), ...DAYS.map((_, d) => cellText(at(d, h)))]),
    },
    {
      key: 'days',
      heading: 'Days',
      columns: [
        { label: 'Day', unit: 'text' },
        { label: 'Open hours', unit: 'number' },
        { label: 'Classes', unit: 'number' },
        { label: 'Athlete-hours', unit: 'number' },
        { label: 'Peak hour', unit: 'text' },
        { label: 'Peak athletes', unit: 'number' },
        { label: 'Average use', unit: 'percent' },
        { label: 'Hours over', unit: 'number' },
      ],
      rows: r.days.map((d) => [
        DAYS[d.day]!,
        d.openHours,
        d.classes,
        d.athleteHours,
        d.peak ? hourLabel(d.peak.hour) : null,
        d.peak?.athletes ?? 0,
        d.averageUtilizationPercent,
        d.hoursOverCapacity,
      ]),
    },
    {
      key: 'programs',
      heading: 'Programs',
      columns: [
        { label: 'Program', unit: 'text' },
        { label: 'Students a class', unit: 'number' },
        { label: 'Students per coach', unit: 'number' },
        { label: 'Minutes', unit: 'number' },
        { label: 'Classes a week', unit: 'number' },
        { label: 'Athlete-hours', unit: 'number' },
      ],
      rows: plan.programs.map((p, i) => [
        p.name,
        p.studentsPerClass,
        p.coachRatio,
        p.classLength,
        r.programs[i]?.classes ?? 0,
        r.programs[i]?.athleteHours ?? 0,
      ]),
    },
    {
      key: 'equipment',
      heading: 'Equipment',
      columns: [
        { label: 'Equipment', unit: 'text' },
        { label: 'Count', unit: 'number' },
        { label: 'Athletes each', unit: 'number' },
        { label: 'Athletes at once', unit: 'number' },
      ],
      rows: plan.equipment.map((e) => [e.kind, e.count, e.athletesPerStation, e.count * e.athletesPerStation]),
    },
    {
      key: 'classes',
      heading: 'Classes scheduled',
      columns: [
        { label: 'Day', unit: 'text' },
        { label: 'Starts', unit: 'text' },
        { label: 'Program', unit: 'text' },
        { label: 'Classes', unit: 'number' },
      ],
      rows: [...plan.schedule]
        .sort((a, b) => a.day - b.day || a.hour - b.hour)
        .flatMap((cell) =>
          cell.runs
            .filter((run) => run.classes > 0)
            .map((run) => [DAYS[cell.day]!, hourLabel(cell.hour), plan.programs[run.program]?.name ?? '', run.classes]),
        ),
    },
  ];
  const w = r.week;
  return {
    inputs: [
      { key: 'usableSqft', label: 'Usable floor space (sq ft)', value: plan.gymProfile.usableSqft, unit: 'number' },
      {
        key: 'sqftPerAthlete',
        label: 'Square feet per athlete',
        value: plan.gymProfile.sqftPerAthlete,
        unit: 'number',
      },
      {
        key: 'openHours',
        label: 'Open hours',
        value:
          plan.gymProfile.openHours
            .slice()
            .sort((a, b) => a.day - b.day)
            .map((o) => `${DAYS_SHORT[o.day]} ${hourLabel(o.opens)}–${hourLabel(o.closes)}`)
            .join(', ') || 'None set',
        unit: 'text',
      },
      { key: 'floorCapacity', label: 'The floor holds (athletes)', value: r.floorCapacity, unit: 'number' },
      { key: 'equipmentCapacity', label: 'The equipment holds at once', value: r.equipmentCapacity, unit: 'number' },
    ],
    results: [
      { key: 'capacity', label: 'Capacity (athletes at once)', value: r.capacity, unit: 'number', primary: true },
      { key: 'athleteHours', label: 'Athlete-hours a week', value: w.athleteHours, unit: 'number', primary: true },
      { key: 'classes', label: 'Classes a week', value: w.classes, unit: 'number' },
      { key: 'peak', label: 'Busiest hour', value: peakWords(w.peak), unit: 'text' },
      { key: 'peakAthletes', label: 'Athletes at the busiest hour', value: w.peak?.athletes ?? 0, unit: 'number' },
      { key: 'peakCoaches', label: 'Most coaches at once', value: w.peakCoaches, unit: 'number' },
      {
        key: 'averageUtilizationPercent',
        label: 'Average utilization of the open hours',
        value: w.averageUtilizationPercent,
        unit: 'percent',
        primary: true,
      },
      { key: 'hoursOverCapacity', label: 'Hours over capacity', value: w.hoursOverCapacity, unit: 'number' },
    ],
    tables,
  };
}
