import { useRef } from 'react';
import { compareFigures, type ComparedFigure, type ReportBody } from '@shared/tools/report';
import { benchmarkFigure, facilityBreakdown, facilityInputSchema, summaryYearSchema } from '@shared/tools/revenue';
import type { RevenueSqftRecord, RevenueSqftSummary } from '@shared/tools/revenue-records';
import type { PageProps } from '@/lib/page-props';
import { fieldPair, pairedField } from '../field-pairs';
import {
  AddRowButton,
  CalculatorLayout,
  GroupError,
  NumberField,
  Result,
  RowCard,
  parseNumberInput,
  rowList,
  useCalculatorInput,
} from '../calculators';
import { tableFigures } from '../compare-two';
import { useGymPrefill } from '../gym-facts';
import { LatestRecordOffer, useLoadedRecord } from '../saved';
import { AreaBars, AreaTable } from './area-figures';
import { REVENUE_SQFT_PATH, SummaryPanels, summaryWords, UsableSqftResults, yearText } from './revenue-bits';
import { money, number, percent } from '@/lib/format';
import { gatedTool } from '../tool-gate';

interface RawArea {
  key: number;
  areaName: string;
  sqft: string;
  isUsable: boolean;
  annualRevenue: string;
}
interface Raw {
  year: string;
  annualRevenue: string;
  areas: RawArea[];
}

/** An illustrative 12,000 sq ft gym: three class spaces, a lobby with the pro shop, an office. */
const example: Raw = {
  year: String(new Date().getFullYear() - 1),
  annualRevenue: '720,000',
  areas: [
    { key: 1, areaName: 'Main gym floor', sqft: '6,500', isUsable: true, annualRevenue: '380,000' },
    { key: 2, areaName: 'Tumbling and trampoline', sqft: '1,500', isUsable: true, annualRevenue: '70,000' },
    { key: 3, areaName: 'Preschool room', sqft: '1,800', isUsable: true, annualRevenue: '110,000' },
    { key: 4, areaName: 'Lobby and viewing', sqft: '1,400', isUsable: false, annualRevenue: '8,000' },
    { key: 5, areaName: 'Office and storage', sqft: '800', isUsable: false, annualRevenue: '' },
  ],
};

const words = summaryWords('Keep a year’s breakdown under a name — 2025, after the new ninja zone — and compare two.');

// The breakdown's own check (areas within the year's revenue) and the year beside it.
const pageSchema = facilityInputSchema.extend({ year: summaryYearSchema });

const toInput = (raw: Raw) => ({
  year: parseNumberInput(raw.year),
  annualRevenue: parseNumberInput(raw.annualRevenue),
  areas: raw.areas.map((a) => ({
    areaName: a.areaName,
    sqft: parseNumberInput(a.sqft),
    isUsable: a.isUsable,
    annualRevenue: parseNumberInput(a.annualRevenue),
  })),
});

const fromRecord = (record: RevenueSqftRecord): Raw => ({
  year: yearText(record.year),
  annualRevenue: number(record.annualRevenue),
  areas: record.areas.map((a, i) => ({
    key: i + 1,
    areaName: a.areaName,
    sqft: number(a.sqft),
    isUsable: a.isUsable,
    annualRevenue: a.annualRevenue === 0 ? '' : number(a.annualRevenue),
  })),
});

/** Area by area in a comparison: square feet, and revenue per sq ft where either gives area revenues. */
function byArea(a: ReportBody, b: ReportBody): [string, ComparedFigure[]][] {
  const column = (index: number) => compareFigures(tableFigures(a, 'areas', index), tableFigures(b, 'areas', index));
  const perSqft = column(6);
  return [
    ['Square feet by area', column(1)],
    ...(perSqft.some((f) => f.a !== null || f.b !== null)
      ? [['Revenue per sq ft by area', perSqft] as [string, ComparedFigure[]]]
      : []),
  ];
}

