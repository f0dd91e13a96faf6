/**
 * The spreadsheet check (/excel-test): what a workbook holds and what would go wrong importing it,
 * read entirely in the visitor's browser. This file knows no spreadsheet library: the client's
 * adapter (src/client/features/spreadsheet-check/read-workbook.ts) turns a parsed workbook into
 * `CheckSheet`s, and `checkWorkbook` turns those into the report. What counts as a problem, and
 * every limit below, is explained in docs/decisions/0167-spreadsheet-check.md.
 */

// ---- limits --------------------------------------------------------------------------------------

/** The largest file the check opens (20 MB): the browser holds the whole workbook in memory. */
export const MAX_FILE_BYTES = 20 * 1024 * 1024;
/** Rows read and checked on each sheet; a longer sheet is reported as very long. */
export const MAX_CHECKED_ROWS = 50_000;
/** Columns read and checked on each sheet. */
export const MAX_CHECKED_COLUMNS = 256;
/** A sheet with more columns than this is reported as very wide. */
export const WIDE_COLUMNS = 100;
/** A sheet with more data rows than this is reported as very long. */
export const LONG_ROWS = MAX_CHECKED_ROWS;
/** Data rows shown under each sheet's headers. */
export const PREVIEW_ROWS = 5;
/** Columns shown in the preview. */
export const PREVIEW_COLUMNS = 12;
/** Cell addresses listed with one problem; the rest are counted. */
export const LISTED_CELLS = 8;
/** Excel's serial numbers of 1 January 1900 and 31 December 2099: a date outside them is not plausible. */
export const DATE_SERIAL_RANGE = { min: 1, max: 73_050 } as const;

export const ACCEPTED_EXTENSIONS = ['.xlsx', '.xls', '.csv'] as const;

// ---- messages ------------------------------------------------------------------------------------

export const spreadsheetMessages = {
  notSpreadsheet: 'This file is not a spreadsheet. Choose an .xlsx, .xls or .csv file.',
  empty: 'This file is empty: there is nothing in it to check.',
  tooBig: 'This file is larger than 20 MB, too big to check in the browser. Split it or remove sheets you do not need.',
  password:
    'This workbook is protected by a password, so it cannot be read. Open it in Excel, remove the password (File, Info, Protect Workbook) and save it, then check it again.',
  unreadable: 'This spreadsheet could not be read: it may be damaged. Open it in Excel and save it again.',
  noSheets: 'This workbook has no sheets.',
} as const;

export type CheckFailure = 'not-spreadsheet' | 'empty' | 'too-big' | 'password' | 'unreadable';

export const failureMessage: Record<CheckFailure, string> = {
  'not-spreadsheet': spreadsheetMessages.notSpreadsheet,
  empty: spreadsheetMessages.empty,
  'too-big': spreadsheetMessages.tooBig,
  password: spreadsheetMessages.password,
  unreadable: spreadsheetMessages.unreadable,
};

// ---- input ---------------------------------------------------------------------------------------

/**
 * One cell as the spreadsheet holds it. A date is its serial number (days since 30 December 1899,
 * the way Excel stores it); an error is its code ('#DIV/0!'). `text` is the value as the
 * spreadsheet shows it (number format applied); `formula` is the formula without its '='.
 */
export interface CheckCell {
  kind: 'number' | 'text' | 'boolean' | 'date' | 'error';
  value: number | string | boolean;
  text?: string;
  formula?: string;
}

/** A sheet as read: `rows[r][c]` is the cell at row r + 1, column c + 1 (A1 is rows[0][0]). */
export interface CheckSheet {
  name: string;
  rows: readonly (readonly (CheckCell | null | undefined)[] | null | undefined)[];
  /** The sheet's rows per its own dimension when only the first ones were read. */
  rowsInFile?: number;
  /** The sheet's columns per its own dimension when only the first ones were read. */
  columnsInFile?: number;
}

// ---- report --------------------------------------------------------------------------------------

export type ProblemKind =
  | 'empty-sheet'
  | 'empty-header'
  | 'duplicate-header'
  | 'empty-rows'
  | 'formula-error'
  | 'not-a-date'
  | 'number-as-text'
  | 'mixed-types'
  | 'wide-sheet'
  | 'long-sheet';

