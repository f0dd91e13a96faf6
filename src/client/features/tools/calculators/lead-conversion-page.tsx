import { leadFunnel, funnelInputSchema, type FunnelInput, type FunnelResult } from '@shared/tools/funnel';
import type { PageProps } from '@/lib/page-props';
import { useTuitionPrefill } from '../gym-facts';
import { ScenarioPanel } from '../scenarios';
import { CalculatorLayout, NumberField, Result, ResultList } from './calculator-layout';
import { useCalculatorInput } from './calculator-input';
import { funnelExample, funnelToInput, funnelToRaw } from './funnel-values';
import { money, number, percent } from '@/lib/format';
import { gatedTool } from '../tool-gate';

/** Three bars, each as wide as its share of the inquiries, drawn with divs. */
function Funnel({ stages }: { stages: { label: string; count: number }[] }) {
  const top = Math.max(stages[0]?.count ?? 0, 1);
  return (
    <figure>
      <figcaption className="font-bold text-brand-900">Your funnel</figcaption>
      <ol className="mt-3 grid gap-2">
        {stages.map((s, i) => (
          <li key={s.label} className="grid gap-1">
            <div className="flex justify-between text-sm text-slate-700">
              <span>{s.label}</span>
              <span className="tabular-nums">
                {i > 0 ? (
                  <span className="text-xs text-slate-500">{number(stages[i - 1]!.count - s.count)} lost · </span>
                ) : null}
                <span className="font-semibold">{number(s.count)}</span>
              </span>
            </div>
            <div className="flex h-6 justify-center rounded bg-slate-100" aria-hidden="true">
              <div
                className={['bg-brand-900', 'bg-brand-600', 'bg-accent-400'][i] + ' h-full rounded'}
                style={{ width: `${Math.max((s.count / top) * 100, s.count > 0 ? 1 : 0)}%` }}
              />
            </div>
          </li>
        ))}
      </ol>
    </figure>
  );
}

/** The answers for a valid month, and the funnel. */
function FunnelResults({ input, result }: { input: FunnelInput; result: FunnelResult }) {
  return (
    <>
      <ResultList>
        <Result
          primary
          id="overall-conversion"
          label="Overall conversion"
          value={percent(result.overallConversionPercent)}
          explain="Enrollments ÷ inquiries × 100."
        />
        <Result
          id="inquiry-to-trial"
          label="Inquiry → trial"
          value={percent(result.inquiryToTrialPercent)}
          explain="Trials ÷ inquiries × 100."
        />
        <Result
          id="trial-to-enrollment"
          label="Trial → enrollment"
          value={percent(result.trialToEnrollmentPercent)}
          explain="Enrollments ÷ trials × 100."
        />
        <Result
          id="lost-before-trial"
          label="Lost before a trial"
          value={number(result.lostBeforeTrial)}
          explain="Inquiries − trials."
        />
        <Result
          id="lost-after-trial"
          label="Lost after the trial"
          value={number(result.lostAfterTrial)}
          explain="Trials − enrollments."
        />
        <Result
          id="monthly-revenue"
          label="New monthly revenue"
          value={money(result.monthlyRevenue)}
          explain="Enrollments × average monthly tuition."
        />
        <Result
          id="annual-revenue"
          label="New annual revenue"
          value={money(result.annualRevenue)}
          explain="New monthly revenue × 12."
        />
      </ResultList>
      <Funnel
        stages={[
          { label: 'Inquiries', count: input.inquiries },
          { label: 'Trials', count: input.trials },
          { label: 'Enrollments', count: input.enrollments },
        ]}
      />
    </>
  );
}

/** /tools/lead-conversion: inquiries → trial classes → enrollments, and what the enrollments bring in. */
function LeadConversionPage({ path }: PageProps) {
  const { raw, setRaw, reset, input, field } = useCalculatorInput(funnelExample, funnelToInput, funnelInputSchema);
  const result = input ? leadFunnel(input) : null;
  const tuition = useTuitionPrefill(raw, setRaw, 'averageMonthlyTuition');

  return (
    <CalculatorLayout
      path={path}
      onReset={reset}
      intro="Parents call, book a trial class, and some of them enroll. Enter a month of inquiries, trials and enrollments to see where families drop out of your funnel and what the enrollments are worth."
      inputs={
        <>
          <NumberField label="Inquiries (calls, emails, web forms)" {...field('inquiries')} />
          <NumberField label="Trial classes booked" {...field('trials')} />
          <NumberField label="Enrollments" {...field('enrollments')} />
          <NumberField label="Average monthly tuition ($)" {...field('averageMonthlyTuition')} hint={tuition.hint} />
        </>
      }
      results={result && input && <FunnelResults input={input} result={result} />}
    >
      <ScenarioPanel tool="lead-conversion" inputs={input} onLoad={(inputs) => setRaw(funnelToRaw(inputs))} />
    </CalculatorLayout>
  );
}

export default gatedTool(LeadConversionPage);