/** /revenue-per-sqft: the building area by area — what each part of the space earns. */
function RevenuePerSqftPage({ path }: PageProps) {
  const { raw, setRaw, reset, input, errors, field } = useCalculatorInput(example, toInput, pageSchema);
  const result = input ? facilityBreakdown(input) : null;
  const prefill = useGymPrefill(() => {});
  const loaded = useLoadedRecord<RevenueSqftSummary, RevenueSqftRecord>(REVENUE_SQFT_PATH, words, (record) =>
    setRaw(fromRecord(record)),
  );
  const areas = rowList(setRaw, 'areas', errors);
  const addButton = useRef<HTMLButtonElement>(null);
  // The removed row's button is gone: the focus goes to "Add an area" rather than to the page's top.
  const remove = (index: number) => {
    areas.remove(index);
    addButton.current?.focus();
  };

  const factsSqft = prefill?.usableSqft ?? null;
  return (
    <CalculatorLayout
      path={path}
      onReset={reset}
      intro="List the parts of your building — floors, tumbling, preschool room, ninja zone, lobby, office — with their square feet. See what your class space earns per square foot, how much of the building is lobby and storage, and, if you know what each area brings in, which areas pull their weight."
      inputs={
        <>
          <LatestRecordOffer path={REVENUE_SQFT_PATH} listQuery="kind=facility" words={words} loaded={loaded} />
          <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
            <NumberField label="Year (optional)" inputMode="numeric" {...field('year')} className="content-start" />
            <NumberField
              label="Annual revenue ($)"
              {...field('annualRevenue')}
              hint="The whole gym’s year."
              className="content-start"
            />
          </div>
          <h3 className="font-bold text-brand-900">Areas</h3>
          <ul className="grid gap-3">
            {raw.areas.map((area, index) => {
              const { err, field: areaField } = areas.fields(area, index);
              return (
                <RowCard
                  key={area.key}
                  fallback={`Area ${index + 1}`}
                  onRemove={() => remove(index)}
                  nameLabel="Area"
                  nameError={err('areaName')}
                  nameInput={{
                    value: area.areaName,
                    maxLength: 100,
                    placeholder: 'e.g. Preschool room',
                    onChange: (e) => areas.set(index, { areaName: e.target.value }),
                  }}
                >
                  <div className={fieldPair}>
                    <NumberField
                      label="Square feet"
                      inputMode="numeric"
                      {...areaField('sqft')}
                      className={pairedField}
                    />
                    <NumberField
                      label="Revenue ($ a year)"
                      className={pairedField}
                      {...areaField('annualRevenue')}
                      placeholder="Optional"
                    />
                  </div>
                  <label className="flex min-h-11 items-center gap-3 text-sm font-semibold text-slate-800">
                    <input
                      type="checkbox"
                      className="size-5 rounded border-slate-300 accent-brand-900"
                      checked={area.isUsable}
                      onChange={(e) => areas.set(index, { isUsable: e.target.checked })}
                    />
                    Class space (usable)
                  </label>
                </RowCard>
              );
            })}
          </ul>
          <GroupError message={errors.areas} />
          <AddRowButton
            ref={addButton}
            count={raw.areas.length}
            onAdd={() => areas.add({ areaName: '', sqft: '', isUsable: true, annualRevenue: '' })}
          >
            Add an area
          </AddRowButton>
          <p className="text-xs text-slate-600">
            Leave “Revenue” empty when you do not track it by area: the space figures still work. What no area claims
            (camps, parties, open gym across the floors) stays unassigned.
          </p>
        </>
      }
      results={
        result &&
        input && (
          <>
            <UsableSqftResults
              rates={result}
              explain={
                result.usableSqft === 0
                  ? 'Mark at least one area as class space to divide the revenue by.'
                  : `Annual revenue ÷ usable sq ft: ${money(input.annualRevenue)} ÷ ${number(result.usableSqft)} sq ft.`
              }
            >
              <Result
                id="annual-per-total-sqft"
                label="Revenue per total sq ft a year"
                value={money(result.annualPerTotalSqft)}
                explain={`Annual revenue ÷ all ${number(result.totalSqft)} sq ft, lobby and office included.`}
              />
              <Result
                id="usable-share"
                label="Usable share of the building"
                value={percent(result.usableSharePercent)}
                explain={`${number(result.usableSqft)} usable ÷ ${number(result.totalSqft)} sq ft in all.`}
              />
              {result.assignedRevenue > 0 ? (
                <Result
                  id="unassigned-revenue"
                  label="Revenue not assigned to an area"
                  value={money(result.unassignedRevenue)}
                  explain={`Annual revenue − the areas’ ${money(result.assignedRevenue)}.`}
                />
              ) : null}
            </UsableSqftResults>
            {factsSqft !== null && factsSqft !== result.usableSqft ? (
              <p className="text-sm text-slate-600" data-facts-check>
                Your gym facts give {number(factsSqft)} usable sq ft; these areas add up to {number(result.usableSqft)}.
              </p>
            ) : null}
            <AreaBars result={result} />
            <AreaTable result={result} />
          </>
        )
      }
    >
      <SummaryPanels
        kind="facility"
        input={input}
        words={words}
        loaded={loaded}
        moreGroups={byArea}
        typed={result && benchmarkFigure(result)}
        saveHint="Save a summary"
      />
    </CalculatorLayout>
  );
}

export default gatedTool(RevenuePerSqftPage);
