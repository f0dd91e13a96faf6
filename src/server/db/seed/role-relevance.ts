import { sql } from 'drizzle-orm';
import type { Tx } from '../client';

/**
 * Which tools matter most to each registration role (decision 0170), so a fresh start shows the
 * /tools hub ordered for the demo owner, director and manager, and the roles screen's content tab
 * filled: the owner's money and planning, the director's programs and people, the manager's floor.
 */
export const DEMO_TOOL_RELEVANCE: Record<string, { primary: string[]; secondary: string[] }> = {
  Owner: {
    primary: ['breakeven', 'loan', 'feasibility', 'growth-forecast', 'time-audit'],
    secondary: ['price-increase', 'arps', 'revenue-per-sqft', 'market-intelligence'],
  },
  Director: {
    primary: ['pricing-capacity', 'churn-rate', 'lead-conversion', 'payroll'],
    secondary: ['camp-profit', 'marketing-cost', 'meet-expenses'],
  },
  Manager: {
    primary: ['students-per-class', 'gym-capacity-planner', 'meet-expenses', 'pro-shop-pricing'],
    secondary: ['certificates', 'customer-connect'],
  },
};

export async function seedDemoRoleRelevance(db: Tx): Promise<void> {
  const rows = Object.entries(DEMO_TOOL_RELEVANCE).flatMap(([role, { primary, secondary }]) => [
    ...primary.map((slug) => sql`(${role}, ${slug}, 'primary')`),
    ...secondary.map((slug) => sql`(${role}, ${slug}, 'secondary')`),
  ]);
  await db.execute(sql`
    insert into tool_roles (role_id, tool_slug, relevance)
    select r.id, v.slug, v.relevance from (values ${sql.join(rows, sql`, `)}) as v(role, slug, relevance)
    join roles r on r.name = v.role
    on conflict do nothing`);
}
