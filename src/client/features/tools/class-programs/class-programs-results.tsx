import type { ClassProgramInput, ClassProgramResult } from '@shared/tools';
import { Figure } from '../tool-form-bits';
import { money, number, percent, rate } from '@/lib/format';

type Inputs = Omit<ClassProgramInput, 'name'>;

/** A bar of how full the program is, drawn with divs; past 100% it turns red. */
export function UtilizationBar({ percent: full, label }: { percent: number; label: string }) {
  const width = Math.max(0, Math.min(100, full));
  const color =
    full > 100 ? 'bg-red-600' : full >= 85 ? 'bg-emerald-600' : full >= 60 ? 'bg-accent-500' : 'bg-brand-500';
  return (
    <div>
      <div className="flex items-baseline justify-between text-sm">
        <span className="font-semibold text-slate-800">{label}</span>
        <span className="font-bold tabular-nums text-brand-900">{percent(full)} full</span>
      </div>
      <div aria-hidden="true" className="mt-1 h-3 overflow-hidden rounded-full bg-slate-200">
        <div className={`h-full rounded-full ${color}`} style={{ width: `${width}%` }} />
      </div>
    </div>
  );
}

/** The computed outputs of classProgram, each with the line that explains it. */
export function ProgramResults({ input, result }: { input: Inputs; result: ClassProgramResult }) {
  const weeks = `${input.weeks} week${input.weeks === 1 ? '' : 's'}`;
  return (
    <div className="grid gap-3">
      <UtilizationBar percent={result.utilizationPercent} label="Utilization" />
      <dl className="grid grid-cols-1 gap-2 sm:grid-cols-2 lg:grid-cols-1 xl:grid-cols-2">
        <Figure
          label="Capacity"
          value={`${number(result.capacity)} seats a week`}
          explain={`${number(input.studentsPerClass)} students per class × ${number(input.totalClasses)} classes a week.`}
        />
        <Figure
          label="Utilization"
          value={percent(result.utilizationPercent)}
          explain={`${number(input.enrollments)} enrollments ÷ ${number(result.capacity)} seats; ${number(result.openSeats)} seats open.`}
        />
        <Figure
          label="Target enrollments"
          value={number(result.targetEnrollments)}
          explain={`${rate(input.percentEnrollment)} of ${number(result.capacity)} seats, rounded down.`}
        />
        <Figure
          label="Revenue"
          value={money(result.revenue)}
          explain={`${number(input.enrollments)} enrollments × ${money(input.pricePerClass)} × ${weeks}; ${money(result.targetRevenue)} at target.`}
        />
        <Figure
          label="Instructor cost"
          value={money(result.instructorCost)}
          explain={`${number(input.instructors)} instructors × ${number(input.instructorHours)} h × ${money(input.instructorWage)} × ${weeks}.`}
        />
        <Figure
          label="Overhead"
          value={money(result.overheadCost)}
          explain={`(Office manager + general manager a week) × ${weeks}.`}
        />
        <Figure
          label="Gross margin"
          value={money(result.grossMargin)}
          tone={result.grossMargin < 0 ? 'bad' : 'good'}
          explain="Revenue − instructor cost − overhead."
        />
        <Figure
          label="Margin"
          value={percent(result.grossMarginPercent)}
          tone={result.grossMargin < 0 ? 'bad' : 'plain'}
          explain={result.grossMarginPercent === null ? 'No revenue yet, so no margin.' : 'Gross margin ÷ revenue.'}
        />
      </dl>
      {result.instructorsPerClass !== null ? (
        <p className="px-1 text-xs text-slate-700">
          A full class needs {result.instructorsPerClass} instructor{result.instructorsPerClass === 1 ? '' : 's'} at{' '}
          {input.studentProgramRatio}:1; the schedule runs {number(result.classHoursPerWeek)} class hours a week.
        </p>
      ) : null}
    </div>
  );
}
