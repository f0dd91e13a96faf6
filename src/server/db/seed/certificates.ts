import { eq } from 'drizzle-orm';
import { PDFDocument, rgb } from 'pdf-lib';
import { PLAIN_PAGE, templateInputSchema, typedFields, type TemplateInput } from '../../../shared/certificates';
import { newVerificationCode } from '../../features/certificates/index';
import type { Tx } from '../client';
import {
  certificateBackgrounds,
  certificateFieldMappings,
  certificateGenerations,
  certificates,
  certificateTemplates,
  users,
} from '../schema/index';
import { DEMO_ACCOUNTS } from './accounts';

/**
 * Demo certificates: two templates (a level-completion certificate on a framed page and a plain
 * camp certificate) and a spring generation for the demo owner's gym.
 */

const LEVEL: TemplateInput = {
  name: 'Level completion',
  fieldMappings: [
    { field: 'recipientName', x: 396, y: 290, font: 'Times-Bold', size: 40, colour: '#1f3a5f', alignment: 'center' },
    { field: 'Level', x: 396, y: 345, font: 'Helvetica', size: 20, colour: '#333333', alignment: 'center' },
    { field: 'Coach', x: 150, y: 500, size: 14, alignment: 'left' },
    { field: 'Date', x: 642, y: 500, size: 14, alignment: 'right' },
  ],
};

const CAMP: TemplateInput = {
  name: 'Summer camp participation',
  fieldMappings: [
    { field: 'recipientName', x: 396, y: 300, font: 'Helvetica-Bold', size: 34, alignment: 'center' },
    { field: 'Camp', x: 396, y: 350, font: 'Helvetica-Oblique', size: 18, alignment: 'center' },
    { field: 'Date', x: 396, y: 520, size: 12, colour: '#555555', alignment: 'center' },
  ],
};

const ATHLETES = ['Maya Chen', 'Lena Ortiz', 'Zoë Łukasiewicz', 'Ava Johnson', 'Sofia Petrova', 'Harper Nguyen'];

/** A framed Letter page with a heading, drawn here so the demo needs no file. */
async function framedPage(): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const page = doc.addPage([PLAIN_PAGE.width, PLAIN_PAGE.height]);
  const gold = rgb(0.74, 0.58, 0.2);
  page.drawRectangle({ x: 24, y: 24, width: 744, height: 564, borderColor: gold, borderWidth: 6 });
  page.drawRectangle({ x: 36, y: 36, width: 720, height: 540, borderColor: gold, borderWidth: 1.5 });
  const font = await doc.embedFont('Times-Bold');
  const heading = 'Certificate of Achievement';
  page.drawText(heading, {
    x: (PLAIN_PAGE.width - font.widthOfTextAtSize(heading, 34)) / 2,
    y: 470,
    size: 34,
    font,
    color: rgb(0.12, 0.23, 0.37),
  });
  return Buffer.from(await doc.save());
}

async function insertTemplate(tx: Tx, input: TemplateInput, backgroundId: number | null, createdBy: number | null) {
  const parsed = templateInputSchema.parse(input);
  const [row] = await tx
    .insert(certificateTemplates)
    .values({ name: parsed.name, pageWidth: PLAIN_PAGE.width, pageHeight: PLAIN_PAGE.height, backgroundId, createdBy })
    .returning();
  await tx
    .insert(certificateFieldMappings)
    .values(parsed.fieldMappings.map((f, position) => ({ ...f, templateId: row!.id, position })));
  return { row: row!, mappings: parsed.fieldMappings };
}

export async function seedDemoCertificates(tx: Tx): Promise<void> {
  const data = await framedPage();
  const [background] = await tx
    .insert(certificateBackgrounds)
    .values({ contentType: 'application/pdf', bytes: data.length, data })
    .returning({ id: certificateBackgrounds.id });
  const level = await insertTemplate(tx, LEVEL, background!.id, null);
  await insertTemplate(tx, CAMP, null, null);

  const [owner] = await tx
    .select({ id: users.id, gymId: users.gymId })
    .from(users)
    .where(eq(users.username, DEMO_ACCOUNTS[0].username));
  if (!owner?.gymId) return;
  const values: Record<string, string> = {
    Level: 'Level 3 — Xcel Bronze',
    Coach: 'Coach Dana Reyes',
    Date: 'May 16, 2026',
  };
  const fields = Object.fromEntries(typedFields(level.mappings).map((f) => [f, values[f] ?? '']));
  const [generation] = await tx
    .insert(certificateGenerations)
    .values({
      gymId: owner.gymId,
      templateId: level.row.id,
      title: level.row.name,
      fields,
      fieldMappings: level.mappings,
      pageWidth: level.row.pageWidth,
      pageHeight: level.row.pageHeight,
      backgroundId: background!.id,
      createdBy: owner.id,
    })
    .returning({ id: certificateGenerations.id });
  await tx.insert(certificates).values(
    ATHLETES.map((recipientName, position) => ({
      generationId: generation!.id,
      position,
      recipientName,
      verificationCode: newVerificationCode(),
    })),
  );
}
