import { z } from 'zod';
import { breakEven, breakEvenInputSchema } from '@shared/tools/break-even';
import { amount } from '@shared/tools/fields';
import { Notice } from '@/components/ui/notice';
import type { PageProps } from '@/routes';
import { CalculatorLayout, FixInputsNotice, NumberField, Result, ResultList } from './calculator-layout';
import { formatMoney, formatNumber, formatPercent, parseNumberInput, useCalculatorInput } from './calculator-input';

const costRows = [
  { key: 'rent', label: 'Rent' },
  { key: 'payroll', label: 'Payroll' },
  { key: 'insurance', label: 'Insurance' },
  { key: 'utilities', label: 'Utilities' },
  { key: 'other', label: 'Other fixed costs' },
] as const;
type CostKey = (typeof costRows)[number]['key'];
type Raw = Record<CostKey | 'variableCostPerStudent' | 'averageTuition', string>;

/** Illustrative monthly figures for a gym of about 300 members (they add up to $20,000 fixed). */
const example: Raw = {
  rent: '8,000',
  payroll: '9,000',
  insurance: '1,200',
  utilities: '800',
  other: '1,000',
  variableCostPerStudent: '15',
  averageTuition: '125',
};

/** Each cost line is checked on its own (its own label in the message), then their sum by the shared schema. */
const costsSchema = z.object(
  Object.fromEntries(costRows.map((r) => [r.key, amount(r.label)])) as Record<CostKey, ReturnType<typeof amount>>,
);
const pageSchema = breakEvenInputSchema.and(z.object({ costs: costsSchema }));

function toInput(raw: Raw) {
  const costs = Object.fromEntries(costRows.map((r) => [r.key, parseNumberInput(raw[r.key])])) as Record<
    CostKey,
    number | undefined
  >;
  const fixed = costRows.reduce<number | undefined>(
    (sum, r) => (sum === undefined || costs[r.key] === undefined ? undefined : sum + costs[r.key]!),
    0,
  );
  return {
    fixedMonthlyCosts: fixed ?? Number.NaN,
    variableCostPerStudent: parseNumberInput(raw.variableCostPerStudent),
    averageTuition: parseNumberInput(raw.averageTuition),
    costs,
  };
}

/** /tools/breakeven: how many students a month cover the gym's fixed costs. */
export default function BreakEvenPage({ path }: PageProps) {
  const { raw, setRaw, reset, input, errors } = useCalculatorInput(example, toInput, pageSchema);
  const set = (key: keyof Raw) => (value: string) => setRaw((r) => ({ ...r, [key]: value }));
  const result = input ? breakEven(input) : null;
  // A broken cost line already has its own message; the total's message shows only when the lines are fine.
  const lineError = costRows.some((r) => errors[`costs.${r.key}`]);

  return (
    <CalculatorLayout
      path={path}
      onReset={reset}
      intro={
        <p>
          Rent and payroll are due whether 50 or 500 kids come through the door. Enter your monthly fixed costs, what
          each student costs you (mats wear, leotards, card fees) and your average tuition to see how many students
          cover the bills.
        </p>
      }
      inputs={
        <>
          <fieldset className="grid gap-3 sm:grid-cols-2">
            <legend className="mb-2 text-sm font-semibold text-brand-900">Fixed monthly costs</legend>
            {costRows.map((r) => (
              <NumberField
                key={r.key}
                label={`${r.label} ($/month)`}
                value={raw[r.key]}
                onValueChange={set(r.key)}
                error={errors[`costs.${r.key}`]}
              />
            ))}
          </fieldset>
          {!lineError && errors.fixedMonthlyCosts ? (
            <p className="text-sm font-medium text-red-700">{errors.fixedMonthlyCosts}</p>
          ) : null}
          <NumberField
            label="Variable cost per student ($ per month)"
            value={raw.variableCostPerStudent}
            onValueChange={set('variableCostPerStudent')}
            error={errors.variableCostPerStudent}
            hint="What one more student adds: supplies, uniforms, card fees."
          />
          <NumberField
            label="Average tuition per student ($ per month)"
            value={raw.averageTuition}
            onValueChange={set('averageTuition')}
            error={errors.averageTuition}
          />
        </>
      }
      results={
        result && input ? (
          <>
            {result.breakEvenStudents === null ? (
              <Notice tone="warning" role="status" title="This price never breaks even">
                Each student costs {formatMoney(input.variableCostPerStudent)} and pays{' '}
                {formatMoney(input.averageTuition)}, so more students never cover the fixed costs. Raise tuition above
                the variable cost per student, or lower that cost.
              </Notice>
            ) : null}
            <ResultList>
              <Result
                primary
                id="break-even-students"
                label="Students to break even"
                value={result.breakEvenStudents === null ? '—' : formatNumber(result.breakEvenStudents)}
                explain="Fixed monthly costs ÷ contribution margin, rounded up to a whole student."
              />
              <Result
                id="fixed-costs"
                label="Fixed monthly costs"
                value={formatMoney(input.fixedMonthlyCosts)}
                explain="Rent + payroll + insurance + utilities + other fixed costs."
              />
              <Result
                id="contribution-margin"
                label="Contribution margin per student"
                value={formatMoney(result.contributionMargin)}
                explain="Average tuition − variable cost per student: what each student leaves toward fixed costs."
              />
              <Result
                id="contribution-margin-percent"
                label="Contribution margin %"
                value={
                  result.contributionMarginPercent === null ? '—' : formatPercent(result.contributionMarginPercent)
                }
                explain={
                  result.contributionMarginPercent === null
                    ? 'No tuition entered, so there is no share to work out.'
                    : 'Contribution margin ÷ average tuition × 100.'
                }
              />
              <Result
                id="break-even-revenue"
                label="Break-even revenue (per month)"
                value={result.breakEvenRevenue === null ? '—' : formatMoney(result.breakEvenRevenue)}
                explain="Students to break even × average tuition."
              />
            </ResultList>
          </>
        ) : (
          <FixInputsNotice />
        )
      }
    />
  );
}
