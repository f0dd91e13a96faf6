import {
  growthForecast,
  growthForecastInputSchema,
  type GrowthForecastInput,
  type GrowthForecastResult,
} from '@shared/tools/growth-forecast';
import { Card } from '@/components/ui/card';
import type { PageProps } from '@/lib/page-props';
import { useTuitionPrefill } from '../gym-facts';
import { ScenarioPanel } from '../scenarios';
import { CalculatorLayout, NumberField, Result, ResultList } from './calculator-layout';
import { parseFields, storedFields, useCalculatorInput } from './calculator-input';
import { formatSignedNumber } from './signed-format';
import { money, number, rate } from '@/lib/format';
import { gatedTool } from '../tool-gate';

const KEYS = ['membersToday', 'newMembersPerMonth', 'monthlyChurnPercent', 'averageMonthlyTuition', 'months'] as const;
type Key = (typeof KEYS)[number];
type Raw = Record<Key, string>;

/** Illustrative two years of a gym of 300 members: 15 join and 3% leave each month, $125 tuition. */
const example: Raw = {
  membersToday: '300',
  newMembersPerMonth: '15',
  monthlyChurnPercent: '3',
  averageMonthlyTuition: '125',
  months: '24',
};

const toInput = parseFields(KEYS);
const toRaw = storedFields(KEYS);

/** Members month by month as bars drawn with divs, with the level growth heads for as a dashed line. */
function MemberBars({ result, today }: { result: GrowthForecastResult; today: number }) {
  const most = Math.max(today, ...result.months.map((m) => m.members), 1);
  // The level is drawn only when it fits the picture; a level far above it would flatten every bar.
  const level = result.levelMembers !== null && result.levelMembers <= most * 1.5 ? result.levelMembers : null;
  const top = Math.max(most, level ?? 0);
  const last = result.months.at(-1)!;
  return (
    <figure>
      <figcaption className="font-bold text-brand-900">Members month by month</figcaption>
      <p className="mt-1 text-sm text-slate-600">
        From {number(today)} today to {number(last.members)} in month {last.month}
        {result.levelMembers === null
          ? ', with no churn to level off at.'
          : `, heading for ${number(result.levelMembers)}.`}
      </p>
      <div className="relative mt-3 flex h-40 items-end gap-px border-b border-slate-300" aria-hidden="true">
        {result.months.map((m) => (
          <div
            key={m.month}
            className="flex-1 rounded-t-sm bg-brand-600"
            style={{ height: `${(m.members / top) * 100}%` }}
          />
        ))}
        {level !== null ? (
          <div
            className="absolute inset-x-0 border-t-2 border-dashed border-accent-500"
            style={{ bottom: `${(level / top) * 100}%` }}
          />
        ) : null}
      </div>
      <div className="mt-1 flex justify-between text-xs text-slate-600" aria-hidden="true">
        <span>Month 1</span>
        {level !== null ? <span className="text-accent-800">- - levels off at {number(level)}</span> : null}
        <span>Month {last.month}</span>
      </div>
    </figure>
  );
}

const th = 'px-1.5 py-2 text-right font-semibold whitespace-nowrap first:text-left sm:px-3';
const td = 'px-1.5 py-1.5 text-right tabular-nums whitespace-nowrap first:text-left sm:px-3';
/** A phone leaves the change column out so the table fits (each month's members show it). */
const wide = 'hidden sm:table-cell';

