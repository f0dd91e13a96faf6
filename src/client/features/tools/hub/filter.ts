import { TOOL_GROUPS } from '@shared/tools/catalog';
import type { ToolCard } from '@shared/tools/images';

/** Lower case, without accents, single-spaced: "Break-even" and "breakeven" meet at "breakeven". */
const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[-‐–—’'.,]/g, '')
    .replace(/\s+/g, ' ')
    .trim();

/**
 * The cards a search keeps: every word of the search appears in the tool's title, description or
 * group name. An empty search keeps them all.
 */
export function filterTools(tools: readonly ToolCard[], search: string): ToolCard[] {
  const words = fold(search).split(' ').filter(Boolean);
  if (!words.length) return [...tools];
  return tools.filter((tool) => {
    const group = TOOL_GROUPS.find((g) => g.key === tool.group)?.title ?? '';
    const haystack = fold(`${tool.title} ${tool.description} ${group}`);
    return words.every((word) => haystack.includes(word));
  });
}

/** The groups in the hub's order, each with its cards; a group without a card is left out. */
export function groupTools(tools: readonly ToolCard[]) {
  return TOOL_GROUPS.map((group) => ({ ...group, tools: tools.filter((t) => t.group === group.key) })).filter(
    (group) => group.tools.length > 0,
  );
}
