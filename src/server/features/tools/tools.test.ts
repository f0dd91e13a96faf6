import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toolsMessages as m, toolsRecordMessages as r } from '../../../shared/tools/index';
import { MAX_CLASS_PROGRAMS, MAX_PRO_SHOP_ITEMS } from '../../../shared/tools/records';
import { capacityPrograms, gymCapacity, gymPrograms, proShopItems, studentClassPrograms } from '../../db/schema/index';
import { DEMO_ACCOUNTS } from '../../db/seed/accounts';
import { seedDemoTools } from '../../db/seed/tools';
import { auditTrail } from '../../../../tests/support/audit';
import { createGym, createUser, signIn } from '../../../../tests/support/factories';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app';
import { callsOf, gymPeople, reason, withDemoOwner } from '../../../../tests/support/tool-calls';
import { recreational, stateMeet } from '../../../../tests/support/tool-fixtures';

let t: TestApp;
let gymA: number;
let ownerA: { id: number; cookie: string };
let coachA: { id: number; cookie: string };
let ownerB: { id: number; cookie: string };
let loner: string;

const call = callsOf(() => t);

beforeAll(async () => {
  t = await createTestApp();
  ({ gymA, ownerA, coachA, ownerB, loner } = await gymPeople(t));
});
afterAll(() => t.close());

