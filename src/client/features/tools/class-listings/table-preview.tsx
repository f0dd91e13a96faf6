import {
  cellText,
  filterClasses,
  sortByTime,
  TABLE_COLUMN_LABELS,
  type ClassListing,
  type TableConfig,
} from '@shared/tools/class-listings';
import { OpeningsBadge } from './class-bits';

/**
 * The generator's live preview: the same columns, filters and colours as the embedded page
 * (server/features/tools/service/class-embed.ts) draws from a saved table.
 */
export function TablePreview({
  title,
  config,
  classes,
}: {
  title: string;
  config: TableConfig;
  classes: readonly ClassListing[];
}) {
  const { columns, filters, colors } = config;
  const shown = sortByTime(filterClasses(classes, filters));
  if (shown.length === 0) {
    return (
      <p className="rounded-xl border border-dashed border-slate-300 p-6 text-slate-600">
        No classes match this table’s filters.
      </p>
    );
  }
  return (
    <div className="overflow-x-auto rounded-xl border border-slate-200 bg-white p-2">
      <table className="w-full min-w-[480px] border-collapse text-left text-sm">
        <caption
          className="py-2 pl-2 text-left text-base font-bold"
          style={{ borderLeft: `4px solid ${colors.accent}` }}
        >
          {title || 'Class schedule'}
        </caption>
        <thead>
          <tr>
            {columns.map((col) => (
              <th
                key={col}
                scope="col"
                className="px-3 py-2 font-semibold"
                style={{ background: colors.header, color: colors.headerText }}
              >
                {TABLE_COLUMN_LABELS[col]}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {shown.map((c, i) => (
            <tr key={`${c.id}-${i}`} style={i % 2 === 1 ? { background: colors.stripe } : undefined}>
              {columns.map((col) => (
                <td key={col} className="border-b border-slate-200 px-3 py-2 align-top">
                  {col === 'openings' ? (
                    <OpeningsBadge openings={c.openings} />
                  ) : col === 'register' ? (
                    c.registrationUrl ? (
                      <a
                        href={c.registrationUrl}
                        target="_blank"
                        rel="noopener noreferrer"
                        className="font-semibold underline"
                        style={{ color: colors.accent }}
                      >
                        Register
                      </a>
                    ) : null
                  ) : col === 'name' ? (
                    <strong>{c.name}</strong>
                  ) : (
                    cellText(c, col)
                  )}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
