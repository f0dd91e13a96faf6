import { asc, desc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import {
  articleMessages,
  type AdminArticle,
  type articleInputSchema,
  type articlePatchSchema,
} from '../../../../shared/articles';
import { withTransaction, type Db, type Tx } from '../../../db/client';
import { articleRoles, articles, roles } from '../../../db/schema/index';
import { isUniqueViolation } from '../../../platform/db-errors';
import type { Deps } from '../../../platform/deps';
import { Conflict, NotFound } from '../../../platform/errors';
import { sanitizeArticleHtml } from '../../../platform/html';

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
export async function listAdminArticles(deps: Deps) {
  const rows = await deps.db
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

export async function getAdminArticle(deps: Deps, id: number): Promise<AdminArticle> {
  const [row] = await deps.db.select().from(articles).where(eq(articles.id, id));
  if (!row) throw new NotFound(articleMessages.articleNotFound);
  return toAdmin(row, await rolesOf(deps.db, id));
}

async function replaceRoles(tx: Tx, articleId: number, roles: Input['roles']) {
  await tx.delete(articleRoles).where(eq(articleRoles.articleId, articleId));
  const unique = [...new Map(roles.map((r) => [r.roleId, r])).values()];
  if (unique.length) await tx.insert(articleRoles).values(unique.map((r) => ({ articleId, ...r })));
}

/** Articles start unpublished unless asked; publishedAt is set at the first publish only. */
export async function createArticle(deps: Deps, input: Input): Promise<AdminArticle> {
  await assertSlugFree(deps.db, input.slug);
  const { roles, ...fields } = input;
  try {
    const row = await withTransaction(deps.db, async (tx) => {
      const [created] = await tx
        .insert(articles)
        .values({
          ...fields,
          content: sanitizeArticleHtml(fields.content),
          publishedAt: fields.isPublished ? new Date() : null,
        })
        .returning();
      await replaceRoles(tx, created!.id, roles);
      return created!;
    });
    return getAdminArticle(deps, row.id);
  } catch (e) {
    if (isUniqueViolation(e)) throw new Conflict(articleMessages.slugTaken);
    throw e;
  }
}

export async function updateArticle(deps: Deps, id: number, patch: Patch): Promise<AdminArticle> {
  const existing = await getAdminArticle(deps, id);
  if (patch.slug !== undefined) await assertSlugFree(deps.db, patch.slug, id);
  const { roles, ...fields } = patch;
  const values: Partial<typeof articles.$inferInsert> = { ...fields, updatedAt: new Date() };
  if (fields.content !== undefined) values.content = sanitizeArticleHtml(fields.content);
  if (fields.isPublished && !existing.publishedAt) values.publishedAt = new Date();
  try {
    await withTransaction(deps.db, async (tx) => {
      await tx.update(articles).set(values).where(eq(articles.id, id));
      if (roles) await replaceRoles(tx, id, roles);
    });
  } catch (e) {
    if (isUniqueViolation(e)) throw new Conflict(articleMessages.slugTaken);
    throw e;
  }
  return getAdminArticle(deps, id);
}

export async function deleteArticle(deps: Deps, id: number) {
  const [row] = await deps.db.delete(articles).where(eq(articles.id, id)).returning({ id: articles.id });
  if (!row) throw new NotFound(articleMessages.articleNotFound);
}

export async function listRoleOptions(deps: Deps) {
  return deps.db
    .select({ id: roles.id, name: roles.name })
    .from(roles)
    .orderBy(asc(roles.level), asc(roles.displayOrder), asc(roles.id));
}