describe('the lists a page reads whole keep a limit per gym', () => {
  const grips = { itemName: 'Dowel grips', itemCost: 28.5, markupPercent: 80, ccFeePercent: 3 };

  async function fullGym() {
    const gymId = (await createGym(t.db, { name: 'Full shelves' })).id;
    const owner = await createUser(t.db, { role: 'Owner', gymId });
    return { gymId, cookie: await signIn(t, owner.id) };
  }

  it(`a gym keeps at most ${MAX_PRO_SHOP_ITEMS} pro-shop items: two saves for the last place, one 400 that says why`, async () => {
    const { gymId, cookie } = await fullGym();
    const row = {
      gymId,
      itemName: 'Chalk',
      itemCost: 2,
      markupPercent: 100,
      ccFeePercent: 0,
      retailPrice: 4,
      netProfit: 2,
    };
    await t.db.insert(proShopItems).values(Array.from({ length: MAX_PRO_SHOP_ITEMS - 1 }, () => row));
    const both = await Promise.all([
      call('POST', '/api/pro-shop-items', cookie, grips),
      call('POST', '/api/pro-shop-items', cookie, { ...grips, itemName: 'Tape' }),
    ]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([201, 400]);
    expect(reason(both.find((r) => r.statusCode === 400)!)).toBe(r.proShopFull);
    expect(r.proShopFull).toBe('A gym keeps at most 500 pro-shop items: delete one to add another');
    expect((await call('GET', '/api/pro-shop-items', cookie)).json()).toHaveLength(MAX_PRO_SHOP_ITEMS);
    // An item deleted makes room again; another gym is not held by this one's list.
    const first = (await call('GET', '/api/pro-shop-items', cookie)).json()[0].id;
    expect((await call('DELETE', `/api/pro-shop-items/${first}`, cookie)).statusCode).toBe(204);
    expect((await call('POST', '/api/pro-shop-items', cookie, grips)).statusCode).toBe(201);
    const other = await call('POST', '/api/pro-shop-items', ownerB.cookie, grips);
    expect(other.statusCode).toBe(201);
    await call('DELETE', `/api/pro-shop-items/${other.json().id}`, ownerB.cookie);
  });

  it(`a gym keeps at most ${MAX_CLASS_PROGRAMS} programs in each program list`, async () => {
    const { gymId, cookie } = await fullGym();
    const row = { ...recreational, gymId };
    for (const [table, url] of [
      [capacityPrograms, '/api/capacity-programs'],
      [studentClassPrograms, '/api/student-class-programs'],
    ] as const) {
      await t.db.insert(table).values(Array.from({ length: MAX_CLASS_PROGRAMS - 1 }, () => row));
      expect((await call('POST', url, cookie, recreational)).statusCode, url).toBe(201);
      const full = await call('POST', url, cookie, recreational);
      expect(full.statusCode, url).toBe(400);
      expect(reason(full)).toBe('A gym keeps at most 200 programs here: delete one to add another');
      expect((await call('GET', url, cookie)).json()).toHaveLength(MAX_CLASS_PROGRAMS);
    }
  });
});

describe('gym facts (gym_capacity, gym_programs)', () => {
  const facts = {
    capacity: {
      usableSqft: 12000,
      bars: 4,
      beams: 5,
      vaults: 2,
      floors: 1,
      pits: 1,
      trampolines: 2,
      weeklyClassSlots: 40,
      maxStudentsPerClass: 10,
    },
    programs: [
      { programType: 'Recreational', monthlyPrice: 85, classesPerWeek: 1 },
      { programType: 'Team', monthlyPrice: 240, classesPerWeek: 3.5, isActive: false, notes: 'Paused' },
    ],
  };

  it('PUT saves the gym’s capacity and programs, GET answers them to every member of the gym only', async () => {
    expect((await call('GET', '/api/gym-facts', ownerA.cookie)).json()).toEqual({
      gymId: gymA,
      capacity: null,
      programs: [],
    });
    const res = await call('PUT', '/api/gym-facts', ownerA.cookie, facts);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      gymId: gymA,
      capacity: facts.capacity,
      programs: [
        { programType: 'Recreational', monthlyPrice: 85, classesPerWeek: 1, isActive: true, notes: null },
        { programType: 'Team', monthlyPrice: 240, classesPerWeek: 3.5, isActive: false, notes: 'Paused' },
      ],
    });
    expect((await call('GET', '/api/gym-facts', coachA.cookie)).json()).toEqual(res.json());
    const b = (await call('GET', '/api/gym-facts', ownerB.cookie)).json();
    expect(b).toMatchObject({ capacity: null, programs: [] });
    // Null capacity keeps the saved one; the programs list is replaced.
    const again = await call('PUT', '/api/gym-facts', coachA.cookie, { capacity: null, programs: [facts.programs[0]] });
    expect(again.json()).toMatchObject({ capacity: facts.capacity, programs: [{ programType: 'Recreational' }] });
    const trail = await auditTrail(t.db, 'gym_facts', gymA);
    expect(trail.map((x) => [x.action, x.userId])).toEqual([
      ['gym_facts.update', ownerA.id],
      ['gym_facts.update', coachA.id],
    ]);
    expect(trail[0]!.oldValues).toEqual({ capacity: null, programs: [] });
    expect(trail[1]!.oldValues).toMatchObject({ capacity: facts.capacity, programs: [{}, { programType: 'Team' }] });
    expect(trail[1]!.newValues).toMatchObject({ programs: [{ programType: 'Recreational' }] });
    expect(await t.db.select().from(gymPrograms).where(eq(gymPrograms.gymId, gymA))).toHaveLength(1);
  });

  it('PUT without a program list saves the capacity and keeps the programs as they are', async () => {
    const gym = (await createGym(t.db, { name: 'Facts Keeper Gym' })).id;
    const cookie = await signIn(t, (await createUser(t.db, { role: 'Owner', gymId: gym })).id);
    const programs = [{ programType: 'Tumbling', isActive: true, monthlyPrice: 90, classesPerWeek: 1 }];
    const capacity = (usableSqft: number) => ({
      usableSqft,
      bars: 2,
      beams: 2,
      vaults: 1,
      floors: 1,
      pits: 1,
      trampolines: 2,
      weeklyClassSlots: 40,
      maxStudentsPerClass: 8,
    });
    await call('PUT', '/api/gym-facts', cookie, { capacity: capacity(9000), programs });
    const res = await call('PUT', '/api/gym-facts', cookie, { capacity: capacity(11_000) });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ capacity: { usableSqft: 11_000 }, programs: [{ programType: 'Tumbling' }] });
  });

  it('two saves at once leave one list of programs, not both', async () => {
    const lists = [1, 2, 3].map((n) =>
      Array.from({ length: n + 1 }, (_, i) => ({ programType: `Set ${n} #${i}`, monthlyPrice: 50, classesPerWeek: 1 })),
    );
    const answers = await Promise.all(
      lists.map((programs) => call('PUT', '/api/gym-facts', ownerA.cookie, { capacity: null, programs })),
    );
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200]);
    const saved = (await call('GET', '/api/gym-facts', ownerA.cookie)).json() as {
      programs: { programType: string }[];
    };
    const set = saved.programs[0]!.programType.split(' #')[0];
    expect(saved.programs.every((p) => p.programType.startsWith(`${set} #`))).toBe(true);
    expect(saved.programs).toHaveLength(lists.find((l) => l[0]!.programType.startsWith(`${set} #`))!.length);
  });

  it('refuses bad facts with clear messages', async () => {
    const cases: [unknown, string][] = [
      [{ ...facts, capacity: { ...facts.capacity, bars: -1 } }, m.negative('Bars')],
      [{ ...facts, capacity: { ...facts.capacity, usableSqft: 10.5 } }, m.notWhole('Usable square feet')],
      [{ ...facts, programs: [{ programType: '', monthlyPrice: 1, classesPerWeek: 1 }] }, r.programTypeRequired],
      [
        { ...facts, programs: [{ programType: 'Team', monthlyPrice: -1, classesPerWeek: 1 }] },
        m.negative('Monthly price'),
      ],
    ];
    for (const [body, message] of cases) {
      const res = await call('PUT', '/api/gym-facts', ownerA.cookie, body);
      expect(res.statusCode, message).toBe(400);
      expect(reason(res)).toBe(message);
    }
  });
});

