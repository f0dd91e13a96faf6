import { asc, eq } from 'drizzle-orm';
import { equipmentTypeLabels, inspectionPath, type EquipmentType } from '../../../../shared/equipment';
import { equipment, gyms } from '../../../db/schema/index';
import type { Caller } from '../../../platform/caller';
import type { Deps } from '../../../platform/deps';
import { fileSlug, fitText, printable } from '../../tools/index';
import { gymOf, readManaged } from './items';

/**
 * The QR labels (decision 0165): each code is the address of the inspection page,
 * PUBLIC_URL/equipment-inspection/<qrCode>, drawn by the qrcode package. The label sheet is one
 * PDF (pdf-lib) of US Letter pages, twelve labels a page, each QR code drawn as vector squares from
 * the code's module matrix so it prints sharp at any size. A gym keeps at most 200 items: the whole
 * sheet takes about half a second, so it is drawn in the request. The libraries load on first use.
 */

export const inspectionUrl = (deps: Deps, qrCode: string) => `${deps.publicUrl}${inspectionPath(qrCode)}`;

/** GET /api/equipment/:id/qr.svg */
export async function qrSvg(deps: Deps, caller: Caller, id: number): Promise<string> {
  const row = await readManaged(deps, caller, id);
  const { toString } = await import('qrcode');
  return toString(inspectionUrl(deps, row.qrCode), { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
}

const num = (v: number) => Number(v.toFixed(3));

/**
 * The dark modules of a QR code as PDF content: each row's runs of dark modules merged into one
 * filled rectangle, the code's top-left corner at (left, top), `scale` points a module. Written as
 * content text in one stream, since an operator object per rectangle costs seconds on a full sheet.
 */
export function moduleRects(
  modules: { size: number; get(row: number, col: number): number | boolean },
  left: number,
  top: number,
  scale: number,
): string {
  const parts = ['q 0 g'];
  for (let row = 0; row < modules.size; row++) {
    let col = 0;
    while (col < modules.size) {
      if (!modules.get(row, col)) {
        col++;
        continue;
      }
      const start = col;
      while (col < modules.size && modules.get(row, col)) col++;
      const y = top - (row + 1) * scale;
      parts.push(`${num(left + start * scale)} ${num(y)} ${num((col - start) * scale)} ${num(scale)} re`);
    }
  }
  parts.push('f Q');
  return parts.join('\n');
}

const PAGE = { width: 612, height: 792, margin: 36 } as const;
const GRID = { columns: 3, rows: 4 } as const;
export const LABELS_PER_PAGE = GRID.columns * GRID.rows;

export interface LabelSheet {
  fileName: string;
  data: Buffer;
}

/** GET /api/equipment/labels.pdf: every item of the caller's gym, by type and name. */
export async function labelSheet(deps: Deps, caller: Caller): Promise<LabelSheet> {
  const gymId = gymOf(caller);
  const [[gym], items] = await Promise.all([
    deps.db.select({ name: gyms.name }).from(gyms).where(eq(gyms.id, gymId)),
    deps.db
      .select()
      .from(equipment)
      .where(eq(equipment.gymId, gymId))
      .orderBy(asc(equipment.type), asc(equipment.name), asc(equipment.id)),
  ]);
  const [{ PDFDocument, StandardFonts, rgb }, { create }] = await Promise.all([import('pdf-lib'), import('qrcode')]);
  const pdf = await PDFDocument.create();
  pdf.setTitle(printable(`${gym?.name ?? 'Gym'}: equipment QR labels`));
  pdf.setCreator('The Breakfast Club');
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const grey = rgb(0.4, 0.4, 0.4);
  const cell = {
    width: (PAGE.width - PAGE.margin * 2) / GRID.columns,
    height: (PAGE.height - PAGE.margin * 2) / GRID.rows,
  };
  const qrSize = 118;
  const textWidth = cell.width - 16;

  const pages = Math.max(1, Math.ceil(items.length / LABELS_PER_PAGE));
  for (let p = 0; p < pages; p++) {
    const page = pdf.addPage([PAGE.width, PAGE.height]);
    const onPage = items.slice(p * LABELS_PER_PAGE, (p + 1) * LABELS_PER_PAGE);
    if (!onPage.length) {
      page.drawText('No equipment yet: add your equipment, then print its labels.', {
        x: PAGE.margin,
        y: PAGE.height - PAGE.margin - 12,
        size: 12,
        font: regular,
        color: grey,
      });
    }
    onPage.forEach((item, i) => {
      const left = PAGE.margin + (i % GRID.columns) * cell.width;
      const top = PAGE.height - PAGE.margin - Math.floor(i / GRID.columns) * cell.height;
      // The cut line around the label.
      page.drawRectangle({
        x: left + 3,
        y: top - cell.height + 3,
        width: cell.width - 6,
        height: cell.height - 6,
        borderColor: rgb(0.78, 0.78, 0.78),
        borderWidth: 0.5,
        borderDashArray: [3, 3],
      });
      const code = create(inspectionUrl(deps, item.qrCode), { errorCorrectionLevel: 'M' });
      const rects = moduleRects(code.modules, left + (cell.width - qrSize) / 2, top - 12, qrSize / code.modules.size);
      page.node.addContentStream(pdf.context.register(pdf.context.flateStream(rects)));
      const centred = (text: string, y: number, size: number, font: typeof regular, color = rgb(0, 0, 0)) => {
        const line = fitText(text, font, size, textWidth);
        page.drawText(line, { x: left + (cell.width - font.widthOfTextAtSize(line, size)) / 2, y, size, font, color });
      };
      const base = top - 12 - qrSize;
      centred(item.name, base - 14, 11, bold);
      const where = [equipmentTypeLabels[item.type as EquipmentType], item.location].filter(Boolean).join(' · ');
      centred(where, base - 27, 8.5, regular, grey);
      centred('Scan to record an inspection', base - 39, 7, regular, grey);
    });
  }
  return {
    fileName: `equipment-labels-${fileSlug(gym?.name ?? '') || 'gym'}.pdf`,
    data: Buffer.from(await pdf.save()),
  };
}
