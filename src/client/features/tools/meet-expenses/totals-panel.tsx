import { meetExpenseTotals, type MeetExpensesInput } from '@shared/tools';
import { cn } from '@/lib/utils';
import { money, number } from '@/lib/format';

interface Line {
  label: string;
  value: number;
  /** The line's formula in words, with the figures typed. */
  how: string;
  strong?: boolean;
}

const plural = (n: number, one: string, many = `${one}s`) => `${number(n)} ${n === 1 ? one : many}`;

/** The lines of the totals, each with its formula in words. */
export function totalLines(input: Pick<MeetExpensesInput, 'levels' | 'details'>): Line[] {
  const t = meetExpenseTotals(input);
  const d = input.details;
  const trips = plural(d.numRoundTrips, 'trip');
  return [
    {
      label: 'Entry fees',
      value: t.entryFees,
      how: `${plural(t.totalGymnasts, 'gymnast')} in ${plural(input.levels.length, 'level')} × each level’s entry fee`,
    },
    {
      label: 'Travel',
      // Miles keep up to three decimals as typed (lib/format's number stops at two).
      value: t.travel,
      how: `${d.milesPerTrip.toLocaleString('en-US')} mi × ${trips} × ${money(d.mileageRate)}/mi + ${money(d.tollsPerTrip)} tolls × ${trips}`,
    },
    { label: 'Lodging', value: t.lodging, how: `${plural(d.numNights, 'night')} × ${money(d.costPerNight)}` },
    {
      label: 'Sessions',
      value: t.sessions,
      how: `${plural(d.numSessions, 'session')} × (${money(d.costPerSession)} coach + ${money(d.foodExpensePerSession)} food)`,
    },
    { label: 'Team fees', value: t.teamFees, how: `${plural(d.numTeams, 'team')} × ${money(d.teamFee)}` },
    { label: 'Other', value: t.other, how: 'Other + miscellaneous expenses' },
    { label: 'Subtotal', value: t.subtotal, how: 'The six lines above added up', strong: true },
    {
      label: 'Card fee',
      value: t.creditCardFee,
      how: d.enableCreditCardFee ? `${d.creditCardFeePercentage}% of the subtotal` : 'Off: no card fee added',
    },
    { label: 'Total', value: t.total, how: 'Subtotal + card fee', strong: true },
    {
      label: 'Per gymnast',
      value: t.perGymnast,
      how: t.totalGymnasts ? `Total ÷ ${plural(t.totalGymnasts, 'gymnast')}` : 'Add gymnasts to share the total',
      strong: true,
    },
  ];
}

/** The meet's totals, recomputed with the shared formula on every keystroke. */
export function TotalsPanel({ input }: { input: Pick<MeetExpensesInput, 'levels' | 'details'> }) {
  const lines = totalLines(input);
  return (
    <section
      aria-labelledby="meet-totals"
      className="rounded-2xl border border-brand-200 bg-brand-50/60 p-5 shadow-card"
    >
      <h2 id="meet-totals" className="scroll-mt-24 text-lg font-bold tracking-tight text-brand-900">
        Meet totals
      </h2>
      <p className="text-xs text-slate-600">Updates as you type; the server checks every figure again when you save.</p>
      <dl className="mt-4 grid gap-3">
        {lines.map((line) => (
          <div
            key={line.label}
            className={cn(
              'grid grid-cols-[1fr_auto] gap-x-3',
              line.label === 'Subtotal' || line.label === 'Total' ? 'border-t border-brand-200 pt-3' : null,
            )}
          >
            <dt className={cn('text-sm', line.strong ? 'font-bold text-brand-900' : 'font-medium text-slate-800')}>
              {line.label}
            </dt>
            <dd
              className={cn(
                'text-right tabular-nums',
                line.label === 'Total'
                  ? 'text-xl font-extrabold text-brand-900'
                  : 'text-sm font-semibold text-slate-900',
              )}
              data-total={line.label}
            >
              {money(line.value)}
            </dd>
            <dd className="col-span-2 text-xs text-slate-600">{line.how}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/**
 * The total and the share per gymnast in a bar that stays at the bottom of a phone's screen while
 * the owner fills the form (the full panel comes after the form there; on a laptop it stays beside
 * it). It sits at the end of the form's fields, so it stops above the panel.
 */
export function TotalBar({ input }: { input: Pick<MeetExpensesInput, 'levels' | 'details'> }) {
  const t = meetExpenseTotals(input);
  return (
    <aside
      aria-label="Meet total"
      className="sticky bottom-0 z-20 -mx-4 flex items-center justify-between gap-3 border-t border-brand-200 bg-white/95 px-4 py-3 shadow-lg sm:mx-0 sm:rounded-xl sm:border lg:hidden"
    >
      <p className="text-sm text-slate-700">
        Total <span className="text-lg font-extrabold text-brand-900 tabular-nums">{money(t.total)}</span>
        <span className="block text-xs tabular-nums">{money(t.perGymnast)} per gymnast</span>
      </p>
      <a
        href="#meet-totals"
        className="inline-flex min-h-10 items-center rounded-lg px-3 text-sm font-semibold text-brand-800 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-accent-500"
      >
        Breakdown
      </a>
    </aside>
  );
}
