import { TriangleAlert } from 'lucide-react';
import type { ClassProgramInput } from '@shared/tools';
import { THIN_FILL_PERCENT, type ClassSizeResult, type ClassSizeWarning } from '@shared/tools/class-sizes';
import { cn } from '@/lib/utils';
import { Figure } from '../tool-form-bits';
import { money, number, percent } from '@/lib/format';

type Inputs = Omit<ClassProgramInput, 'name'>;

const students = (n: number | null) => (n === null ? '—' : `${number(n)} student${n === 1 ? '' : 's'}`);

/**
 * The average class against the class size, drawn with divs: the filled part is the average, the
 * track the maximum. Past the maximum it turns red, under half amber; the words say the same.
 */
export function ClassSizeBar({ average, max, fill }: { average: number | null; max: number; fill: number | null }) {
  const width = fill === null ? 0 : Math.max(0, Math.min(100, fill));
  const over = fill !== null && fill > 100;
  const thin = fill !== null && fill > 0 && fill < THIN_FILL_PERCENT;
  const state = over ? 'over the class size' : thin ? 'thin' : null;
  return (
    <div>
      <div className="flex flex-wrap items-baseline justify-between gap-x-2 text-sm">
        <span className="font-semibold text-slate-800">Average class</span>
        <span className="font-bold text-brand-900 tabular-nums">
          {average === null ? 'No classes yet' : `${number(average)} of ${number(max)} (${percent(fill)})`}
          {state ? <span className={over ? 'text-red-700' : 'text-accent-900'}> · {state}</span> : null}
        </span>
      </div>
      <div aria-hidden="true" className="mt-1 h-3 overflow-hidden rounded-full bg-slate-200">
        <div
          className={cn('h-full rounded-full', over ? 'bg-red-600' : thin ? 'bg-accent-500' : 'bg-emerald-600')}
          style={{ width: `${width}%` }}
        />
      </div>
    </div>
  );
}

/** What the owner should look at, each on its own line. */
export function ClassSizeWarnings({ warnings }: { warnings: ClassSizeWarning[] }) {
  if (!warnings.length) return null;
  return (
    <ul aria-label="Worth a look" className="mt-2 grid gap-1">
      {warnings.map((w) => (
        <li key={w.code} className="flex gap-2 rounded-lg bg-accent-50 px-2 py-1.5 text-sm text-accent-900">
          <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <span>{w.message}</span>
        </li>
      ))}
    </ul>
  );
}

/** The outputs of classSizes, each with the line that explains it. */
export function ClassSizeResults({ input, result: r }: { input: Inputs; result: ClassSizeResult }) {
  const noRatio = 'Set students per coach to see the coaches and their cost.';
  const hours = number(input.classLength / 60);
  return (
    <div className="grid gap-3">
      <ClassSizeBar average={r.averageStudentsPerClass} max={input.studentsPerClass} fill={r.fillPercent} />
      <ClassSizeWarnings warnings={r.warnings} />
      <dl className="grid grid-cols-1 gap-2 sm:grid-cols-2 lg:grid-cols-1">
        <Figure
          label="Average students per class"
          value={number(r.averageStudentsPerClass)}
          explain={`${number(input.enrollments)} enrollments ÷ ${number(input.totalClasses)} classes a week.`}
        />
        <Figure
          label="Coaches a class needs"
          value={number(r.coachesPerClass)}
          explain={
            r.coachesPerClass === null
              ? noRatio
              : `${number(r.averageStudentsPerClass)} students at ${number(input.studentProgramRatio)}:1, rounded up; ${number(r.coachesForFullClass)} for a full class.`
          }
        />
        <Figure
          label="Revenue per class"
          value={money(r.revenuePerClass)}
          explain={`${number(r.averageStudentsPerClass)} students × ${money(input.pricePerClass)}.`}
        />
        <Figure
          label="Coach cost per class"
          value={money(r.coachCostPerClass)}
          explain={
            r.coachesPerClass === null
              ? noRatio
              : `${number(r.coachesPerClass)} × ${hours} h × ${money(input.instructorWage)} an hour.`
          }
        />
        <Figure
          label="Profit per class"
          value={money(r.profitPerClass)}
          tone={r.profitPerClass !== null && r.profitPerClass < 0 ? 'bad' : 'good'}
          explain={
            r.weeklyProfit === null
              ? 'Revenue − coach cost.'
              : `Revenue − coach cost; ${money(r.weeklyProfit)} over the week’s classes.`
          }
        />
        <Figure
          label="Break-even class size"
          value={students(r.breakEvenClassSize)}
          explain={
            r.breakEvenClassSize !== null
              ? 'The smallest class whose tuition pays for its coach.'
              : input.studentProgramRatio === 0
                ? noRatio
                : 'No class size covers its coaches at this price.'
          }
        />
      </dl>
    </div>
  );
}
