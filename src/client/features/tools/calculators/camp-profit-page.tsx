import type { ReactNode } from 'react';
import {
  campProfit,
  campProfitInputSchema,
  type CampProfitInput,
  type CampProfitResult,
} from '@shared/tools/camp-profit';
import type { PageProps } from '@/lib/page-props';
import { ScenarioPanel } from '../scenarios';
import { CalculatorLayout, NumberField, Result, ResultList } from './calculator-layout';
import { parseFields, storedFields, useCalculatorInput } from './calculator-input';
import { formatSignedMoney } from './signed-format';
import { money, number, percent } from '@/lib/format';
import { gatedTool } from '../tool-gate';

const KEYS = [
  'days',
  'campers',
  'pricePerCamper',
  'coaches',
  'coachHoursPerDay',
  'coachHourlyWage',
  'suppliesPerCamper',
  'fixedCosts',
] as const;
type Key = (typeof KEYS)[number];
type Raw = Record<Key, string>;

/** An illustrative five-day summer camp: 30 campers at $275, four coaches 7 hours a day at $17. */
const example: Raw = {
  days: '5',
  campers: '30',
  pricePerCamper: '275',
  coaches: '4',
  coachHoursPerDay: '7',
  coachHourlyWage: '17',
  suppliesPerCamper: '18',
  fixedCosts: '600',
};

const toInput = parseFields(KEYS);
const toRaw = storedFields(KEYS);

function Group({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className="grid gap-3 rounded-xl border border-slate-200 p-3">
      <legend className="px-1 text-sm font-bold text-brand-900">{legend}</legend>
      {children}
    </fieldset>
  );
}

/** Where the camp's money goes: one bar of coaches, supplies, fixed costs and profit, drawn with divs. */
function MoneyBar({ result }: { result: CampProfitResult }) {
  const parts = [
    { label: 'Coaches', value: result.coachCost, color: 'bg-brand-900' },
    { label: 'Supplies', value: result.suppliesCost, color: 'bg-brand-300' },
    { label: 'Fixed costs', value: result.totalCost - result.coachCost - result.suppliesCost, color: 'bg-accent-400' },
    { label: 'Profit', value: Math.max(result.profit, 0), color: 'bg-emerald-500' },
  ];
  const whole = Math.max(result.revenue, result.totalCost, 0.01);
  return (
    <figure>
      <figcaption className="font-bold text-brand-900">
        {result.profit >= 0 ? 'Where the camp’s revenue goes' : 'The camp’s costs, against its revenue'}
      </figcaption>
      <div className="mt-3 flex h-6 overflow-hidden rounded bg-slate-100" aria-hidden="true">
        {parts.map((p) => (
          <div key={p.label} className={p.color} style={{ width: `${(p.value / whole) * 100}%` }} />
        ))}
      </div>
      <ul className="mt-2 grid grid-cols-2 gap-x-4 gap-y-1 text-sm text-slate-700">
        {parts.map((p) => (
          <li key={p.label} className="flex items-center gap-2">
            <span className={`size-3 shrink-0 rounded-sm ${p.color}`} aria-hidden="true" />
            <span>
              {p.label} <span className="font-semibold tabular-nums">{money(p.value)}</span>
            </span>
          </li>
        ))}
      </ul>
    </figure>
  );
}

/** The answers for a valid camp, and where its money goes. */
function CampResults({ input, result }: { input: CampProfitInput; result: CampProfitResult }) {
  return (
    <>
      <ResultList>
        <Result
          primary
          id="profit"
          label="Profit"
          value={formatSignedMoney(result.profit)}
          explain={`Revenue − total cost: ${money(result.revenue)} − ${money(result.totalCost)}.`}
        />
        <Result
          primary
          id="break-even-campers"
          label="Campers to break even"
          value={number(result.breakEvenCampers)}
          explain={
            result.breakEvenCampers === null
              ? 'A camper pays no more than their supplies cost, so no number of campers covers the coaches.'
              : `(Coach cost + fixed costs) ÷ (price − supplies per camper), rounded up: (${money(result.coachCost)} + ${money(input.fixedCosts)}) ÷ (${money(input.pricePerCamper)} − ${money(input.suppliesPerCamper)}). With the coaches above; more campers may need more coaches.`
          }
        />
        <Result id="revenue" label="Revenue" value={money(result.revenue)} explain="Campers × price per camper." />
        <Result
          id="coach-cost"
          label="Coach cost"
          value={money(result.coachCost)}
          explain="Coaches × hours a day × days × hourly wage."
        />
        <Result
          id="supplies-cost"
          label="Supplies"
          value={money(result.suppliesCost)}
          explain="Campers × supplies per camper."
        />
        <Result
          id="total-cost"
          label="Total cost"
          value={money(result.totalCost)}
          explain="Coach cost + supplies + fixed costs."
        />
        <Result
          id="margin"
          label="Profit margin"
          value={percent(result.marginPercent)}
          explain={result.marginPercent === null ? 'No revenue yet to compare with.' : 'Profit ÷ revenue × 100.'}
        />
        <Result
          id="profit-per-camper"
          label="Profit per camper"
          value={result.profitPerCamper === null ? '—' : formatSignedMoney(result.profitPerCamper)}
          explain={result.profitPerCamper === null ? 'No camper yet.' : 'Profit ÷ campers.'}
        />
      </ResultList>
      <MoneyBar result={result} />
    </>
  );
}

/** /tools/camp-profit: the profit of a camp, clinic or parents' night out, and the campers it needs. */
function CampProfitPage({ path }: PageProps) {
  const { setRaw, reset, input, field: fieldProps } = useCalculatorInput(example, toInput, campProfitInputSchema);
  const field = (key: Key, label: string, hint?: string) => (
    <NumberField label={label} hint={hint} {...fieldProps(key)} />
  );
  const result = input ? campProfit(input) : null;

  return (
    <CalculatorLayout
      path={path}
      onReset={reset}
      intro="Camps, clinics and parents' nights out fill the gym between classes, but only pay if enough children come. Enter the days, the campers and their price, your coaches and your costs to see the profit and how many campers you need to break even."
      inputs={
        <>
          <Group legend="The camp">
            <div className="grid grid-cols-2 gap-3">
              {field('days', 'Days')}
              {field('campers', 'Campers')}
            </div>
            {field('pricePerCamper', 'Price per camper ($ for the whole camp)')}
          </Group>
          <Group legend="Staffing">
            <div className="grid grid-cols-2 gap-3">
              {field('coaches', 'Coaches')}
              {field('coachHoursPerDay', 'Hours a day each')}
            </div>
            {field('coachHourlyWage', 'Coach hourly wage ($)')}
          </Group>
          <Group legend="Other costs">
            {field('suppliesPerCamper', 'Supplies per camper ($)', 'Crafts, snacks, anything each child uses.')}
            {field('fixedCosts', 'Fixed costs ($)', 'Marketing, T-shirts, rentals: what you pay however many come.')}
          </Group>
        </>
      }
      results={result && input && <CampResults input={input} result={result} />}
    >
      <ScenarioPanel tool="camp-profit" inputs={input} onLoad={(inputs) => setRaw(toRaw(inputs))} />
    </CalculatorLayout>
  );
}

export default gatedTool(CampProfitPage);
