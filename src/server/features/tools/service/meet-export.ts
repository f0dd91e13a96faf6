import { roundCents } from '../../../../shared/tools/numbers';
import type { ExportFormat, MeetExpenseRecord } from '../../../../shared/tools/records';
import { CONTENT_TYPES, fileSlug, fitText, printable, type ExportFile } from './report-export';

/**
 * The meet budget's exports: a workbook whose first sheet holds the inputs and totals,
 * and one printable PDF page for parents. Rendered inline: one budget takes milliseconds (decision
 * 0110). The libraries load on the first export, not at start-up.
 */
const dollars = (n: number) =>
  n.toLocaleString('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2 });

/** "Spring State Meet" on 2026-03-14 → "meet-budget-spring-state-meet-2026-03-14"; accents dropped. */
export function exportBaseName(meet: Pick<MeetExpenseRecord, 'meetName' | 'date'>): string {
  return ['meet-budget', fileSlug(meet.meetName) || 'meet', meet.date].filter(Boolean).join('-');
}

export async function exportMeetExpense(meet: MeetExpenseRecord, format: ExportFormat): Promise<ExportFile> {
  const data = format === 'xlsx' ? await workbook(meet) : await parentsPage(meet);
  return { contentType: CONTENT_TYPES[format], fileName: `${exportBaseName(meet)}.${format}`, data };
}

const DETAIL_LABELS: [keyof MeetExpenseRecord['details'], string][] = [
  ['milesPerTrip', 'Miles per trip'],
  ['numRoundTrips', 'Number of round trips'],
  ['mileageRate', 'Mileage rate ($ per mile)'],
  ['tollsPerTrip', 'Tolls per trip'],
  ['numNights', 'Number of nights'],
  ['costPerNight', 'Cost per night'],
  ['numSessions', 'Number of sessions'],
  ['costPerSession', 'Cost per session'],
  ['foodExpensePerSession', 'Food expense per session'],
  ['otherExpenses', 'Other expenses'],
  ['miscExpenses', 'Miscellaneous expenses'],
  ['numTeams', 'Number of teams'],
  ['teamFee', 'Team fee'],
  ['enableCreditCardFee', 'Credit card fee charged'],
  ['creditCardFeePercentage', 'Credit card fee percentage'],
];
const MONEY_DETAILS = new Set<string>([
  'tollsPerTrip',
  'costPerNight',
  'costPerSession',
  'foodExpensePerSession',
  'otherExpenses',
  'miscExpenses',
  'teamFee',
]);

const TOTAL_LABELS: [keyof MeetExpenseRecord['totals'], string][] = [
  ['entryFees', 'Entry fees'],
  ['travel', 'Travel'],
  ['lodging', 'Lodging'],
  ['sessions', 'Sessions and food'],
  ['teamFees', 'Team fees'],
  ['other', 'Other'],
  ['subtotal', 'Subtotal'],
  ['creditCardFee', 'Credit card fee'],
  ['total', 'Total'],
  ['totalGymnasts', 'Gymnasts entered'],
  ['perGymnast', 'Cost per gymnast'],
];

const MONEY_FORMAT = '"$"#,##0.00';

async function workbook(meet: MeetExpenseRecord): Promise<Buffer> {
  const { default: ExcelJS } = await import('exceljs');
  const book = new ExcelJS.Workbook();
  book.creator = 'The Breakfast Club';
  book.created = new Date();
  const sheet = book.addWorksheet('Meet budget');
  sheet.columns = [{ width: 32 }, { width: 16 }, { width: 18 }, { width: 16 }];
  const heading = (text: string) => {
    sheet.addRow([]);
    sheet.addRow([text]).font = { bold: true };
  };
  sheet.addRow(['Meet', meet.meetName]).font = { bold: true };
  sheet.addRow(['Date', meet.date ?? '']);
  sheet.addRow(['Location', meet.location ?? '']);

  heading('Levels');
  sheet.addRow(['Level', 'Gymnasts', 'Cost per gymnast', 'Entry fees']).font = { bold: true };
  for (const l of meet.levels) {
    const row = sheet.addRow([
      l.levelName,
      l.numGymnasts,
      l.costPerGymnast,
      roundCents(l.numGymnasts * l.costPerGymnast),
    ]);
    row.getCell(3).numFmt = MONEY_FORMAT;
    row.getCell(4).numFmt = MONEY_FORMAT;
  }

  heading('Details');
  for (const [key, label] of DETAIL_LABELS) {
    const value = meet.details[key];
    const row = sheet.addRow([label, typeof value === 'boolean' ? (value ? 'Yes' : 'No') : value]);
    if (MONEY_DETAILS.has(key)) row.getCell(2).numFmt = MONEY_FORMAT;
  }

  heading('Totals');
  for (const [key, label] of TOTAL_LABELS) {
    const row = sheet.addRow([label, meet.totals[key]]);
    if (key !== 'totalGymnasts') row.getCell(2).numFmt = MONEY_FORMAT;
    if (key === 'total' || key === 'perGymnast') row.font = { bold: true };
  }
  return Buffer.from(await book.xlsx.writeBuffer());
}

async function parentsPage(meet: MeetExpenseRecord): Promise<Buffer> {
  const { PDFDocument, StandardFonts, rgb } = await import('pdf-lib');
  const pdf = await PDFDocument.create();
  pdf.setTitle(printable(`${meet.meetName}: meet costs`));
  pdf.setCreator('The Breakfast Club');
  const page = pdf.addPage([612, 792]); // US Letter
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const margin = 54;
  const width = 612 - margin * 2;
  const grey = rgb(0.35, 0.35, 0.35);
  let y = 792 - margin;

  const fit = fitText;
  const line = (text: string, size: number, font = regular, x = margin, max = width, color = rgb(0, 0, 0)) =>
    page.drawText(fit(text, font, size, max), { x, y, size, font, color });
  const right = (text: string, size: number, font: typeof regular, edge: number) =>
    page.drawText(printable(text), { x: edge - font.widthOfTextAtSize(printable(text), size), y, size, font });

  line(meet.meetName, 22, bold);
  y -= 26;
  const when = meet.date
    ? new Date(`${meet.date}T12:00:00Z`).toLocaleDateString('en-US', {
        weekday: 'long',
        year: 'numeric',
        month: 'long',
        day: 'numeric',
        timeZone: 'UTC',
      })
    : 'Date to be announced';
  line(when, 13);
  y -= 18;
  line(meet.location ?? 'Location to be announced', 13, regular, margin, width, grey);
  y -= 36;

  line('Cost per gymnast', 12, bold);
  y -= 26;
  page.drawText(dollars(meet.totals.perGymnast), { x: margin, y, size: 30, font: bold });
  y -= 20;
  line(
    `${meet.totals.totalGymnasts} gymnast${meet.totals.totalGymnasts === 1 ? '' : 's'} share the meet's total of ${dollars(meet.totals.total)}: entry fees, travel, lodging, sessions and team fees.`,
    10,
    regular,
    margin,
    width,
    grey,
  );
  y -= 34;

  // The levels, shrunk to fit the page; a long tail is summed up on one line.
  const footer = margin + 40;
  const rowsRoom = y - 22 - footer;
  const size = Math.max(7, Math.min(12, rowsRoom / Math.max(1, meet.levels.length) - 4));
  const step = size + 5;
  const fits = Math.floor(rowsRoom / step);
  const shown = meet.levels.length > fits ? meet.levels.slice(0, fits - 1) : meet.levels;
  const cols = { gymnasts: margin + width * 0.72, fee: margin + width };
  line('Level', 11, bold);
  right('Gymnasts', 11, bold, cols.gymnasts);
  right('Entry fee per gymnast', 11, bold, cols.fee);
  y -= 6;
  page.drawLine({ start: { x: margin, y }, end: { x: margin + width, y }, thickness: 0.75, color: grey });
  y -= step;
  for (const l of shown) {
    line(l.levelName, size, regular, margin, width * 0.55);
    right(String(l.numGymnasts), size, regular, cols.gymnasts);
    right(dollars(l.costPerGymnast), size, regular, cols.fee);
    y -= step;
  }
  if (shown.length < meet.levels.length) {
    line(`...and ${meet.levels.length - shown.length} more levels`, size, regular, margin, width, grey);
    y -= step;
  }
  if (!meet.levels.length) line('No levels entered yet.', 11, regular, margin, width, grey);

  y = margin;
  line('Prepared by your gym with The Breakfast Club meet budget tool.', 9, regular, margin, width, grey);
  return Buffer.from(await pdf.save());
}
