import { asc, desc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { articleMessages, type AdminArticle, type articleInputSchema, type articlePatchSchema } from '../../../../shared/articles';
import type { Db } from '../../../db/client';
import { articleRoles, articles, roles } from '../../../db/schema/index';
import { Conflict, NotFound } from '../../../platform/errors';
import { sanitizeArticleHtml } from './sanitize';

type Input = z.infer<typeof articleInputSchema>;
type Patch = z.infer<typeof articlePatchSchema>;
type Row = typeof articles.$inferSelect;

function toAdmin(row: Row, roles: { roleId: number; relevance: string }[]): AdminArticle {
  return {
    ...row,
    publishedAt: row.publishedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    roles,
  };
}

async function rolesOf(db: Db, articleId: number) {
  return db
    .select({ roleId: articleRoles.roleId, relevance: articleRoles.relevance })
    .from(articleRoles)
    .where(eq(articleRoles.articleId, articleId))
    .orderBy(asc(articleRoles.roleId));
}

async function assertSlugFree(db: Db, slug: string, exceptId?: number) {
  const [row] = await db.select({ id: articles.id }).from(articles).where(eq(articles.slug, slug));
  if (row && row.id !== exceptId) throw new Conflict(articleMessages.slugTaken);
}

/** Every article, drafts included, newest first, with review counts. */
export async function listAdminArticles(db: Db) {
  const rows = await db
    .select({
      id: articles.id,
      slug: articles.slug,
      title: articles.title,
      author: articles.author,
      isPublished: articles.isPublished,
      publishedAt: articles.publishedAt,
      displayOrder: articles.displayOrder,
      updatedAt: articles.updatedAt,
      tags: articles.tags,
      reviewCount: sql<number>`(select count(*)::int from article_reviews r where r.article_id = "articles"."id")`,
    })
    .from(articles)
    .orderBy(desc(articles.updatedAt), desc(articles.id));
  return rows.map((r) => ({
    ...r,
    publishedAt: r.publishedAt?.toISOString() ?? null,
    updatedAt: r.updatedAt.toISOString(),
    reviewCount: Number(r.reviewCount),
  }));
}

export async function getAdminArticle(db: Db, id: number): Promise<AdminArticle> {
  const [row] = await db.select().from(articles).where(eq(articles.id, id));
  if (!row) throw new NotFound(articleMessages.articleNotFound);
  return toAdmin(row, await rolesOf(db, id));
}

async function replaceRoles(db: Db, articleId: number, roles: Input['roles']) {
  await db.delete(articleRoles).where(eq(articleRoles.articleId, articleId));
  const unique = [...new Map(roles.map((r) => [r.roleId, r])).values()];
  if (unique.length) await db.insert(articleRoles).values(unique.map((r) => ({ articleId, ...r })));
}

function isUniqueViolation(e: unknown) {
  const text = `${(e as Error)?.message ?? ''} ${(e as { cause?: Error })?.cause?.message ?? ''}`;
  return /unique|duplicate key/i.test(text);
}

/** Articles start unpublished unless asked; publishedAt is set at the first publish only. */
export async function createArticle(db: Db, input: Input): Promise<AdminArticle> {
  await assertSlugFree(db, input.slug);
  const { roles, ...fields } = input;
  try {
    const row = await db.transaction(async (tx) => {
      const [created] = await tx
        .insert(articles)
        .values({
          ...fields,
          content: sanitizeArticleHtml(fields.content),
          publishedAt: fields.isPublished ? new Date() : null,
        })
        .returning();
      await replaceRoles(tx as unknown as Db, created!.id, roles);
      return created!;
    });
    return getAdminArticle(db, row.id);
  } catch (e) {
    if (isUniqueViolation(e)) throw new Conflict(articleMessages.slugTaken);
    throw e;
  }
}

export async function updateArticle(db: Db, id: number, patch: Patch): Promise<AdminArticle> {
  const existing = await getAdminArticle(db, id);
  if (patch.slug !== undefined) await assertSlugFree(db, patch.slug, id);
  const { roles, ...fields } = patch;
  const values: Partial<typeof articles.$inferInsert> = { ...fields, updatedAt: new Date() };
  if (fields.content !== undefined) values.content = sanitizeArticleHtml(fields.content);
  if (fields.isPublished && !existing.publishedAt) values.publishedAt = new Date();
  try {
    await db.transaction(async (tx) => {
      await tx.update(articles).set(values).where(eq(articles.id, id));
      if (roles) await replaceRoles(tx as unknown as Db, id, roles);
    });
  } catch (e) {
    if (isUniqueViolation(e)) throw new Conflict(articleMessages.slugTaken);
    throw e;
  }
  return getAdminArticle(db, id);
}

export async function deleteArticle(db: Db, id: number) {
  const [row] = await db.delete(articles).where(eq(articles.id, id)).returning({ id: articles.id });
  if (!row) throw new NotFound(articleMessages.articleNotFound);
}

export async function listRoleOptions(db: Db) {
  return db.select({ id: roles.id, name: roles.name }).from(roles).orderBy(asc(roles.level), asc(roles.displayOrder), asc(roles.id));
}
