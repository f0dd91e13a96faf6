/** RFC 4180 CSV, safe to open in a spreadsheet (attendee export). */

/**
 * One cell: a value starting with = + - @ (or a tab or carriage return) is prefixed with a quote
 * so a spreadsheet never runs it as a formula (OWASP CSV injection); then quoted when it holds a
 * comma, a quote or a line break, quotes doubled.
 */
export function csvCell(value: string | number | null | undefined): string {
  let text = value === null || value === undefined ? '' : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** Rows of cells as CSV text, CRLF line ends (RFC 4180). */
export function toCsv(rows: (string | number | null | undefined)[][]): string {
  return rows.map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
}
