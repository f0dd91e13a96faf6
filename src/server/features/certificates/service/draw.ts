import fs from 'node:fs/promises';
import type { PDFDocument, PDFEmbeddedPage, PDFFont, PDFImage } from 'pdf-lib';
import { CODE_FIELD, type CertificateFont, type FieldMapping } from '../../../../shared/certificates';
import { projectPath } from '../../../platform/paths';

/**
 * Draws certificates with pdf-lib (decision 0161): one page per recipient, the background (a PDF's
 * first page or an image) embedded once and placed on every page, each mapped field at its
 * position. A field's text is drawn in its standard font when WinAnsi encodes it, else in the
 * matching DejaVu face, embedded as a subset, so names in Latin, Greek, Cyrillic and more print
 * right. The libraries load on the first certificate, not at start-up.
 */

export interface Layout {
  pageWidth: number;
  pageHeight: number;
  fieldMappings: FieldMapping[];
  background: { contentType: string; data: Buffer } | null;
}

/** One page: the values of its fields by field name (the recipient's name and code included). */
export type PageValues = Record<string, string>;

const DEJAVU: Record<CertificateFont, string> = {
  Helvetica: 'DejaVuSans.ttf',
  'Helvetica-Bold': 'DejaVuSans-Bold.ttf',
  'Helvetica-Oblique': 'DejaVuSans-Oblique.ttf',
  'Times-Roman': 'DejaVuSerif.ttf',
  'Times-Bold': 'DejaVuSerif-Bold.ttf',
  'Times-Italic': 'DejaVuSerif-Italic.ttf',
  Courier: 'DejaVuSansMono.ttf',
  'Courier-Bold': 'DejaVuSansMono-Bold.ttf',
};

const rgbOf = (hex: string) =>
  [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255) as [number, number, number];

/** The fonts of one document, embedded on first use: the standard ones, and DejaVu only when a text needs it. */
function fontBox(doc: PDFDocument) {
  const standard = new Map<CertificateFont, { font: PDFFont; covers: Set<number> }>();
  const fallback = new Map<CertificateFont, Promise<PDFFont>>();
  let fontkitReady = false;

  async function standardFont(name: CertificateFont) {
    let entry = standard.get(name);
    if (!entry) {
      // The certificate fonts are named as pdf-lib's StandardFonts values.
      const font = await doc.embedFont(name);
      entry = { font, covers: new Set(font.getCharacterSet()) };
      standard.set(name, entry);
    }
    return entry;
  }

  async function dejaVu(name: CertificateFont): Promise<PDFFont> {
    if (!fontkitReady) {
      const { default: fontkit } = await import('@pdf-lib/fontkit');
      doc.registerFontkit(fontkit);
      fontkitReady = true;
    }
    let font = fallback.get(name);
    if (!font) {
      font = fs
        .readFile(projectPath('node_modules', 'dejavu-fonts-ttf', 'ttf', DEJAVU[name]))
        .then((bytes) => doc.embedFont(bytes, { subset: true }));
      fallback.set(name, font);
    }
    return font;
  }

  /** The font that draws `text`: the standard one when it encodes every character. */
  return async (name: CertificateFont, text: string): Promise<PDFFont> => {
    const { font, covers } = await standardFont(name);
    for (const ch of text) if (!covers.has(ch.codePointAt(0)!)) return dejaVu(name);
    return font;
  };
}

/** The page's background, embedded once. */
async function embedBackground(doc: PDFDocument, layout: Layout): Promise<PDFEmbeddedPage | PDFImage | null> {
  const bg = layout.background;
  if (!bg) return null;
  if (bg.contentType === 'application/pdf') {
    const [page] = await doc.embedPdf(bg.data, [0]);
    return page ?? null;
  }
  return bg.contentType === 'image/png' ? doc.embedPng(bg.data) : doc.embedJpg(bg.data);
}

/** The small line every page carries unless the template places the code itself. */
export const codeLine = (code: string, verifyUrl: string) => `Certificate ${code} · verify at ${verifyUrl}`;

/**
 * The PDF of `pages`, one page each, in order. `verifyUrl(code)` is the address printed at the foot
 * of a page whose template does not place the code.
 */
export async function drawCertificates(
  layout: Layout,
  pages: PageValues[],
  verifyUrl: (code: string) => string,
): Promise<Buffer> {
  const lib = await import('pdf-lib');
  const doc = await lib.PDFDocument.create();
  doc.setCreator('The Breakfast Club');
  doc.setProducer('The Breakfast Club');
  const fontFor = fontBox(doc);
  const background = await embedBackground(doc, layout);
  const { pageWidth: width, pageHeight: height } = layout;
  const placesCode = layout.fieldMappings.some((f) => f.field === CODE_FIELD);

  for (const values of pages) {
    const page = doc.addPage([width, height]);
    if (background instanceof lib.PDFEmbeddedPage) page.drawPage(background, { x: 0, y: 0, width, height });
    else if (background) page.drawImage(background, { x: 0, y: 0, width, height });
    for (const mapping of layout.fieldMappings) {
      const text = (Object.hasOwn(values, mapping.field) ? values[mapping.field]! : '').replace(/\s+/g, ' ').trim();
      if (!text) continue;
      const font = await fontFor(mapping.font, text);
      const textWidth = font.widthOfTextAtSize(text, mapping.size);
      const x =
        mapping.alignment === 'center'
          ? mapping.x - textWidth / 2
          : mapping.alignment === 'right'
            ? mapping.x - textWidth
            : mapping.x;
      const [r, g, b] = rgbOf(mapping.colour);
      page.drawText(text, { x, y: height - mapping.y, size: mapping.size, font, color: lib.rgb(r, g, b) });
    }
    const code = values[CODE_FIELD];
    if (code && !placesCode) {
      const line = codeLine(code, verifyUrl(code));
      const font = await fontFor('Helvetica', line);
      const size = 7;
      page.drawText(line, {
        x: (width - font.widthOfTextAtSize(line, size)) / 2,
        y: 14,
        size,
        font,
        color: lib.rgb(0.35, 0.35, 0.35),
      });
    }
  }
  return Buffer.from(await doc.save());
}
