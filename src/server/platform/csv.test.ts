import { describe, expect, it } from 'vitest';
import { CsvError, csvCell, parseCsv, readCsvRows, toCsv } from './csv';

/** The message of what `read` throws (a CsvError, a 400). */
function refusal(read: () => unknown): { message: string; row: number | null; statusCode: number } {
  try {
    read();
  } catch (error) {
    expect(error).toBeInstanceOf(CsvError);
    const e = error as CsvError;
    return { message: e.message, row: e.row, statusCode: e.statusCode };
  }
  throw new Error('expected the reader to refuse');
}

describe('the CSV reader (RFC 4180), the contract of the imports', () => {
  it('reads a header and records by column name; the header names are trimmed', () => {
    expect(parseCsv('name, city\nVault Gym,Austin\nBeam Club,Boise\n')).toEqual({
      header: ['name', 'city'],
      rows: [
        { name: 'Vault Gym', city: 'Austin' },
        { name: 'Beam Club', city: 'Boise' },
      ],
      rowNumbers: [2, 3],
    });
  });

  it('reads quoted cells with commas, doubled quotes and line breaks inside', () => {
    const text = 'name,notes\r\n"Flips, Inc.","She said ""hi""\r\non two lines"\r\n"",plain\r\n';
    expect(parseCsv(text).rows).toEqual([
      { name: 'Flips, Inc.', notes: 'She said "hi"\r\non two lines' },
      { name: '', notes: 'plain' },
    ]);
  });

  it('takes CRLF, LF and a last line without an end alike, drops a byte-order mark, skips blank lines', () => {
    const expected = [{ a: '1', b: '2' }];
    expect(parseCsv('a,b\r\n1,2\r\n').rows).toEqual(expected);
    expect(parseCsv('a,b\n1,2').rows).toEqual(expected);
    expect(parseCsv('\uFEFFa,b\n\n1,2\n\n').rows).toEqual(expected);
    expect(parseCsv(Buffer.from('\uFEFFa,b\r\n1,2', 'utf8')).header).toEqual(['a', 'b']);
    expect(parseCsv('a,b\n1,\n').rows).toEqual([{ a: '1', b: '' }]);
  });

  it('counts rows as a spreadsheet shows them: a quoted line break stays in its row', () => {
    const table = parseCsv('a,b\n"x\ny",1\n\nz,2\n');
    // The blank line is row 3 (skipped, but counted, as a spreadsheet shows it).
    expect(table.rowNumbers).toEqual([2, 4]);
    expect(refusal(() => parseCsv('a,b\n"x\ny",1\nz\n'))).toMatchObject({
      row: 3,
      message: expect.stringMatching(/^row 3: /),
    });
  });

  it('refuses a row with more or fewer cells than the header, naming the row (a 400)', () => {
    expect(refusal(() => parseCsv('a,b\n1,2\n1,2,3\n'))).toEqual({
      message: 'row 3: has 3 cells, the header has 2',
      row: 3,
      statusCode: 400,
    });
    expect(refusal(() => parseCsv('a,b\n1\n')).message).toBe('row 2: has 1 cells, the header has 2');
  });

  it('refuses broken quoting, naming the row', () => {
    expect(refusal(() => parseCsv('a\n"open\n')).message).toBe('row 2: a quoted cell is not closed');
    expect(refusal(() => parseCsv('a,b\n"x"y,1\n')).message).toBe(
      'row 2: a quoted cell must end at a comma or the end of the line',
    );
    expect(refusal(() => parseCsv('a,b\nx"y,1\n')).message).toBe(
      'row 2: a quote inside a cell that does not start with one',
    );
  });

  it('refuses an empty file and a header with an empty or repeated name', () => {
    expect(refusal(() => parseCsv('')).message).toBe('the file is empty: the first row must name the columns');
    expect(refusal(() => parseCsv('\uFEFF\r\n')).row).toBeNull();
    expect(refusal(() => parseCsv('a,,c\n')).message).toBe('row 1: column 2 of the header has no name');
    expect(refusal(() => parseCsv('a,b,a\n')).message).toBe('row 1: the header names "a" twice');
  });

  it('stops at the row limit (data rows after the header) and at an overlong cell', () => {
    const rows = (n: number) => ['n', ...Array.from({ length: n }, (_, i) => String(i))].join('\n');
    expect(parseCsv(rows(3), { maxRows: 3 }).rows).toHaveLength(3);
    expect(refusal(() => parseCsv(rows(4), { maxRows: 3 })).message).toBe(
      'row 5: the file holds more than 3 rows, the limit',
    );
    expect(refusal(() => parseCsv(rows(10_001))).message).toBe(
      'row 10002: the file holds more than 10000 rows, the limit',
    );
    expect(refusal(() => parseCsv(`a\n"${'x'.repeat(11)}"\n`, { maxCellLength: 10 })).message).toBe(
      'row 2: a cell is longer than 10 characters',
    );
  });

  it('reads rows without a header too', () => {
    expect(readCsvRows('1,2\n3,4\n', { header: false, maxRows: 2 })).toEqual([
      { cells: ['1', '2'], row: 1 },
      { cells: ['3', '4'], row: 2 },
    ]);
    expect(refusal(() => readCsvRows('1\n2\n3\n', { header: false, maxRows: 2 })).row).toBe(3);
  });

  it('reads back what the writer writes', () => {
    const values = [
      ['name', 'note'],
      ['Flips, Inc.', 'said "hi"\non two lines'],
      ['=SUM(A1)', ''],
    ];
    expect(readCsvRows(toCsv(values)).map((r) => r.cells)).toEqual([
      ['name', 'note'],
      ['Flips, Inc.', 'said "hi"\non two lines'],
      // The writer defuses formulas; the reader keeps what the file says.
      [csvCell('=SUM(A1)'), ''],
    ]);
  });
});
