import ExcelJS from 'exceljs';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toolsMessages as m, toolsRecordMessages as r } from '../../../shared/tools/index';
import { meetExpenses } from '../../db/schema/index';
import { auditTrail } from '../../../../tests/support/audit';
import { createGym, createUser, signIn } from '../../../../tests/support/factories';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app';
import { callsOf, gymPeople, reason } from '../../../../tests/support/tool-calls';
import { stateMeet, stateTotals } from '../../../../tests/support/tool-fixtures';

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

describe('meet expenses', () => {
  it('POST saves the budget in the caller’s gym with totals computed on the server → 201 { id, …inputs, totals }', async () => {
    // A total from the browser is ignored: the server recomputes it from the inputs.
    const res = await call('POST', '/api/meet-expenses', ownerA.cookie, {
      ...stateMeet,
      totals: { ...stateTotals, total: 1 },
    });
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({ ...stateMeet, totals: stateTotals, gymId: gymA, createdBy: ownerA.id });
    expect(body.id).toBeGreaterThan(0);
    expect(await auditTrail(t.db, 'meet_expense', body.id)).toEqual([
      {
        userId: ownerA.id,
        action: 'meet_expense.create',
        resourceType: 'meet_expense',
        resourceId: String(body.id),
        oldValues: null,
        newValues: { ...stateMeet, gymId: gymA, totals: stateTotals },
      },
    ]);
    const one = await call('GET', `/api/meet-expenses/${body.id}`, coachA.cookie);
    expect(one.statusCode).toBe(200);
    expect(one.json()).toEqual(body);
  });

  it('keeps money in cents and rates to four places; the totals are those of what is stored', async () => {
    // 0.655 $/mile is kept; $33.333 a night is kept as $33.33: 3 × 33.33 = 99.99.
    const res = await call('POST', '/api/meet-expenses', ownerA.cookie, {
      meetName: 'Rounding Classic',
      levels: [],
      details: { ...stateMeet.details, mileageRate: 0.655, costPerNight: 33.333, numNights: 3 },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().details).toMatchObject({ mileageRate: 0.655, costPerNight: 33.33, numNights: 3 });
    expect(res.json().totals).toMatchObject({ lodging: 99.99, travel: 168.2, totalGymnasts: 0, perGymnast: 0 });
    expect(res.json()).toMatchObject({ date: null, location: null, levels: [] });
  });

  it('GET lists the gym’s budgets newest first, to every member of the gym and no one else', async () => {
    const second = await call('POST', '/api/meet-expenses', coachA.cookie, {
      ...stateMeet,
      meetName: 'Winter Invitational',
      details: { ...stateMeet.details, enableCreditCardFee: false },
    });
    expect(second.statusCode).toBe(201);
    // With the card fee off, its percentage is ignored: total = subtotal.
    expect(second.json().totals).toMatchObject({ creditCardFee: 0, total: 1859.8, perGymnast: 185.98 });
    const list = (await call('GET', '/api/meet-expenses', ownerA.cookie)).json() as {
      id: number;
      meetName: string;
      totals: { total: number };
    }[];
    expect(list[0]!.meetName).toBe('Winter Invitational');
    expect(list.map((x) => x.meetName)).toEqual([
      'Winter Invitational',
      'Rounding Classic',
      'Spring State Championships',
    ]);
    expect(list[2]!.totals).toEqual(stateTotals);
    expect((await call('GET', '/api/meet-expenses', ownerB.cookie)).json()).toEqual([]);
    expect((await call('GET', '/api/meet-expenses', loner)).json()).toEqual([]);
  });

  it('pages the history with limit and offset, newest first, the total in X-Total-Count', async () => {
    const gym = (await createGym(t.db, { name: 'Paged Meets Gym' })).id;
    const cookie = await signIn(t, (await createUser(t.db, { role: 'Owner', gymId: gym })).id);
    for (const meetName of ['Winter Classic', 'Spring Fling', 'State Qualifier']) {
      expect((await call('POST', '/api/meet-expenses', cookie, { ...stateMeet, meetName })).statusCode).toBe(201);
    }
    const first = await call('GET', '/api/meet-expenses?limit=2', cookie);
    expect(first.headers['x-total-count']).toBe('3');
    expect(first.json().map((x: { meetName: string }) => x.meetName)).toEqual(['State Qualifier', 'Spring Fling']);
    const rest = await call('GET', '/api/meet-expenses?limit=2&offset=2', cookie);
    expect(rest.json().map((x: { meetName: string }) => x.meetName)).toEqual(['Winter Classic']);
    // Without paging, the newest 50.
    expect((await call('GET', '/api/meet-expenses', cookie)).json()).toHaveLength(3);
    const refused = await call('GET', '/api/meet-expenses?limit=0', cookie);
    expect(refused.statusCode).toBe(400);
    expect(reason(refused)).toBe('Limit must be a whole number from 1 to 100');
  });

  it('PUT replaces the budget and recomputes; DELETE removes it; both audited with old and new values', async () => {
    const created = (await call('POST', '/api/meet-expenses', ownerA.cookie, stateMeet)).json();
    const changed = {
      ...stateMeet,
      meetName: 'Spring State Championships (revised)',
      levels: [{ levelName: 'Level 4', numGymnasts: 8, costPerGymnast: 95 }],
      details: { ...stateMeet.details, numNights: 0 },
    };
    // entry 8 × 95 = 760; subtotal 760 + 171.80 + 0 + 195 + 150 + 55 = 1,331.80; fee 3% = 39.954 → 39.95;
    // total 1,371.75; per gymnast 1,371.75 ÷ 8 = 171.46875 → 171.47.
    const res = await call('PUT', `/api/meet-expenses/${created.id}`, coachA.cookie, changed);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      ...changed,
      totals: {
        entryFees: 760,
        lodging: 0,
        subtotal: 1331.8,
        creditCardFee: 39.95,
        total: 1371.75,
        perGymnast: 171.47,
      },
    });
    const del = await call('DELETE', `/api/meet-expenses/${created.id}`, ownerA.cookie);
    expect(del.statusCode).toBe(204);
    expect((await call('GET', `/api/meet-expenses/${created.id}`, ownerA.cookie)).statusCode).toBe(404);
    const trail = await auditTrail(t.db, 'meet_expense', created.id);
    expect(trail.map((x) => [x.action, x.userId])).toEqual([
      ['meet_expense.create', ownerA.id],
      ['meet_expense.update', coachA.id],
      ['meet_expense.delete', ownerA.id],
    ]);
    expect(trail[1]!.oldValues).toMatchObject({ meetName: stateMeet.meetName, totals: stateTotals });
    expect(trail[1]!.newValues).toMatchObject({ meetName: changed.meetName, totals: { total: 1371.75 } });
    expect(trail[2]!.oldValues).toMatchObject({ meetName: changed.meetName, levels: changed.levels });
    expect(trail[2]!.newValues).toBeNull();
  });

  it('two saves of one meet at once run one after the other: one whole version, an unbroken audit chain', async () => {
    const id = (await call('POST', '/api/meet-expenses', ownerA.cookie, stateMeet)).json().id;
    const versions = [0, 1, 2, 3].map((n) => ({
      ...stateMeet,
      meetName: `Race ${n}`,
      levels: Array.from({ length: 3 + n }, (_, i) => ({
        levelName: `R${n} L${i}`,
        numGymnasts: 1,
        costPerGymnast: 10,
      })),
    }));
    const answers = await Promise.all(versions.map((v) => call('PUT', `/api/meet-expenses/${id}`, ownerA.cookie, v)));
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200]);
    const saved = (await call('GET', `/api/meet-expenses/${id}`, ownerA.cookie)).json();
    const winner = versions.find((v) => v.meetName === saved.meetName)!;
    expect(saved.levels).toEqual(winner.levels);
    expect(saved.totals.totalGymnasts).toBe(winner.levels.length);
    // Each save's audit row saw the one before it: the old values chain with no gap or repeat.
    const updates = (await auditTrail(t.db, 'meet_expense', id)).filter((x) => x.action === 'meet_expense.update');
    const name = (v: unknown) => (v as { meetName: string }).meetName;
    expect(name(updates[0]!.oldValues)).toBe(stateMeet.meetName);
    for (let i = 1; i < updates.length; i++) {
      expect(name(updates[i]!.oldValues)).toBe(name(updates[i - 1]!.newValues));
    }
    expect(name(updates.at(-1)!.newValues)).toBe(saved.meetName);
  });

  it('refuses negative numbers and bad fields with the schema’s messages', async () => {
    const cases: [unknown, string][] = [
      [{ ...stateMeet, meetName: ' ' }, m.meetNameRequired],
      [{ ...stateMeet, date: '2026-02-30' }, m.dateInvalid],
      [{ ...stateMeet, levels: [{ levelName: '', numGymnasts: 1, costPerGymnast: 1 }] }, m.levelNameRequired],
      [
        { ...stateMeet, levels: [{ levelName: 'L3', numGymnasts: -1, costPerGymnast: 1 }] },
        m.negative('Number of gymnasts'),
      ],
      [
        { ...stateMeet, levels: [{ levelName: 'L3', numGymnasts: 1.5, costPerGymnast: 1 }] },
        m.notWhole('Number of gymnasts'),
      ],
      [
        { ...stateMeet, levels: [{ levelName: 'L3', numGymnasts: 1, costPerGymnast: -95 }] },
        m.negative('Cost per gymnast'),
      ],
      [{ ...stateMeet, details: { ...stateMeet.details, costPerNight: -1 } }, m.negative('Cost per night')],
      [{ ...stateMeet, details: undefined }, m.detailsRequired],
      [{ ...stateMeet, levels: 'Level 4' }, m.notList('Levels')],
      [{ ...stateMeet, details: { ...stateMeet.details, mileageRate: 'lots' } }, m.notNumber('Mileage rate')],
      [{ ...stateMeet, details: { ...stateMeet.details, teamFee: 1e9 } }, m.tooLarge('Team fee', 100_000_000)],
      [
        { ...stateMeet, details: { ...stateMeet.details, creditCardFeePercentage: 101 } },
        m.percentRange('Credit card fee percentage'),
      ],
      [{ ...stateMeet, levels: Array.from({ length: 101 }, () => stateMeet.levels[0]) }, m.tooManyRows(100)],
    ];
    const before = (await t.db.select().from(meetExpenses)).length;
    for (const [body, message] of cases) {
      const res = await call('POST', '/api/meet-expenses', ownerA.cookie, body);
      expect(res.statusCode, message).toBe(400);
      expect(reason(res)).toBe(message);
    }
    expect((await t.db.select().from(meetExpenses)).length).toBe(before);
  });

  it('exports the budget as a workbook with the inputs and totals on its first sheet', async () => {
    const id = (await call('POST', '/api/meet-expenses', ownerA.cookie, stateMeet)).json().id;
    const res = await call('GET', `/api/meet-expenses/${id}/export?format=xlsx`, coachA.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(res.headers['content-disposition']).toContain(
      'attachment; filename="meet-budget-spring-state-championships-2026-03-14.xlsx"',
    );
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    const cells = new Map<string, unknown>();
    sheet.eachRow((row) => {
      const label = row.getCell(1).value;
      if (typeof label === 'string' && !cells.has(label)) cells.set(label, row.getCell(2).value);
    });
    expect(cells.get('Meet')).toBe(stateMeet.meetName);
    expect(cells.get('Date')).toBe('2026-03-14');
    expect(cells.get('Location')).toBe('Springfield, IL');
    expect(cells.get('Level 4')).toBe(6);
    expect(cells.get('Level 5')).toBe(4);
    expect(cells.get('Mileage rate ($ per mile)')).toBe(0.67);
    expect(cells.get('Credit card fee percentage')).toBe(3);
    expect(cells.get('Subtotal')).toBe(1859.8);
    expect(cells.get('Credit card fee')).toBe(55.79);
    expect(cells.get('Total')).toBe(1915.59);
    expect(cells.get('Cost per gymnast')).toBe(191.56);
  });

  it('exports one printable PDF page for parents; no format is the workbook, a bad one a 400', async () => {
    const id = (await call('POST', '/api/meet-expenses', ownerA.cookie, stateMeet)).json().id;
    const res = await call('GET', `/api/meet-expenses/${id}/export?format=pdf`, ownerA.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toContain(
      'filename="meet-budget-spring-state-championships-2026-03-14.pdf"',
    );
    expect(res.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const pdf = await PDFDocument.load(res.rawPayload);
    expect(pdf.getPageCount()).toBe(1);
    expect(pdf.getTitle()).toBe('Spring State Championships: meet costs');
    const plain = await call('GET', `/api/meet-expenses/${id}/export`, ownerA.cookie);
    expect(plain.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    for (const url of [`/api/meet-expenses/${id}/export?format=csv`, `/api/meet-expenses/${id}/export?format=`]) {
      const bad = await call('GET', url, ownerA.cookie);
      expect(bad.statusCode, url).toBe(400);
      expect(reason(bad)).toBe(r.exportFormatInvalid);
    }
  });

  it('keeps a PDF to one page with 100 levels and names no PDF font can draw', async () => {
    const id = (
      await call('POST', '/api/meet-expenses', ownerA.cookie, {
        ...stateMeet,
        meetName: 'Ünïcode 🤸 Cup — “quoted”',
        location: '東京',
        levels: Array.from({ length: 100 }, (_, i) => ({
          levelName: `Level ${i} ${'very long name '.repeat(5)}`.slice(0, 100),
          numGymnasts: 1,
          costPerGymnast: 99999,
        })),
      })
    ).json().id;
    const res = await call('GET', `/api/meet-expenses/${id}/export?format=pdf`, ownerA.cookie);
    expect(res.statusCode).toBe(200);
    expect((await PDFDocument.load(res.rawPayload)).getPageCount()).toBe(1);
    expect(res.headers['content-disposition']).toContain(
      "filename*=UTF-8''meet-budget-unicode-cup-quoted-2026-03-14.pdf",
    );
  });
});

/**
 * Pro-shop pricing, by hand:
 *   grips, 80% markup on $28.50: 28.50 × 1.8 = $51.30; card fee 3% = $1.539;
 *     net 51.30 − 28.50 − 1.539 = 21.261 → $21.26
 *   bottle, $7.75 on $4.25: $12.00; card fee 2.9% = $0.348; net 12 − 4.25 − 0.348 = 7.402 → $7.40
 */
