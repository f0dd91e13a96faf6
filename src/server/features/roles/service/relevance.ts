import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import {
  roleMessages as m,
  type Relevance,
  type RoleRelevance,
  type RoleRelevanceInput,
} from '../../../../shared/roles';
import { toolEntries } from '../../../../shared/tools/catalog';
import { routeByPath } from '../../../../shared/site-routes';
import { rowsOf, withTransaction } from '../../../db/client';
import {
  articleRoles,
  articles,
  learningModuleRoles,
  learningModules,
  roles,
  toolRoles,
} from '../../../db/schema/index';
import { recordActivity } from '../../../platform/activity-log';
import type { Actor } from '../../../platform/caller';
import type { Deps } from '../../../platform/deps';
import { BadRequest, NotFound } from '../../../platform/errors';

const asRelevance = (value: string | undefined): Relevance | null =>
  value === 'primary' || value === 'secondary' ? value : null;

async function assertRole(deps: Deps, roleId: number) {
  const [role] = await deps.db.select({ id: roles.id }).from(roles).where(eq(roles.id, roleId));
  if (!role) throw new NotFound(m.roleNotFound);
}

/**
 * GET /api/admin/roles/:id/relevance: every article, learning module and tool of the catalogue
 * with its relevance to the role (null when it is not marked relevant).
 */
export async function getRoleRelevance(deps: Deps, roleId: number): Promise<RoleRelevance> {
  await assertRole(deps, roleId);
  const { db } = deps;
  const articleRows = await db
    .select({ id: articles.id, title: articles.title, relevance: articleRoles.relevance })
    .from(articles)
    .leftJoin(articleRoles, and(eq(articleRoles.articleId, articles.id), eq(articleRoles.roleId, roleId)))
    .orderBy(asc(articles.title), asc(articles.id));
  const moduleRows = await db
    .select({ id: learningModules.id, title: learningModules.title, relevance: learningModuleRoles.relevance })
    .from(learningModules)
    .leftJoin(
      learningModuleRoles,
      and(eq(learningModuleRoles.moduleId, learningModules.id), eq(learningModuleRoles.roleId, roleId)),
    )
    .orderBy(asc(learningModules.displayOrder), asc(learningModules.title), asc(learningModules.id));
  const toolRows = await db.select().from(toolRoles).where(eq(toolRoles.roleId, roleId));
  const tools = new Map(toolRows.map((r) => [r.toolSlug, r.relevance]));
  return {
    articles: articleRows.map((a) => ({ id: a.id, title: a.title, relevance: asRelevance(a.relevance ?? undefined) })),
    modules: moduleRows.map((a) => ({ id: a.id, title: a.title, relevance: asRelevance(a.relevance ?? undefined) })),
    tools: toolEntries.map((t) => ({
      slug: t.slug,
      title: routeByPath(t.path)?.title ?? t.slug,
      relevance: asRelevance(tools.get(t.slug)),
    })),
  };
}

const uniqueBy = <T, K>(items: readonly T[], key: (item: T) => K) => [
  ...new Map(items.map((item) => [key(item), item])).values(),
];

/**
 * PUT /api/admin/roles/:id/relevance: replaces the role's relevant articles, modules and tools
 * (an id or slug that does not exist is a 400, nothing written). Audited with the sets before and after.
 */
export async function setRoleRelevance(
  deps: Deps,
  roleId: number,
  input: RoleRelevanceInput,
  actor: Actor,
): Promise<RoleRelevance> {
  await assertRole(deps, roleId);
  const wantedArticles = uniqueBy(input.articles, (a) => a.id);
  const wantedModules = uniqueBy(input.modules, (a) => a.id);
  const wantedTools = uniqueBy(input.tools, (t) => t.slug);
  if (wantedTools.some((t) => !toolEntries.some((e) => e.slug === t.slug))) throw new BadRequest(m.unknownContent);
  const before = await getRoleRelevance(deps, roleId);
  await withTransaction(deps.db, async (tx) => {
    const articleIds = wantedArticles.map((a) => a.id);
    const moduleIds = wantedModules.map((a) => a.id);
    const foundArticles = articleIds.length
      ? await tx.select({ id: articles.id }).from(articles).where(inArray(articles.id, articleIds))
      : [];
    const foundModules = moduleIds.length
      ? await tx.select({ id: learningModules.id }).from(learningModules).where(inArray(learningModules.id, moduleIds))
      : [];
    if (foundArticles.length !== articleIds.length || foundModules.length !== moduleIds.length) {
      throw new BadRequest(m.unknownContent);
    }
    await tx.delete(articleRoles).where(eq(articleRoles.roleId, roleId));
    await tx.delete(learningModuleRoles).where(eq(learningModuleRoles.roleId, roleId));
    await tx.delete(toolRoles).where(eq(toolRoles.roleId, roleId));
    if (wantedArticles.length) {
      await tx
        .insert(articleRoles)
        .values(wantedArticles.map((a) => ({ articleId: a.id, roleId, relevance: a.relevance })));
    }
    if (wantedModules.length) {
      await tx
        .insert(learningModuleRoles)
        .values(wantedModules.map((a) => ({ moduleId: a.id, roleId, relevance: a.relevance })));
    }
    if (wantedTools.length) {
      await tx.insert(toolRoles).values(wantedTools.map((t) => ({ toolSlug: t.slug, roleId, relevance: t.relevance })));
    }
    const marked = <T extends { relevance: Relevance | null }>(list: T[]) => list.filter((x) => x.relevance !== null);
    await recordActivity(
      tx,
      {
        userId: actor.userId,
        action: 'role.relevance',
        resourceType: 'role',
        resourceId: roleId,
        oldValues: {
          articles: marked(before.articles).map((a) => [a.id, a.relevance]),
          modules: marked(before.modules).map((a) => [a.id, a.relevance]),
          tools: marked(before.tools).map((t) => [t.slug, t.relevance]),
        },
        newValues: {
          articles: wantedArticles.map((a) => [a.id, a.relevance]),
          modules: wantedModules.map((a) => [a.id, a.relevance]),
          tools: wantedTools.map((t) => [t.slug, t.relevance]),
        },
      },
      actor.meta,
    );
  });
  return getRoleRelevance(deps, roleId);
}

/**
 * How relevant each tool is to a user: the best relevance any of the user's roles (their role and
 * extra roles) gives it, 0 for primary and 1 for secondary; a tool no role marks is not listed.
 */
export async function toolRanksFor(
  deps: Deps,
  user: { id: number; roleId: number | null },
): Promise<Map<string, number>> {
  const result = rowsOf<{ tool_slug: string; rank: number }>(
    await deps.db.execute(sql`
      select tool_slug, min(case when relevance = 'primary' then 0 else 1 end)::int as rank
      from tool_roles
      where role_id = ${user.roleId} or role_id in (select role_id from user_roles where user_id = ${user.id})
      group by tool_slug`),
  );
  return new Map(result.map((r) => [r.tool_slug, Number(r.rank)]));
}
