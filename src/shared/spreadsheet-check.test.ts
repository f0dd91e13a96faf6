import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  cellAddress,
  checkSheet,
  checkWorkbook,
  columnName,
  failureOfError,
  fileShape,
  headerKey,
  isNumberText,
  LISTED_CELLS,
  MAX_FILE_BYTES,
  parsesAsDate,
  PREVIEW_COLUMNS,
  PREVIEW_ROWS,
  WIDE_COLUMNS,
  type CheckCell,
  type CheckSheet,
  type Problem,
} from './spreadsheet-check';

const t = (value: string): CheckCell => ({ kind: 'text', value });
const n = (value: number, text?: string): CheckCell => ({ kind: 'number', value, ...(text ? { text } : {}) });
const d = (serial: number, text: string): CheckCell => ({ kind: 'date', value: serial, text });
const err = (code: string, formula?: string): CheckCell => ({
  kind: 'error',
  value: code,
  text: code,
  ...(formula ? { formula } : {}),
});

const sheet = (rows: CheckSheet['rows'], name = 'Roster'): CheckSheet => ({ name, rows });
const kinds = (problems: Problem[]) => problems.map((p) => p.kind);

describe('addresses', () => {
  it('names columns as a spreadsheet does', () => {
    expect([0, 25, 26, 51, 52, 701, 702, 16383].map(columnName)).toEqual([
      'A',
      'Z',
      'AA',
      'AZ',
      'BA',
      'ZZ',
      'AAA',
      'XFD',
    ]);
    expect(cellAddress(6, 2)).toBe('C7');
  });
});

describe('dates and numbers written as text', () => {
  it('reads the ways people write dates, and refuses days that do not exist', () => {
    for (const text of [
      '2024-03-15',
      '2024-03-15T10:30:00Z',
      '3/15/2024',
      '15/03/2024',
      '15.03.2024',
      '3-15-24',
      'March 15, 2024',
      'Mar 15 2024',
      'Tue, Mar 5',
      '5 March 2024',
      '15-Mar-24',
      'Sept 2024',
      '4:30 PM',
      '2024-02-29',
    ])
      expect(parsesAsDate(text), text).toBe(true);
    for (const text of [
      'TBD',
      'soon',
      'n/a',
      '',
      '13/13/2024',
      '2023-02-29',
      '2024-04-31',
      'March',
      '12345',
      'Level 3',
    ])
      expect(parsesAsDate(text), text).toBe(false);
  });

  it('takes written-out numbers for numbers, and codes with a leading zero for codes', () => {
    for (const text of ['45', '45.00', '1,200', '$30', '12%', '-3.5', '(120.00)', ' 85 ', '.5', '0.75'])
      expect(isNumberText(text), text).toBe(true);
    for (const text of ['02139', '007', 'Level 3', '1,20', '555-0142', '1234567890123456', '', '12 kids'])
      expect(isNumberText(text), text).toBe(false);
  });

  it('compares headers without case, outer spaces or doubled spaces', () => {
    expect(headerKey('  Parent   Email ')).toBe(headerKey('parent email'));
    expect(headerKey('Ｅｍａｉｌ')).toBe(headerKey('email'));
  });
});

