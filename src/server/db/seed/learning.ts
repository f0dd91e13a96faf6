import { eq, inArray } from 'drizzle-orm';
import sharp from 'sharp';
import type { TabType } from '../../../shared/learning';
import { sanitizeArticleHtml } from '../../platform/html';
import type { Db } from '../client';
import {
  learningAssets,
  learningChecklistItems,
  learningModuleRoles,
  learningModules,
  learningSectionTabs,
  learningSections,
  roles,
  userLearningProgress,
  users,
} from '../schema/index';
import { coverSvg } from './article-covers';
import { demoModules, type DemoChecklistItem, type DemoModule } from './learning-content/index';

const HOUR = 3600 * 1000;

async function insertItems(
  db: Db,
  sectionId: number,
  tabId: number,
  items: DemoChecklistItem[],
  parentId: number | null,
): Promise<void> {
  for (const [index, item] of items.entries()) {
    const [row] = await db
      .insert(learningChecklistItems)
      .values({
        sectionId,
        tabId,
        parentId,
        stableKey: item.key,
        text: item.text,
        helpText: item.help ?? null,
        isRequired: !item.optional,
        displayOrder: index + 1,
      })
      .returning({ id: learningChecklistItems.id });
    if (item.children?.length) await insertItems(db, sectionId, tabId, item.children, row!.id);
  }
}

/** Renders the module covers (in parallel, like uploads: WebP in learning_assets). */
async function storeCovers(db: Db, modules: DemoModule[]): Promise<Map<string, string>> {
  const rendered = await Promise.all(
    modules.map(async (mod) => {
      const { data, info } = await sharp(Buffer.from(coverSvg(mod.cover)))
        .resize({ width: 800 })
        .webp({ quality: 80 })
        .toBuffer({ resolveWithObject: true });
      return { name: `demo-${mod.slug}.webp`, data, info };
    }),
  );
  await db.insert(learningAssets).values(
    rendered.map(({ name, data, info }) => ({
      name,
      contentType: 'image/webp',
      width: info.width,
      height: info.height,
      bytes: data.length,
      data,
    })),
  );
  return new Map(rendered.map(({ name }) => [name, `/learning-module-images/${name}`]));
}

/**
 * Demo learning hub: every module of learning-content, published, with covers,
 * roles, sections, tabs and checklists; and some progress for the demo owner, so the hub offers
 * "Continue where you left off" from the first sign-in.
 */
export async function seedDemoLearning(db: Db, now: Date = new Date()): Promise<void> {
  const covers = await storeCovers(db, demoModules);
  const roleRows = await db.select({ id: roles.id, name: roles.name }).from(roles);
  const roleId = new Map(roleRows.map((r) => [r.name, r.id]));
  const order = new Map<string, number>();
  for (const mod of demoModules) {
    const displayOrder = (order.get(mod.category) ?? 0) + 1;
    order.set(mod.category, displayOrder);
    const [row] = await db
      .insert(learningModules)
      .values({
        slug: mod.slug,
        title: mod.title,
        description: mod.description,
        coverImage: covers.get(`demo-${mod.slug}.webp`) ?? null,
        category: mod.category,
        moduleType: mod.moduleType,
        youtubeUrl: mod.youtubeUrl ?? null,
        isPublished: true,
        isFeatured: mod.featured === true,
        displayOrder,
      })
      .returning({ id: learningModules.id });
    const moduleId = row!.id;
    const moduleRoles = (mod.roles ?? []).flatMap((name) => (roleId.has(name) ? [roleId.get(name)!] : []));
    if (moduleRoles.length) {
      await db.insert(learningModuleRoles).values(moduleRoles.map((id) => ({ moduleId, roleId: id })));
    }
    for (const [index, section] of mod.sections.entries()) {
      const [sectionRow] = await db
        .insert(learningSections)
        .values({
          moduleId,
          slug: section.slug,
          title: section.title,
          content: sanitizeArticleHtml(section.intro ?? ''),
          estimatedMinutes: section.minutes,
          displayOrder: index + 1,
        })
        .returning({ id: learningSections.id });
      const sectionId = sectionRow!.id;
      const tabs: { tabType: TabType; title: string; content: string; items?: DemoChecklistItem[] }[] = [
        { tabType: 'overview', title: 'Overview', content: section.overview },
      ];
      if (section.examples) tabs.push({ tabType: 'examples', title: 'Examples', content: section.examples });
      if (section.resources) tabs.push({ tabType: 'resources', title: 'Resources', content: section.resources });
      if (section.checklist) {
        tabs.push({
          tabType: 'checklist',
          title: 'Checklist',
          content: section.checklist.intro ?? '',
          items: section.checklist.items,
        });
      }
      if (section.custom)
        tabs.push({ tabType: 'custom', title: section.custom.title, content: section.custom.content });
      for (const [tabIndex, tab] of tabs.entries()) {
        const [tabRow] = await db
          .insert(learningSectionTabs)
          .values({
            sectionId,
            tabType: tab.tabType,
            title: tab.title,
            content: sanitizeArticleHtml(tab.content),
            displayOrder: tabIndex + 1,
          })
          .returning({ id: learningSectionTabs.id });
        if (tab.items) await insertItems(db, sectionId, tabRow!.id, tab.items, null);
      }
    }
  }
  await seedDemoProgress(db, now);
}

/**
 * The demo owner has finished the first section of "Hiring your first coaches" and stopped in the
 * examples tab of the second; the demo manager has opened one best practice.
 */
async function seedDemoProgress(db: Db, now: Date): Promise<void> {
  const people = await db
    .select({ id: users.id, username: users.username })
    .from(users)
    .where(inArray(users.username, ['demo_owner', 'demo_manager']));
  const owner = people.find((p) => p.username === 'demo_owner');
  const [mod] = await db.select().from(learningModules).where(eq(learningModules.slug, 'hiring-your-first-coaches'));
  if (!owner || !mod) return;
  const sections = await db
    .select()
    .from(learningSections)
    .where(eq(learningSections.moduleId, mod.id))
    .orderBy(learningSections.displayOrder);
  const [first, second] = sections;
  if (!first || !second) return;
  const keys = await db
    .select({ stableKey: learningChecklistItems.stableKey })
    .from(learningChecklistItems)
    .where(eq(learningChecklistItems.sectionId, first.id));
  await db.insert(userLearningProgress).values([
    {
      userId: owner.id,
      moduleId: mod.id,
      sectionId: first.id,
      checklistState: Object.fromEntries(keys.map((k) => [k.stableKey, true])),
      lastViewedTab: 'checklist',
      isCompleted: true,
      percentComplete: 100,
      completedAt: new Date(now.getTime() - 30 * HOUR),
      lastViewedAt: new Date(now.getTime() - 30 * HOUR),
    },
    {
      userId: owner.id,
      moduleId: mod.id,
      sectionId: second.id,
      checklistState: {},
      lastViewedTab: 'examples',
      lastViewedAt: new Date(now.getTime() - 20 * HOUR),
    },
  ]);
}
