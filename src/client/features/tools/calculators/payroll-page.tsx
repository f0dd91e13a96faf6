import { payroll, payrollInputSchema, type PayrollInput, type PayrollResult } from '@shared/tools/payroll';
import type { PageProps } from '@/lib/page-props';
import { ScenarioPanel } from '../scenarios';
import { AmountBars, CalculatorLayout, NumberField, Result, ResultList } from './calculator-layout';
import { AddRowButton, GroupError, RowCard } from './calculator-rows';
import { parseNumberInput, rowList, useCalculatorInput } from './calculator-input';
import { money, number, percent, rate } from '@/lib/format';
import { gatedTool } from '../tool-gate';

interface RawStaff {
  key: number;
  name: string;
  hoursPerWeek: string;
  hourlyWage: string;
}
interface Raw {
  staff: RawStaff[];
  onCostPercent: string;
  monthlyRevenue: string;
}

/** An illustrative staff of a gym of about 300 students, 12% employer taxes and benefits, $38,000 a month. */
const example: Raw = {
  staff: [
    { key: 1, name: 'Head coach', hoursPerWeek: '40', hourlyWage: '25' },
    { key: 2, name: 'Team coach', hoursPerWeek: '30', hourlyWage: '20' },
    { key: 3, name: 'Recreational coach', hoursPerWeek: '20', hourlyWage: '16' },
    { key: 4, name: 'Preschool coach', hoursPerWeek: '15', hourlyWage: '15' },
    { key: 5, name: 'Front desk', hoursPerWeek: '25', hourlyWage: '14' },
  ],
  onCostPercent: '12',
  monthlyRevenue: '38,000',
};

const toInput = (raw: Raw) => ({
  staff: raw.staff.map((s) => ({
    name: s.name,
    hoursPerWeek: parseNumberInput(s.hoursPerWeek),
    hourlyWage: parseNumberInput(s.hourlyWage),
  })),
  onCostPercent: parseNumberInput(raw.onCostPercent),
  // Optional: blank is "no revenue given".
  monthlyRevenue: parseNumberInput(raw.monthlyRevenue),
});

const text = (value: unknown) => (value === undefined || value === null ? '' : String(value));
function toRaw(inputs: Record<string, unknown>): Raw {
  const staff = Array.isArray(inputs.staff) ? (inputs.staff as Record<string, unknown>[]) : [];
  return {
    staff: staff.map((s, i) => ({
      key: i + 1,
      name: text(s.name),
      hoursPerWeek: text(s.hoursPerWeek),
      hourlyWage: text(s.hourlyWage),
    })),
    onCostPercent: text(inputs.onCostPercent),
    monthlyRevenue: text(inputs.monthlyRevenue),
  };
}

const cell = 'px-2 py-2 text-right tabular-nums first:text-left sm:px-3';
/** Figures stay on one line; names wrap, so the table fits a phone. */
const figure = `${cell} whitespace-nowrap`;
/** A phone leaves the weekly column out so the table fits; the monthly and annual stay. */
const wide = 'hidden sm:table-cell';

