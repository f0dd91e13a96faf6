import fs from 'node:fs';
import path from 'node:path';
import { utils, write } from '@e965/xlsx';
import { describe, expect, it } from 'vitest';
import { MAX_CHECKED_ROWS, spreadsheetMessages, type CheckOutcome } from '@shared/spreadsheet-check';
import { checkSpreadsheetBytes, checkSpreadsheetFile, toCheckCell } from './read-workbook';

const fixture = (name: string) => Uint8Array.from(fs.readFileSync(path.resolve('tests/fixtures/spreadsheets', name)));

function report(outcome: CheckOutcome) {
  if (!outcome.ok) throw new Error(outcome.message);
  return outcome.report;
}

describe('the SheetJS adapter and the check, on the prepared files', () => {
  it('reports every problem of the bad roster, each with its sheet and cells', () => {
    const { sheets, problems } = report(checkSpreadsheetBytes('bad-roster.xlsx', fixture('bad-roster.xlsx')));
    expect(sheets.map((s) => [s.name, s.rowCount, s.columnCount, s.problemCount])).toEqual([
      ['Roster', 7, 8, 6],
      ['Coaches', 3, 3, 0],
    ]);
    expect(sheets[0]!.headers.map((h) => h.name)).toEqual([
      'Name',
      '',
      'Email',
      'Joined',
      'Monthly fee',
      'Classes a month',
      'Cost per class',
      'EMAIL',
    ]);
    expect(sheets[0]!.preview[0]).toEqual({
      row: 2,
      cells: [
        'Maya Chen',
        'Level 3',
        'maya.chen@example.com',
        '2024-01-08',
        '85.00',
        '8',
        '10.63',
        'parent.chen@example.com',
      ],
    });
    expect(problems.map((p) => [p.sheet, p.kind, p.where, p.message])).toEqual([
      ['Roster', 'empty-header', 'B1', 'Column B has no header, but 6 values under it.'],
      [
        'Roster',
        'duplicate-header',
        'C1, H1',
        'The header “Email” / “EMAIL” appears 2 times (columns C, H): an import keeps only one of them.',
      ],
      ['Roster', 'empty-rows', 'Row 6', '1 row is entirely empty: an import may stop at the first one.'],
      ['Roster', 'not-a-date', 'D7', 'Column D “Joined” holds dates, but 1 cell is not a date: “TBD”.'],
      [
        'Roster',
        'number-as-text',
        'E2, E3, E4, E5, E7, E8',
        'Column E “Monthly fee” has 6 numbers stored as text: “85.00”, “120.00”, “95.50”. They will not add up or sort as numbers.',
      ],
      ['Roster', 'formula-error', 'G5', 'The formula =E5/F5 gives #DIV/0!.'],
    ]);
  });

  it('finds nothing wrong in the good CSV, and reads its accents as written', () => {
    const { sheets, problems } = report(checkSpreadsheetBytes('class-roster.csv', fixture('class-roster.csv')));
    expect(problems).toEqual([]);
    expect(sheets).toHaveLength(1);
    expect(sheets[0]).toMatchObject({ rowCount: 7, columnCount: 6, headerRow: 1 });
    expect(sheets[0]!.preview[0]!.cells).toEqual([
      'Maya Chen',
      'Level 3',
      'maya.chen@example.com',
      '2024-01-08',
      '85',
      '8',
    ]);
    const accents = report(checkSpreadsheetBytes('a.csv', new TextEncoder().encode('Name\nChloé Martin\n')));
    expect(accents.sheets[0]!.preview[0]!.cells).toEqual(['Chloé Martin']);
  });

  it('opens a file the visitor chose the way the page does', async () => {
    const file = new File([fixture('bad-roster.xlsx')], 'bad-roster.xlsx');
    expect(report(await checkSpreadsheetFile(file)).problems).toHaveLength(6);
  });
});

describe('files the check refuses', () => {
  const failure = async (name: string, bytes: BlobPart) => {
    const outcome = await checkSpreadsheetFile(new File([bytes], name));
    return outcome.ok ? null : outcome.message;
  };

  it('names a file that is not a spreadsheet, an empty file and a damaged one', async () => {
    expect(await failure('notes.pdf', '%PDF-1.7')).toBe(spreadsheetMessages.notSpreadsheet);
    expect(await failure('roster.xlsx', '%PDF-1.7 not a workbook')).toBe(spreadsheetMessages.notSpreadsheet);
    expect(await failure('roster.csv', new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0, 0, 0]))).toBe(
      spreadsheetMessages.notSpreadsheet,
    );
    expect(await failure('roster.csv', '')).toBe(spreadsheetMessages.empty);
    expect(await failure('roster.xlsx', new Uint8Array([0x50, 0x4b, 0x03, 0x04, 1, 2, 3, 4, 5, 6, 7]))).not.toBeNull();
  });

  it('names a password-protected workbook', () => {
    // An encrypted workbook is an OLE2 compound file holding EncryptionInfo and EncryptedPackage.
    const outcome = checkSpreadsheetBytes('locked.xlsx', fixture('password-protected.xlsx'));
    expect(outcome).toMatchObject({ ok: false, failure: 'password', message: spreadsheetMessages.password });
  });
});

describe('cells', () => {
  it('reads each SheetJS cell type, dates by their number format', () => {
    expect(toCheckCell({ t: 'n', v: 45300, z: 'yyyy-mm-dd', w: '2024-01-08' })).toEqual({
      kind: 'date',
      value: 45300,
      text: '2024-01-08',
    });
    expect(toCheckCell({ t: 'n', v: 85, z: '0.00', w: '85.00' })).toEqual({ kind: 'number', value: 85, text: '85.00' });
    expect(toCheckCell({ t: 'e', v: 0x2a, f: 'VLOOKUP(A2,B:C,2,0)' })).toEqual({
      kind: 'error',
      value: '#N/A',
      text: '#N/A',
      formula: 'VLOOKUP(A2,B:C,2,0)',
    });
    expect(toCheckCell({ t: 'd', v: new Date(Date.UTC(2024, 0, 8)) })).toEqual({ kind: 'date', value: 45299 });
    expect(toCheckCell({ t: 'b', v: true })).toEqual({ kind: 'boolean', value: true });
    expect(toCheckCell({ t: 'z' })).toBeNull();
    expect(toCheckCell(undefined)).toBeNull();
  });

  it('reads no more than the checked rows of a long sheet, and says it is long', () => {
    const rows = [['Visit'], ...Array.from({ length: MAX_CHECKED_ROWS + 10 }, (_, i) => [`Visit ${i + 1}`])];
    const book = utils.book_new();
    utils.book_append_sheet(book, utils.aoa_to_sheet(rows), 'Log');
    const bytes = new Uint8Array(write(book, { type: 'array', bookType: 'xlsx' }) as ArrayBuffer);
    const { sheets, problems } = report(checkSpreadsheetBytes('log.xlsx', bytes));
    expect(sheets[0]).toMatchObject({ truncated: true, rowCount: MAX_CHECKED_ROWS });
    expect(problems.map((p) => p.kind)).toEqual(['long-sheet']);
  }, 30_000);
});
