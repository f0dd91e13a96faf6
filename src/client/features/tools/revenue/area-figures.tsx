import type { FacilityResult } from '@shared/tools/revenue';
import { money, number, percent } from '@/lib/format';

/**
 * Each area's share of the space beside its share of the revenue, as bars drawn with divs: an area
 * whose revenue bar is shorter than its space bar earns less than its floor's worth. Without area
 * revenues, the space bars alone.
 */
export function AreaBars({ result }: { result: FacilityResult }) {
  const withRevenue = result.areas.some((a) => a.revenueSharePercent !== null);
  return (
    <figure>
      <figcaption className="font-bold text-brand-900">
        {withRevenue ? 'Share of the space and of the revenue, by area' : 'Share of the space, by area'}
      </figcaption>
      {withRevenue ? (
        <p className="mt-1 flex flex-wrap gap-x-4 gap-y-1 text-xs text-slate-600" aria-hidden="true">
          <span className="flex items-center gap-1.5">
            <span className="inline-block size-3 rounded-sm bg-slate-400" /> Space
          </span>
          <span className="flex items-center gap-1.5">
            <span className="inline-block size-3 rounded-sm bg-brand-600" /> Revenue
          </span>
        </p>
      ) : null}
      <ul className="mt-3 grid gap-3">
        {result.areas.map((a, i) => (
          <li key={i} className="grid gap-1" data-area-bar={a.areaName}>
            <div className="flex justify-between gap-3 text-sm text-slate-700">
              <span className="min-w-0 break-words">
                {a.areaName || `Area ${i + 1}`}
                {a.isUsable ? null : <span className="text-slate-500"> · not class space</span>}
              </span>
              <span className="shrink-0 font-semibold tabular-nums">
                {percent(a.spaceSharePercent)}
                {a.revenueSharePercent === null ? null : ` · ${percent(a.revenueSharePercent)}`}
              </span>
            </div>
            <div className="h-3 rounded bg-slate-100" aria-hidden="true">
              <div
                className="h-full rounded bg-slate-400"
                style={{ width: `${Math.min(100, a.spaceSharePercent)}%` }}
              />
            </div>
            {a.revenueSharePercent === null ? null : (
              <div className="h-3 rounded bg-slate-100" aria-hidden="true">
                <div
                  className="h-full rounded bg-brand-600"
                  style={{ width: `${Math.min(100, a.revenueSharePercent)}%` }}
                />
              </div>
            )}
          </li>
        ))}
      </ul>
      <p className="mt-2 text-xs text-slate-600">
        Share of space: the area’s sq ft ÷ {number(result.totalSqft)} sq ft in all.
        {withRevenue ? ' Share of revenue: the revenue earned there ÷ the year’s revenue.' : ''}
      </p>
    </figure>
  );
}

const cell = 'px-2 py-2 text-right tabular-nums first:text-left sm:px-3';
const figure = `${cell} whitespace-nowrap`;

/** The areas' figures as a table, a row an area (scrolls sideways inside itself on a narrow phone). */
export function AreaTable({ result }: { result: FacilityResult }) {
  return (
    <div
      role="region"
      aria-label="Figures by area"
      tabIndex={0}
      className="overflow-x-auto rounded-xl border border-slate-200 focus-visible:outline-2 focus-visible:outline-accent-500"
    >
      <table className="w-full text-xs sm:text-sm">
        <caption className="sr-only">Figures by area</caption>
        <thead className="bg-slate-50 text-slate-700">
          <tr>
            <th scope="col" className={`${cell} font-semibold`}>
              Area
            </th>
            <th scope="col" className={`${cell} font-semibold`}>
              Sq ft
            </th>
            {/* A phone reads the shares from the bars above; the table keeps what they do not show. */}
            <th scope="col" className={`${cell} hidden font-semibold sm:table-cell`}>
              Space
            </th>
            <th scope="col" className={`${cell} hidden font-semibold sm:table-cell`}>
              Revenue
            </th>
            <th scope="col" className={`${cell} font-semibold`}>
              Per sq ft
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {result.areas.map((a, i) => (
            <tr key={i} data-area={a.areaName}>
              <th scope="row" className={`${cell} font-medium break-words`}>
                {a.areaName}
              </th>
              <td className={figure}>{number(a.sqft)}</td>
              <td className={`${figure} hidden sm:table-cell`}>{percent(a.spaceSharePercent)}</td>
              <td className={`${figure} hidden sm:table-cell`}>{percent(a.revenueSharePercent)}</td>
              <td className={figure}>{money(a.revenuePerSqft)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
