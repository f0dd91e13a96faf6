import {
  priceIncrease,
  priceIncreaseInputSchema,
  type PriceIncreaseInput,
  type PriceIncreaseResult,
} from '@shared/tools/price-increase';
import { Notice } from '@/components/ui/notice';
import type { PageProps } from '@/lib/page-props';
import { useTuitionPrefill } from '../gym-facts';
import { ScenarioPanel } from '../scenarios';
import { CalculatorLayout, NumberField, Result, ResultList } from './calculator-layout';
import { parseFields, storedFields, useCalculatorInput } from './calculator-input';
import { formatSignedMoney, formatSignedPercent } from './signed-format';
import { money, number } from '@/lib/format';
import { gatedTool } from '../tool-gate';

const KEYS = [
  'students',
  'currentMonthlyTuition',
  'newMonthlyTuition',
  'studentsLeaving',
  'variableCostPerStudent',
] as const;
type Raw = Record<(typeof KEYS)[number], string>;

/** Illustrative raise for a gym of 250 students: $125 → $135, 6 families expected to leave, $15 of costs each. */
const example: Raw = {
  students: '250',
  currentMonthlyTuition: '125',
  newMonthlyTuition: '135',
  studentsLeaving: '6',
  variableCostPerStudent: '15',
};

// The variable cost is optional: blank is "no variable cost given".
const toInput = parseFields(KEYS);
const toRaw = storedFields(KEYS);

/** The example raise over the gym's own average tuition: about 8%, in whole dollars. */
const suggestedRaise = (tuition: number) => String(Math.round(tuition * 1.08));

const students = (n: number) => `${number(n)} ${n === 1 ? 'student' : 'students'}`;

/** Whether the expected leavers stay within what the increase can absorb, in one sentence. */
function Verdict({ result, leaving, total }: { result: PriceIncreaseResult; leaving: number; total: number }) {
  const limit = result.breakEvenLeavers;
  if (limit !== null && limit >= total) return null; // no revenue today: there is nothing to fall below
  if (limit === null)
    return (
      <Notice tone="warning" title="This price earns less even if nobody leaves">
        The new tuition is below today&apos;s, so revenue falls by {money(-result.monthlyRevenueChange)} a month.
      </Notice>
    );
  if (leaving <= limit)
    return (
      <Notice tone="success" title="The increase pays">
        You expect {students(leaving)} to leave; it would take {students(limit + 1)} leaving before it earned less than
        today.
      </Notice>
    );
  return (
    <Notice tone="warning" title="Too many families would leave">
      You expect {students(leaving)} to leave, more than the {number(limit)} this increase can absorb: revenue would
      fall by {money(-result.monthlyRevenueChange)} a month.
    </Notice>
  );
}

function leaversExplain(result: PriceIncreaseResult, students: number, now: number, next: number) {
  if (result.breakEvenLeavers === null) return 'The new tuition is lower, so even with nobody leaving it earns less.';
  if (students === 0) return 'No students today, so there is no one to lose.';
  if (next === 0) return 'Neither price brings anything in, so leavers change nothing.';
  return (
    `Students × (new − current) ÷ new, rounded down: ${number(students)} × ${money(next - now)} ÷ ` +
    `${money(next)}. One more and revenue falls below today's.`
  );
}

