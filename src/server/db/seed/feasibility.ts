import { eq } from 'drizzle-orm';
import {
  feasibilityDefaults,
  projectFeasibility,
  SCENARIOS,
  type FeasibilityInputs,
} from '../../../shared/feasibility';
import type { Tx } from '../client';
import { feasibilityProjects, feasibilityResults, users } from '../schema/index';
import { DEMO_ACCOUNTS } from './accounts';

/** demo_owner's studies: a draft second site, and a locked expansion with its projection kept. */
export async function seedDemoFeasibility(tx: Tx): Promise<void> {
  const [owner] = await tx.select({ id: users.id }).from(users).where(eq(users.username, DEMO_ACCOUNTS[0].username));
  if (!owner) return;
  const draft: FeasibilityInputs = {
    sqft: 16_000,
    ceilingHeight: 26,
    parking: 48,
    ...feasibilityDefaults,
    programs: [
      { name: 'Recreational gymnastics', monthlyTuition: 105, students: 340 },
      { name: 'Preschool', monthlyTuition: 85, students: 140 },
      { name: 'Ninja', monthlyTuition: 110, students: 90 },
      { name: 'Competitive team', monthlyTuition: 245, students: 45 },
    ],
    leaseFinance: {
      ...feasibilityDefaults.leaseFinance,
      rentPerSqftYear: 15.5,
      buildOutCost: 210_000,
      loanAmount: 300_000,
    },
    market: { childrenInArea: 31_500, competitors: 2, averageMarketTuition: 108 },
  };
  const expansion: FeasibilityInputs = {
    sqft: 4_500,
    ceilingHeight: 22,
    parking: 20,
    ...feasibilityDefaults,
    programs: [
      { name: 'Ninja classes', monthlyTuition: 105, students: 110 },
      { name: 'Open gym and parties', monthlyTuition: 40, students: 60 },
    ],
    staffing: { coaches: 5, coachHourlyRate: 17, coachHoursPerWeek: 15, salariedPayroll: 0, payrollTaxPercent: 10 },
    leaseFinance: {
      rentPerSqftYear: 13,
      buildOutCost: 45_000,
      equipmentCost: 60_000,
      loanAmount: 60_000,
      loanRatePercent: 8.5,
      loanYears: 5,
    },
    opex: {
      utilitiesMonthly: 700,
      insuranceYearly: 4_000,
      marketingMonthly: 600,
      softwareMonthly: 0,
      otherMonthly: 300,
    },
    market: { childrenInArea: 31_500, competitors: 1, averageMarketTuition: 99 },
    assumptions: { ...feasibilityDefaults.assumptions, openingEnrollmentPercent: 40, rampMonths: 9 },
  };
  const day = 86_400_000;
  const [, locked] = await tx
    .insert(feasibilityProjects)
    .values([
      {
        userId: owner.id,
        name: 'Second site in Round Rock',
        type: 'new_location',
        location: 'Round Rock, TX',
        ...draft,
        updatedAt: new Date(Date.now() - 2 * day),
      },
      {
        userId: owner.id,
        name: 'Ninja room in the warehouse bay',
        type: 'expansion',
        location: 'Next door to the main gym',
        status: 'locked',
        lockedAt: new Date(Date.now() - 40 * day),
        ...expansion,
        createdAt: new Date(Date.now() - 60 * day),
        updatedAt: new Date(Date.now() - 40 * day),
      },
    ])
    .returning();
  const results = projectFeasibility(expansion);
  await tx.insert(feasibilityResults).values(
    SCENARIOS.map((scenario) => ({
      projectId: locked!.id,
      scenario,
      years: results.scenarios[scenario].years,
      students: results.scenarios[scenario].students,
      breakevenMonth: results.scenarios[scenario].breakevenMonth,
      paybackMonths: results.scenarios[scenario].paybackMonths,
      checks: results.checks,
      computedAt: new Date(Date.now() - 40 * day),
    })),
  );
}
