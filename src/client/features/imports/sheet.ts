import { importFields, type ImportKind } from '@shared/imports';

/** A file's rows read in the browser: the header row, then the data rows. */
export interface Sheet {
  header: string[];
  rows: string[][];
}

/**
 * CSV text as rows of cells (RFC 4180: quoted cells may hold commas, line breaks and doubled
 * quotes); blank lines are skipped. The server reads the uploaded file again with its own reader.
 */
export function csvRows(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  const body = text.replace(/^\uFEFF/, '');
  const endRow = () => {
    row.push(cell);
    if (row.length > 1 || row[0] !== '') rows.push(row);
    row = [];
    cell = '';
  };
  for (let i = 0; i < body.length; i++) {
    const c = body[i]!;
    if (quoted) {
      if (c === '"' && body[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"' && cell === '') quoted = true;
    else if (c === ',') {
      row.push(cell);
      cell = '';
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && body[i + 1] === '\n') i++;
      endRow();
    } else cell += c;
  }
  if (cell !== '' || row.length) endRow();
  return rows;
}

/** Reads a chosen file: CSV here, a workbook's first sheet through SheetJS (loaded on this page only). */
export async function readSheet(file: File): Promise<Sheet> {
  let grid: string[][];
  if (/\.xlsx$/i.test(file.name)) {
    const XLSX = await import('@e965/xlsx');
    const book = XLSX.read(await file.arrayBuffer(), { type: 'array', dense: true });
    const sheet = book.Sheets[book.SheetNames[0] ?? ''];
    grid = sheet
      ? XLSX.utils
          .sheet_to_json<unknown[]>(sheet, { header: 1, raw: false, defval: '', blankrows: false })
          .map((r) => r.map((c) => String(c ?? '')))
      : [];
  } else {
    grid = csvRows(await file.text());
  }
  const [header = [], ...rows] = grid;
  return { header: header.map((h) => h.trim()), rows };
}

const simple = (name: string) => name.toLowerCase().replace(/[^a-z0-9]/g, '');

/** The field each column starts mapped to: the field of the same name, spaces, case and punctuation aside. */
export function guessMapping(kind: ImportKind, header: string[]): string[] {
  const fields = importFields[kind];
  return header.map((h) => fields.find((f) => simple(f.name) === simple(h))?.name ?? '');
}

const cell = (value: string) => (/[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);

/** The sheet re-written as CSV with the API's field names: only mapped columns, in the file's order. */
export function mappedCsv(sheet: Sheet, mapping: string[]): string {
  const used = mapping.map((field, at) => ({ field, at })).filter((c) => c.field);
  const lines = [used.map((c) => cell(c.field)).join(',')];
  for (const row of sheet.rows) lines.push(used.map((c) => cell(row[c.at] ?? '')).join(','));
  return `${lines.join('\r\n')}\r\n`;
}
