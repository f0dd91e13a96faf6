import { asc, eq } from 'drizzle-orm';
import type { ChecklistItem, TabType, TabView } from '../../../../shared/learning';
import type { Deps } from '../../../platform/deps';
import { learningChecklistItems, learningSectionTabs } from '../../../db/schema/index';

/** A section's tabs in order, each with its checklist as a tree; `render` turns stored HTML into shown HTML. */
export async function tabsOf(deps: Deps, sectionId: number, render: (html: string) => string): Promise<TabView[]> {
  const { db } = deps;
  const [tabs, items] = await Promise.all([
    db
      .select()
      .from(learningSectionTabs)
      .where(eq(learningSectionTabs.sectionId, sectionId))
      .orderBy(asc(learningSectionTabs.displayOrder), asc(learningSectionTabs.id)),
    db
      .select()
      .from(learningChecklistItems)
      .where(eq(learningChecklistItems.sectionId, sectionId))
      .orderBy(asc(learningChecklistItems.displayOrder), asc(learningChecklistItems.id)),
  ]);
  const children = new Map<number | null, typeof items>();
  for (const item of items) {
    const list = children.get(item.parentId) ?? [];
    list.push(item);
    children.set(item.parentId, list);
  }
  const tree = (parentId: number | null, tabId: number): ChecklistItem[] =>
    (children.get(parentId) ?? [])
      .filter((item) => item.tabId === tabId)
      .map((item) => ({
        stableKey: item.stableKey,
        text: item.text,
        helpText: item.helpText,
        isRequired: item.isRequired,
        children: tree(item.id, tabId),
      }));
  return tabs.map((tab) => ({
    tabType: tab.tabType as TabType,
    title: tab.title,
    content: render(tab.content),
    checklist: tree(null, tab.id),
  }));
}