/** The answers for a valid staff list, and the cost of each row. */
function PayrollResults({ input, result, rowKeys }: { input: PayrollInput; result: PayrollResult; rowKeys: number[] }) {
  const onCost = rate(input.onCostPercent);
  return (
    <>
      <ResultList>
        <Result
          primary
          id="monthly-payroll"
          label="Monthly payroll"
          value={money(result.totals.monthlyCost)}
          explain="Weekly payroll × 52 weeks ÷ 12 months."
        />
        <Result
          primary
          id="payroll-share"
          label="Payroll as a share of revenue"
          value={percent(result.payrollPercentOfRevenue)}
          explain={
            result.payrollPercentOfRevenue === null
              ? 'Enter your monthly revenue to see it.'
              : 'Monthly payroll ÷ monthly revenue × 100.'
          }
        />
        <Result
          id="weekly-payroll"
          label="Weekly payroll"
          value={money(result.totals.weeklyCost)}
          explain={`Wages ${money(result.totals.weeklyWages)} (hours × wage, all rows) + ${onCost} taxes and benefits ${money(result.totals.weeklyOnCost)}.`}
        />
        <Result
          id="annual-payroll"
          label="Annual payroll"
          value={money(result.totals.annualCost)}
          explain="Weekly payroll × 52."
        />
        <Result
          id="monthly-wages"
          label="Monthly wages before taxes and benefits"
          value={money(result.totals.monthlyWages)}
          explain={`Weekly wages × 52 ÷ 12, for ${number(result.totals.hoursPerWeek)} hours a week.`}
        />
        <Result
          id="annual-wages"
          label="Annual wages before taxes and benefits"
          value={money(result.totals.annualWages)}
          explain="Weekly wages × 52."
        />
      </ResultList>
      {result.staff.length ? (
        <>
          <div
            role="region"
            aria-label="Cost by staff row"
            tabIndex={0}
            className="overflow-x-auto rounded-xl border border-slate-200 focus-visible:outline-2 focus-visible:outline-accent-500"
          >
            <table className="w-full text-xs sm:text-sm">
              <caption className="sr-only">Cost by staff row, with taxes and benefits</caption>
              <thead className="bg-slate-50 text-slate-700">
                <tr>
                  <th scope="col" className={`${cell} font-semibold`}>
                    Role
                  </th>
                  <th scope="col" className={`${cell} ${wide} font-semibold`}>
                    Weekly
                  </th>
                  <th scope="col" className={`${cell} font-semibold`}>
                    Monthly
                  </th>
                  <th scope="col" className={`${cell} font-semibold`}>
                    Annual
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100">
                {result.staff.map((s, i) => (
                  <tr key={rowKeys[i] ?? i} data-staff={s.name}>
                    <th scope="row" className={`${cell} font-medium break-words`}>
                      {s.name}
                    </th>
                    <td className={`${figure} ${wide}`}>{money(s.weeklyCost)}</td>
                    <td className={figure}>{money(s.monthlyCost)}</td>
                    <td className={figure}>{money(s.annualCost)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <p className="text-xs text-slate-600">
            Each row is hours × wage plus {onCost} on top, a month being 52 weeks ÷ 12. Rows are rounded to the cent one
            by one, so they can differ from the totals by a cent.
          </p>
          <AmountBars
            title="Monthly cost by role"
            bars={result.staff.map((s) => ({
              label: s.name,
              value: money(s.monthlyCost),
              amount: s.monthlyCost,
            }))}
          />
        </>
      ) : null}
    </>
  );
}

/** /tools/payroll: what the coaches and staff cost a week, a month and a year. */
function PayrollPage({ path }: PageProps) {
  const { raw, setRaw, reset, input, errors, field } = useCalculatorInput(example, toInput, payrollInputSchema);
  const result = input ? payroll(input) : null;
  const staff = rowList(setRaw, 'staff', errors);

  return (
    <CalculatorLayout
      path={path}
      onReset={reset}
      intro="Coaches are most gyms' largest cost. List your coaches and staff with their weekly hours and hourly wage, add what you pay on top in payroll taxes and benefits, and see your payroll for a week, a month and a year, and as a share of your revenue."
      inputs={
        <>
          <ul className="grid gap-3" aria-label="Staff">
            {raw.staff.map((row, index) => {
              const { err, field: rowField } = staff.fields(row, index);
              return (
                <RowCard
                  key={row.key}
                  fallback={`Staff row ${index + 1}`}
                  onRemove={() => staff.remove(index)}
                  nameLabel="Role or name"
                  nameError={err('name')}
                  nameInput={{ value: row.name, onChange: (e) => staff.set(index, { name: e.target.value }) }}
                >
                  <div className="grid grid-cols-2 gap-3">
                    <NumberField label="Hours a week" {...rowField('hoursPerWeek')} />
                    <NumberField label="Hourly wage ($)" {...rowField('hourlyWage')} />
                  </div>
                </RowCard>
              );
            })}
          </ul>
          {raw.staff.length === 0 ? (
            <p className="rounded-xl border border-dashed border-slate-300 p-4 text-sm text-slate-600">
              No staff yet. Add a row for each coach or role.
            </p>
          ) : null}
          <GroupError message={errors.staff} />
          <AddRowButton
            count={raw.staff.length}
            onAdd={() => staff.add({ name: '', hoursPerWeek: '0', hourlyWage: '0' })}
          >
            Add staff
          </AddRowButton>
          <NumberField
            label="Payroll taxes and benefits (% on top of wages)"
            {...field('onCostPercent')}
            hint="Employer payroll taxes, workers' compensation and any benefits you pay, as a share of wages."
          />
          <NumberField
            label="Monthly revenue ($, optional)"
            {...field('monthlyRevenue')}
            hint="Leave blank to skip payroll as a share of revenue."
          />
        </>
      }
      results={
        result && input && <PayrollResults input={input} result={result} rowKeys={raw.staff.map((s) => s.key)} />
      }
    >
      <ScenarioPanel tool="payroll" inputs={input} onLoad={(inputs) => setRaw(toRaw(inputs))} />
    </CalculatorLayout>
  );
}

export default gatedTool(PayrollPage);
