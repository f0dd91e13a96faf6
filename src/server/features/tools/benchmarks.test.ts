import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BENCHMARK_METRICS, benchmarkMessages } from '../../../shared/tools/benchmarks';
import { arpsData, studentClassPrograms } from '../../db/schema/index';
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

/** No answer holds a number under a key ending in "percentile", nor an exact count of gyms. */
function expectNoExactCountOrRank(body: Record<string, unknown>) {
  for (const [key, value] of Object.entries(body)) {
    expect(/percentile$/i.test(key) && typeof value === 'number', key).toBe(false);
    expect(/count$/i.test(key), key).toBe(false);
  }
  expect(body).not.toHaveProperty('gymCount');
}

describe('network benchmarks', () => {
  it('answers exactly { insufficientData: true } until five other gyms saved the figure, then quartiles, a size band and the caller’s quartile', async () => {
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
    const none = (await get('/api/benchmarks/churn-rate', empty.cookie)).json();
    expect(none).toMatchObject({ cohortSize: '5–9', yourValue: null, yourQuartile: null });
    expectNoExactCountOrRank(none);

    // A sixth gym first saves 9%, then a later month of 5%: its latest figure counts.
    const sixth = await gymWithOwner();
    await saveChurn(sixth.cookie, 100, 9, 'September');
    await saveChurn(sixth.cookie, 100, 5, 'October');
    const res = await get('/api/benchmarks/churn-rate', sixth.cookie);
    // Its five peers sorted 2, 3, 4, 6, 7: p25 at rank 1 → 3, p50 → 4, p75 at rank 3 → 6. Lower churn
    // is better, so the caller's 5% (above the median 4, at most the p75 6) is in the 3rd quartile.
    expectNoExactCountOrRank(res.json());
    expect(res.json()).toEqual({
      insufficientData: false,
      metric: 'churn-rate',
      label: 'Monthly churn',
      unit: 'percent',
      higherIsBetter: false,
      sizeBand: null,
      region: null,
      cohortSize: '5–9',
      p25: 3,
      p50: 4,
      p75: 6,
      yourValue: 5,
      yourQuartile: 3,
      yourSizeBand: '12k-25k',
      yourRegion: 'midwest',
    });
    // Whatever the sixth gym saves, its peers' quartiles stay the same: it cannot read them off.
    await saveChurn(sixth.cookie, 100, 0, 'November');
    expect((await get('/api/benchmarks/churn-rate', sixth.cookie)).json()).toMatchObject({
      p25: 3,
      p50: 4,
      p75: 6,
      yourValue: 0,
      yourQuartile: 1,
    });
    await saveChurn(sixth.cookie, 100, 100, 'December');
    expect((await get('/api/benchmarks/churn-rate', sixth.cookie)).json()).toMatchObject({
      p25: 3,
      p50: 4,
      p75: 6,
      yourValue: 100,
      yourQuartile: 4,
    });
  });

  it('refuses a narrowed cohort of one to four gyms, and one that leaves one to four gyms of the network outside it', async () => {
    // Revenue per usable square foot. The caller: a Western gym of 20,000 sq ft at $60. Its peers: five
    // Western gyms of its size at 40, 45, 50, 70, 90 $/sq ft, and two Midwestern gyms of 30,000 sq ft.
    const saveSqft = async (gym: { state: string; buildingSqFt: number }, perSqft: number) => {
      const owner = await gymWithOwner(gym);
      const payload = { kind: 'quick', name: '2025', year: 2025, annualRevenue: perSqft * 10_000, squareFeet: 10_000 };
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/revenue-sqft',
        headers: { cookie: owner.cookie },
        payload,
      });
      expect(res.statusCode).toBe(201);
      return owner;
    };
    const westSized = { state: 'CA', buildingSqFt: 20_000 };
    const midwestLarge = { state: 'OH', buildingSqFt: 30_000 };
    const caller = (await saveSqft(westSized, 60)).cookie;
    for (const perSqft of [40, 45, 50, 70, 90]) await saveSqft(westSized, perSqft);
    const midwestern = [await saveSqft(midwestLarge, 30), await saveSqft(midwestLarge, 100)];
    const ask = async (query: string, cookie = caller) => {
      const res = await get(`/api/benchmarks/revenue-per-sqft${query}`, cookie);
      expect(res.statusCode, query).toBe(200);
      expectNoExactCountOrRank(res.json());
      return res.json();
    };

    // The whole network: its seven peers 30, 40, 45, 50, 70, 90, 100 → ranks 1.5, 3, 4.5 → 42.5, 50, 80;
    // $60 is above the median and below the p75: the 2nd quartile (top half).
    expect(await ask('')).toMatchObject({
      cohortSize: '5–9',
      p25: 42.5,
      p50: 50,
      p75: 80,
      yourValue: 60,
      yourQuartile: 2,
    });
    // The West holds five peers, but the network outside it only the two Midwestern gyms: comparing the two
    // answers would isolate them, so it is refused — as is the same cohort narrowed by size too.
    expect(await ask('?region=west')).toEqual({ insufficientData: true });
    expect(await ask('?sizeBand=12k-25k')).toEqual({ insufficientData: true });
    expect(await ask('?sizeBand=12k-25k&region=west')).toEqual({ insufficientData: true });
    // Cohorts of two and of none.
    expect(await ask('?region=midwest')).toEqual({ insufficientData: true });
    expect(await ask('?sizeBand=25k-plus')).toEqual({ insufficientData: true });
    expect(await ask('?region=northeast')).toEqual({ insufficientData: true });

    // Three more Midwestern gyms (35, 105, 110): five on each side, and both halves are answered.
    for (const perSqft of [35, 105, 110]) midwestern.push(await saveSqft(midwestLarge, perSqft));
    // Its five Western peers: 40, 45, 50, 70, 90 → ranks 1, 2, 3 → 45, 50, 70; $60 is in the 2nd quartile.
    expect(await ask('?region=west')).toMatchObject({
      region: 'west',
      cohortSize: '5–9',
      p25: 45,
      p50: 50,
      p75: 70,
      yourQuartile: 2,
    });
    expect(await ask('?sizeBand=12k-25k&region=west')).toMatchObject({ sizeBand: '12k-25k', region: 'west', p50: 50 });
    // The Midwest, 30, 35, 100, 105, 110 → 35, 100, 105: $60 is between the p25 and the median.
    expect(await ask('?region=midwest')).toMatchObject({ p25: 35, p50: 100, p75: 105, yourQuartile: 3 });
    // A Midwestern gym ($30) looking at the West: its own gym never counts, so only four Midwestern gyms
    // remain outside the West, and the answer is refused.
    expect(await ask('?region=west', midwestern[0]!.cookie)).toEqual({ insufficientData: true });

    // One small Western gym ($55, 10,000 sq ft): the whole West (six) and the network (eleven, now
    // "10–24") are answered, but the West narrowed to the caller's size would leave that one gym outside it.
    await saveSqft({ state: 'CA', buildingSqFt: 10_000 }, 55);
    expect(await ask('')).toMatchObject({ cohortSize: '10–24' });
    expect(await ask('?region=west')).toMatchObject({ insufficientData: false, cohortSize: '5–9' });
    expect(await ask('?sizeBand=12k-25k&region=west')).toEqual({ insufficientData: true });
    expect(await ask('?sizeBand=under-12k')).toEqual({ insufficientData: true });
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
    // The $120 gym's peers: 130, 140, 150, 160, 170 → 140, 150, 160; below the p25 → the 4th quartile.
    const arps = (await get('/api/benchmarks/arps?region=south', callers[0]!)).json();
    expect(arps).toMatchObject({ cohortSize: '5–9', p25: 140, p50: 150, p75: 160, yourValue: 120, yourQuartile: 4 });
    // The 10.8 gym's peers: 6, 7.2, 8.4, 9.6, 12 → 7.2, 8.4, 9.6; above the p75 → the 1st quartile.
    const spc = (await get('/api/benchmarks/students-per-class?region=south', callers[4]!)).json();
    expect(spc).toMatchObject({ cohortSize: '5–9', p25: 7.2, p50: 8.4, p75: 9.6, yourValue: 10.8, yourQuartile: 1 });
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

describe('the reviewer’s attack: sweeping one’s own figure', () => {
  // A database of its own, so that the network holds exactly the peers below.
  let outer: TestApp;
  beforeAll(async () => {
    outer = t;
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
    t = outer;
  });

  const saveArps = async (cookie: string, monthlyTuition: number) => {
    const payload = { name: 'Season', programs: [{ name: 'Rec', students: 10, monthlyTuition }] };
    const res = await t.app.inject({ method: 'POST', url: '/api/arps', headers: { cookie }, payload });
    expect(res.statusCode, String(monthlyTuition)).toBe(201);
  };

  it('reads back nothing but the published quartiles, however many figures the caller saves', async () => {
    // Seven peers whose exact ARPS the attacker wants: none of them is a published quartile.
    const peers = [101.37, 118.5, 126.2, 139.99, 152.4, 171.1, 188.8];
    for (const arps of peers) await saveArps((await gymWithOwner({ state: 'CA' })).cookie, arps);
    const attacker = (await gymWithOwner({ state: 'CA' })).cookie;

    // The sweep: 90 to 200 in steps of 1.25, and each peer's figure with a cent either side of it —
    // where the old percentile stepped.
    const sweep = Array.from({ length: 89 }, (_, i) => 90 + 1.25 * i);
    for (const peer of peers) sweep.push(peer - 0.01, peer, peer + 0.01);
    const answers: Record<string, unknown>[] = [];
    for (const own of sweep) {
      await saveArps(attacker, own);
      for (const query of ['', '?region=west']) {
        const res = await get(`/api/benchmarks/arps${query}`, attacker);
        expect(res.statusCode).toBe(200);
        expectNoExactCountOrRank(res.json());
        answers.push(res.json());
      }
    }
    expect(answers).toHaveLength(2 * sweep.length);

    // The quartiles never move with the caller's figure: PERCENTILE.INC of the seven peers, ranks
    // 1.5, 3 and 4.5 → 122.35, 139.99 and 161.75 (the median is a peer's figure, as any median of an
    // odd cohort is, and is published as such).
    const published = { p25: 122.35, p50: 139.99, p75: 161.75 };
    // Everything an answer holds is fixed but for the caller's own figure and its quartile, and the
    // quartile is what anyone holding the published quartiles computes: the top quarter at or above
    // the p75, and so on down. So the answers step only where a published quartile lies.
    const fromPublished = (own: number) =>
      own >= published.p75 ? 1 : own >= published.p50 ? 2 : own >= published.p25 ? 3 : 4;
    for (const [i, answer] of answers.entries()) {
      const own = sweep[Math.floor(i / 2)]!;
      const { yourValue, yourQuartile, ...rest } = answer;
      expect(yourValue).toBe(Math.round(own * 100) / 100);
      expect(yourQuartile, String(own)).toBe(fromPublished(own));
      expect(rest).toEqual({
        insufficientData: false,
        metric: 'arps',
        label: 'Average monthly revenue per student',
        unit: 'money',
        higherIsBetter: true,
        sizeBand: null,
        region: i % 2 === 0 ? null : 'west',
        cohortSize: '5–9',
        ...published,
        yourSizeBand: '12k-25k',
        yourRegion: 'west',
      });
    }
    // So what the sweep tells apart is the published quartiles alone: the distinct answers are the four
    // quarters, and no peer's figure outside them (101.37, 118.5, 126.2, 152.4, 171.1, 188.8) marks a step.
    const distinct = new Set(answers.map((a) => a.yourQuartile));
    expect([...distinct].sort()).toEqual([1, 2, 3, 4]);
    for (const [i, own] of sweep.entries()) {
      for (const [j, other] of sweep.entries()) {
        const between = Object.values(published).some((q) => Math.min(own, other) < q && q <= Math.max(own, other));
        if (!between) expect(answers[2 * i]!.yourQuartile, `${own} and ${other}`).toBe(answers[2 * j]!.yourQuartile);
      }
    }
  });
});

describe('the network seed', () => {
  it('gives ten or more demo gyms every benchmarked figure, so benchmarks show on a fresh start', async () => {
    await withDemoOwner([seedNetworkFigures], async (demo, cookie) => {
      for (const metric of BENCHMARK_METRICS) {
        const res = await demo.app.inject({ method: 'GET', url: `/api/benchmarks/${metric}`, headers: { cookie } });
        const body = res.json();
        expect(body.insufficientData, metric).toBe(false);
        expect(['10–24', '25+'], metric).toContain(body.cohortSize);
        expectNoExactCountOrRank(body);
        expect(body.p25 <= body.p50 && body.p50 <= body.p75, metric).toBe(true);
      }
    });
  });
});
