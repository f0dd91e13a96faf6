import { and, asc, eq, inArray, notExists, sql } from 'drizzle-orm';
import sharp from 'sharp';
import {
  certificateMessages as m,
  fieldMappingSchema,
  PLAIN_PAGE,
  type FieldMapping,
  type templateInputSchema,
  type templateSchema,
} from '../../../../shared/certificates';
import type { z } from 'zod';
import { withTransaction, type Db, type Tx } from '../../../db/client';
import {
  certificateBackgrounds,
  certificateFieldMappings,
  certificateGenerations,
  certificateTemplates,
} from '../../../db/schema/index';
import { recordActivity } from '../../../platform/activity-log';
import type { Actor } from '../../../platform/caller';
import type { Deps } from '../../../platform/deps';
import { BadRequest, NotFound } from '../../../platform/errors';
import { sniffFile } from '../../../platform/file-sniff';

/**
 * Certificate templates (decision 0161): a name, a page (plain Letter landscape, or the size of its
 * background) and the fields mapped on it, in order. Admins write them; members holding
 * certificates.generate read them to print.
 */

type TemplateInput = z.output<typeof templateInputSchema>;
type CertificateTemplate = z.output<typeof templateSchema>;
type TemplateRow = typeof certificateTemplates.$inferSelect;
type BackgroundInfo = { id: number; contentType: string; bytes: number };

export const backgroundUrl = (templateId: number) => `/api/certificates/templates/${templateId}/background`;

const asMapping = (row: typeof certificateFieldMappings.$inferSelect): FieldMapping =>
  fieldMappingSchema.parse({
    field: row.field,
    x: row.x,
    y: row.y,
    font: row.font,
    size: row.size,
    colour: row.colour,
    alignment: row.alignment,
  });

