import { read, SSF, utils, type CellObject, type WorkBook, type WorkSheet } from '@e965/xlsx';
import {
  checkWorkbook,
  failureMessage,
  failureOfError,
  fileShape,
  MAX_CHECKED_COLUMNS,
  MAX_CHECKED_ROWS,
  spreadsheetMessages,
  type CheckCell,
  type CheckFailure,
  type CheckOutcome,
  type CheckSheet,
} from '@shared/spreadsheet-check';

/**
 * The adapter between SheetJS and the spreadsheet check: reads a file's bytes with SheetJS and
 * hands its sheets to `checkWorkbook` (src/shared/spreadsheet-check.ts) as plain cells. Runs in the
 * check's worker (check-worker.ts), in the page when a worker cannot start, and in Node in the tests.
 */

const ERROR_TEXT: Record<number, string> = {
  0x00: '#NULL!',
  0x07: '#DIV/0!',
  0x0f: '#VALUE!',
  0x17: '#REF!',
  0x1d: '#NAME?',
  0x24: '#NUM!',
  0x2a: '#N/A',
};

const isDateFormat = (format: unknown) =>
  typeof format === 'string' && format !== 'General' && SSF.is_date(format) === true;

/** One SheetJS cell as the check reads it; an empty or stub cell is null. */
export function toCheckCell(cell: CellObject | null | undefined): CheckCell | null {
  if (!cell) return null;
  const text = typeof cell.w === 'string' ? cell.w : undefined;
  const formula = typeof cell.f === 'string' && cell.f ? { formula: cell.f } : {};
  const shown = text === undefined ? {} : { text };
  switch (cell.t) {
    case 'n':
      if (typeof cell.v !== 'number') return null;
      return { kind: isDateFormat(cell.z) ? 'date' : 'number', value: cell.v, ...shown, ...formula };
    case 'd': {
      // Only when read with cellDates: kept as Excel's serial number.
      const time = cell.v instanceof Date ? cell.v.getTime() : Date.parse(String(cell.v));
      if (Number.isNaN(time)) return null;
      return { kind: 'date', value: time / 86_400_000 + 25_569, ...shown, ...formula };
    }
    case 'b':
      return { kind: 'boolean', value: cell.v === true, ...shown, ...formula };
    case 'e': {
      const code = text ?? ERROR_TEXT[Number(cell.v)] ?? '#VALUE!';
      return { kind: 'error', value: code, text: code, ...formula };
    }
    case 's':
      return { kind: 'text', value: String(cell.v ?? ''), ...shown, ...formula };
    default:
      return null;
  }
}

/** The rows of a sheet read densely (`dense: true`), each cut to the checked columns. */
function sheetRows(sheet: WorkSheet): CheckSheet['rows'] {
  const data = (sheet['!data'] ?? []) as (CellObject[] | undefined)[];
  const rows: (CheckCell | null)[][] = [];
  for (let r = 0; r < data.length && r <= MAX_CHECKED_ROWS; r++) {
    const row = data[r];
    if (!row) {
      rows.push([]);
      continue;
    }
    const width = Math.min(row.length, MAX_CHECKED_COLUMNS);
    const cells: (CheckCell | null)[] = new Array<CheckCell | null>(width).fill(null);
    for (let c = 0; c < width; c++) cells[c] = toCheckCell(row[c]);
    rows.push(cells);
  }
  return rows;
}

/** A workbook's sheets, in the workbook's order, as the check reads them. */
export function workbookSheets(workbook: WorkBook): CheckSheet[] {
  return workbook.SheetNames.map((name) => {
    const sheet = workbook.Sheets[name];
    if (!sheet) return { name, rows: [] };
    const full = sheet['!fullref'] ?? sheet['!ref'];
    const range = typeof full === 'string' ? utils.decode_range(full) : null;
    return {
      name,
      rows: sheetRows(sheet),
      ...(range ? { rowsInFile: range.e.r + 1, columnsInFile: range.e.c + 1 } : {}),
    };
  });
}

const failed = (fileName: string, failure: CheckFailure): CheckOutcome => ({
  ok: false,
  fileName,
  failure,
  message: failureMessage[failure],
});

function decodeText(bytes: Uint8Array): string {
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return new TextDecoder('utf-16le').decode(bytes.subarray(2));
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return new TextDecoder('utf-16be').decode(bytes.subarray(2));
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder('windows-1252').decode(bytes);
  }
}

/** Checks a file's bytes: its shape, then its workbook. */
export function checkSpreadsheetBytes(fileName: string, bytes: Uint8Array): CheckOutcome {
  const shape = fileShape(fileName, bytes.length, bytes.subarray(0, 4096));
  if (shape !== 'zip' && shape !== 'compound' && shape !== 'text') return failed(fileName, shape);
  let workbook: WorkBook;
  try {
    // Text is decoded here (UTF-8 unless it says otherwise): SheetJS reads bytes without a
    // byte-order mark as Latin-1, which garbles accented names.
    const input =
      shape === 'text' ? { data: decodeText(bytes), type: 'string' as const } : { data: bytes, type: 'array' as const };
    workbook = read(input.data, {
      type: input.type,
      dense: true,
      cellFormula: true,
      cellNF: true,
      cellHTML: false,
      // One row more than checked, so a longer sheet shows it is longer.
      sheetRows: MAX_CHECKED_ROWS + 1,
    });
  } catch (error) {
    return failed(fileName, failureOfError(error instanceof Error ? error.message : String(error), shape));
  }
  if (!workbook.SheetNames.length)
    return { ok: false, fileName, failure: 'unreadable', message: spreadsheetMessages.noSheets };
  return { ok: true, fileName, report: checkWorkbook(workbookSheets(workbook)) };
}

/** Checks a file the visitor chose; the file is read here, in the browser, and sent nowhere. */
export async function checkSpreadsheetFile(file: File): Promise<CheckOutcome> {
  const head = new Uint8Array(await file.slice(0, 4096).arrayBuffer());
  const shape = fileShape(file.name, file.size, head);
  if (shape !== 'zip' && shape !== 'compound' && shape !== 'text') return failed(file.name, shape);
  return checkSpreadsheetBytes(file.name, new Uint8Array(await file.arrayBuffer()));
}
