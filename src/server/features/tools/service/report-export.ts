import { formatFigure, type Figure, type FigureUnit, type Report } from '../../../../shared/tools/report';
import type { ExportFormat } from '../../../../shared/tools/records';

/**
 * Any saved calculation as a file ("every saved calculation exports to .xlsx and PDF"):
 * a workbook whose first sheet holds the inputs, the results and the tables, or a PDF of the same
 * on as many US Letter pages as the tables need. Rendered inline: a report is a few dozen cells
 * (a 600-month loan schedule is the largest, in milliseconds; decision 0110 measured the
 * libraries). exceljs and pdf-lib load on the first export, not at start-up.
 */
export interface ExportFile {
  contentType: string;
  fileName: string;
  data: Buffer;
}

export const CONTENT_TYPES: Record<ExportFormat, string> = {
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  pdf: 'application/pdf',
};

/** "Spring State Meet" → "spring-state-meet": accents dropped, at most 60 characters. */
export function fileSlug(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
}

/** The standard PDF fonts encode WinAnsi only: anything else becomes "?" rather than failing the export. */
export const printable = (text: string) =>
  text
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/[\u201c\u201d]/g, '"')
    .replace(/[\u2013\u2014]/g, '-')
    .replace(/\u2212/g, '-')
    .replace(/[^\x20-\x7e\xa0-\xff]/gu, '?');

/** `text` on one line at most `max` points wide in `font`: cut short with "..." when it is wider. */
export function fitText(
  text: string,
  font: { widthOfTextAtSize(text: string, size: number): number },
  size: number,
  max: number,
): string {
  let t = printable(text);
  if (font.widthOfTextAtSize(t, size) <= max) return t;
  while (t.length > 1 && font.widthOfTextAtSize(`${t}...`, size) > max) t = t.slice(0, -1);
  return `${t}...`;
}

export async function exportReport(report: Report, format: ExportFormat, baseName: string): Promise<ExportFile> {
  const data = format === 'xlsx' ? await workbook(report) : await pdfPages(report);
  return { contentType: CONTENT_TYPES[format], fileName: `${baseName || 'report'}.${format}`, data };
}

// A workbook keeps every cent and two decimals: it is worked in, not read at a glance (decision 0155).
const NUMBER_FORMATS: Record<FigureUnit, string | undefined> = {
  money: '"$"#,##0.00',
  percent: '0.00"%"',
  rate: '0.00"%"',
  number: '#,##0.##',
  text: undefined,
};

/** A sheet name: at most 31 characters, none of []:*?/\ (Excel's rules). */
const sheetName = (text: string) => text.replace(/[[\]:*?/\\]/g, ' ').slice(0, 31) || 'Report';

async function workbook(report: Report): Promise<Buffer> {
  const { default: ExcelJS } = await import('exceljs');
  const book = new ExcelJS.Workbook();
  book.creator = 'The Breakfast Club';
  book.created = new Date();
  const sheet = book.addWorksheet(sheetName(report.tool));
  const widest = Math.max(2, ...report.tables.map((t) => t.columns.length));
  sheet.columns = Array.from({ length: widest }, (_, i) => ({ width: i === 0 ? 36 : 18 }));

  sheet.addRow([report.tool]).font = { bold: true, size: 14 };
  sheet.addRow([report.name]).font = { bold: true };
  const figures = (heading: string, list: Figure[]) => {
    if (!list.length) return;
    sheet.addRow([]);
    sheet.addRow([heading]).font = { bold: true };
    for (const f of list) {
      const row = sheet.addRow([f.label, f.value ?? '—']);
      const format = typeof f.value === 'number' ? NUMBER_FORMATS[f.unit] : undefined;
      if (format) row.getCell(2).numFmt = format;
      if (f.primary) row.font = { bold: true };
    }
  };
  figures('Inputs', report.inputs);
  figures('Results', report.results);
  for (const table of report.tables) {
    sheet.addRow([]);
    sheet.addRow([table.heading]).font = { bold: true };
    sheet.addRow(table.columns.map((c) => c.label)).font = { bold: true };
    for (const cells of table.rows) {
      const row = sheet.addRow(cells.map((c) => c ?? '—'));
      table.columns.forEach((column, i) => {
        const format = typeof cells[i] === 'number' ? NUMBER_FORMATS[column.unit] : undefined;
        if (format) row.getCell(i + 1).numFmt = format;
      });
    }
  }
  return Buffer.from(await book.xlsx.writeBuffer());
}

const PAGE = { width: 612, height: 792, margin: 54 }; // US Letter

