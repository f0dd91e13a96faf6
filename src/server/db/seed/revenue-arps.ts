import { eq } from 'drizzle-orm';
import { arpsRecordInputSchema } from '../../../shared/tools/arps';
import { revenueSqftInputSchema } from '../../../shared/tools/revenue';
import { arpsValues, revenueSqftValues, storedArps, storedRevenueSqft } from '../../features/tools/index';
import type { Tx } from '../client';
import { arpsData, facilityData, programData, revenueSqftSummaries, users } from '../schema/index';
import { DEMO_ACCOUNTS } from './accounts';

/**
 * The demo owner's revenue per square foot and average revenue per student (decision
 * 0124): Prairie State Gymnastics Academy (IL-1001), an 18,000 sq ft building of which 14,500 sq ft
 * is class space (its gym facts). A facility breakdown of 2025, a quick check of 2024 saved a year
 * earlier, and the 2025–26 season's programs and fees at the prices of its gym facts. Illustrative
 * figures for a gym of its size, not survey data; every figure goes through the shared schema and
 * the server's own computation, as a save through the API would.
 */

/**
 * 2025: $945,000 in the year. Tuition and fees of the season below (about $790,000) are assigned to
 * the areas where the classes run, the pro shop to the lobby; camps, birthday parties and open gym
 * use several areas and stay unassigned ($153,000).
 */
export const DEMO_FACILITY = {
  kind: 'facility',
  name: '2025 facility breakdown',
  year: 2025,
  annualRevenue: 945_000,
  areas: [
    { areaName: 'Competitive team floor', sqft: 5_200, isUsable: true, annualRevenue: 225_000 },
    { areaName: 'Recreational floor', sqft: 4_800, isUsable: true, annualRevenue: 318_000 },
    { areaName: 'Preschool room', sqft: 1_900, isUsable: true, annualRevenue: 131_000 },
    { areaName: 'Ninja zone', sqft: 2_600, isUsable: true, annualRevenue: 96_000 },
    { areaName: 'Lobby, viewing and pro shop', sqft: 2_100, isUsable: false, annualRevenue: 22_000 },
    { areaName: 'Office and storage', sqft: 1_400, isUsable: false, annualRevenue: 0 },
  ],
};

/** 2024's year-end check, before the ninja zone filled up. */
export const DEMO_QUICK = {
  kind: 'quick',
  name: '2024 year end',
  year: 2024,
  annualRevenue: 868_000,
  squareFeet: 14_500,
};

/** The 2025–26 season at the gym facts' monthly prices; meet fees for the competitive team only. */
export const DEMO_ARPS = {
  name: '2025–26 season',
  programs: [
    { name: 'Recreational gymnastics', students: 290, monthlyTuition: 88 },
    { name: 'Preschool gymnastics', students: 150, monthlyTuition: 72 },
    { name: 'Ninja', students: 80, monthlyTuition: 95 },
    { name: 'Competitive team', students: 62, monthlyTuition: 265 },
  ],
  annualFees: [
    { name: 'Annual registration', amount: 65, studentsPaying: 582 },
    { name: 'Meet fees', amount: 450, studentsPaying: 62 },
  ],
};

/** A year before the breakdown, so the breakdown is the gym's latest figure. */
const A_YEAR_AGO = new Date(Date.now() - 365 * 86_400_000);

export async function seedDemoRevenueArps(tx: Tx): Promise<void> {
  const [owner] = await tx
    .select({ id: users.id, gymId: users.gymId })
    .from(users)
    .where(eq(users.username, DEMO_ACCOUNTS[0].username));
  if (!owner?.gymId) return;
  const gymId = owner.gymId;
  const createdBy = owner.id;

  const quick = storedRevenueSqft(revenueSqftInputSchema.parse(DEMO_QUICK));
  await tx
    .insert(revenueSqftSummaries)
    .values({ ...revenueSqftValues(quick), gymId, createdBy, createdAt: A_YEAR_AGO, updatedAt: A_YEAR_AGO });

  const facility = storedRevenueSqft(revenueSqftInputSchema.parse(DEMO_FACILITY));
  const [summary] = await tx
    .insert(revenueSqftSummaries)
    .values({ ...revenueSqftValues(facility), gymId, createdBy })
    .returning({ id: revenueSqftSummaries.id });
  if (facility.kind === 'facility') {
    await tx
      .insert(facilityData)
      .values(facility.areas.map((a, displayOrder) => ({ ...a, summaryId: summary!.id, displayOrder })));
  }

  const season = storedArps(arpsRecordInputSchema.parse(DEMO_ARPS));
  const [calculation] = await tx
    .insert(arpsData)
    .values({ ...arpsValues(season), gymId, createdBy })
    .returning({ id: arpsData.id });
  await tx
    .insert(programData)
    .values(season.programs.map((p, displayOrder) => ({ ...p, arpsId: calculation!.id, displayOrder })));
}
