import { describe, expect, it } from 'vitest';
import type { ToolCard } from '@shared/tools/images';
import { filterTools, groupTools } from './filter';

const card = (slug: string, title: string, description: string, group: ToolCard['group']): ToolCard => ({
  slug,
  title,
  description,
  group,
  path: `/tools/${slug}`,
  imageUrl: `/tool-images/${group}.svg`,
  canUse: true,
});
const tools = [
  card('breakeven', 'Break-even calculator', 'How many students cover your rent.', 'money'),
  card('loan', 'Loan calculator', 'Monthly payment of an equipment loan.', 'money'),
  card('churn-rate', 'Churn rate calculator', 'Monthly and annual churn.', 'people'),
  card('students-per-class', 'Students per class', 'Class sizes against coach ratios.', 'capacity'),
];

describe('filterTools', () => {
  it('keeps every card for an empty or blank search', () => {
    expect(filterTools(tools, '')).toEqual(tools);
    expect(filterTools(tools, '   ')).toEqual(tools);
  });

  it('matches every word in the title, description or group, whatever the case, hyphens or accents', () => {
    expect(filterTools(tools, 'breakeven').map((t) => t.slug)).toEqual(['breakeven']);
    expect(filterTools(tools, 'BREAK-EVEN').map((t) => t.slug)).toEqual(['breakeven']);
    expect(filterTools(tools, 'monthly').map((t) => t.slug)).toEqual(['loan', 'churn-rate']);
    expect(filterTools(tools, 'monthly loan').map((t) => t.slug)).toEqual(['loan']);
    expect(filterTools(tools, 'people').map((t) => t.slug)).toEqual(['churn-rate']);
    expect(filterTools(tools, 'cöach').map((t) => t.slug)).toEqual(['students-per-class']);
    expect(filterTools(tools, 'payroll')).toEqual([]);
  });
});

describe('groupTools', () => {
  it('orders the groups money, capacity, people, planning and leaves out the empty ones', () => {
    expect(groupTools(tools).map((g) => [g.key, g.tools.length])).toEqual([
      ['money', 2],
      ['capacity', 1],
      ['people', 1],
    ]);
  });
});
