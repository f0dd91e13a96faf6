import { Link } from 'react-router';
import {
  benchmarkFigure,
  quickSummaryInputSchema,
  revenueSqftFigures,
  type RevenuePerSqftInput,
  type RevenuePerSqftResult,
} from '@shared/tools/revenue';
import type { RevenueSqftRecord, RevenueSqftSummary } from '@shared/tools/revenue-records';
import type { PageProps } from '@/lib/page-props';
import { CalculatorLayout, NumberField, parseFields, useCalculatorInput } from '../calculators';
import { FROM_FACTS, useGymPrefill } from '../gym-facts';
import { LatestRecordOffer, useLoadedRecord } from '../saved';
import { REVENUE_SQFT_PATH, SummaryPanels, summaryWords, UsableSqftResults, yearText } from './revenue-bits';
import { money, number } from '@/lib/format';
import { gatedTool } from '../tool-gate';

type Raw = { year: string; annualRevenue: string; squareFeet: string };

/** Illustrative year of a gym with 12,000 sq ft of class space. */
const example: Raw = { year: String(new Date().getFullYear() - 1), annualRevenue: '850,000', squareFeet: '12,000' };

const words = summaryWords('Keep a year’s check under a name — 2025 year end, after the expansion — and compare two.');

const pageSchema = quickSummaryInputSchema.omit({ kind: true, name: true });

const toInput = parseFields(['year', 'annualRevenue', 'squareFeet']);

/** The answers for a valid year, and the way to the area-by-area breakdown. */
function QuickResults({ input, result }: { input: RevenuePerSqftInput; result: RevenuePerSqftResult }) {
  return (
    <>
      <UsableSqftResults
        rates={result}
        explain={
          input.squareFeet === 0
            ? 'Enter your usable square feet to divide the revenue by.'
            : `Annual revenue ÷ usable square feet: ${money(input.annualRevenue)} ÷ ${number(input.squareFeet)} sq ft.`
        }
      />
      <p className="text-sm text-slate-600">
        Want it area by area — floors, preschool room, lobby, office? Use the{' '}
        <Link className="font-semibold text-brand-800 underline" to="/revenue-per-sqft">
          facility breakdown
        </Link>
        .
      </p>
    </>
  );
}

/** /tools/revenue-sqft: what each usable square foot earns a year and a month, in one glance. */
function RevenueSqftQuickPage({ path }: PageProps) {
  const { raw, setRaw, reset, input, field } = useCalculatorInput(example, toInput, pageSchema);
  // The figures a save of these inputs stores, and so the one the network panel places.
  const result = input ? revenueSqftFigures({ kind: 'quick', ...input }) : null;
  const prefill = useGymPrefill((p) => {
    // Only in place of the example's figure: a number already typed (or loaded) stays.
    if (p.usableSqft !== null)
      setRaw((r) => (r.squareFeet === example.squareFeet ? { ...r, squareFeet: number(p.usableSqft!) } : r));
  });
  const sqftFromFacts = prefill?.usableSqft != null && raw.squareFeet === number(prefill.usableSqft);
  const loaded = useLoadedRecord<RevenueSqftSummary, RevenueSqftRecord>(REVENUE_SQFT_PATH, words, (record) =>
    setRaw({
      year: yearText(record.year),
      annualRevenue: number(record.annualRevenue),
      squareFeet: number(record.usableSqft),
    }),
  );

  return (
    <CalculatorLayout
      path={path}
      onReset={reset}
      intro="Your building is your biggest cost. Divide a year’s revenue by the square feet where classes run to see how hard each foot works — and how you compare with gyms your size."
      inputs={
        <>
          <LatestRecordOffer path={REVENUE_SQFT_PATH} listQuery="kind=quick" words={words} loaded={loaded} />
          <NumberField
            label="Year (optional)"
            inputMode="numeric"
            {...field('year')}
            hint="The year the revenue covers, to tell your saved checks apart."
          />
          <NumberField
            label="Annual revenue ($)"
            {...field('annualRevenue')}
            hint="Everything the gym took in over the year: tuition, fees, camps, parties, pro shop."
          />
          <NumberField
            label="Usable square feet"
            inputMode="numeric"
            {...field('squareFeet')}
            hint={
              sqftFromFacts
                ? `${FROM_FACTS}.`
                : 'Floors, rooms and zones where classes run — not the lobby, office or storage.'
            }
          />
        </>
      }
      results={result && input && <QuickResults input={input} result={result} />}
    >
      <SummaryPanels
        kind="quick"
        input={input}
        words={words}
        loaded={loaded}
        typed={result && benchmarkFigure(result)}
        saveHint="Save a check"
      />
    </CalculatorLayout>
  );
}

export default gatedTool(RevenueSqftQuickPage);
