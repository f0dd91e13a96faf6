import ExcelJS from 'exceljs';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toolsMessages as tm } from '../../../shared/tools/fields';
import { capacityPlanMessages as m } from '../../../shared/tools/capacity-plans';
import { toolsRecordMessages as r } from '../../../shared/tools/records';
import { seedDemoCapacityPlans } from '../../db/seed/capacity-plans';
import { auditTrail } from '../../../../tests/support/audit';
import { createGym, createUser, signIn } from '../../../../tests/support/factories';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app';
import { callsOf, gymPeople, reason, withDemoOwner } from '../../../../tests/support/tool-calls';

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

/**
 * By hand: 6,000 sq ft at 50 an athlete holds 120; bars 4 × 4 + beams 3 × 3 + floor 1 × 10 = 35 at once,
 * so the gym holds 35. Rec: 8 a class, 8:1, 60 min; Team: 12 a class, 6:1, 120 min.
 * Monday open 4–7 PM: 4 PM two rec (16 athletes, 2 coaches, 16 ÷ 35 = 45.71%); 5 PM one team (12, 2
 * coaches, 34.29%); 6 PM the team's second hour (12, 34.29%). Average (16 + 12 + 12) ÷ (35 × 3) = 38.1%.
 * Athlete-hours 2 × 8 + 12 × 2 = 40. Nothing else all week: 3 open hours, 3 classes, 40 athlete-hours.
 */
const fall = {
  name: 'Fall 2026',
  description: 'Weekday afternoons',
  gymProfile: { usableSqft: 6000, sqftPerAthlete: 50, openHours: [{ day: 0, opens: 16, closes: 19 }] },
  equipment: [
    { kind: 'Bars', count: 4, athletesPerStation: 4 },
    { kind: 'Beams', count: 3, athletesPerStation: 3 },
    { kind: 'Floor', count: 1, athletesPerStation: 10 },
  ],
  programs: [
    { name: 'Rec', studentsPerClass: 8, coachRatio: 8, classLength: 60 },
    { name: 'Team', studentsPerClass: 12, coachRatio: 6, classLength: 120 },
  ],
  schedule: [
    { day: 0, hour: 16, runs: [{ program: 0, classes: 2 }] },
    { day: 0, hour: 17, runs: [{ program: 1, classes: 1 }] },
  ],
};