describe('who may use the saved tools', () => {
  it('a visitor gets 401 on every call', async () => {
    for (const [method, url] of [
      ['GET', '/api/meet-expenses'],
      ['POST', '/api/meet-expenses'],
      ['GET', '/api/meet-expenses/1'],
      ['PUT', '/api/meet-expenses/1'],
      ['DELETE', '/api/meet-expenses/1'],
      ['GET', '/api/meet-expenses/1/export?format=pdf'],
      ['GET', '/api/pro-shop-items'],
      ['POST', '/api/pro-shop-items'],
      ['PUT', '/api/pro-shop-items/1'],
      ['DELETE', '/api/pro-shop-items/1'],
      ['GET', '/api/capacity-programs'],
      ['POST', '/api/capacity-programs'],
      ['GET', '/api/capacity-programs/1'],
      ['PUT', '/api/capacity-programs/1'],
      ['DELETE', '/api/capacity-programs/1'],
      ['GET', '/api/gym-facts'],
      ['PUT', '/api/gym-facts'],
    ] as const) {
      expect(
        (await call(method, url, undefined, method === 'GET' ? undefined : {})).statusCode,
        `${method} ${url}`,
      ).toBe(401);
    }
  });

  it('another gym gets 404 on every id route, and the row stays as it was', async () => {
    const meet = (await call('POST', '/api/meet-expenses', ownerA.cookie, stateMeet)).json();
    const item = (
      await call('POST', '/api/pro-shop-items', ownerA.cookie, {
        itemName: 'Chalk',
        itemCost: 3,
        markupPercent: 50,
        ccFeePercent: 3,
      })
    ).json();
    const program = (await call('POST', '/api/capacity-programs', ownerA.cookie, recreational)).json();
    for (const [method, url, body] of [
      ['GET', `/api/meet-expenses/${meet.id}`, undefined],
      ['PUT', `/api/meet-expenses/${meet.id}`, { ...stateMeet, meetName: 'Taken' }],
      ['DELETE', `/api/meet-expenses/${meet.id}`, undefined],
      ['GET', `/api/meet-expenses/${meet.id}/export?format=xlsx`, undefined],
      ['GET', `/api/meet-expenses/${meet.id}/export?format=pdf`, undefined],
      ['PUT', `/api/pro-shop-items/${item.id}`, { itemName: 'Taken', itemCost: 1, ccFeePercent: 0 }],
      ['DELETE', `/api/pro-shop-items/${item.id}`, undefined],
      ['GET', `/api/capacity-programs/${program.id}`, undefined],
      ['PUT', `/api/capacity-programs/${program.id}`, { ...recreational, name: 'Taken' }],
      ['DELETE', `/api/capacity-programs/${program.id}`, undefined],
    ] as const) {
      for (const cookie of [ownerB.cookie, loner]) {
        const res = await call(method, url, cookie, body);
        expect(res.statusCode, `${method} ${url}`).toBe(404);
        expect(typeof res.json().message).toBe('string');
      }
    }
    expect((await call('GET', `/api/meet-expenses/${meet.id}`, ownerA.cookie)).json()).toEqual(meet);
    expect((await t.db.select().from(proShopItems).where(eq(proShopItems.id, item.id)))[0]!.itemName).toBe('Chalk');
    expect((await call('GET', `/api/capacity-programs/${program.id}`, ownerA.cookie)).json()).toEqual(program);
  });

  it('a member without a gym gets 403 with a clear message on every write, and empty reads', async () => {
    for (const [url, method, body] of [
      ['/api/meet-expenses', 'POST', stateMeet],
      ['/api/pro-shop-items', 'POST', { itemName: 'Chalk', itemCost: 3, ccFeePercent: 3 }],
      ['/api/capacity-programs', 'POST', recreational],
      ['/api/gym-facts', 'PUT', { capacity: null, programs: [] }],
    ] as const) {
      const res = await call(method, url, loner, body);
      expect(res.statusCode, url).toBe(403);
      expect(reason(res)).toBe(r.noGym);
    }
    expect((await call('GET', '/api/gym-facts', loner)).json()).toEqual({ gymId: null, capacity: null, programs: [] });
    expect((await call('GET', '/api/pro-shop-items', loner)).json()).toEqual([]);
    expect((await call('GET', '/api/capacity-programs', loner)).json()).toEqual([]);
  });
});