function present(row: TemplateRow, mappings: FieldMapping[], bg: BackgroundInfo | undefined): CertificateTemplate {
  return {
    id: row.id,
    name: row.name,
    pageWidth: row.pageWidth,
    pageHeight: row.pageHeight,
    background: bg
      ? {
          contentType: bg.contentType,
          kind: bg.contentType === 'application/pdf' ? 'pdf' : 'image',
          bytes: bg.bytes,
          url: `${backgroundUrl(row.id)}?v=${bg.id}`,
        }
      : null,
    fieldMappings: mappings,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}

/** The templates with their mappings and background details, by name (or the ids asked). */
async function readTemplates(db: Db, ids?: number[]): Promise<CertificateTemplate[]> {
  const rows = await db
    .select()
    .from(certificateTemplates)
    .where(ids ? inArray(certificateTemplates.id, ids) : undefined)
    .orderBy(asc(certificateTemplates.name), asc(certificateTemplates.id));
  if (!rows.length) return [];
  const templateIds = rows.map((r) => r.id);
  const backgroundIds = rows.flatMap((r) => (r.backgroundId ? [r.backgroundId] : []));
  const [mappings, backgrounds] = await Promise.all([
    db
      .select()
      .from(certificateFieldMappings)
      .where(inArray(certificateFieldMappings.templateId, templateIds))
      .orderBy(asc(certificateFieldMappings.templateId), asc(certificateFieldMappings.position)),
    backgroundIds.length
      ? db
          .select({
            id: certificateBackgrounds.id,
            contentType: certificateBackgrounds.contentType,
            bytes: certificateBackgrounds.bytes,
          })
          .from(certificateBackgrounds)
          .where(inArray(certificateBackgrounds.id, backgroundIds))
      : Promise.resolve([] as BackgroundInfo[]),
  ]);
  const bgById = new Map(backgrounds.map((b) => [b.id, b]));
  return rows.map((row) =>
    present(
      row,
      mappings.filter((f) => f.templateId === row.id).map(asMapping),
      row.backgroundId ? bgById.get(row.backgroundId) : undefined,
    ),
  );
}

export const listTemplates = (deps: Deps) => readTemplates(deps.db);

/** One template, or 404. */
export async function getTemplate(deps: Deps, id: number, tx?: Tx): Promise<CertificateTemplate> {
  const [template] = await readTemplates(tx ?? deps.db, [id]);
  if (!template) throw new NotFound(m.templateNotFound);
  return template;
}

/** What the audit keeps of a template: never a background's bytes. */
const audited = (t: CertificateTemplate) => ({
  name: t.name,
  pageWidth: t.pageWidth,
  pageHeight: t.pageHeight,
  background: t.background ? { contentType: t.background.contentType, bytes: t.background.bytes } : null,
  fieldMappings: t.fieldMappings,
});

async function writeMappings(tx: Tx, templateId: number, mappings: FieldMapping[]) {
  await tx.delete(certificateFieldMappings).where(eq(certificateFieldMappings.templateId, templateId));
  if (mappings.length) {
    await tx.insert(certificateFieldMappings).values(mappings.map((f, position) => ({ ...f, templateId, position })));
  }
}

/** POST /api/admin/certificates/templates: a template on a plain page until a background is uploaded. */
export async function createTemplate(deps: Deps, actor: Actor, input: TemplateInput): Promise<CertificateTemplate> {
  return withTransaction(deps.db, async (tx) => {
    const [row] = await tx
      .insert(certificateTemplates)
      .values({ name: input.name, pageWidth: PLAIN_PAGE.width, pageHeight: PLAIN_PAGE.height, createdBy: actor.userId })
      .returning();
    await writeMappings(tx, row!.id, input.fieldMappings);
    const created = await getTemplate(deps, row!.id, tx);
    await recordActivity(
      tx,
      {
        userId: actor.userId,
        action: 'certificate_template.create',
        resourceType: 'certificate_template',
        resourceId: row!.id,
        newValues: audited(created),
      },
      actor.meta,
    );
    return created;
  });
}

/** PUT /api/admin/certificates/templates/:id: a new name and mappings; the background stays. */
export async function updateTemplate(
  deps: Deps,
  actor: Actor,
  id: number,
  input: TemplateInput,
): Promise<CertificateTemplate> {
  return withTransaction(deps.db, async (tx) => {
    const [locked] = await tx.select().from(certificateTemplates).where(eq(certificateTemplates.id, id)).for('update');
    if (!locked) throw new NotFound(m.templateNotFound);
    const before = await getTemplate(deps, id, tx);
    await tx
      .update(certificateTemplates)
      .set({ name: input.name, updatedAt: new Date() })
      .where(eq(certificateTemplates.id, id));
    await writeMappings(tx, id, input.fieldMappings);
    const after = await getTemplate(deps, id, tx);
    await recordActivity(
      tx,
      {
        userId: actor.userId,
        action: 'certificate_template.update',
        resourceType: 'certificate_template',
        resourceId: id,
        oldValues: audited(before),
        newValues: audited(after),
      },
      actor.meta,
    );
    return after;
  });
}

/** Drops a background no template and no generation uses any more. */
async function dropUnusedBackground(tx: Tx, backgroundId: number | null) {
  if (!backgroundId) return;
  await tx.delete(certificateBackgrounds).where(
    and(
      eq(certificateBackgrounds.id, backgroundId),
      notExists(
        tx
          .select({ one: sql`1` })
          .from(certificateTemplates)
          .where(eq(certificateTemplates.backgroundId, backgroundId)),
      ),
      notExists(
        tx
          .select({ one: sql`1` })
          .from(certificateGenerations)
          .where(eq(certificateGenerations.backgroundId, backgroundId)),
      ),
    ),
  );
}

/**
 * DELETE /api/admin/certificates/templates/:id. The gyms' generations keep the layout they were
 * printed with (and their background), so their certificates still download and verify.
 */
export async function deleteTemplate(deps: Deps, actor: Actor, id: number): Promise<void> {
  await withTransaction(deps.db, async (tx) => {
    const [locked] = await tx.select().from(certificateTemplates).where(eq(certificateTemplates.id, id)).for('update');
    if (!locked) throw new NotFound(m.templateNotFound);
    const before = await getTemplate(deps, id, tx);
    await tx.delete(certificateTemplates).where(eq(certificateTemplates.id, id));
    await dropUnusedBackground(tx, locked.backgroundId);
    await recordActivity(
      tx,
      {
        userId: actor.userId,
        action: 'certificate_template.delete',
        resourceType: 'certificate_template',
        resourceId: id,
        oldValues: audited(before),
      },
      actor.meta,
    );
  });
}

/** The longer side of a page made from an image, in points (11 inches). */
const IMAGE_PAGE_LONG_SIDE = 792;
/** An image background is stored at most this many pixels on its longer side (300 dpi at 11 in is 3300). */
const IMAGE_MAX_PIXELS = 3300;

/**
 * An upload made ready to print: a PDF whose first page pdf-lib reads (the page keeps its size),
 * or a PNG or JPEG re-encoded without metadata, its page 11 inches on the longer side.
 */
async function readBackground(upload: Buffer) {
  const type = sniffFile(upload);
  if (type?.kind === 'pdf') {
    const { PDFDocument } = await import('pdf-lib');
    let size: { width: number; height: number };
    try {
      const doc = await PDFDocument.load(upload, { ignoreEncryption: false });
      const first = doc.getPages()[0];
      if (!first) throw new Error('no page');
      size = first.getSize();
    } catch {
      throw new BadRequest(m.backgroundUnreadable);
    }
    return { contentType: 'application/pdf', data: upload, pageWidth: size.width, pageHeight: size.height };
  }
  if (type?.contentType !== 'image/png' && type?.contentType !== 'image/jpeg') throw new BadRequest(m.backgroundType);
  try {
    const image = sharp(upload, { limitInputPixels: 60_000_000 })
      .rotate()
      .resize({ width: IMAGE_MAX_PIXELS, height: IMAGE_MAX_PIXELS, fit: 'inside', withoutEnlargement: true });
    const out = await (type.contentType === 'image/png' ? image.png() : image.jpeg({ quality: 88 })).toBuffer({
      resolveWithObject: true,
    });
    const { width, height } = out.info;
    const scale = IMAGE_PAGE_LONG_SIDE / Math.max(width, height);
    return {
      contentType: type.contentType,
      data: out.data,
      pageWidth: Math.round(width * scale * 100) / 100,
      pageHeight: Math.round(height * scale * 100) / 100,
    };
  } catch {
    throw new BadRequest(m.backgroundUnreadable);
  }
}

/** PUT /api/admin/certificates/templates/:id/background: the page becomes the upload's. */
export async function setBackground(
  deps: Deps,
  actor: Actor,
  id: number,
  upload: Buffer,
): Promise<CertificateTemplate> {
  const background = await readBackground(upload);
  return withTransaction(deps.db, async (tx) => {
    const [locked] = await tx.select().from(certificateTemplates).where(eq(certificateTemplates.id, id)).for('update');
    if (!locked) throw new NotFound(m.templateNotFound);
    const before = await getTemplate(deps, id, tx);
    const [stored] = await tx
      .insert(certificateBackgrounds)
      .values({
        contentType: background.contentType,
        bytes: background.data.length,
        data: background.data,
        uploadedBy: actor.userId,
      })
      .returning({ id: certificateBackgrounds.id });
    await tx
      .update(certificateTemplates)
      .set({
        backgroundId: stored!.id,
        pageWidth: background.pageWidth,
        pageHeight: background.pageHeight,
        updatedAt: new Date(),
      })
      .where(eq(certificateTemplates.id, id));
    return backgroundChanged(deps, tx, actor, id, before, locked.backgroundId);
  });
}

/** After a background is set or removed: the old one goes if nothing uses it, and the change is logged. */
async function backgroundChanged(
  deps: Deps,
  tx: Tx,
  actor: Actor,
  id: number,
  before: CertificateTemplate,
  oldBackgroundId: number | null,
): Promise<CertificateTemplate> {
  await dropUnusedBackground(tx, oldBackgroundId);
  const after = await getTemplate(deps, id, tx);
  await recordActivity(
    tx,
    {
      userId: actor.userId,
      action: 'certificate_template.background',
      resourceType: 'certificate_template',
      resourceId: id,
      oldValues: audited(before),
      newValues: audited(after),
    },
    actor.meta,
  );
  return after;
}

/** DELETE /api/admin/certificates/templates/:id/background: back to a plain page. */
export async function removeBackground(deps: Deps, actor: Actor, id: number): Promise<CertificateTemplate> {
  return withTransaction(deps.db, async (tx) => {
    const [locked] = await tx.select().from(certificateTemplates).where(eq(certificateTemplates.id, id)).for('update');
    if (!locked) throw new NotFound(m.templateNotFound);
    if (!locked.backgroundId) throw new NotFound(m.noBackground);
    const before = await getTemplate(deps, id, tx);
    await tx
      .update(certificateTemplates)
      .set({ backgroundId: null, pageWidth: PLAIN_PAGE.width, pageHeight: PLAIN_PAGE.height, updatedAt: new Date() })
      .where(eq(certificateTemplates.id, id));
    return backgroundChanged(deps, tx, actor, id, before, locked.backgroundId);
  });
}

/** A background's bytes by id (a template's current one, or a generation's). */
export async function backgroundData(db: Db, backgroundId: number | null) {
  if (!backgroundId) return null;
  const [row] = await db
    .select({ contentType: certificateBackgrounds.contentType, data: certificateBackgrounds.data })
    .from(certificateBackgrounds)
    .where(eq(certificateBackgrounds.id, backgroundId));
  return row ?? null;
}

/** GET /api/certificates/templates/:id/background: the file the preview shows. */
export async function templateBackground(deps: Deps, id: number) {
  const [row] = await deps.db
    .select({ backgroundId: certificateTemplates.backgroundId })
    .from(certificateTemplates)
    .where(eq(certificateTemplates.id, id));
  if (!row) throw new NotFound(m.templateNotFound);
  const bg = await backgroundData(deps.db, row.backgroundId);
  if (!bg) throw new NotFound(m.noBackground);
  return bg;
}
