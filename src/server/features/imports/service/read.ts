import { importMessages as m, IMPORT_MAX_ROWS } from '../../../../shared/imports';
import { parseCsv } from '../../../platform/csv';
import { BadRequest } from '../../../platform/errors';
import { sniffFile } from '../../../platform/file-sniff';

export type ImportFormat = 'csv' | 'xlsx';

/** The file's records by header name; data rows count from 1 in messages. */
export interface ImportTable {
  header: string[];
  rows: Record<string, string>[];
}

/**
 * What an upload is, from its bytes (never its name): an .xlsx workbook, or CSV text (UTF-8
 * without NUL bytes). Anything else is refused with a 400.
 */
export function importFormatOf(data: Buffer): ImportFormat {
  const sniffed = sniffFile(data);
  if (sniffed?.extension === 'xlsx') return 'xlsx';
  if (sniffed) throw new BadRequest(m.fileType);
  const head = data.subarray(0, 64 * 1024);
  if (head.includes(0) || !isUtf8(head)) throw new BadRequest(m.fileType);
  return 'csv';
}

function isUtf8(buf: Buffer): boolean {
  try {
    // A multi-byte character cut at the 64 KiB edge is not an error.
    new TextDecoder('utf-8', { fatal: true }).decode(buf.subarray(0, Math.max(0, buf.length - 4)));
    return true;
  } catch {
    return false;
  }
}

/** The first sheet of a workbook as records: its first row names the columns; cells read as shown. */
async function readWorkbook(data: Buffer): Promise<ImportTable> {
  const XLSX = await import('@e965/xlsx');
  const book = XLSX.read(data, { type: 'buffer', dense: true });
  const first = book.SheetNames[0];
  const sheet = first ? book.Sheets[first] : undefined;
  if (!sheet) throw new BadRequest(m.noSheet);
  const grid = XLSX.utils.sheet_to_json<unknown[]>(sheet, { header: 1, raw: false, defval: '', blankrows: false });
  const [head, ...body] = grid;
  if (!head) throw new BadRequest(m.emptyFile);
  if (body.length > IMPORT_MAX_ROWS)
    throw new BadRequest(`the file holds more than ${IMPORT_MAX_ROWS} rows, the limit`);
  const header = head.map((h) => String(h ?? '').trim());
  const rows = body
    .filter((cells) => cells.some((c) => String(c ?? '').trim() !== ''))
    .map((cells) => Object.fromEntries(header.map((name, at) => [name, String(cells[at] ?? '')])));
  return { header, rows };
}

/** The upload's records, CSV through the one reader (platform/csv.ts) or a workbook through SheetJS. */
export async function readImportFile(data: Buffer, format: ImportFormat): Promise<ImportTable> {
  const table = format === 'xlsx' ? await readWorkbook(data) : parseCsv(data, { maxRows: IMPORT_MAX_ROWS });
  const header = table.header.filter((name) => name !== '');
  if (!table.rows.length) throw new BadRequest(m.emptyFile);
  return { header, rows: table.rows };
}
