import { BadRequest } from './errors';

/**
 * RFC 4180 CSV both ways (decision 0147): the writer of the exports (attendees) and the one reader
 * of the imports. Rows are numbered as a spreadsheet shows them: the header is row 1, so an error
 * names the row a person finds in their file.
 */

// ---- writing ----------------------------------------------------------------------------------

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

// ---- reading ----------------------------------------------------------------------------------

/** A file the reader refuses: a 400 whose message names the row (`row 7: …`). */
export class CsvError extends BadRequest {
  constructor(
    message: string,
    /** The row of the file (the header is row 1), or null for the file as a whole. */
    readonly row: number | null,
  ) {
    super(row === null ? message : `row ${row}: ${message}`);
  }
}

export interface CsvReadOptions {
  /** The most data rows (after the header) a file may hold; more is an error. 10,000 unless told. */
  maxRows?: number;
  /** The longest cell, in characters. 10,000 unless told. */
  maxCellLength?: number;
}

export interface CsvTable {
  /** The header's names, trimmed, in order. */
  header: string[];
  /** One record per data row, by header name (every row has every column). */
  rows: Record<string, string>[];
  /** The file's row number of each record (rows[i] is row rowNumbers[i]): for messages about a row's values. */
  rowNumbers: number[];
}

/**
 * The file's rows of cells, as written: quoted cells may hold commas, line breaks and doubled
 * quotes; lines end in CRLF or LF; a leading byte-order mark is dropped; blank lines are skipped.
 * At most `maxRows` rows past the header (`header: false`: past none); reading stops at the first
 * row over, which the error names.
 */
export function readCsvRows(
  input: string | Buffer,
  options: { maxRows?: number; header?: boolean; maxCellLength?: number } = {},
): { cells: string[]; row: number }[] {
  const text = (typeof input === 'string' ? input : input.toString('utf8')).replace(/^\uFEFF/, '');
  const maxRows = options.maxRows ?? 10_000;
  const limit = maxRows + (options.header === false ? 0 : 1);
  const maxCell = options.maxCellLength ?? 10_000;
  const out: { cells: string[]; row: number }[] = [];
  let row = 1; // the file's row being read (a quoted line break stays within its row)
  let cells: string[] = [];
  let cell = '';
  let quoted = false; // inside a quoted cell
  let wasQuoted = false; // the current cell was quoted (only a separator or a line end may follow)
  let i = 0;

  const endCell = () => {
    if (cell.length > maxCell) throw new CsvError(`a cell is longer than ${maxCell} characters`, row);
    cells.push(cell);
    cell = '';
    wasQuoted = false;
  };
  const endRow = () => {
    endCell();
    const blank = cells.length === 1 && cells[0] === '';
    if (!blank) {
      if (out.length >= limit) throw new CsvError(`the file holds more than ${maxRows} rows, the limit`, row);
      out.push({ cells, row });
    }
    cells = [];
  };

  while (i < text.length) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"') {
        if (text[i + 1] === '"') {
          cell += '"';
          i += 2;
          continue;
        }
        quoted = false;
        wasQuoted = true;
        i += 1;
        continue;
      }
      cell += c;
      if (cell.length > maxCell) throw new CsvError(`a cell is longer than ${maxCell} characters`, row);
      i += 1;
      continue;
    }
    if (c === ',') {
      endCell();
      i += 1;
    } else if (c === '\r' || c === '\n') {
      endRow();
      i += c === '\r' && text[i + 1] === '\n' ? 2 : 1;
      row += 1;
    } else if (wasQuoted) {
      throw new CsvError('a quoted cell must end at a comma or the end of the line', row);
    } else if (c === '"') {
      if (cell !== '') throw new CsvError('a quote inside a cell that does not start with one', row);
      quoted = true;
      i += 1;
    } else {
      cell += c;
      i += 1;
    }
  }
  if (quoted) throw new CsvError('a quoted cell is not closed', row);
  if (cell !== '' || wasQuoted || cells.length) endRow();
  return out;
}

/**
 * A CSV file with a header row as records by column name. Refuses (CsvError, a 400): an empty
 * file, a header with an empty or repeated name, a row with more or fewer cells than the header,
 * more than `maxRows` data rows, and the syntax errors of `readCsvRows`.
 */
export function parseCsv(input: string | Buffer, options: CsvReadOptions = {}): CsvTable {
  const rows = readCsvRows(input, { maxRows: options.maxRows, maxCellLength: options.maxCellLength });
  const [first, ...data] = rows;
  if (!first) throw new CsvError('the file is empty: the first row must name the columns', null);
  const header = first.cells.map((name) => name.trim());
  header.forEach((name, at) => {
    if (!name) throw new CsvError(`column ${at + 1} of the header has no name`, first.row);
    if (header.indexOf(name) !== at) throw new CsvError(`the header names "${name}" twice`, first.row);
  });
  return {
    header,
    rows: data.map(({ cells, row }) => {
      if (cells.length !== header.length) {
        throw new CsvError(`has ${cells.length} cells, the header has ${header.length}`, row);
      }
      return Object.fromEntries(header.map((name, at) => [name, cells[at]!]));
    }),
    rowNumbers: data.map((r) => r.row),
  };
}
