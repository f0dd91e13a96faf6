import fs from 'node:fs';
import path from 'node:path';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { spreadsheetMessages } from '@shared/spreadsheet-check';
import { CheckResult } from './check-result';
import { checkSpreadsheetBytes } from './read-workbook';

const open = (name: string) =>
  checkSpreadsheetBytes(name, Uint8Array.from(fs.readFileSync(path.resolve('tests/fixtures/spreadsheets', name))));

describe('CheckResult', () => {
  it('shows the bad roster’s problems in a table, then each sheet with its counts and first rows', () => {
    const html = renderToStaticMarkup(<CheckResult outcome={open('bad-roster.xlsx')} />);
    expect(html).toContain('2 sheets, 6 problems found.');
    expect(html).toContain('aria-label="Problems found"');
    expect(html).toContain('The formula =E5/F5 gives #DIV/0!.');
    expect(html).toContain('Column D “Joined” holds dates, but 1 cell is not a date: “TBD”.');
    expect(html).toContain('aria-label="Sheet Roster"');
    expect(html).toContain('aria-label="First rows of Roster"');
    expect(html).toContain('no header');
    expect(html.indexOf('Problems found')).toBeLessThan(html.indexOf('Sheet Roster'));
  });

  it('says so when nothing is wrong, and names a refused file with its message', () => {
    expect(renderToStaticMarkup(<CheckResult outcome={open('class-roster.csv')} />)).toContain('No problems found');
    const refused = renderToStaticMarkup(<CheckResult outcome={open('password-protected.xlsx')} />);
    expect(refused).toContain('role="alert"');
    expect(refused).toContain('password-protected.xlsx could not be checked');
    expect(refused).toContain(spreadsheetMessages.password.slice(0, 40));
  });
});
