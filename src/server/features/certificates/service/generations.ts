import { and, asc, count, desc, eq, exists, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import {
  certificateMessages as m,
  CODE_FIELD,
  RECIPIENT_FIELD,
  typedFields,
  verifyPath,
  type adminGenerationQuery,
  type adminGenerationSchema,
  type generationInputSchema,
  type generationSchema,
  type verificationSchema,
} from '../../../../shared/certificates';
import type { PageQuery } from '../../../../shared/paging';
import { withTransaction, type Db } from '../../../db/client';
import { certificateGenerations, certificates, certificateTemplates, gyms, users } from '../../../db/schema/index';
import { recordActivity } from '../../../platform/activity-log';
import type { Caller } from '../../../platform/caller';
import type { Deps } from '../../../platform/deps';
import { Forbidden, NotFound } from '../../../platform/errors';
import { pageOf } from '../../../platform/paging';
import { readableGym } from '../../../platform/policy';
import { newToken } from '../../../platform/sessions';
import { fileSlug } from '../../tools/index';
import { generationPolicy } from '../policy';
import { drawCertificates, type PageValues } from './draw';
import { backgroundData, getTemplate } from './templates';
import { containsPattern } from '../../../platform/search';

/**
 * Generations (decision 0161): a gym's printing of one template for its students, each certificate
 * with its own verification code. The PDFs are drawn when downloaded, from the layout kept with the
 * generation: 200 pages take a fraction of a second, so no job is needed.
 */

type GenerationInput = z.output<typeof generationInputSchema>;
type GenerationOut = z.output<typeof generationSchema>;
type AdminGenerationOut = z.output<typeof adminGenerationSchema>;
type GenerationRow = typeof certificateGenerations.$inferSelect;

/** 16 random bytes: 128 bits, 22 base64url characters. */
export const newVerificationCode = () => newToken(16);

const generationColumns = {
  generation: certificateGenerations,
  createdByFirst: users.firstName,
  createdByLast: users.lastName,
  gymName: gyms.name,
};

async function withCertificates(
  db: Db,
  rows: { generation: GenerationRow; createdByFirst: string | null; createdByLast: string | null; gymName: string }[],
) {
  const ids = rows.map((r) => r.generation.id);
  const certs = ids.length
    ? await db
        .select()
        .from(certificates)
        .where(inArray(certificates.generationId, ids))
        .orderBy(asc(certificates.generationId), asc(certificates.position))
    : [];
  return rows.map((r): AdminGenerationOut => ({
    id: r.generation.id,
    templateId: r.generation.templateId,
    title: r.generation.title,
    fields: r.generation.fields,
    createdBy: r.createdByFirst ? `${r.createdByFirst} ${r.createdByLast ?? ''}`.trim() : null,
    createdAt: r.generation.createdAt,
    gymId: r.generation.gymId,
    gymName: r.gymName,
    certificates: certs
      .filter((c) => c.generationId === r.generation.id)
      .map((c) => ({ id: c.id, recipientName: c.recipientName, verificationCode: c.verificationCode })),
  }));
}

function selectGenerations(db: Db) {
  return db
    .select(generationColumns)
    .from(certificateGenerations)
    .innerJoin(gyms, eq(gyms.id, certificateGenerations.gymId))
    .leftJoin(users, eq(users.id, certificateGenerations.createdBy));
}

async function generationById(db: Db, id: number) {
  const rows = await selectGenerations(db).where(eq(certificateGenerations.id, id));
  const [one] = await withCertificates(db, rows);
  return one;
}

/** The gym a generation is printed for: the caller's, once approved; 403 without one. */
function gymOf(caller: Caller): number {
  const gymId = readableGym(caller);
  if (gymId === null) throw new Forbidden(m.noGym);
  return gymId;
}

/** POST /api/certificates: a generation of the template for the recipients, in the order given. */
export async function createGeneration(deps: Deps, caller: Caller, input: GenerationInput): Promise<GenerationOut> {
  const gymId = gymOf(caller);
  return withTransaction(deps.db, async (tx) => {
    // Locked for share: the template cannot change between reading its layout and keeping it.
    const [locked] = await tx
      .select({ backgroundId: certificateTemplates.backgroundId })
      .from(certificateTemplates)
      .where(eq(certificateTemplates.id, input.templateId))
      .for('share');
    if (!locked) throw new NotFound(m.templateNotFound);
    const template = await getTemplate(deps, input.templateId, tx);
    // Only the template's own fields are kept: what the form shows is what prints.
    const fields = Object.fromEntries(
      typedFields(template.fieldMappings).map((f) => [f, Object.hasOwn(input.fields, f) ? input.fields[f]! : '']),
    );
    const [generation] = await tx
      .insert(certificateGenerations)
      .values({
        gymId,
        templateId: template.id,
        title: template.name,
        fields,
        fieldMappings: template.fieldMappings,
        pageWidth: template.pageWidth,
        pageHeight: template.pageHeight,
        backgroundId: locked.backgroundId,
        createdBy: caller.userId,
      })
      .returning();
    const issued = await tx
      .insert(certificates)
      .values(
        input.recipients.map((r, position) => ({
          generationId: generation!.id,
          position,
          recipientName: r.name,
          verificationCode: newVerificationCode(),
        })),
      )
      .returning();
    await recordActivity(
      tx,
      {
        userId: caller.userId,
        action: 'certificate_generation.create',
        resourceType: 'certificate_generation',
        resourceId: generation!.id,
        newValues: {
          gymId,
          templateId: template.id,
          title: template.name,
          fields,
          recipients: issued.map((c) => c.recipientName),
        },
      },
      caller.meta,
    );
    return (await generationById(tx, generation!.id))!;
  });
}

/** GET /api/certificates: the caller's gym's generations, newest first (none without a gym). */
export async function listGenerations(deps: Deps, caller: Caller, query: PageQuery) {
  const gymId = readableGym(caller) ?? -1;
  const where = eq(certificateGenerations.gymId, gymId);
  return pageOf(
    query,
    async (limit, offset) =>
      withCertificates(
        deps.db,
        await selectGenerations(deps.db)
          .where(where)
          .orderBy(desc(certificateGenerations.createdAt), desc(certificateGenerations.id))
          .limit(limit)
          .offset(offset),
      ),
    async () => (await deps.db.select({ n: count() }).from(certificateGenerations).where(where))[0]?.n ?? 0,
  );
}

/** GET /api/admin/certificates/generations: every gym's, newest first, searchable by gym, title or name. */
export async function listAllGenerations(deps: Deps, query: z.output<typeof adminGenerationQuery>) {
  const needle = query.q ? containsPattern(query.q) : null;
  const where: SQL | undefined = needle
    ? or(
        ilike(gyms.name, needle),
        ilike(certificateGenerations.title, needle),
        exists(
          deps.db
            .select({ one: sql`1` })
            .from(certificates)
            .where(
              and(eq(certificates.generationId, certificateGenerations.id), ilike(certificates.recipientName, needle)),
            ),
        ),
      )
    : undefined;
  return pageOf(
    query,
    async (limit, offset) =>
      withCertificates(
        deps.db,
        await selectGenerations(deps.db)
          .where(where)
          .orderBy(desc(certificateGenerations.createdAt), desc(certificateGenerations.id))
          .limit(limit)
          .offset(offset),
      ),
    async () =>
      (
        await deps.db
          .select({ n: count() })
          .from(certificateGenerations)
          .innerJoin(gyms, eq(gyms.id, certificateGenerations.gymId))
          .where(where)
      )[0]?.n ?? 0,
  );
}

export interface PdfFile {
  fileName: string;
  data: Buffer;
}

async function drawFor(deps: Deps, generation: GenerationRow, recipients: (typeof certificates.$inferSelect)[]) {
  const background = await backgroundData(deps.db, generation.backgroundId);
  const pages: PageValues[] = recipients.map((c) => ({
    ...generation.fields,
    [RECIPIENT_FIELD]: c.recipientName,
    [CODE_FIELD]: c.verificationCode,
  }));
  return drawCertificates(
    {
      pageWidth: generation.pageWidth,
      pageHeight: generation.pageHeight,
      fieldMappings: generation.fieldMappings,
      background,
    },
    pages,
    (code) => `${deps.publicUrl}${verifyPath(code)}`,
  );
}

const day = (d: Date) => d.toISOString().slice(0, 10);

/** GET /api/certificates/generations/:id/pdf: a page per recipient, in order. */
export async function generationPdf(deps: Deps, caller: Caller, id: number): Promise<PdfFile> {
  const [generation] = await deps.db.select().from(certificateGenerations).where(eq(certificateGenerations.id, id));
  if (!generation || !generationPolicy.can(caller, 'read', generation)) throw new NotFound(m.generationNotFound);
  const recipients = await deps.db
    .select()
    .from(certificates)
    .where(eq(certificates.generationId, id))
    .orderBy(asc(certificates.position));
  return {
    fileName: `certificates-${fileSlug(generation.title) || 'certificate'}-${day(generation.createdAt)}.pdf`,
    data: await drawFor(deps, generation, recipients),
  };
}

/** GET /api/certificates/:id/pdf: one certificate on its own. */
export async function certificatePdf(deps: Deps, caller: Caller, id: number): Promise<PdfFile> {
  const [row] = await deps.db
    .select({ certificate: certificates, generation: certificateGenerations })
    .from(certificates)
    .innerJoin(certificateGenerations, eq(certificateGenerations.id, certificates.generationId))
    .where(eq(certificates.id, id));
  if (!row || !generationPolicy.can(caller, 'read', row.generation)) throw new NotFound(m.certificateNotFound);
  return {
    fileName: `certificate-${fileSlug(row.certificate.recipientName) || 'recipient'}-${day(row.generation.createdAt)}.pdf`,
    data: await drawFor(deps, row.generation, [row.certificate]),
  };
}

/** GET /api/certificates/verify/:code: what the code certifies, for anyone; 404 for an unknown code. */
export async function verifyCode(deps: Deps, code: string): Promise<z.output<typeof verificationSchema>> {
  const [row] = await deps.db
    .select({
      recipientName: certificates.recipientName,
      title: certificateGenerations.title,
      issuedAt: certificateGenerations.createdAt,
      gymName: gyms.name,
    })
    .from(certificates)
    .innerJoin(certificateGenerations, eq(certificateGenerations.id, certificates.generationId))
    .innerJoin(gyms, eq(gyms.id, certificateGenerations.gymId))
    .where(eq(certificates.verificationCode, code));
  if (!row) throw new NotFound(m.codeNotFound);
  return row;
}
