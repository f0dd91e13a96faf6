import {
  cellText,
  filterClasses,
  openingsTone,
  sortByTime,
  TABLE_COLUMN_LABELS,
  type ClassListing,
  type SavedTableConfig,
} from '../../../../shared/tools/class-listings';
import { escapeHtml as e } from '../../../platform/mailer';

/**
 * The embeddable class table (GET /embed/classes/:configId, decision 0166): one small HTML page
 * with no script and no site navigation, drawn on the server from a saved table's columns, filters
 * and colours. Its own headers let any site frame it (EMBED_CSP); every other page keeps
 * `frame-ancestors 'none'`.
 */
export const EMBED_CSP = [
  "default-src 'none'",
  "style-src 'unsafe-inline'",
  "img-src 'self' data:",
  'frame-ancestors *',
  "base-uri 'none'",
  "form-action 'none'",
].join(';');

const page = (title: string, body: string, style = '') => `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${e(title)}</title>
<style>
body{margin:0;font:15px/1.45 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#0f172a;background:#fff}
.wrap{overflow-x:auto;padding:8px}
table{border-collapse:collapse;width:100%;min-width:480px}
caption{text-align:left;font-weight:700;font-size:18px;padding:4px 0 10px}
th,td{text-align:left;padding:8px 10px;border-bottom:1px solid #e2e8f0;vertical-align:top}
.badge{display:inline-block;border-radius:999px;padding:1px 9px;font-size:13px;font-weight:600;white-space:nowrap}
.full{background:#fee2e2;color:#991b1b}.few{background:#fef3c7;color:#92400e}.open{background:#dcfce7;color:#166534}
.empty{padding:24px;color:#475569}
.note{font-size:12px;color:#64748b;padding:6px 10px}
${style}
</style>
</head>
<body>
${body}
</body>
</html>`;

function cell(c: ClassListing, column: SavedTableConfig['config']['columns'][number]): string {
  if (column === 'register') {
    return c.registrationUrl ? `<a href="${e(c.registrationUrl)}" target="_blank" rel="noopener">Register</a>` : '';
  }
  if (column === 'openings') {
    return `<span class="badge ${openingsTone(c.openings)}">${e(cellText(c, column))}</span>`;
  }
  if (column === 'name') return `<strong>${e(c.name)}</strong>`;
  return e(cellText(c, column));
}

/** The page of a saved table with the organization's classes. */
export function renderClassTable(table: SavedTableConfig, classes: readonly ClassListing[]): string {
  const { columns, filters, colors } = table.config;
  const shown = sortByTime(filterClasses(classes, filters));
  const style = `th{background:${colors.header};color:${colors.headerText}}
tbody tr:nth-child(even){background:${colors.stripe}}
a{color:${colors.accent};font-weight:600}
caption{border-left:4px solid ${colors.accent};padding-left:8px}`;
  const head = columns.map((c) => `<th scope="col">${e(TABLE_COLUMN_LABELS[c])}</th>`).join('');
  const rows = shown.map((c) => `<tr>${columns.map((col) => `<td>${cell(c, col)}</td>`).join('')}</tr>`).join('\n');
  const body = shown.length
    ? `<div class="wrap"><table><caption>${e(table.title)}</caption><thead><tr>${head}</tr></thead><tbody>
${rows}
</tbody></table></div>`
    : `<p class="empty">No classes match this table's filters right now.</p>`;
  return page(table.title, `${body}\n<p class="note">Openings as of the last schedule update.</p>`, style);
}

/** The page of an embed whose table does not exist (404) or whose schedule cannot be read. */
export function renderEmbedMessage(title: string, message: string): string {
  return page(title, `<p class="empty">${e(message)}</p>`);
}
