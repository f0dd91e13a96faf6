import {
  breakEven,
  breakEvenInputSchema,
  FIXED_COST_LINES,
  type BreakEvenInput,
  type BreakEvenResult,
} from '@shared/tools/break-even';
import { Notice } from '@/components/ui/notice';
import type { PageProps } from '@/lib/page-props';
import { useTuitionPrefill } from '../gym-facts';
import { ScenarioPanel } from '../scenarios';
import { breakEvenExample, breakEvenToInput, breakEvenToRaw } from './breakeven-values';
import { CalculatorLayout, NumberField, Result, ResultList } from './calculator-layout';
import { GroupError } from './calculator-rows';
import { useCalculatorInput } from './calculator-input';
import { money, number, percent } from '@/lib/format';
import { gatedTool } from '../tool-gate';

/** The answers for valid costs, with a warning when no number of students covers them. */
function BreakEvenResults({ input, result }: { input: BreakEvenInput; result: BreakEvenResult }) {
  return (
    <>
      {result.breakEvenStudents === null ? (
        <Notice tone="warning" role="status" title="This price never breaks even">
          Each student costs {money(input.variableCostPerStudent)} and pays {money(input.averageTuition)}, so more
          students never cover the fixed costs. Raise tuition above the variable cost per student, or lower that cost.
        </Notice>
      ) : null}
      <ResultList>
        <Result
          primary
          id="break-even-students"
          label="Students to break even"
          value={number(result.breakEvenStudents)}
          explain="Fixed monthly costs ÷ contribution margin, rounded up to a whole student."
        />
        <Result
          id="fixed-costs"
          label="Fixed monthly costs"
          value={money(input.fixedMonthlyCosts)}
          explain="Rent + payroll + insurance + utilities + other fixed costs."
        />
        <Result
          id="contribution-margin"
          label="Contribution margin per student"
          value={money(result.contributionMargin)}
          explain="Average tuition − variable cost per student: what each student leaves toward fixed costs."
        />
        <Result
          id="contribution-margin-percent"
          label="Contribution margin %"
          value={percent(result.contributionMarginPercent)}
          explain={
            result.contributionMarginPercent === null
              ? 'No tuition entered, so there is no share to work out.'
              : 'Contribution margin ÷ average tuition × 100.'
          }
        />
        <Result
          id="break-even-revenue"
          label="Break-even revenue (per month)"
          value={money(result.breakEvenRevenue)}
          explain="Students to break even × average tuition."
        />
      </ResultList>
    </>
  );
}

/** /tools/breakeven: how many students a month cover the gym's fixed costs. */
function BreakEvenPage({ path }: PageProps) {
  const { raw, setRaw, reset, input, errors, field, set } = useCalculatorInput(
    breakEvenExample,
    breakEvenToInput,
    breakEvenInputSchema,
  );
  const result = input ? breakEven(input) : null;
  const tuition = useTuitionPrefill(raw, setRaw, 'averageTuition');

  return (
    <CalculatorLayout
      path={path}
      onReset={reset}
      intro="Rent and payroll are due whether 50 or 500 kids come through the door. Enter your monthly fixed costs, what each student costs you (mats wear, leotards, card fees) and your average tuition to see how many students cover the bills."
      inputs={
        <>
          <fieldset className="grid gap-3 sm:grid-cols-2">
            <legend className="mb-2 text-sm font-semibold text-brand-900">Fixed monthly costs</legend>
            {FIXED_COST_LINES.map((r) => (
              <NumberField
                key={r.key}
                label={`${r.label} ($/month)`}
                value={raw[r.key]}
                onValueChange={set(r.key)}
                error={errors[`fixedCostLines.${r.key}`]}
              />
            ))}
          </fieldset>
          {/* Shown once every line is a figure: their sum is over the limit of a total. */}
          <GroupError message={errors.fixedMonthlyCosts} />
          <NumberField
            label="Variable cost per student ($ per month)"
            {...field('variableCostPerStudent')}
            hint="What one more student adds: supplies, uniforms, card fees."
          />
          <NumberField
            label="Average tuition per student ($ per month)"
            {...field('averageTuition')}
            hint={tuition.hint}
          />
        </>
      }
      results={result && input && <BreakEvenResults input={input} result={result} />}
    >
      <ScenarioPanel tool="breakeven" inputs={input} onLoad={(inputs) => setRaw(breakEvenToRaw(inputs))} />
    </CalculatorLayout>
  );
}

export default gatedTool(BreakEvenPage);