/** The answers for a valid increase, with the verdict on the expected leavers. */
function RaiseResults({ input, result }: { input: PriceIncreaseInput; result: PriceIncreaseResult }) {
  const hasCost = input.variableCostPerStudent !== undefined;
  return (
    <>
      <ResultList>
        <Result
          primary
          id="monthly-revenue-change"
          label="Change in monthly revenue"
          value={formatSignedMoney(result.monthlyRevenueChange)}
          explain={
            `Students after × new tuition − students × current tuition: ${number(result.studentsAfter)} × ` +
            `${money(input.newMonthlyTuition)} − ${number(input.students)} × ` +
            `${money(input.currentMonthlyTuition)}` +
            (result.revenueChangePercent === null
              ? '.'
              : `, ${formatSignedPercent(result.revenueChangePercent)} on today's revenue.`)
          }
        />
        <Result
          primary
          id="break-even-leavers"
          label="Students you could lose and still earn as much"
          value={number(result.breakEvenLeavers)}
          explain={leaversExplain(result, input.students, input.currentMonthlyTuition, input.newMonthlyTuition)}
        />
      </ResultList>
      <Verdict result={result} leaving={input.studentsLeaving} total={input.students} />
      <ResultList>
        <Result
          id="annual-revenue-change"
          label="Change in annual revenue"
          value={formatSignedMoney(result.annualRevenueChange)}
          explain="Change in monthly revenue × 12."
        />
        <Result
          id="increase-percent"
          label="Tuition increase"
          value={result.increasePercent === null ? '—' : formatSignedPercent(result.increasePercent)}
          explain={
            result.increasePercent === null
              ? 'No tuition today, so no percentage to raise it by.'
              : '(New − current tuition) ÷ current tuition × 100.'
          }
        />
        <Result
          id="current-revenue"
          label="Monthly revenue today"
          value={money(result.currentMonthlyRevenue)}
          explain="Students today × current tuition."
        />
        <Result
          id="new-revenue"
          label="Monthly revenue after"
          value={money(result.newMonthlyRevenue)}
          explain={`${number(result.studentsAfter)} students after the leavers × new tuition.`}
        />
        <Result
          id="monthly-contribution-change"
          label="Change in monthly contribution"
          value={result.monthlyContributionChange === null ? '—' : formatSignedMoney(result.monthlyContributionChange)}
          explain={
            hasCost
              ? 'Change in revenue + leavers × variable cost: the costs of those who leave go with them.'
              : 'Enter a variable cost per student to see what the increase leaves after costs.'
          }
        />
        <Result
          id="annual-contribution-change"
          label="Change in annual contribution"
          value={result.annualContributionChange === null ? '—' : formatSignedMoney(result.annualContributionChange)}
          explain={hasCost ? 'Change in monthly contribution × 12.' : 'As above, over a year.'}
        />
      </ResultList>
    </>
  );
}

/** /tools/price-increase: what a tuition increase brings in after the families it drives away. */
function PriceIncreasePage({ path }: PageProps) {
  const { raw, setRaw, reset, input, field } = useCalculatorInput(example, toInput, priceIncreaseInputSchema);
  const result = input ? priceIncrease(input) : null;
  // The gym's average tuition (its active programs' prices) in place of the example's, and a raise over it.
  const tuition = useTuitionPrefill(raw, setRaw, 'currentMonthlyTuition', (t) => ({
    newMonthlyTuition: suggestedRaise(t),
  }));
  const raiseSuggested = tuition.fromFacts && raw.newMonthlyTuition === suggestedRaise(tuition.average!);

  return (
    <CalculatorLayout
      path={path}
      onReset={reset}
      intro="A higher tuition brings in more from every family that stays, but some may leave over it. Enter your students, today's and the new monthly tuition, and how many you expect to lose, to see what the increase earns and how many families you could lose before it costs you."
      inputs={
        <>
          <NumberField label="Students today" {...field('students')} />
          <NumberField label="Current monthly tuition ($)" {...field('currentMonthlyTuition')} hint={tuition.hint} />
          <NumberField
            label="New monthly tuition ($)"
            {...field('newMonthlyTuition')}
            hint={raiseSuggested ? 'About 8% above your average, as an example: enter the price you plan.' : undefined}
          />
          <NumberField label="Students expected to leave because of the increase" {...field('studentsLeaving')} />
          <NumberField
            label="Variable cost per student ($ a month, optional)"
            {...field('variableCostPerStudent')}
            hint="What each student costs you: chalk, leotard allowance, card fees. Leave blank to skip contribution."
          />
        </>
      }
      results={result && input && <RaiseResults input={input} result={result} />}
    >
      <ScenarioPanel tool="price-increase" inputs={input} onLoad={(inputs) => setRaw(toRaw(inputs))} />
    </CalculatorLayout>
  );
}

export default gatedTool(PriceIncreasePage);