async function pdfPages(report: Report): Promise<Buffer> {
  const { PDFDocument, StandardFonts, rgb } = await import('pdf-lib');
  const pdf = await PDFDocument.create();
  pdf.setTitle(printable(`${report.tool}: ${report.name}`));
  pdf.setCreator('The Breakfast Club');
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  type Font = typeof regular;
  const grey = rgb(0.35, 0.35, 0.35);
  const width = PAGE.width - PAGE.margin * 2;
  let page = pdf.addPage([PAGE.width, PAGE.height]);
  let y = PAGE.height - PAGE.margin;

  const room = (needed: number) => {
    if (y - needed >= PAGE.margin + 20) return;
    page = pdf.addPage([PAGE.width, PAGE.height]);
    y = PAGE.height - PAGE.margin;
  };
  const fit = fitText;
  /** A label in lines of the words that fit, at most three (the last cut short if still too wide). */
  const wrap = (text: string, font: Font, size: number, max: number): string[] => {
    const lines: string[] = [];
    for (const word of printable(text).split(' ')) {
      const last = lines.at(-1);
      if (last !== undefined && (lines.length === 3 || font.widthOfTextAtSize(`${last} ${word}`, size) <= max))
        lines[lines.length - 1] = `${last} ${word}`;
      else lines.push(word);
    }
    return lines;
  };
  const left = (text: string, x: number, size: number, font: Font, max: number, color = rgb(0, 0, 0)) =>
    page.drawText(fit(text, font, size, max), { x, y, size, font, color });
  const right = (text: string, edge: number, size: number, font: Font, max: number) => {
    const t = fit(text, font, size, max);
    page.drawText(t, { x: edge - font.widthOfTextAtSize(t, size), y, size, font });
  };

  left(report.tool, PAGE.margin, 20, bold, width);
  y -= 24;
  left(report.name, PAGE.margin, 13, regular, width, grey);
  y -= 30;

  const figures = (heading: string, list: Figure[]) => {
    if (!list.length) return;
    room(40);
    left(heading, PAGE.margin, 13, bold, width);
    y -= 8;
    page.drawLine({ start: { x: PAGE.margin, y }, end: { x: PAGE.margin + width, y }, thickness: 0.75, color: grey });
    y -= 16;
    for (const f of list) {
      room(16);
      const font = f.primary ? bold : regular;
      left(f.label, PAGE.margin, 11, font, width * 0.62);
      right(formatFigure(f.value, f.unit), PAGE.margin + width, 11, font, width * 0.36);
      y -= 16;
    }
    y -= 14;
  };
  figures('Inputs', report.inputs);
  figures('Results', report.results);

  for (const table of report.tables) {
    const columns = table.columns.length;
    const first = columns > 1 ? width * 0.3 : width;
    const rest = columns > 1 ? (width - first) / (columns - 1) : 0;
    const edge = (i: number) => PAGE.margin + first + rest * i; // right edge of column i (1-based)
    // A column label too wide for its column wraps ("Cost per" / "new member") rather than being cut.
    const labels = table.columns.map((c, i) => wrap(c.label, bold, 9, (i === 0 ? first : rest) - 6));
    const height = Math.max(...labels.map((l) => l.length));
    const header = () => {
      const top = y;
      for (let line = 0; line < height; line++) {
        labels.forEach((lines, i) => {
          const text = lines[line];
          if (!text) return;
          if (i === 0) left(text, PAGE.margin, 9, bold, first - 6);
          else right(text, edge(i), 9, bold, rest - 6);
        });
        y -= 10;
      }
      y = top - 10 * height - 4;
    };
    room(50);
    left(table.heading, PAGE.margin, 13, bold, width);
    y -= 18;
    header();
    for (const cells of table.rows) {
      if (y - 12 < PAGE.margin + 20) {
        room(1000);
        header();
      }
      cells.forEach((cell, i) => {
        const text = formatFigure(cell, table.columns[i]?.unit ?? 'text');
        if (i === 0) left(text, PAGE.margin, 9, regular, first - 6);
        else right(text, edge(i), 9, regular, rest - 6);
      });
      y -= 12;
    }
    y -= 16;
  }

  const pages = pdf.getPages();
  pages.forEach((p, i) => {
    const footer = printable(`The Breakfast Club business tools - page ${i + 1} of ${pages.length}`);
    p.drawText(footer, { x: PAGE.margin, y: PAGE.margin - 20, size: 8, font: regular, color: grey });
  });
  return Buffer.from(await pdf.save());
}
