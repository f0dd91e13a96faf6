import { eq } from 'drizzle-orm';
import { computeScenario, scenarioInputSchema } from '../../../shared/tools/scenarios';
import type { Tx } from '../client';
import { toolScenarios, users } from '../schema/index';
import { DEMO_ACCOUNTS } from './accounts';

/**
 * The demo owner's saved calculator scenarios (decision 0122): Prairie State Gymnastics
 * Academy (IL-1001) after its fall enrolment push — two churn months, so the churn benchmark
 * places the gym among the network's, the marketing mix of the push, September's lead funnel, two
 * ways to finance a new spring floor, and this month's break-even. Tuition is the average of the
 * gym's active programs ($72, $88, $265, $80 → $126.25), as the pages pre-fill it. Illustrative
 * figures for a gym of about 400 members, not a real gym's books. Each scenario goes through the
 * shared schema and formula, as a save through the API would.
 */
const TUITION = 126.25;

const SCENARIOS: { saved: string; body: unknown }[] = [
  {
    saved: '2026-09-14T16:20:00Z',
    body: {
      tool: 'loan',
      name: '5-year loan: new spring floor',
      inputs: { principal: 42_500, annualRatePercent: 7.25, termMonths: 60 },
    },
  },
  {
    saved: '2026-09-14T16:35:00Z',
    body: {
      tool: 'loan',
      name: '7-year loan: new spring floor',
      inputs: { principal: 42_500, annualRatePercent: 7.75, termMonths: 84 },
    },
  },
  {
    saved: '2026-09-30T21:05:00Z',
    body: {
      tool: 'marketing-cost',
      name: 'Fall enrolment push 2026',
      inputs: {
        channels: [
          { name: 'Facebook and Instagram ads', spend: 1_850, leads: 84, newMembers: 14 },
          { name: 'Google search ads', spend: 1_200, leads: 46, newMembers: 9 },
          { name: 'Back-to-school flyers', spend: 380, leads: 19, newMembers: 2 },
          { name: 'School open-house booth', spend: 450, leads: 38, newMembers: 7 },
          { name: 'Referral rewards ($50 credit)', spend: 600, leads: 24, newMembers: 12 },
          { name: 'Free trial week', spend: 520, leads: 52, newMembers: 13 },
        ],
      },
    },
  },
  {
    saved: '2026-10-01T14:10:00Z',
    body: {
      tool: 'lead-conversion',
      name: 'September 2026 inquiries',
      inputs: { inquiries: 148, trials: 92, enrollments: 55, averageMonthlyTuition: TUITION },
    },
  },
  {
    saved: '2026-10-02T15:00:00Z',
    body: {
      tool: 'churn-rate',
      name: 'September 2026',
      inputs: { membersAtStart: 372, membersLost: 14, newMembers: 38, averageMonthlyTuition: TUITION },
    },
  },
  {
    saved: '2026-11-03T15:00:00Z',
    body: {
      tool: 'churn-rate',
      name: 'October 2026',
      inputs: { membersAtStart: 396, membersLost: 13, newMembers: 17, averageMonthlyTuition: TUITION },
    },
  },
  {
    saved: '2026-11-20T18:45:00Z',
    body: {
      tool: 'breakeven',
      name: 'November 2026',
      inputs: {
        fixedCostLines: { rent: 9_750, payroll: 21_400, insurance: 1_380, utilities: 1_640, other: 2_230 },
        variableCostPerStudent: 14.5,
        averageTuition: TUITION,
      },
    },
  },
];

export async function seedCalculatorScenarios(tx: Tx): Promise<void> {
  const [owner] = await tx
    .select({ id: users.id, gymId: users.gymId })
    .from(users)
    .where(eq(users.username, DEMO_ACCOUNTS[0].username));
  if (!owner?.gymId) return;
  for (const { saved, body } of SCENARIOS) {
    const scenario = scenarioInputSchema.parse(body);
    const at = new Date(saved);
    await tx.insert(toolScenarios).values({
      gymId: owner.gymId,
      createdBy: owner.id,
      tool: scenario.tool,
      name: scenario.name,
      inputs: scenario.inputs,
      results: computeScenario(scenario),
      createdAt: at,
      updatedAt: at,
    });
  }
}
