import { churn, churnInputSchema, type ChurnResult } from '@shared/tools/churn';
import type { PageProps } from '@/lib/page-props';
import { BenchmarkPanel } from '../benchmarks';
import { useTuitionPrefill } from '../gym-facts';
import { ScenarioPanel } from '../scenarios';
import { CalculatorLayout, NumberField, Result, ResultList } from './calculator-layout';
import { fieldText, parseFields, storedFields, useCalculatorInput } from './calculator-input';
import { money, number, percent } from '@/lib/format';
import { gatedTool } from '../tool-gate';

const KEYS = ['membersAtStart', 'membersLost', 'newMembers', 'averageMonthlyTuition'] as const;
type Raw = Record<(typeof KEYS)[number], string>;

/** Illustrative month for a gym of 300 members: 9 leave (3%), 15 join, $125 average tuition. */
const example: Raw = { membersAtStart: '300', membersLost: '9', newMembers: '15', averageMonthlyTuition: '125' };

const toInput = parseFields(KEYS);

/** A saved scenario's inputs back as the fields' text. */
const toRaw = storedFields(KEYS, fieldText);

const noChurn = 'No member left this month, so at this pace members never leave: there is no lifetime to measure.';

/** The answers for a valid month. */
function ChurnResults({ result }: { result: ChurnResult }) {
  return (
    <ResultList>
      <Result
        primary
        id="monthly-churn"
        label="Monthly churn"
        value={percent(result.monthlyChurnPercent)}
        explain="Members lost ÷ members at the start × 100."
      />
      <Result
        id="annual-churn"
        label="Annual churn"
        value={percent(result.annualChurnPercent)}
        explain="(1 − (1 − monthly churn)¹²) × 100: the share lost over a year at this month's pace."
      />
      <Result
        id="members-at-end"
        label="Members at month end"
        value={number(result.membersAtEnd)}
        explain={`Members at start − lost + new (net ${result.netChange >= 0 ? '+' : '−'}${number(Math.abs(result.netChange))}).`}
      />
      <Result
        id="lost-monthly-revenue"
        label="Lost monthly revenue"
        value={money(result.lostMonthlyRevenue)}
        explain="Members lost × average monthly tuition."
      />
      <Result
        id="lost-annual-revenue"
        label="Lost annual revenue"
        value={money(result.lostAnnualRevenue)}
        explain="Lost monthly revenue × 12."
      />
      <Result
        id="average-lifetime"
        label="Average member lifetime"
        value={result.averageLifetimeMonths === null ? '—' : `${number(result.averageLifetimeMonths)} months`}
        explain={result.averageLifetimeMonths === null ? noChurn : '1 ÷ monthly churn rate.'}
      />
      <Result
        id="lifetime-value"
        label="Member lifetime value"
        value={money(result.lifetimeValue)}
        explain={result.lifetimeValue === null ? noChurn : 'Average monthly tuition ÷ monthly churn rate.'}
      />
    </ResultList>
  );
}

/** /tools/churn-rate: how many members leave each month, what that costs and what a member is worth. */
function ChurnRatePage({ path }: PageProps) {
  const { raw, setRaw, reset, input, field } = useCalculatorInput(example, toInput, churnInputSchema);
  const result = input ? churn(input) : null;
  const tuition = useTuitionPrefill(raw, setRaw, 'averageMonthlyTuition');

  return (
    <CalculatorLayout
      path={path}
      onReset={reset}
      intro="Every family that leaves takes its tuition with it. Enter one month — members on the first day, how many left, how many joined — to see your churn rate, the revenue it costs you, and what a member is worth over their stay."
      inputs={
        <>
          <NumberField label="Members at the start of the month" {...field('membersAtStart')} />
          <NumberField
            label="Members lost during the month"
            {...field('membersLost')}
            hint="Only members who were there on the first day."
          />
          <NumberField label="New members during the month" {...field('newMembers')} />
          <NumberField label="Average monthly tuition ($)" {...field('averageMonthlyTuition')} hint={tuition.hint} />
        </>
      }
      results={result && <ChurnResults result={result} />}
    >
      <ScenarioPanel tool="churn-rate" inputs={input} onLoad={(inputs) => setRaw(toRaw(inputs))} />
      <BenchmarkPanel metric="churn-rate" typed={result?.monthlyChurnPercent ?? null} saveHint="Save a scenario" />
    </CalculatorLayout>
  );
}

export default gatedTool(ChurnRatePage);