export const PROBLEM_LABELS: Record<ProblemKind, string> = {
  'empty-sheet': 'Empty sheet',
  'empty-header': 'Empty header',
  'duplicate-header': 'Duplicate header',
  'empty-rows': 'Empty rows',
  'formula-error': 'Formula error',
  'not-a-date': 'Not a date',
  'number-as-text': 'Numbers stored as text',
  'mixed-types': 'Mixed types',
  'wide-sheet': 'Very wide sheet',
  'long-sheet': 'Very long sheet',
};

export interface Problem {
  kind: ProblemKind;
  sheet: string;
  /** Where: a cell ('C7'), cells ('C7, C9'), a column ('Column D'), rows ('Rows 5–7') or 'Whole sheet'. */
  where: string;
  message: string;
  /** The cells concerned, up to LISTED_CELLS of them. */
  cells: string[];
  /** How many cells (or rows) the problem covers. */
  count: number;
}

export interface SheetHeader {
  column: string;
  name: string;
}

export interface SheetReport {
  name: string;
  /** The row (1-based) read as the headers, or null on an empty sheet. */
  headerRow: number | null;
  headers: SheetHeader[];
  /** Rows under the header row down to the last with a value (empty rows between included). */
  rowCount: number;
  /** Columns from the first to the last with a value. */
  columnCount: number;
  /** The first data rows as shown, for the first PREVIEW_COLUMNS columns. */
  preview: { row: number; cells: string[] }[];
  /** Only the first MAX_CHECKED_ROWS rows or MAX_CHECKED_COLUMNS columns were read. */
  truncated: boolean;
  problemCount: number;
}

export interface SpreadsheetReport {
  sheets: SheetReport[];
  problems: Problem[];
}

export type CheckOutcome =
  | { ok: true; fileName: string; report: SpreadsheetReport }
  | { ok: false; fileName: string; failure: CheckFailure; message: string };

// ---- cells and addresses -------------------------------------------------------------------------

/** 'A' for 0, 'Z' for 25, 'AA' for 26: a column's letters. */
export function columnName(index: number): string {
  let n = Math.max(0, Math.floor(index)) + 1;
  let name = '';
  while (n > 0) {
    const rest = (n - 1) % 26;
    name = String.fromCharCode(65 + rest) + name;
    n = Math.floor((n - 1) / 26);
  }
  return name;
}

export const cellAddress = (row: number, column: number) => `${columnName(column)}${row + 1}`;

export const ERROR_CODES = ['#DIV/0!', '#REF!', '#N/A', '#VALUE!', '#NAME?', '#NUM!', '#NULL!'] as const;

const isErrorCode = (text: string) => (ERROR_CODES as readonly string[]).includes(text.trim().toUpperCase());

/** A cell's value as the spreadsheet shows it. */
export function cellText(cell: CheckCell | null | undefined): string {
  if (!cell) return '';
  if (typeof cell.text === 'string') return cell.text;
  if (typeof cell.value === 'boolean') return cell.value ? 'TRUE' : 'FALSE';
  if (typeof cell.value === 'number') return Number.isFinite(cell.value) ? String(cell.value) : '';
  return typeof cell.value === 'string' ? cell.value : '';
}

/** No value: no cell, or text of nothing but spaces. */
export function isBlank(cell: CheckCell | null | undefined): boolean {
  if (!cell) return true;
  if (cell.kind === 'text') return typeof cell.value !== 'string' || cell.value.trim() === '';
  if (cell.kind === 'number' || cell.kind === 'date') return typeof cell.value !== 'number' || Number.isNaN(cell.value);
  return false;
}

/** How headers are compared: case, accents' composition and spacing do not count. */
export const headerKey = (name: string) => name.normalize('NFKC').trim().replace(/\s+/g, ' ').toLowerCase();

// ---- dates and numbers written as text -----------------------------------------------------------

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
const MONTH =
  '(jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sept?(?:ember)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\\.?';
