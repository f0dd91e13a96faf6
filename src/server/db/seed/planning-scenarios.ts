import { eq } from 'drizzle-orm';
import { computeScenario, scenarioInputSchema } from '../../../shared/tools/scenarios';
import type { Tx } from '../client';
import { toolScenarios, users } from '../schema/index';
import { DEMO_ACCOUNTS } from './accounts';

/**
 * A saved scenario of each of our four calculators (decision 0123) for the demo owner's gym,
 * Prairie State Gymnastics Academy (IL-1001): about 340 students at its programs' average tuition of
 * $126.25 (the gym facts the tools seeder gives it). Illustrative figures for a gym that size, not
 * survey data. Each goes through the shared scenario schema and formula, as a save through the API
 * would, so the saved results are the ones the calculator shows for the same inputs.
 */
export const PLANNING_SCENARIOS = [
  {
    tool: 'price-increase',
    name: 'Fall 2026: $10 more a month',
    inputs: {
      students: 340,
      currentMonthlyTuition: 126.25,
      newMonthlyTuition: 136.25,
      studentsLeaving: 8,
      variableCostPerStudent: 14,
    },
  },
  {
    tool: 'payroll',
    name: '2026–27 coaching staff',
    inputs: {
      staff: [
        { name: 'Head team coach', hoursPerWeek: 38, hourlyWage: 26 },
        { name: 'Team coach, Levels 3–5', hoursPerWeek: 28, hourlyWage: 21 },
        { name: 'Xcel coach', hoursPerWeek: 18, hourlyWage: 19 },
        { name: 'Recreational coaches (2)', hoursPerWeek: 44, hourlyWage: 16 },
        { name: 'Preschool coach', hoursPerWeek: 16, hourlyWage: 15.5 },
        { name: 'Front desk', hoursPerWeek: 30, hourlyWage: 14.25 },
        { name: 'Office manager', hoursPerWeek: 20, hourlyWage: 20 },
      ],
      onCostPercent: 11.5,
      monthlyRevenue: 42_925,
    },
  },
  {
    tool: 'camp-profit',
    name: 'Summer camp, week 1 (June 2026)',
    inputs: {
      days: 5,
      campers: 32,
      pricePerCamper: 285,
      coaches: 4,
      coachHoursPerDay: 7,
      coachHourlyWage: 17.5,
      suppliesPerCamper: 22,
      fixedCosts: 750,
    },
  },
  {
    tool: 'growth-forecast',
    name: 'Two-year plan, 2026–2028',
    inputs: {
      membersToday: 340,
      newMembersPerMonth: 16,
      monthlyChurnPercent: 3.5,
      averageMonthlyTuition: 126.25,
      months: 24,
    },
  },
] as const;

export async function seedPlanningScenarios(tx: Tx): Promise<void> {
  const [owner] = await tx
    .select({ id: users.id, gymId: users.gymId })
    .from(users)
    .where(eq(users.username, DEMO_ACCOUNTS[0].username));
  if (!owner?.gymId) return;
  for (const raw of PLANNING_SCENARIOS) {
    const body = scenarioInputSchema.parse(raw);
    await tx.insert(toolScenarios).values({
      gymId: owner.gymId,
      tool: body.tool,
      name: body.name,
      inputs: body.inputs,
      results: computeScenario(body),
      createdBy: owner.id,
    });
  }
}