describe('the demo seed', () => {
  it('gives the demo owner’s gym meet budgets, eight pro-shop items and three programs; every demo gym its facts', async () => {
    await withDemoOwner([seedDemoTools], async (demo, cookie) => {
      const get = (url: string) => demo.app.inject({ method: 'GET', url, headers: { cookie } });
      const meets = (await get('/api/meet-expenses')).json() as {
        id: number;
        meetName: string;
        totals: Record<string, number>;
      }[];
      // The stored totals, worked by hand from the seeded inputs: each line rounded to cents, the
      // card fee on the subtotal, the total shared among the gymnasts entered.
      const byName = Object.fromEntries(meets.map((x) => [x.meetName, x.totals]));
      expect(Object.keys(byName).sort()).toEqual([
        'Illinois Level 4–5 State Championships',
        'Prairie Stars Xcel Invitational',
        'Windy City Invitational',
      ]);
      // 9 × 110 + 6 × 115; 142 mi × 2 × 0.70 + 6.40 × 2 tolls; 2 × 149; 4 × (45 + 60); 2 × 50; 120 + 40;
      // 3% of 2,869.60 = 86.088; 2,955.69 ÷ 15.
      expect(byName['Illinois Level 4–5 State Championships']).toEqual({
        entryFees: 1680,
        travel: 211.6,
        lodging: 298,
        sessions: 420,
        teamFees: 100,
        other: 160,
        subtotal: 2869.6,
        creditCardFee: 86.09,
        total: 2955.69,
        totalGymnasts: 15,
        perGymnast: 197.05,
      });
      // 8 × 95 + 9 × 100 + 7 × 90 + 5 × 105; 196 mi × 2 × 0.70 + 12.80 × 2; 1 × 164; 3 × (35 + 45); 4 × 75;
      // 85; 2.9% of 3,904 = 113.216; 4,017.22 ÷ 29 = 138.5248.
      expect(byName['Windy City Invitational']).toEqual({
        entryFees: 2815,
        travel: 300,
        lodging: 164,
        sessions: 240,
        teamFees: 300,
        other: 85,
        subtotal: 3904,
        creditCardFee: 113.22,
        total: 4017.22,
        totalGymnasts: 29,
        perGymnast: 138.52,
      });
      // 12 × 85 + 7 × 90; 64 mi × 1 × 0.70; no nights; 2 × 30; 2 × 40; 25; no card fee; 1,859.80 ÷ 19 = 97.884.
      expect(byName['Prairie Stars Xcel Invitational']).toEqual({
        entryFees: 1650,
        travel: 44.8,
        lodging: 0,
        sessions: 60,
        teamFees: 80,
        other: 25,
        subtotal: 1859.8,
        creditCardFee: 0,
        total: 1859.8,
        totalGymnasts: 19,
        perGymnast: 97.88,
      });
      const items = (await get('/api/pro-shop-items')).json() as { retailPrice: number; netProfit: number }[];
      expect(items).toHaveLength(8);
      expect(items.every((x) => x.retailPrice > 0 && x.netProfit > 0)).toBe(true);
      const programs = (await get('/api/capacity-programs')).json() as { name: string; results: { revenue: number } }[];
      expect(programs.map((p) => p.name)).toEqual([
        'Preschool (ages 3–5)',
        'Recreational (ages 6–12)',
        'Competitive team',
      ]);
      expect(programs.every((p) => p.results.revenue > 0)).toBe(true);
      const facts = (await get('/api/gym-facts')).json();
      expect(facts.capacity.usableSqft).toBeGreaterThan(0);
      expect(facts.programs.length).toBeGreaterThan(0);
      expect(await demo.db.select().from(gymCapacity)).toHaveLength(DEMO_ACCOUNTS.length);
      expect((await demo.db.select().from(capacityPrograms)).length).toBe(3);
    });
  });
});