const WEEKDAY = '(?:(?:mon|tue|tues|wed|thu|thur|thurs|fri|sat|sun)[a-z]*\\.?,?\\s+)?';
const TIME = '(?:[ t]\\d{1,2}:\\d{2}(?::\\d{2}(?:\\.\\d+)?)?\\s*(?:[ap]\\.?m\\.?)?(?:z|[+-]\\d{2}:?\\d{2})?)?';

const monthNumber = (name: string) => MONTHS.indexOf(name.slice(0, 3).toLowerCase()) + 1;

function realDay(year: number, month: number, day: number): boolean {
  if (month < 1 || month > 12 || day < 1) return false;
  const days = [
    31,
    year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0) ? 29 : 28,
    31,
    30,
    31,
    30,
    31,
    31,
    30,
    31,
    30,
    31,
  ];
  return day <= days[month - 1]!;
}

const fullYear = (y: string) => (y.length === 2 ? 2000 + Number(y) : Number(y));

const DATE_PATTERNS: { re: RegExp; ok: (m: RegExpMatchArray) => boolean }[] = [
  // 2024-03-15, 2024/3/15, with a time
  {
    re: new RegExp(`^(\\d{4})[-/.](\\d{1,2})[-/.](\\d{1,2})${TIME}$`, 'i'),
    ok: (m) => realDay(+m[1]!, +m[2]!, +m[3]!),
  },
  // 3/15/2024 or 15/3/2024 (either order), 3-15-24, 15.03.2024
  {
    re: new RegExp(`^(\\d{1,2})[-/.](\\d{1,2})[-/.](\\d{2}|\\d{4})${TIME}$`, 'i'),
    ok: (m) => realDay(fullYear(m[3]!), +m[1]!, +m[2]!) || realDay(fullYear(m[3]!), +m[2]!, +m[1]!),
  },
  // March 15, 2024 / Mar 15 2024 / Tue, Mar 15
  {
    re: new RegExp(`^${WEEKDAY}${MONTH}\\s+(\\d{1,2})(?:st|nd|rd|th)?(?:,?\\s+(\\d{4}))?${TIME}$`, 'i'),
    ok: (m) => realDay(m[3] ? +m[3] : 2024, monthNumber(m[1]!), +m[2]!),
  },
  // 15 March 2024 / 15-Mar-24
  {
    re: new RegExp(`^${WEEKDAY}(\\d{1,2})(?:st|nd|rd|th)?[\\s-]+${MONTH}(?:,?[\\s-]+(\\d{2}|\\d{4}))?${TIME}$`, 'i'),
    ok: (m) => realDay(m[3] ? fullYear(m[3]) : 2024, monthNumber(m[2]!), +m[1]!),
  },
  // March 2024
  { re: new RegExp(`^${MONTH}\\s+(\\d{4})$`, 'i'), ok: () => true },
  // a time of day: 4:30 PM, 16:30
  { re: /^\d{1,2}:\d{2}(?::\d{2})?\s*(?:[ap]\.?m\.?)?$/i, ok: () => true },
];

/** Text a person reads as a date (or a time of day) that a spreadsheet could store as one. */
export function parsesAsDate(text: string): boolean {
  const t = text.trim().replace(/\s+/g, ' ');
  if (!t || t.length > 40) return false;
  return DATE_PATTERNS.some(({ re, ok }) => {
    const m = t.match(re);
    return m !== null && ok(m);
  });
}

const NUMBER_TEXT = /^[-+(]?\s*[$€£]?\s*(?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d+)?\s*%?\)?$|^[-+]?\.\d+$/;

/**
 * Text that is a number written out ('45.00', '1,200', '$30', '12%'): it sorts and adds up wrongly
 * as text. A leading zero ('02139', '007') marks a code, not a number, and is left alone.
 */
export function isNumberText(text: string): boolean {
  const t = text.trim();
  if (!t || t.length > 20 || !NUMBER_TEXT.test(t)) return false;
  const digits = t.replace(/[^\d.]/g, '');
  if (/^0\d/.test(digits)) return false;
  return digits.replace('.', '').length <= 15;
}

/** Headers that announce dates. */
const DATE_HEADER =
  /\b(date|dates|dob|birthday|birthdate|birth|born|joined|enrolled|expires?|expiry|expiration|renewal)\b/i;

