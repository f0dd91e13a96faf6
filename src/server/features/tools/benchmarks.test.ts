import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BENCHMARK_METRICS, benchmarkMessages } from '../../../shared/tools/benchmarks';
import { arpsData, revenueSqftSummaries, studentClassPrograms } from '../../db/schema/index';
import { seedNetworkFigures } from '../../db/seed/benchmarks';
import { createGym, createUser, signIn } from '../../../../tests/support/factories';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app';
import { withDemoOwner } from '../../../../tests/support/tool-calls';

let t: TestApp;

const get = (url: string, cookie?: string) => t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

/** A gym with one signed-in owner. */
async function gymWithOwner(gym: { state?: string; country?: string; buildingSqFt?: number } = {}) {
  const id = (await createGym(t.db, { state: 'IL', buildingSqFt: 15_000, ...gym })).id;
  const cookie = await signIn(t, (await createUser(t.db, { role: 'Owner', gymId: id })).id);
  return { id, cookie };
}

const saveChurn = (cookie: string, membersAtStart: number, membersLost: number, name = 'This month') =>
  t.app.inject({
    method: 'POST',
    url: '/api/tool-scenarios',
    headers: { cookie },
    payload: {
      tool: 'churn-rate',
      name,
      inputs: { membersAtStart, membersLost, newMembers: 0, averageMonthlyTuition: 120 },
    },
  });

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('network benchmarks', () => {
  it('answers exactly { insufficientData: true } until five other gyms saved the figure, then quartiles and the caller’s rank', async () => {
    // Monthly churn of 2%, 3%, 4%, 6%, 7% (100 members each, 2, 3, 4, 6, 7 lost).
    const gyms = [];
    for (const lost of [2, 3, 4, 6, 7]) {
      const gym = await gymWithOwner();
      expect((await saveChurn(gym.cookie, 100, lost)).statusCode).toBe(201);
      gyms.push(gym);
    }
    // Each of the five sees only the four others: never its own figure among its peers.
    const early = await get('/api/benchmarks/churn-rate', gyms[0]!.cookie);
    expect(early.statusCode).toBe(200);
    expect(early.json()).toEqual({ insufficientData: true });

    // A gym that saved an empty month (no members) contributes nothing, and sees the five.
    const empty = await gymWithOwner();
    await saveChurn(empty.cookie, 0, 0);
    expect((await get('/api/benchmarks/churn-rate', empty.cookie)).json()).toMatchObject({
      gymCount: 5,
      yourValue: null,
      yourPercentile: null,
    });

    // A sixth gym first saves 9%, then a later month of 5%: its latest figure counts.
    const sixth = await gymWithOwner();
    await saveChurn(sixth.cookie, 100, 9, 'September');
    await saveChurn(sixth.cookie, 100, 5, 'October');
    const res = await get('/api/benchmarks/churn-rate', sixth.cookie);
    // Its five peers sorted 2, 3, 4, 6, 7: p25 at rank 1 → 3, p50 → 4, p75 at rank 3 → 6. The
    // caller's 5%: three peers below, none equal → 3 ÷ 5 = 60th percentile.
    expect(res.json()).toEqual({
      insufficientData: false,
      metric: 'churn-rate',
      label: 'Monthly churn',
      unit: 'percent',
      higherIsBetter: false,
      sizeBand: null,
      region: null,
      gymCount: 5,
      p25: 3,
      p50: 4,
      p75: 6,
      yourValue: 5,
      yourPercentile: 60,
      yourSizeBand: '12k-25k',
      yourRegion: 'midwest',
    });
    // Whatever the sixth gym saves, its peers' quartiles stay the same: it cannot read them off.
    await saveChurn(sixth.cookie, 100, 0, 'November');
    expect((await get('/api/benchmarks/churn-rate', sixth.cookie)).json()).toMatchObject({ p25: 3, p50: 4, p75: 6 });
    await saveChurn(sixth.cookie, 100, 100, 'December');
    expect((await get('/api/benchmarks/churn-rate', sixth.cookie)).json()).toMatchObject({
      p25: 3,
      p50: 4,
      p75: 6,
      yourValue: 100,
      yourPercentile: 100,
    });
  });

  it('narrows by size band and region, and a cohort under five gyms is insufficient', async () => {
    // Revenue per usable square foot of six Western gyms of 12,000–24,999 sq ft: 40, 45, 50, 60, 70, 90 $/sq ft,
    // and two Midwestern gyms.
    const west = [];
    for (const perSqft of [40, 45, 50, 60, 70, 90]) {
      const gym = await gymWithOwner({ state: 'CA', buildingSqFt: 20_000 });
      await t.db.insert(revenueSqftSummaries).values({
        gymId: gym.id,
        name: '2025',
        annualRevenue: perSqft * 10_000,
        totalSqft: 10_000,
        usableSqft: 10_000,
        annualPerSqft: perSqft,
        monthlyPerSqft: perSqft / 12,
      });
      west.push(gym);
    }
    const midwestern = [];
    for (const perSqft of [30, 100]) {
      const gym = await gymWithOwner({ state: 'OH', buildingSqFt: 30_000 });
      midwestern.push(gym);
      await t.db.insert(revenueSqftSummaries).values({
        gymId: gym.id,
        name: '2025',
        annualRevenue: perSqft * 10_000,
        usableSqft: 10_000,
        annualPerSqft: perSqft,
        monthlyPerSqft: perSqft / 12,
      });
    }
    const caller = west[3]!.cookie; // its own figure: $60
    const all = (await get('/api/benchmarks/revenue-per-sqft', caller)).json();
    // Its seven peers: 30, 40, 45, 50, 70, 90, 100 → ranks 1.5, 3, 4.5 → 42.5, 50, 80; $60 is above 4 of 7 → 57th.
    expect(all).toMatchObject({ gymCount: 7, p25: 42.5, p50: 50, p75: 80, yourValue: 60, yourPercentile: 57 });
    const region = (await get('/api/benchmarks/revenue-per-sqft?region=west', caller)).json();
    // Its five Western peers: 40, 45, 50, 70, 90 → ranks 1, 2, 3 → 45, 50, 70; $60 is above 3 of 5 → 60th.
    expect(region).toMatchObject({ region: 'west', gymCount: 5, p25: 45, p50: 50, p75: 70, yourPercentile: 60 });
    const size = (await get('/api/benchmarks/revenue-per-sqft?sizeBand=25k-plus', caller)).json();
    expect(size).toEqual({ insufficientData: true });
    const both = (await get('/api/benchmarks/revenue-per-sqft?sizeBand=12k-25k&region=west', caller)).json();
    expect(both).toMatchObject({ sizeBand: '12k-25k', region: 'west', gymCount: 5 });
    // A Midwestern gym ($30) sees where it would stand among the six Western gyms:
    // 40, 45, 50, 60, 70, 90 → ranks 1.25, 2.5, 3.75 → 46.25, 55, 67.5; none below it → 0th.
    const midwest = (await get('/api/benchmarks/revenue-per-sqft?region=west', midwestern[0]!.cookie)).json();
    expect(midwest).toMatchObject({ gymCount: 6, p25: 46.25, p50: 55, p75: 67.5, yourValue: 30, yourPercentile: 0 });
  });

  it('reads ARPS and students per class from the gyms’ saved calculations', async () => {
    const callers = [];
    for (const [i, arps] of [120, 130, 140, 150, 160, 170].entries()) {
      const gym = await gymWithOwner({ state: 'TX' });
      await t.db.insert(arpsData).values({
        gymId: gym.id,
        name: 'Season',
        students: 100,
        monthlyTuitionRevenue: arps * 100,
        annualFeeRevenue: 0,
        annualRevenue: arps * 1200,
        monthlyRevenue: arps * 100,
        arpsMonthly: arps,
        arpsAnnual: arps * 12,
      });
      // Students per class: Σ enrollments ÷ Σ classes a week: (60 + 12 × i) ÷ 10 → 6, 7.2, 8.4, 9.6, 10.8, 12.
      await t.db.insert(studentClassPrograms).values([
        { gymId: gym.id, name: 'Rec', enrollments: 40 + 12 * i, totalClasses: 6 },
        { gymId: gym.id, name: 'Preschool', enrollments: 20, totalClasses: 4 },
      ]);
      callers.push(gym.cookie);
    }
    // The $120 gym's peers: 130, 140, 150, 160, 170 → 140, 150, 160; none below it → 0th.
    const arps = (await get('/api/benchmarks/arps?region=south', callers[0]!)).json();
    expect(arps).toMatchObject({ gymCount: 5, p25: 140, p50: 150, p75: 160, yourValue: 120, yourPercentile: 0 });
    // The 10.8 gym's peers: 6, 7.2, 8.4, 9.6, 12 → 7.2, 8.4, 9.6; four below it → 80th.
    const spc = (await get('/api/benchmarks/students-per-class?region=south', callers[4]!)).json();
    expect(spc).toMatchObject({ gymCount: 5, p25: 7.2, p50: 8.4, p75: 9.6, yourValue: 10.8, yourPercentile: 80 });
  });

  it('refuses an unknown figure, size band or region with its message, and a visitor', async () => {
    const { cookie } = await gymWithOwner();
    const bad = await get('/api/benchmarks/happiness', cookie);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().issues?.[0]?.message ?? bad.json().message).toBe(benchmarkMessages.metricInvalid);
    const band = await get('/api/benchmarks/arps?sizeBand=huge', cookie);
    expect(band.statusCode).toBe(400);
    expect(band.json().issues?.[0]?.message ?? band.json().message).toBe(benchmarkMessages.sizeBandInvalid);
    expect((await get('/api/benchmarks/arps')).statusCode).toBe(401);
  });
});

describe('the network seed', () => {
  it('gives eight or more demo gyms every benchmarked figure, so benchmarks show on a fresh start', async () => {
    await withDemoOwner([seedNetworkFigures], async (demo, cookie) => {
      for (const metric of BENCHMARK_METRICS) {
        const res = await demo.app.inject({ method: 'GET', url: `/api/benchmarks/${metric}`, headers: { cookie } });
        const body = res.json();
        expect(body.insufficientData, metric).toBe(false);
        expect(body.gymCount, metric).toBeGreaterThanOrEqual(8);
        expect(body.p25 <= body.p50 && body.p50 <= body.p75, metric).toBe(true);
      }
    });
  });
});