describe('checkSheet', () => {
  it('reads the header row, counts rows and columns and previews the first rows', () => {
    const { report, problems } = checkSheet(
      sheet([[], [null, t('Name'), t('Fee')], [null, t('Maya'), n(85)], [null, t('Lena'), n(120)]]),
    );
    expect(report).toMatchObject({
      name: 'Roster',
      headerRow: 2,
      headers: [
        { column: 'B', name: 'Name' },
        { column: 'C', name: 'Fee' },
      ],
      rowCount: 2,
      columnCount: 2,
      preview: [
        { row: 3, cells: ['Maya', '85'] },
        { row: 4, cells: ['Lena', '120'] },
      ],
      truncated: false,
      problemCount: 0,
    });
    expect(problems).toEqual([]);
  });

  it('reports an empty header with its cell, and a header repeated in another case or spacing', () => {
    const { problems } = checkSheet(
      sheet([
        [t('Name'), t(' '), t('Email'), t('Phone'), t(' EMAIL'), null],
        [t('Maya'), t('Level 3'), t('m@example.com'), t('555-0142'), t('p@example.com'), t('x')],
      ]),
    );
    const empty = problems.filter((p) => p.kind === 'empty-header');
    expect(empty.map((p) => p.where)).toEqual(['B1', 'F1']);
    expect(empty[0]!.message).toBe('Column B has no header, but 1 value under it.');
    const dup = problems.find((p) => p.kind === 'duplicate-header')!;
    expect(dup).toMatchObject({ sheet: 'Roster', where: 'C1, E1', cells: ['C1', 'E1'], count: 2 });
    expect(dup.message).toBe(
      'The header “Email” / “EMAIL” appears 2 times (columns C, E): an import keeps only one of them.',
    );
  });

  it('reports rows with nothing in them between the headers and the last row, as runs', () => {
    const { problems, report } = checkSheet(
      sheet([[t('Name')], [t('Maya')], [], [t('  ')], [t('Lena')], null, [t('Ava')], [], []]),
    );
    expect(report.rowCount).toBe(6);
    const rows = problems.find((p) => p.kind === 'empty-rows')!;
    expect(rows).toMatchObject({ where: 'Rows 3–4, 6', count: 3, cells: ['3', '4', '6'] });
    expect(rows.message).toBe('3 rows are entirely empty: an import may stop at the first one.');
  });

  it('reports formula errors cell by cell, with the formula, and many of one code together', () => {
    const rows: CheckCell[][] = [[t('Fee'), t('Per class'), t('Level')]];
    rows.push([n(85), err('#DIV/0!', 'A2/0'), t('#N/A')]);
    for (let i = 0; i < 10; i++) rows.push([n(85), n(10), err('#N/A', `VLOOKUP(A${i + 3},Levels!A:B,2,0)`)]);
    const errors = checkSheet(sheet(rows)).problems.filter((p) => p.kind === 'formula-error');
    expect(errors[0]).toMatchObject({ where: 'B2', message: 'The formula =A2/0 gives #DIV/0!.', count: 1 });
    expect(errors[1]).toMatchObject({ count: 11, where: 'C2, C3, C4, C5, C6, C7, C8, C9 and 3 more' });
    expect(errors[1]!.cells).toHaveLength(LISTED_CELLS);
    expect(errors[1]!.message).toBe('11 cells show #N/A (formulas such as =VLOOKUP(A3,Levels!A:B,2,0)).');
    for (const code of ['#REF!', '#VALUE!', '#NAME?', '#NUM!', '#NULL!']) {
      const p = checkSheet(sheet([[t('X')], [err(code)]])).problems;
      expect(p).toEqual([
        expect.objectContaining({ kind: 'formula-error', where: 'A2', message: `The cell shows ${code}.` }),
      ]);
    }
  });

  it('reports text in a date column, by header or by most values, and serial numbers no date has', () => {
    const byHeader = checkSheet(
      sheet([[t('Joined')], [d(45300, '2024-01-08')], [t('TBD')], [t('3/15/2024')], [n(45310)]]),
    );
    expect(byHeader.problems).toEqual([
      expect.objectContaining({
        kind: 'not-a-date',
        where: 'A3',
        message: 'Column A “Joined” holds dates, but 1 cell is not a date: “TBD”.',
      }),
    ]);
    const byValues = checkSheet(sheet([[t('When')], [d(45300, '2024-01-08')], [d(45301, '2024-01-09')], [t('soon')]]));
    expect(byValues.problems.map((p) => p.where)).toEqual(['A4']);
    const serials = checkSheet(sheet([[t('Birth date')], [n(45300)], [n(-4)], [n(900000)]]));
    expect(serials.problems[0]!.message).toBe(
      'Column A “Birth date” holds dates, but 2 cells are numbers too large or too small to be a date: “-4”, “900000”.',
    );
  });

  it('reports numbers stored as text by column, and leaves codes with a leading zero alone', () => {
    const { problems } = checkSheet(
      sheet([
        [t('Fee'), t('Zip')],
        [t('85.00'), t('02139')],
        [n(120), t('10001')],
        [t('$95'), t('02140')],
      ]),
    );
    expect(problems.map((p) => [p.kind, p.where])).toEqual([
      ['number-as-text', 'A2, A4'],
      ['number-as-text', 'B3'],
    ]);
  });

  it('reports a column of numbers with text in it, and a column mixing kinds', () => {
    const mostly = checkSheet(sheet([[t('Fee')], [n(85)], [n(90)], [n(95)], [t('n/a')], [n(100)]]));
    expect(mostly.problems).toEqual([
      expect.objectContaining({
        kind: 'mixed-types',
        where: 'A5',
        message: 'Column A “Fee” is mostly numbers, but 1 cell holds something else: “n/a”.',
      }),
    ]);
    const mixed = checkSheet(sheet([[t('Level')], [n(3)], [n(4)], [t('Gold')], [t('Silver')]]));
    expect(mixed.problems).toEqual([
      expect.objectContaining({
        kind: 'mixed-types',
        where: 'Column A',
        message: 'Column A “Level” mixes kinds of values: 2 numbers, 2 text.',
      }),
    ]);
    // A column of free text with a number in it is not a problem.
    expect(checkSheet(sheet([[t('Notes')], [t('Ankle')], [t('Late')], [t('Sick')], [n(5)]])).problems).toEqual([]);
  });

  it('reports an empty sheet, a sheet of headers only, a wide sheet and a long one', () => {
    expect(kinds(checkSheet(sheet([])).problems)).toEqual(['empty-sheet']);
    expect(checkSheet(sheet([[], [null, t(' ')]])).report).toMatchObject({
      headerRow: null,
      rowCount: 0,
      columnCount: 0,
    });
    expect(kinds(checkSheet(sheet([[t('Name'), t('Fee')]])).problems)).toEqual(['empty-sheet']);
    const wide = Array.from({ length: WIDE_COLUMNS + 1 }, (_, i) => t(`Week ${i + 1}`));
    const wideReport = checkSheet(sheet([wide, wide.map(() => n(1))]));
    expect(kinds(wideReport.problems)).toEqual(['wide-sheet']);
    expect(wideReport.report.preview[0]!.cells).toHaveLength(PREVIEW_COLUMNS);
    const long = checkSheet({ name: 'Log', rows: [[t('Visit')], [t('Maya')]], rowsInFile: 80_000 });
    expect(long.problems).toEqual([
      expect.objectContaining({
        kind: 'long-sheet',
        message: 'This sheet has 79,999 rows; only the first 50,000 were checked. Import it in parts.',
      }),
    ]);
    expect(long.report.truncated).toBe(true);
  });
});

