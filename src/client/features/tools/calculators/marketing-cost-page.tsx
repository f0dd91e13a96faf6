import {
  marketingCosts,
  marketingInputSchema,
  type ChannelFigures,
  type MarketingResult,
} from '@shared/tools/marketing';
import type { PageProps } from '@/lib/page-props';
import { ScenarioPanel } from '../scenarios';
import { AmountBars, CalculatorLayout, NumberField, Result, ResultList } from './calculator-layout';
import { AddRowButton, GroupError, RowCard } from './calculator-rows';
import { dropRow, nextKey, patchRow, rowFields, useCalculatorInput } from './calculator-input';
import { marketingExample, marketingToInput, marketingToRaw, type RawChannel } from './marketing-values';
import { money, number, percent } from '@/lib/format';
import { gatedTool } from '../tool-gate';

const perMember = (f: ChannelFigures) => money(f.costPerNewMember);
const perLead = (f: ChannelFigures) => money(f.costPerLead);

const cell = 'px-2 py-2 text-right tabular-nums first:text-left sm:px-3';
/** Figures stay on one line; names and headings wrap, so the table fits a phone. */
const figure = `${cell} whitespace-nowrap`;

/** The answers for valid channels, and each channel's figures. */
function MarketingResults({ result, rowKeys }: { result: MarketingResult; rowKeys: number[] }) {
  return (
    <>
      <ResultList>
        <Result
          primary
          id="total-cost-per-new-member"
          label="Cost per new member, all channels"
          value={perMember(result.totals)}
          explain={
            result.totals.costPerNewMember === null
              ? 'No new member yet, so there is nothing to divide the spend by.'
              : 'Total spend ÷ total new members.'
          }
        />
        <Result
          id="total-cost-per-lead"
          label="Cost per lead, all channels"
          value={perLead(result.totals)}
          explain={
            result.totals.costPerLead === null
              ? 'No lead yet, so there is nothing to divide the spend by.'
              : 'Total spend ÷ total leads.'
          }
        />
        <Result
          id="total-conversion"
          label="Lead to member conversion"
          value={percent(result.totals.conversionPercent)}
          explain="Total new members ÷ total leads × 100."
        />
        <Result
          id="total-spend"
          label="Total spend"
          value={money(result.totals.spend)}
          explain={`Spend of all channels, for ${number(result.totals.leads)} leads and ${number(result.totals.newMembers)} new members.`}
        />
      </ResultList>
      <div
        role="region"
        aria-label="Figures by channel"
        tabIndex={0}
        className="overflow-x-auto rounded-xl border border-slate-200 focus-visible:outline-2 focus-visible:outline-accent-500"
      >
        <table className="w-full text-xs sm:text-sm">
          <caption className="sr-only">Figures by channel</caption>
          <thead className="bg-slate-50 text-slate-700">
            <tr>
              <th scope="col" className={`${cell} font-semibold`}>
                Channel
              </th>
              <th scope="col" className={`${cell} font-semibold`}>
                Per lead
              </th>
              <th scope="col" className={`${cell} font-semibold`}>
                Per member
              </th>
              <th scope="col" className={`${cell} font-semibold`}>
                Conversion
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {result.channels.map((c, i) => (
              <tr key={rowKeys[i] ?? i} data-channel={c.name}>
                <th scope="row" className={`${cell} font-medium break-words`}>
                  {c.name}
                </th>
                <td className={figure}>{perLead(c)}</td>
                <td className={figure}>{perMember(c)}</td>
                <td className={figure}>{percent(c.conversionPercent)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="text-xs text-slate-600">
        Per lead is spend ÷ leads, per member is spend ÷ new members, conversion is new members ÷ leads × 100; “—” means
        nothing to divide by yet.
      </p>
      {/* A channel with no new member has no bar. */}
      <AmountBars
        title="Cost per new member by channel"
        bars={result.channels.map((c, i) => ({
          label: c.name || `Channel ${i + 1}`,
          value: c.costPerNewMember === null ? 'no new member' : money(c.costPerNewMember),
          amount: c.costPerNewMember ?? 0,
        }))}
      />
    </>
  );
}

/** /tools/marketing-cost: what each marketing channel costs per lead and per new member. */
function MarketingCostPage({ path }: PageProps) {
  const { raw, setRaw, reset, input, errors } = useCalculatorInput(
    marketingExample,
    marketingToInput,
    marketingInputSchema,
  );
  const result = input ? marketingCosts(input) : null;
  const setRow = (index: number, patch: Partial<RawChannel>) => setRaw((rows) => patchRow(rows, index, patch));
  const add = () =>
    setRaw((rows) => [...rows, { key: nextKey(rows), name: '', spend: '0', leads: '0', newMembers: '0' }]);
  const remove = (index: number) => setRaw((rows) => dropRow(rows, index));
  const channelRow = rowFields('channels', errors, setRow);

  return (
    <CalculatorLayout
      path={path}
      onReset={reset}
      intro="Ads, flyers and open houses all bring families in, but not at the same price. Enter a month of spend, leads and new members for each channel to see which one wins you members for the least money."
      inputs={
        <>
          <ul className="grid gap-3">
            {raw.map((row, index) => {
              const { err, field } = channelRow(row, index);
              return (
                <RowCard
                  key={row.key}
                  fallback={`Channel ${index + 1}`}
                  onRemove={() => remove(index)}
                  nameLabel="Channel"
                  nameError={err('name')}
                  nameInput={{ value: row.name, onChange: (e) => setRow(index, { name: e.target.value }) }}
                >
                  <div className="grid grid-cols-2 gap-3 sm:grid-cols-3">
                    <NumberField label="Spend ($)" {...field('spend')} className="col-span-2 sm:col-span-1" />
                    <NumberField label="Leads" {...field('leads')} />
                    <NumberField label="New members" {...field('newMembers')} />
                  </div>
                </RowCard>
              );
            })}
          </ul>
          <GroupError message={errors.channels} />
          <AddRowButton count={raw.length} onAdd={add}>
            Add a channel
          </AddRowButton>
        </>
      }
      results={result && <MarketingResults result={result} rowKeys={raw.map((c) => c.key)} />}
    >
      <ScenarioPanel tool="marketing-cost" inputs={input} onLoad={(inputs) => setRaw(marketingToRaw(inputs))} />
    </CalculatorLayout>
  );
}

export default gatedTool(MarketingCostPage);