describe('gym capacity plans', () => {
  it('POST saves the plan and answers with athletes per hour and utilization computed here', async () => {
    const res = await call('POST', '/api/gym-capacity-plans', ownerA.cookie, {
      ...fall,
      results: { capacity: 1_000 },
    });
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({ ...fall, gymId: gymA, createdBy: ownerA.id });
    expect(body.results).toMatchObject({
      floorCapacity: 120,
      equipmentCapacity: 35,
      capacity: 35,
      limitedBy: 'equipment',
    });
    expect(body.results.hours).toEqual([
      {
        day: 0,
        hour: 16,
        open: true,
        athletes: 16,
        classes: 2,
        coaches: 2,
        utilizationPercent: 45.71,
        overCapacity: false,
      },
      {
        day: 0,
        hour: 17,
        open: true,
        athletes: 12,
        classes: 1,
        coaches: 2,
        utilizationPercent: 34.29,
        overCapacity: false,
      },
      {
        day: 0,
        hour: 18,
        open: true,
        athletes: 12,
        classes: 1,
        coaches: 2,
        utilizationPercent: 34.29,
        overCapacity: false,
      },
    ]);
    expect(body.results.week).toEqual({
      openHours: 3,
      classes: 3,
      athleteHours: 40,
      peak: { day: 0, hour: 16, athletes: 16 },
      peakCoaches: 2,
      averageUtilizationPercent: 38.1,
      hoursOverCapacity: 0,
    });
    expect((await call('GET', `/api/gym-capacity-plans/${body.id}`, coachA.cookie)).json()).toEqual(body);
    const trail = await auditTrail(t.db, 'gym_capacity_plan', body.id);
    expect(trail).toEqual([
      {
        userId: ownerA.id,
        action: 'gym_capacity_plan.create',
        resourceType: 'gym_capacity_plan',
        resourceId: String(body.id),
        oldValues: null,
        newValues: { ...fall, gymId: gymA },
      },
    ]);
    await call('DELETE', `/api/gym-capacity-plans/${body.id}`, ownerA.cookie);
  });

  it('lists the gym’s plans last saved first, in pages with the total and the week’s figures', async () => {
    const gym = (await createGym(t.db, { name: 'Paging Gym' })).id;
    const cookie = await signIn(t, (await createUser(t.db, { role: 'Owner', gymId: gym })).id);
    for (const name of ['Summer', 'Fall', 'Winter']) {
      expect((await call('POST', '/api/gym-capacity-plans', cookie, { ...fall, name })).statusCode).toBe(201);
    }
    const first = (await call('GET', '/api/gym-capacity-plans?pageSize=2', cookie)).json();
    expect(first.total).toBe(3);
    expect(first.items.map((p: { name: string }) => p.name)).toEqual(['Winter', 'Fall']);
    expect(first.items[0]).toMatchObject({
      description: 'Weekday afternoons',
      capacity: 35,
      week: { athleteHours: 40, averageUtilizationPercent: 38.1 },
    });
    const second = (await call('GET', '/api/gym-capacity-plans?pageSize=2&page=2', cookie)).json();
    expect(second.items.map((p: { name: string }) => p.name)).toEqual(['Summer']);
    expect((await call('GET', '/api/gym-capacity-plans', ownerB.cookie)).json()).toEqual({
      items: [],
      total: 0,
      page: 1,
      pageSize: 20,
    });
    expect((await call('GET', '/api/gym-capacity-plans?pageSize=0', cookie)).statusCode).toBe(400);
  });

  it('PUT replaces the plan and recomputes; DELETE removes it; both audited with old and new values', async () => {
    const id = (await call('POST', '/api/gym-capacity-plans', ownerA.cookie, fall)).json().id;
    // Three more rec classes at 4 PM: 5 × 8 = 40 athletes > 35, 114.29%, over capacity.
    const busier = { ...fall, schedule: [{ day: 0, hour: 16, runs: [{ program: 0, classes: 5 }] }, fall.schedule[1]] };
    const put = await call('PUT', `/api/gym-capacity-plans/${id}`, coachA.cookie, busier);
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json().results.hours[0]).toMatchObject({ athletes: 40, utilizationPercent: 114.29, overCapacity: true });
    expect(put.json().results.week).toMatchObject({ hoursOverCapacity: 1, athleteHours: 64, classes: 6 });
    expect((await call('DELETE', `/api/gym-capacity-plans/${id}`, ownerA.cookie)).statusCode).toBe(204);
    const gone = await call('GET', `/api/gym-capacity-plans/${id}`, ownerA.cookie);
    expect(gone.statusCode).toBe(404);
    expect(reason(gone)).toBe(m.notFound);
    const trail = await auditTrail(t.db, 'gym_capacity_plan', id);
    expect(trail.map((x) => [x.action, x.userId])).toEqual([
      ['gym_capacity_plan.create', ownerA.id],
      ['gym_capacity_plan.update', coachA.id],
      ['gym_capacity_plan.delete', ownerA.id],
    ]);
    expect(trail[1]!.oldValues).toEqual(fall);
    expect(trail[1]!.newValues).toEqual(busier);
    expect(trail[2]!.oldValues).toEqual(busier);
  });

  it('two saves of one plan at once run one after the other: an unbroken audit chain', async () => {
    const id = (await call('POST', '/api/gym-capacity-plans', ownerA.cookie, fall)).json().id;
    const names = ['Fall, version A', 'Fall, version B'];
    const results = await Promise.all(
      names.map((name) => call('PUT', `/api/gym-capacity-plans/${id}`, ownerA.cookie, { ...fall, name })),
    );
    expect(results.map((x) => x.statusCode)).toEqual([200, 200]);
    const trail = await auditTrail(t.db, 'gym_capacity_plan', id);
    const [, a, b] = trail as { oldValues: { name: string }; newValues: { name: string } }[];
    expect(b!.oldValues.name).toBe(a!.newValues.name);
    const saved = (await call('GET', `/api/gym-capacity-plans/${id}`, ownerA.cookie)).json();
    expect(saved.name).toBe(b!.newValues.name);
    await call('DELETE', `/api/gym-capacity-plans/${id}`, ownerA.cookie);
  });

  it('refuses a plan the schema refuses, with each message', async () => {
    const profile = (patch: object) => ({ gymProfile: { ...fall.gymProfile, ...patch } });
    const program = fall.programs[0]!;
    const cell = (patch: object) => ({ schedule: [{ ...fall.schedule[0], ...patch }] });
    const cases: [object, string][] = [
      [{ name: '' }, m.planNameRequired],
      [{ name: 'x'.repeat(101) }, 'Must not exceed 100 characters'],
      [{ description: 'x'.repeat(1001) }, 'Must not exceed 1000 characters'],
      [profile({ usableSqft: -1 }), tm.negative('Usable square feet')],
      [profile({ usableSqft: 'big' }), tm.notNumber('Usable square feet')],
      [profile({ sqftPerAthlete: 0 }), m.sqftPerAthleteMin],
      [profile({ sqftPerAthlete: 10_001 }), tm.tooLarge('Square feet per athlete', 10_000)],
      [profile({ openHours: [{ day: 7, opens: 9, closes: 12 }] }), m.dayInvalid],
      [profile({ openHours: [{ day: 0, opens: 9.5, closes: 12 }] }), m.hourInvalid],
      [profile({ openHours: [{ day: 0, opens: 9, closes: 25 }] }), m.closingInvalid],
      [profile({ openHours: [{ day: 0, opens: 12, closes: 9 }] }), m.closingBeforeOpening],
      [
        profile({
          openHours: [
            { day: 0, opens: 9, closes: 12 },
            { day: 0, opens: 15, closes: 19 },
          ],
        }),
        m.dayTwice,
      ],
      [
        profile({ openHours: Array.from({ length: 8 }, (_, i) => ({ day: i % 7, opens: 9, closes: 12 })) }),
        m.tooManyDays,
      ],
      [{ equipment: [{ kind: ' ', count: 1, athletesPerStation: 4 }] }, m.equipmentNameRequired],
      [{ equipment: [{ kind: 'Bars', count: 1.5, athletesPerStation: 4 }] }, tm.notWhole('Count')],
      [{ equipment: [{ kind: 'Bars', count: 1, athletesPerStation: 1001 }] }, tm.tooLarge('Athletes at once', 1000)],
      [{ equipment: Array.from({ length: 101 }, () => fall.equipment[0]) }, tm.tooManyRows(100)],
      [{ programs: [{ ...program, name: '' }, fall.programs[1]] }, tm.programNameRequired],
      [{ programs: [{ ...program, studentsPerClass: -8 }, fall.programs[1]] }, tm.negative('Students per class')],
      [{ programs: [{ ...program, coachRatio: 0 }, fall.programs[1]] }, m.coachRatioMin],
      [{ programs: [{ ...program, classLength: 0 }, fall.programs[1]] }, m.classLengthMin],
      [{ programs: [{ ...program, classLength: 500 }, fall.programs[1]] }, tm.tooLarge('Class length', 480)],
      [cell({ day: 9 }), m.dayInvalid],
      [cell({ hour: 24 }), m.hourInvalid],
      [cell({ runs: [{ program: 5, classes: 1 }] }), m.programMissing],
      [cell({ runs: [{ program: -1, classes: 1 }] }), m.programMissing],
      [cell({ runs: [{ program: 0, classes: 51 }] }), tm.tooLarge('Classes', 50)],
      [
        cell({
          runs: [
            { program: 0, classes: 1 },
            { program: 0, classes: 1 },
          ],
        }),
        m.programTwice,
      ],
      [{ schedule: [fall.schedule[0], fall.schedule[0]] }, m.cellTwice],
      [{ schedule: Array.from({ length: 169 }, (_, i) => ({ day: i % 7, hour: i % 24, runs: [] })) }, m.tooManyCells],
    ];
    for (const [patch, message] of cases) {
      const res = await call('POST', '/api/gym-capacity-plans', ownerA.cookie, { ...fall, ...patch });
      expect(res.statusCode, message).toBe(400);
      expect(reason(res)).toBe(message);
    }
    const badId = await call('GET', '/api/gym-capacity-plans/0', ownerA.cookie);
    expect(reason(badId)).toBe('Invalid capacity plan id');
  });

  it('exports a plan: figures on the first sheet, then the grid of hours as a table; and a PDF', async () => {
    const id = (await call('POST', '/api/gym-capacity-plans', ownerA.cookie, fall)).json().id;
    const xlsx = await call('GET', `/api/gym-capacity-plans/${id}/export?format=xlsx`, coachA.cookie);
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(xlsx.headers['content-disposition']).toContain('filename="gym-capacity-plan-fall-2026.xlsx"');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    const rows: unknown[][] = [];
    sheet.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
    const value = (label: string) => rows.find((x) => x[0] === label)?.[1];
    expect(sheet.getCell('A1').value).toBe('Gym capacity planner');
    expect(value('Usable floor space (sq ft)')).toBe(6000);
    expect(value('Square feet per athlete')).toBe(50);
    expect(value('Capacity (athletes at once)')).toBe(35);
    expect(value('Athlete-hours a week')).toBe(40);
    expect(value('Average utilization of the open hours')).toBe(38.1);
    expect(value('Busiest hour')).toBe('Mon 4 PM');
    expect(rows).toContainEqual(['Hour', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun']);
    expect(rows).toContainEqual(['4 PM', '16 · 46%', '—', '—', '—', '—', '—', '—']);
    expect(rows).toContainEqual(['6 PM', '12 · 34%', '—', '—', '—', '—', '—', '—']);
    expect(rows).toContainEqual(['Monday', '4 PM', 'Rec', 2]);

    const pdf = await call('GET', `/api/gym-capacity-plans/${id}/export?format=pdf`, ownerA.cookie);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const doc = await PDFDocument.load(pdf.rawPayload);
    expect(doc.getTitle()).toBe('Gym capacity planner: Fall 2026');
    await call('DELETE', `/api/gym-capacity-plans/${id}`, ownerA.cookie);
  });

  it('is the gym’s: another gym gets 404, a visitor 401, a member without a gym 403 on a save', async () => {
    const id = (await call('POST', '/api/gym-capacity-plans', ownerA.cookie, fall)).json().id;
    for (const [method, url, body] of [
      ['GET', `/api/gym-capacity-plans/${id}`, undefined],
      ['PUT', `/api/gym-capacity-plans/${id}`, fall],
      ['DELETE', `/api/gym-capacity-plans/${id}`, undefined],
      ['GET', `/api/gym-capacity-plans/${id}/export?format=xlsx`, undefined],
    ] as const) {
      const res = await call(method, url, ownerB.cookie, body);
      expect(res.statusCode, `${method} ${url}`).toBe(404);
      expect(reason(res)).toBe(m.notFound);
    }
    for (const [method, url] of [
      ['GET', '/api/gym-capacity-plans'],
      ['POST', '/api/gym-capacity-plans'],
      ['GET', `/api/gym-capacity-plans/${id}`],
      ['PUT', `/api/gym-capacity-plans/${id}`],
      ['DELETE', `/api/gym-capacity-plans/${id}`],
      ['GET', `/api/gym-capacity-plans/${id}/export`],
    ] as const) {
      expect((await call(method, url, undefined, method === 'GET' ? undefined : fall)).statusCode).toBe(401);
    }
    const orphan = await call('POST', '/api/gym-capacity-plans', loner, fall);
    expect(orphan.statusCode).toBe(403);
    expect(reason(orphan)).toBe(r.noGym);
    expect((await call('GET', '/api/gym-capacity-plans', loner)).json()).toEqual({
      items: [],
      total: 0,
      page: 1,
      pageSize: 20,
    });
    expect((await call('GET', `/api/gym-capacity-plans/${id}`, ownerA.cookie)).statusCode).toBe(200);
  });
});

describe('the demo seed', () => {
  it('gives the demo owner’s gym class programs by age and level and a fall capacity plan', async () => {
    await withDemoOwner([seedDemoCapacityPlans], async (demo, cookie) => {
      const get = (url: string) => demo.app.inject({ method: 'GET', url, headers: { cookie } }).then((x) => x.json());
      const programs = (await get('/api/student-class-programs')) as {
        name: string;
        results: { averageStudentsPerClass: number; warnings: { code: string }[] };
      }[];
      expect(programs.map((p) => p.name)).toEqual([
        'Parent & tot (18 months–3)',
        'Preschool (ages 3–5)',
        'Recreational (ages 6–8)',
        'Recreational (ages 9–12)',
        'Ninja (ages 6–12)',
        'Competitive team (Levels 3–5)',
        'Xcel team (Bronze–Gold)',
      ]);
      // 37 ÷ 8 = 4.63 of 10 places runs thin; ninja's 16 coach hours exceed the 15 worked.
      const byName = new Map(programs.map((p) => [p.name, p.results]));
      expect(byName.get('Recreational (ages 9–12)')!.averageStudentsPerClass).toBe(4.63);
      expect(byName.get('Recreational (ages 9–12)')!.warnings.map((w) => w.code)).toEqual(['thin']);
      expect(byName.get('Ninja (ages 6–12)')!.warnings.map((w) => w.code)).toEqual(['overRatio']);
      const plans = (await get('/api/gym-capacity-plans')) as { items: { id: number; name: string }[]; total: number };
      expect(plans.total).toBe(1);
      const plan = await get(`/api/gym-capacity-plans/${plans.items[0]!.id}`);
      expect(plan.name).toBe('Fall 2026 weekly schedule');
      // 14,500 ÷ 50 = 290 on the floor; 16 + 18 + 6 + 10 + 4 + 4 = 58 at once on the equipment.
      expect(plan.results).toMatchObject({ floorCapacity: 290, equipmentCapacity: 58, capacity: 58 });
      // Saturday 10 AM: two rec classes (20), two ninja (24) and the Xcel team's second hour (10) = 54, 93.1%.
      expect(plan.results.week.peak).toEqual({ day: 5, hour: 10, athletes: 54 });
      expect(plan.results.week.hoursOverCapacity).toBe(0);
      expect(plan.results.week.openHours).toBe(36);
      expect(plan.results.days).toHaveLength(7);
      expect(plan.results.days.slice(0, 5).every((d: { classes: number }) => d.classes >= 6)).toBe(true);
    });
  });
});
