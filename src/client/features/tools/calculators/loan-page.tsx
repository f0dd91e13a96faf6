import { useState } from 'react';
import { loan, loanInputSchema, type LoanResult, type LoanRow } from '@shared/tools/loan';
import { roundCents } from '@shared/tools/numbers';
import { Button } from '@/components/ui/button';
import type { PageProps } from '@/lib/page-props';
import { ScenarioPanel } from '../scenarios';
import { CalculatorLayout, NumberField, Result, ResultList } from './calculator-layout';
import { parseNumberInput, useCalculatorInput } from './calculator-input';
import { loanExample, loanToInput, loanToRaw, type TermUnit } from './loan-values';
import { byYear } from './loan-years';
import { money, number } from '@/lib/format';
import { gatedTool } from '../tool-gate';

const th = 'px-2 py-2 text-right font-semibold whitespace-nowrap first:text-left sm:px-3';
/** The payment is the same every month but the last, so a phone leaves its column out to fit. */
const wide = 'hidden sm:table-cell';
const td = 'px-2 py-1.5 text-right tabular-nums whitespace-nowrap first:text-left sm:px-3';

function Schedule({ schedule }: { schedule: LoanRow[] }) {
  const [everyMonth, setEveryMonth] = useState(false);
  const years = byYear(schedule);
  return (
    <div>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="font-bold text-brand-900">Amortization {everyMonth ? 'by month' : 'by year'}</h3>
        <Button variant="outline" size="sm" aria-pressed={everyMonth} onClick={() => setEveryMonth(!everyMonth)}>
          {everyMonth ? 'Show a year summary' : 'Show every month'}
        </Button>
      </div>
      <div
        role="region"
        aria-label={everyMonth ? 'Amortization by month' : 'Amortization by year'}
        tabIndex={0}
        className="mt-3 max-h-96 overflow-auto rounded-xl border border-slate-200 focus-visible:outline-2 focus-visible:outline-accent-500"
      >
        <table className="w-full text-xs sm:text-sm">
          <thead className="sticky top-0 bg-slate-50 text-slate-700">
            <tr>
              <th scope="col" className={th}>
                {everyMonth ? 'Month' : 'Year'}
              </th>
              <th scope="col" className={`${th} ${wide}`}>
                Paid
              </th>
              <th scope="col" className={th}>
                Interest
              </th>
              <th scope="col" className={th}>
                Principal
              </th>
              <th scope="col" className={th}>
                Balance
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {everyMonth
              ? schedule.map((r) => (
                  <tr key={r.month}>
                    <th scope="row" className={td}>
                      {r.month}
                    </th>
                    <td className={`${td} ${wide}`}>{money(r.payment)}</td>
                    <td className={td}>{money(r.interest)}</td>
                    <td className={td}>{money(r.principal)}</td>
                    <td className={td}>{money(r.balance)}</td>
                  </tr>
                ))
              : years.map((y) => (
                  <tr key={y.year}>
                    <th scope="row" className={td}>
                      {y.year}
                      {y.payments < 12 ? <span className="text-xs text-slate-500"> ({y.payments} mo)</span> : null}
                    </th>
                    <td className={`${td} ${wide}`}>{money(y.paid)}</td>
                    <td className={td}>{money(y.interest)}</td>
                    <td className={td}>{money(y.principal)}</td>
                    <td className={td}>{money(y.balance)}</td>
                  </tr>
                ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}

/** The answers for a valid loan, and its schedule. */
function LoanResults({ result }: { result: LoanResult }) {
  return (
    <>
      <ResultList>
        <Result
          primary
          id="monthly-payment"
          label="Monthly payment"
          value={money(result.monthlyPayment)}
          explain="Loan × r ÷ (1 − (1 + r)^−months), r the annual rate ÷ 12; loan ÷ months at 0%."
        />
        <Result
          id="total-paid"
          label="Total paid"
          value={money(result.totalPaid)}
          explain={`The sum of all ${number(result.schedule.length)} payments (the last one clears the balance to the cent).`}
        />
        <Result
          id="total-interest"
          label="Total interest"
          value={money(result.totalInterest)}
          explain="Total paid − loan amount."
        />
      </ResultList>
      <Schedule schedule={result.schedule} />
    </>
  );
}

/** /tools/loan: the monthly payment, total interest and schedule of an equipment or building loan. */
function LoanPage({ path }: PageProps) {
  const { raw, setRaw, reset, input, errors, field, set } = useCalculatorInput(
    loanExample,
    loanToInput,
    loanInputSchema,
  );
  const switchUnit = (unit: TermUnit) =>
    setRaw((r) => {
      if (unit === r.unit) return r;
      const term = parseNumberInput(r.term);
      const converted =
        term === undefined || Number.isNaN(term)
          ? r.term
          : String(unit === 'years' ? roundCents(term / 12) : roundCents(term * 12));
      return { ...r, unit, term: converted };
    });
  const result = input ? loan(input) : null;

  return (
    <CalculatorLayout
      path={path}
      onReset={reset}
      intro="Pricing a new pit, a spring floor or a building of your own? Enter the loan amount, the interest rate and the term to see the monthly payment, what the loan costs in interest, and how the balance falls year by year."
      inputs={
        <>
          <NumberField label="Loan amount ($)" {...field('principal')} />
          <NumberField label="Annual interest rate (%)" {...field('annualRatePercent')} />
          <fieldset>
            <legend className="text-sm font-semibold text-slate-800">Term in</legend>
            <div className="mt-1.5 inline-flex rounded-lg border border-brand-200 p-0.5">
              {(['months', 'years'] as const).map((unit) => (
                <label
                  key={unit}
                  className="cursor-pointer rounded-md px-3 py-1.5 text-sm font-semibold text-brand-900 has-checked:bg-brand-900 has-checked:text-white has-focus-visible:outline-2 has-focus-visible:outline-accent-500"
                >
                  <input
                    type="radio"
                    name="term-unit"
                    value={unit}
                    checked={raw.unit === unit}
                    onChange={() => switchUnit(unit)}
                    className="sr-only"
                  />
                  {unit === 'months' ? 'Months' : 'Years'}
                </label>
              ))}
            </div>
          </fieldset>
          <NumberField
            label={raw.unit === 'months' ? 'Term (months)' : 'Term (years)'}
            value={raw.term}
            onValueChange={set('term')}
            error={errors.termMonths}
            hint={
              raw.unit === 'years'
                ? 'Whole or part years that come to whole months (2.5 years is 30 months).'
                : undefined
            }
          />
        </>
      }
      results={result && <LoanResults result={result} />}
    >
      <ScenarioPanel tool="loan" inputs={input} onLoad={(inputs) => setRaw((r) => loanToRaw(inputs, r.unit))} />
    </CalculatorLayout>
  );
}

export default gatedTool(LoanPage);