describe('the file itself', () => {
  const bytes = (...b: number[]) => new Uint8Array(b);
  const zip = bytes(0x50, 0x4b, 0x03, 0x04, 20, 0);
  const ole = bytes(0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1);
  const text = new TextEncoder().encode('Name,Fee\nMaya,85\n');

  it('tells a spreadsheet from what is not one, an empty file and one too big', () => {
    expect(fileShape('roster.xlsx', 100, zip)).toBe('zip');
    expect(fileShape('ROSTER.XLS', 100, ole)).toBe('compound');
    expect(fileShape('locked.xlsx', 100, ole)).toBe('compound');
    expect(fileShape('roster.csv', 100, text)).toBe('text');
    expect(fileShape('export.xls', 100, new TextEncoder().encode('<html><table>'))).toBe('text');
    expect(fileShape('roster.pdf', 100, text)).toBe('not-spreadsheet');
    expect(fileShape('roster.xlsx', 100, text)).toBe('not-spreadsheet');
    expect(fileShape('photo.csv', 100, bytes(0x89, 0x50, 0x4e, 0x47, 0, 0))).toBe('not-spreadsheet');
    expect(fileShape('roster.csv', 100, zip)).toBe('not-spreadsheet');
    expect(fileShape('roster.csv', 0, bytes())).toBe('empty');
    expect(fileShape('roster.xlsx', MAX_FILE_BYTES + 1, zip)).toBe('too-big');
    expect(fileShape('roster.xlsx', MAX_FILE_BYTES, zip)).toBe('zip');
  });

  it('reads a parser error as a password, a file that is no spreadsheet, or damage', () => {
    expect(failureOfError('File is password-protected', 'compound')).toBe('password');
    expect(failureOfError('ECMA-376 Encrypted file missing /EncryptionInfo', 'compound')).toBe('password');
    expect(failureOfError('Unsupported ZIP encryption', 'zip')).toBe('not-spreadsheet');
    expect(failureOfError('Bad compressed size', 'zip')).toBe('unreadable');
  });
});

