import { describe, expect, it } from 'vitest';
import { csvRows, guessMapping, mappedCsv } from './sheet';

describe('the importer reads and re-writes a file in the browser', () => {
  it('reads quoted cells, doubled quotes, line breaks and CRLF', () => {
    expect(csvRows('\uFEFFname,notes\r\n"Flips, Inc.","say ""hi""\nthere"\r\n\r\nB,\n')).toEqual([
      ['name', 'notes'],
      ['Flips, Inc.', 'say "hi"\nthere'],
      ['B', ''],
    ]);
  });

  it("maps columns to the kind's fields by name, and writes only mapped columns under the field names", () => {
    const sheet = { header: ['Club Number', 'Gym Name', 'Owner'], rows: [['C-1', 'Flips, Inc.', 'Dana']] };
    expect(guessMapping('gyms', sheet.header)).toEqual(['clubNumber', '', '']);
    expect(mappedCsv(sheet, ['clubNumber', 'name', ''])).toBe('clubNumber,name\r\nC-1,"Flips, Inc."\r\n');
  });
});