export const looksLikeDateHeader = (name: string) => DATE_HEADER.test(name.replace(/[_-]+/g, ' '));

// ---- the check -----------------------------------------------------------------------------------

type Grid = CheckSheet['rows'];
const at = (rows: Grid, r: number, c: number) => rows[r]?.[c] ?? null;

interface Bounds {
  top: number;
  bottom: number;
  left: number;
  right: number;
}

/** The first and last rows and columns holding a value, within the checked columns. */
function boundsOf(rows: Grid): Bounds | null {
  let top = -1;
  let bottom = -1;
  let left = Infinity;
  let right = -1;
  const height = Math.min(rows.length, MAX_CHECKED_ROWS + 1);
  for (let r = 0; r < height; r++) {
    const row = rows[r];
    if (!row) continue;
    const width = Math.min(row.length, MAX_CHECKED_COLUMNS);
    for (let c = 0; c < width; c++) {
      if (isBlank(row[c])) continue;
      if (top < 0) top = r;
      bottom = r;
      if (c < left) left = c;
      if (c > right) right = c;
    }
  }
  return top < 0 ? null : { top, bottom, left, right };
}

const plural = (n: number, one: string, many = `${one}s`) => `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;

function listCells(cells: string[]): string {
  const shown = cells.slice(0, LISTED_CELLS).join(', ');
  return cells.length > LISTED_CELLS ? `${shown} and ${cells.length - LISTED_CELLS} more` : shown;
}

const quote = (text: string) => `“${text.length > 30 ? `${text.slice(0, 29)}…` : text}”`;

function samples(texts: string[], max = 3): string {
  const distinct = [...new Set(texts)].slice(0, max);
  return distinct.map(quote).join(', ');
}

type ValueClass = 'number' | 'date' | 'boolean' | 'text';

interface ColumnCells {
  index: number;
  letter: string;
  header: string;
  cells: { row: number; cell: CheckCell }[];
}

const columnLabel = (col: ColumnCells) =>
  col.header ? `Column ${col.letter} ${quote(col.header)}` : `Column ${col.letter}`;

function problem(
  kind: ProblemKind,
  sheet: string,
  where: string,
  message: string,
  cells: string[],
  count: number,
): Problem {
  return { kind, sheet, where, message, cells: cells.slice(0, LISTED_CELLS), count };
}

function checkColumn(sheet: string, col: ColumnCells): Problem[] {
  const out: Problem[] = [];
  const addr = (row: number) => cellAddress(row, col.index);

  // Error values: a formula's result, or the code typed or exported as text.
  const errors = new Map<string, { row: number; cell: CheckCell }[]>();
  for (const entry of col.cells) {
    const { cell } = entry;
    const code =
      cell.kind === 'error'
        ? String(cell.text ?? cell.value)
        : cell.kind === 'text' && typeof cell.value === 'string' && isErrorCode(cell.value)
          ? cell.value.trim().toUpperCase()
          : null;
    if (code === null) continue;
    errors.set(code, [...(errors.get(code) ?? []), entry]);
  }
  for (const [code, list] of errors) {
    const cells = list.map((e) => addr(e.row));
    const formula = list.find((e) => e.cell.formula)?.cell.formula;
    const message =
      list.length === 1
        ? formula
          ? `The formula =${formula} gives ${code}.`
          : `The cell shows ${code}.`
        : `${plural(list.length, 'cell')} show ${code}${formula ? ` (formulas such as =${formula})` : ''}.`;
    out.push(problem('formula-error', sheet, listCells(cells), message, cells, list.length));
  }

  const values = col.cells.filter(
    ({ cell }) => cell.kind !== 'error' && !(cell.kind === 'text' && isErrorCode(String(cell.value))),
  );
  const classOf = (cell: CheckCell): ValueClass => {
    if (cell.kind === 'date') return 'date';
    if (cell.kind === 'number') return 'number';
    if (cell.kind === 'boolean') return 'boolean';
    const text = String(cell.value);
    if (parsesAsDate(text)) return 'date';
    return isNumberText(text) ? 'number' : 'text';
  };
  const classes = values.map((v) => ({ ...v, cls: classOf(v.cell) }));
  const share = (cls: ValueClass) =>
    classes.length ? classes.filter((v) => v.cls === cls).length / classes.length : 0;

  // Dates that are not dates.
  const dateColumn =
    (looksLikeDateHeader(col.header) && classes.length > 0) ||
    (classes.filter((v) => v.cls === 'date').length >= 2 && share('date') > 0.5);
  if (dateColumn) {
    const bad = classes.filter(({ cell, cls }) => {
      if (cell.kind === 'date') return false;
      if (cell.kind === 'number') {
        const v = cell.value as number;
        return !Number.isFinite(v) || v < DATE_SERIAL_RANGE.min || v > DATE_SERIAL_RANGE.max;
      }
      return cls !== 'date';
    });
    if (bad.length) {
      const cells = bad.map((e) => addr(e.row));
      const numbers = bad.filter((e) => e.cell.kind === 'number').length;
      const reason =
        numbers === bad.length
          ? `${numbers === 1 ? 'is a number' : 'are numbers'} too large or too small to be a date`
          : `${bad.length === 1 ? 'is' : 'are'} not ${bad.length === 1 ? 'a date' : 'dates'}`;
      out.push(
        problem(
          'not-a-date',
          sheet,
          listCells(cells),
          `${columnLabel(col)} holds dates, but ${plural(bad.length, 'cell')} ${reason}: ${samples(bad.map((e) => cellText(e.cell)))}.`,
          cells,
          bad.length,
        ),
      );
    }
    return out;
  }

  // Numbers stored as text.
  const numberTexts = values.filter(({ cell }) => cell.kind === 'text' && isNumberText(String(cell.value)));
  if (numberTexts.length) {
    const cells = numberTexts.map((e) => addr(e.row));
    out.push(
      problem(
        'number-as-text',
        sheet,
        listCells(cells),
        `${columnLabel(col)} has ${plural(numberTexts.length, 'number')} stored as text: ${samples(numberTexts.map((e) => cellText(e.cell)))}. They will not add up or sort as numbers.`,
        cells,
        numberTexts.length,
      ),
    );
  }

  // Inconsistent types: a column of numbers or of yes/no values with something else in it, or no
  // type holding most of a column of at least four values.
  if (classes.length >= 4) {
    const counts = new Map<ValueClass, number>();
    for (const { cls } of classes) counts.set(cls, (counts.get(cls) ?? 0) + 1);
    const [main, mainCount] = [...counts].sort((a, b) => b[1] - a[1])[0]!;
    if (counts.size > 1 && (main === 'number' || main === 'boolean') && mainCount / classes.length >= 0.6) {
      const odd = classes.filter((v) => v.cls !== main);
      const cells = odd.map((e) => addr(e.row));
      out.push(
        problem(
          'mixed-types',
          sheet,
          listCells(cells),
          `${columnLabel(col)} is mostly ${main === 'number' ? 'numbers' : 'TRUE/FALSE values'}, but ${plural(odd.length, 'cell')} ${odd.length === 1 ? 'holds' : 'hold'} something else: ${samples(odd.map((e) => cellText(e.cell)))}.`,
          cells,
          odd.length,
        ),
      );
    } else if (counts.size > 1 && mainCount / classes.length < 0.6) {
      const names: Record<ValueClass, [string, string]> = {
        number: ['number', 'numbers'],
        date: ['date', 'dates'],
        boolean: ['TRUE/FALSE value', 'TRUE/FALSE values'],
        text: ['text', 'text'],
      };
      const parts = [...counts].map(([cls, n]) => plural(n, names[cls][0], names[cls][1]));
      out.push(
        problem(
          'mixed-types',
          sheet,
          `Column ${col.letter}`,
          `${columnLabel(col)} mixes kinds of values: ${parts.join(', ')}.`,
          [],
          classes.length,
        ),
      );
    }
  }
  return out;
}

function rowRuns(rows: number[]): string[] {
  const runs: string[] = [];
  let start = rows[0];
  let prev = rows[0];
  for (const r of [...rows.slice(1), Infinity]) {
    if (start === undefined || prev === undefined) break;
    if (r === prev + 1) {
      prev = r;
      continue;
    }
    runs.push(start === prev ? `${start + 1}` : `${start + 1}–${prev + 1}`);
    start = r;
    prev = r;
  }
  return runs;
}

/** One sheet's summary and problems. */
export function checkSheet(sheet: CheckSheet): { report: SheetReport; problems: Problem[] } {
  const name = String(sheet.name);
  const rows: Grid = Array.isArray(sheet.rows) ? sheet.rows : [];
  const bounds = boundsOf(rows);
  const truncated =
    rows.length > MAX_CHECKED_ROWS + 1 ||
    rows.some((row) => (row?.length ?? 0) > MAX_CHECKED_COLUMNS) ||
    (sheet.rowsInFile ?? 0) > rows.length ||
    (sheet.columnsInFile ?? 0) > MAX_CHECKED_COLUMNS;

  if (!bounds) {
    const problems = [problem('empty-sheet', name, 'Whole sheet', 'This sheet has no values.', [], 0)];
    return {
      report: {
        name,
        headerRow: null,
        headers: [],
        rowCount: 0,
        columnCount: 0,
        preview: [],
        truncated,
        problemCount: 1,
      },
      problems,
    };
  }

  const { top, bottom, left, right } = bounds;
  const problems: Problem[] = [];
  const columns: ColumnCells[] = [];
  for (let c = left; c <= right; c++) {
    const head = at(rows, top, c);
    const col: ColumnCells = {
      index: c,
      letter: columnName(c),
      header: isBlank(head) ? '' : cellText(head).trim(),
      cells: [],
    };
    for (let r = top + 1; r <= bottom; r++) {
      const cell = at(rows, r, c);
      if (cell && !isBlank(cell)) col.cells.push({ row: r, cell });
    }
    columns.push(col);
  }
  const rowCount = bottom - top;
  const columnCount = Math.max(right - left + 1, sheet.columnsInFile ?? 0);
  const rowsInFile = Math.max(rowCount, (sheet.rowsInFile ?? 0) - top - 1);

  if (rowCount === 0) {
    problems.push(
      problem('empty-sheet', name, `Row ${top + 1}`, 'This sheet has headers but no rows under them.', [], 0),
    );
  }

  // Headers: empty, then repeated.
  for (const col of columns) {
    if (col.header) continue;
    const cell = cellAddress(top, col.index);
    problems.push(
      problem(
        'empty-header',
        name,
        cell,
        col.cells.length
          ? `Column ${col.letter} has no header, but ${plural(col.cells.length, 'value')} under it.`
          : `Column ${col.letter} has no header and no values.`,
        [cell],
        1,
      ),
    );
  }
  const byKey = new Map<string, ColumnCells[]>();
  for (const col of columns) {
    if (!col.header) continue;
    const key = headerKey(col.header);
    byKey.set(key, [...(byKey.get(key) ?? []), col]);
  }
  for (const same of byKey.values()) {
    if (same.length < 2) continue;
    const cells = same.map((col) => cellAddress(top, col.index));
    const spellings = [...new Set(same.map((col) => col.header))];
    problems.push(
      problem(
        'duplicate-header',
        name,
        listCells(cells),
        `The header ${spellings.map(quote).join(' / ')} appears ${same.length} times (columns ${same.map((c) => c.letter).join(', ')}): an import keeps only one of them.`,
        cells,
        same.length,
      ),
    );
  }

  // Rows with nothing in them between the headers and the last row.
  const emptyRows: number[] = [];
  for (let r = top + 1; r < bottom; r++) {
    let empty = true;
    for (let c = left; c <= right && empty; c++) empty = isBlank(at(rows, r, c));
    if (empty) emptyRows.push(r);
  }
  if (emptyRows.length) {
    const runs = rowRuns(emptyRows);
    const shown = runs.slice(0, LISTED_CELLS).join(', ') + (runs.length > LISTED_CELLS ? ' and more' : '');
    problems.push(
      problem(
        'empty-rows',
        name,
        `${emptyRows.length === 1 ? 'Row' : 'Rows'} ${shown}`,
        `${plural(emptyRows.length, 'row')} ${emptyRows.length === 1 ? 'is' : 'are'} entirely empty: an import may stop at the first one.`,
        emptyRows.map((r) => `${r + 1}`),
        emptyRows.length,
      ),
    );
  }

  for (const col of columns) problems.push(...checkColumn(name, col));

  if (columnCount > WIDE_COLUMNS) {
    problems.push(
      problem(
        'wide-sheet',
        name,
        'Whole sheet',
        `This sheet has ${plural(columnCount, 'column')}, more than the ${WIDE_COLUMNS} most imports take comfortably${columnCount > MAX_CHECKED_COLUMNS ? `; only the first ${MAX_CHECKED_COLUMNS} were checked` : ''}.`,
        [],
        columnCount,
      ),
    );
  }
  if (rowsInFile > LONG_ROWS || truncated) {
    problems.push(
      problem(
        'long-sheet',
        name,
        'Whole sheet',
        `This sheet has ${plural(Math.max(rowsInFile, rowCount), 'row')}${truncated ? `; only the first ${MAX_CHECKED_ROWS.toLocaleString('en-US')} were checked` : ''}. Import it in parts.`,
        [],
        Math.max(rowsInFile, rowCount),
      ),
    );
  }

  const previewColumns = columns.slice(0, PREVIEW_COLUMNS);
  const preview: SheetReport['preview'] = [];
  for (let r = top + 1; r <= bottom && preview.length < PREVIEW_ROWS; r++) {
    preview.push({ row: r + 1, cells: previewColumns.map((col) => cellText(at(rows, r, col.index))) });
  }

  return {
    report: {
      name,
      headerRow: top + 1,
      headers: columns.map((col) => ({ column: col.letter, name: col.header })),
      rowCount,
      columnCount,
      preview,
      truncated,
      problemCount: problems.length,
    },
    problems,
  };
}

/** The report of a whole workbook: each sheet's summary, and every problem in sheet order. */
export function checkWorkbook(sheets: readonly CheckSheet[]): SpreadsheetReport {
  const checked = sheets.map(checkSheet);
  return { sheets: checked.map((s) => s.report), problems: checked.flatMap((s) => s.problems) };
}

// ---- the file itself -----------------------------------------------------------------------------

export type FileShape = 'zip' | 'compound' | 'text';

const startsWith = (head: Uint8Array, bytes: readonly number[]) => bytes.every((b, i) => head[i] === b);

/**
 * What the file is before it is parsed: a problem with the file itself, or the container its first
 * bytes show (a zip for .xlsx, an OLE2 compound file for .xls and for a password-protected .xlsx,
 * or text for .csv and the HTML or XML some programs save as .xls).
 */
export function fileShape(name: string, size: number, head: Uint8Array): CheckFailure | FileShape {
  const lower = name.toLowerCase();
  if (!ACCEPTED_EXTENSIONS.some((ext) => lower.endsWith(ext))) return 'not-spreadsheet';
  if (size === 0) return 'empty';
  if (size > MAX_FILE_BYTES) return 'too-big';
  if (startsWith(head, [0x50, 0x4b, 0x03, 0x04])) return lower.endsWith('.csv') ? 'not-spreadsheet' : 'zip';
  if (startsWith(head, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])) {
    return lower.endsWith('.csv') ? 'not-spreadsheet' : 'compound';
  }
  if (lower.endsWith('.xlsx')) return 'not-spreadsheet';
  // Text: no NUL byte (UTF-16 text starts with its byte-order mark) and few control characters.
  const utf16 = startsWith(head, [0xff, 0xfe]) || startsWith(head, [0xfe, 0xff]);
  if (!utf16) {
    let control = 0;
    for (const byte of head) {
      if (byte === 0) return 'not-spreadsheet';
      if (byte < 9 || (byte > 13 && byte < 32)) control++;
    }
    if (control > head.length / 20) return 'not-spreadsheet';
  }
  return 'text';
}

/** The failure a parser's error stands for: a password, a file that is no spreadsheet, or damage. */
export function failureOfError(message: string, shape: FileShape): CheckFailure {
  if (/password/i.test(message) || (shape === 'compound' && /encrypt/i.test(message))) return 'password';
  if (shape === 'zip' && /zip|content_types|cannot find|unsupported/i.test(message)) return 'not-spreadsheet';
  return 'unreadable';
}