// ---- properties ---------------------------------------------------------------------------------

const cellArb: fc.Arbitrary<CheckCell | null | undefined> = fc.oneof(
  fc.constant(null),
  fc.constant(undefined),
  fc.record({ kind: fc.constant('number' as const), value: fc.double() }),
  fc.record({ kind: fc.constant('date' as const), value: fc.double(), text: fc.string() }),
  fc.record({ kind: fc.constant('boolean' as const), value: fc.boolean() }),
  fc.record({
    kind: fc.constant('error' as const),
    value: fc.constantFrom('#DIV/0!', '#REF!', '#N/A', 'junk'),
    formula: fc.string(),
  }),
  fc.record({
    kind: fc.constant('text' as const),
    value: fc.oneof(fc.string(), fc.constantFrom('TBD', '45.00', '2024-01-08', ' ', '#N/A')),
  }),
);
const gridArb = fc.array(fc.option(fc.array(cellArb, { maxLength: 12 }), { nil: undefined }), { maxLength: 30 });

describe('properties', () => {
  it('never throws, and every count agrees with the problems and the grid', () => {
    fc.assert(
      fc.property(fc.array(gridArb, { minLength: 1, maxLength: 3 }), (grids) => {
        const report = checkWorkbook(grids.map((rows, i) => ({ name: `Sheet${i + 1}`, rows })));
        expect(report.sheets).toHaveLength(grids.length);
        report.sheets.forEach((s, i) => {
          const own = report.problems.filter((p) => p.sheet === s.name);
          expect(s.problemCount).toBe(own.length);
          expect(s.headers).toHaveLength(s.columnCount);
          expect(s.rowCount).toBeLessThanOrEqual(grids[i]!.length);
          expect(s.preview.length).toBeLessThanOrEqual(Math.min(PREVIEW_ROWS, s.rowCount));
          for (const row of s.preview) expect(row.cells.length).toBeLessThanOrEqual(PREVIEW_COLUMNS);
        });
        for (const p of report.problems) {
          expect(p.count).toBeGreaterThanOrEqual(0);
          expect(Number.isFinite(p.count)).toBe(true);
          expect(p.cells.length).toBeLessThanOrEqual(LISTED_CELLS);
          expect(p.message).not.toMatch(/undefined|NaN/);
        }
      }),
    );
  });

  it('finds a repeated header whatever its case and spacing', () => {
    const word = fc.stringMatching(/^[A-Za-z][A-Za-z ]{0,11}[A-Za-z]$/);
    fc.assert(
      fc.property(word, fc.nat(3), fc.nat(3), fc.boolean(), (name, before, after, upper) => {
        const twin = `${' '.repeat(before)}${upper ? name.toUpperCase() : name.toLowerCase()}${' '.repeat(after)}`;
        const { problems } = checkSheet(
          sheet([
            [t(name), t('Other column'), t(twin)],
            [t('a'), t('b'), t('c')],
          ]),
        );
        const dup = problems.filter((p) => p.kind === 'duplicate-header');
        expect(dup.some((p) => p.cells.includes('A1') && p.cells.includes('C1'))).toBe(true);
      }),
    );
  });

  it('counts the rows down to the last value, whatever empty rows come between', () => {
    fc.assert(
      fc.property(fc.array(fc.boolean(), { minLength: 1, maxLength: 40 }), (filled) => {
        const rows = [[t('Name')], ...filled.map((f) => (f ? [t('Maya')] : []))];
        const last = filled.lastIndexOf(true);
        const { report, problems } = checkSheet(sheet(rows));
        expect(report.rowCount).toBe(last + 1);
        const gaps = filled.slice(0, Math.max(0, last)).filter((f) => !f).length;
        expect(problems.find((p) => p.kind === 'empty-rows')?.count ?? 0).toBe(gaps);
      }),
    );
  });
});