function MonthTable({ result }: { result: GrowthForecastResult }) {
  return (
    <div
      role="region"
      aria-label="Forecast by month"
      tabIndex={0}
      className="mt-4 max-h-96 overflow-auto rounded-xl border border-slate-200 focus-visible:outline-2 focus-visible:outline-accent-500"
    >
      <table className="w-full text-xs sm:text-sm">
        <caption className="sr-only">Members and revenue by month</caption>
        <thead className="sticky top-0 bg-slate-50 text-slate-700">
          <tr>
            <th scope="col" className={th}>
              Month
            </th>
            <th scope="col" className={th}>
              Members
            </th>
            <th scope="col" className={`${th} ${wide}`}>
              Change
            </th>
            <th scope="col" className={th}>
              Revenue
            </th>
            <th scope="col" className={th}>
              To date
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {result.months.map((m) => (
            <tr key={m.month}>
              <th scope="row" className={td}>
                {m.month}
              </th>
              <td className={td}>{number(m.members)}</td>
              <td className={`${td} ${wide}`}>{formatSignedNumber(m.change) || '0'}</td>
              <td className={td}>{money(m.revenue)}</td>
              <td className={td}>{money(m.cumulativeRevenue)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The answers for a valid forecast: where it ends and where growth levels off. */
function ForecastResults({ input, result }: { input: GrowthForecastInput; result: GrowthForecastResult }) {
  return (
    <ResultList>
      <Result
        primary
        id="end-members"
        label={`Members in month ${input.months}`}
        value={number(result.endMembers)}
        explain="Each month: members − churn × members + new members, shown as whole members."
      />
      <Result
        primary
        id="end-revenue"
        label={`Monthly revenue in month ${input.months}`}
        value={money(result.endMonthlyRevenue)}
        explain="Members that month × average tuition."
      />
      <Result
        id="net-change"
        label="Change in members"
        value={formatSignedNumber(result.netChange) || '0'}
        explain={`Members in month ${input.months} − members today.`}
      />
      <Result
        id="cumulative-revenue"
        label={`Revenue over ${input.months} ${input.months === 1 ? 'month' : 'months'}`}
        value={money(result.cumulativeRevenue)}
        explain="The sum of every month's revenue."
      />
      <Result
        id="level-members"
        label="Members where growth levels off"
        value={number(result.levelMembers)}
        explain={
          result.levelMembers === null
            ? 'With no churn nobody leaves, so members grow by the new members every month without end.'
            : `New members ÷ monthly churn: ${number(input.newMembersPerMonth)} ÷ ${rate(input.monthlyChurnPercent)}; at that size as many leave each month as join.`
        }
      />
      <Result
        id="level-revenue"
        label="Monthly revenue at that level"
        value={money(result.levelMonthlyRevenue)}
        explain={result.levelMonthlyRevenue === null ? 'No level, so no revenue at it.' : 'Level members × tuition.'}
      />
    </ResultList>
  );
}

/** /tools/growth-forecast: members and revenue month by month from sign-ups and churn. */
function GrowthForecastPage({ path }: PageProps) {
  const {
    raw,
    setRaw,
    reset,
    input,
    field: fieldProps,
  } = useCalculatorInput(example, toInput, growthForecastInputSchema);
  const field = (key: Key, label: string, hint?: string) => (
    <NumberField label={label} hint={hint} {...fieldProps(key)} />
  );
  const result = input ? growthForecast(input) : null;
  const tuition = useTuitionPrefill(raw, setRaw, 'averageMonthlyTuition');

  return (
    <CalculatorLayout
      path={path}
      onReset={reset}
      intro="Every month some families join and some leave. Enter your members today, how many join and what share leaves each month to see your members and revenue month by month, and the size where your gym stops growing."
      inputs={
        <>
          {field('membersToday', 'Members today')}
          {field('newMembersPerMonth', 'New members a month')}
          {field('monthlyChurnPercent', 'Monthly churn (%)', 'The share of members who leave in a month.')}
          {field('averageMonthlyTuition', 'Average monthly tuition ($)', tuition.hint)}
          {field('months', 'Months ahead (1 to 60)')}
        </>
      }
      results={result && input && <ForecastResults input={input} result={result} />}
    >
      {result && input ? (
        <Card className="mt-6 p-5 sm:p-6">
          <section aria-labelledby="month-by-month">
            <h2 id="month-by-month" className="text-lg font-bold text-brand-900">
              Month by month
            </h2>
            <p className="mt-1 text-sm text-slate-600">
              The forecast carries fractions of a member from month to month (3% of 10 members is 0.3 of a member: a
              chance, not a person) and shows whole members; each month&apos;s revenue is its whole members × tuition.
            </p>
            <div className="mt-4">
              <MemberBars result={result} today={input.membersToday} />
            </div>
            <MonthTable result={result} />
          </section>
        </Card>
      ) : null}
      <ScenarioPanel tool="growth-forecast" inputs={input} onLoad={(inputs) => setRaw(toRaw(inputs))} />
    </CalculatorLayout>
  );
}

export default gatedTool(GrowthForecastPage);
