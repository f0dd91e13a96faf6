import ExcelJS from 'exceljs';
import { eq } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toolsMessages as m, toolsRecordMessages as r } from '../../../shared/tools/index';
import { MAX_CLASS_PROGRAMS, MAX_PRO_SHOP_ITEMS } from '../../../shared/tools/records';
import {
  capacityPrograms,
  gymCapacity,
  gymPrograms,
  meetExpenses,
  proShopItems,
  studentClassPrograms,
} from '../../db/schema/index';
import { DEMO_ACCOUNTS } from '../../db/seed/accounts';
import { seedDemoTools } from '../../db/seed/tools';
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
 * The worked example, by hand:
 *   entry fees  Level 4: 6 × $95 = $570; Level 5: 4 × $110 = $440          → $1,010.00
 *   travel      120 mi × 2 trips × $0.67 = $160.80; tolls $5.50 × 2 = $11    → $171.80
 *   lodging     2 nights × $139                                               → $278.00
 *   sessions    3 × ($40 + $25 food)                                          → $195.00
 *   team fees   1 × $150                                                      → $150.00
 *   other       $35 + $20                                                     → $55.00
 *   subtotal    1,010 + 171.80 + 278 + 195 + 150 + 55                         → $1,859.80
 *   card fee    3% of $1,859.80 = $55.794                                     → $55.79
 *   total       $1,859.80 + $55.79                                            → $1,915.59
 *   per gymnast $1,915.59 ÷ 10 = $191.559                                     → $191.56
 */
const stateMeet = {
  meetName: 'Spring State Championships',
  date: '2026-03-14',
  location: 'Springfield, IL',
  levels: [
    { levelName: 'Level 4', numGymnasts: 6, costPerGymnast: 95 },
    { levelName: 'Level 5', numGymnasts: 4, costPerGymnast: 110 },
  ],
  details: {
    milesPerTrip: 120,
    numRoundTrips: 2,
    mileageRate: 0.67,
    tollsPerTrip: 5.5,
    numNights: 2,
    costPerNight: 139,
    numSessions: 3,
    costPerSession: 40,
    foodExpensePerSession: 25,
    otherExpenses: 35,
    miscExpenses: 20,
    numTeams: 1,
    teamFee: 150,
    enableCreditCardFee: true,
    creditCardFeePercentage: 3,
  },
};
const stateTotals = {
  entryFees: 1010,
  travel: 171.8,
  lodging: 278,
  sessions: 195,
  teamFees: 150,
  other: 55,
  subtotal: 1859.8,
  creditCardFee: 55.79,
  total: 1915.59,
  totalGymnasts: 10,
  perGymnast: 191.56,
};

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
describe('pro-shop items', () => {
  const grips = { itemName: 'Dowel grips', itemCost: 28.5, markupPercent: 80, ccFeePercent: 3 };
  it('POST computes retail price and net profit (markup type defaults to percent); GET lists the gym’s', async () => {
    const res = await call('POST', '/api/pro-shop-items', ownerA.cookie, { ...grips, retailPrice: 1, netProfit: 1 });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      ...grips,
      markupType: 'percent',
      markupAmount: null,
      retailPrice: 51.3,
      netProfit: 21.26,
      gymId: gymA,
    });
    const bottle = await call('POST', '/api/pro-shop-items', coachA.cookie, {
      itemName: 'Water bottle',
      itemCost: 4.25,
      markupType: 'amount',
      markupAmount: 7.75,
      ccFeePercent: 2.9,
    });
    expect(bottle.json()).toMatchObject({ markupType: 'amount', markupPercent: null, retailPrice: 12, netProfit: 7.4 });
    const list = (await call('GET', '/api/pro-shop-items', coachA.cookie)).json() as { itemName: string }[];
    expect(list.map((x) => x.itemName)).toEqual(['Dowel grips', 'Water bottle']);
    expect((await call('GET', '/api/pro-shop-items', ownerB.cookie)).json()).toEqual([]);
    expect(await auditTrail(t.db, 'pro_shop_item', res.json().id)).toEqual([
      {
        userId: ownerA.id,
        action: 'pro_shop_item.create',
        resourceType: 'pro_shop_item',
        resourceId: String(res.json().id),
        oldValues: null,
        newValues: {
          ...grips,
          markupType: 'percent',
          markupAmount: null,
          retailPrice: 51.3,
          netProfit: 21.26,
          gymId: gymA,
        },
      },
    ]);
  });

  it('PUT recomputes the price, DELETE removes the item, both audited', async () => {
    const id = (await call('POST', '/api/pro-shop-items', ownerA.cookie, grips)).json().id;
    // 100% on $28.50 = $57.00; fee 3% = $1.71; net 57 − 28.50 − 1.71 = $26.79.
    const res = await call('PUT', `/api/pro-shop-items/${id}`, coachA.cookie, { ...grips, markupPercent: 100 });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ retailPrice: 57, netProfit: 26.79 });
    expect((await call('DELETE', `/api/pro-shop-items/${id}`, coachA.cookie)).statusCode).toBe(204);
    const trail = await auditTrail(t.db, 'pro_shop_item', id);
    expect(trail.map((x) => x.action)).toEqual([
      'pro_shop_item.create',
      'pro_shop_item.update',
      'pro_shop_item.delete',
    ]);
    expect(trail[1]!.oldValues).toMatchObject({ markupPercent: 80, retailPrice: 51.3 });
    expect(trail[1]!.newValues).toMatchObject({ markupPercent: 100, retailPrice: 57, netProfit: 26.79 });
    expect(trail[2]!.oldValues).toMatchObject({ itemName: 'Dowel grips', retailPrice: 57 });
  });

  it('exports the gym’s price list: summary and items on the first sheet, and a PDF', async () => {
    const gym = (await createGym(t.db, { name: 'Shop Export Gym' })).id;
    const cookie = await signIn(t, (await createUser(t.db, { role: 'Owner', gymId: gym })).id);
    await call('POST', '/api/pro-shop-items', cookie, grips);
    await call('POST', '/api/pro-shop-items', cookie, {
      itemName: 'Water bottle',
      itemCost: 4.25,
      markupType: 'amount',
      markupAmount: 7.75,
      ccFeePercent: 2.9,
    });
    const xlsx = await call('GET', '/api/pro-shop-items/export?format=xlsx', cookie);
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(xlsx.headers['content-disposition']).toContain('filename="pro-shop-price-list.xlsx"');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const rows: unknown[][] = [];
    book.worksheets[0]!.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
    // Margins: grips 21.26 ÷ 51.30 = 41.44%, bottle 7.40 ÷ 12 = 61.67%; average 51.555 → 51.56%;
    // one of each 21.26 + 7.40 = $28.66.
    expect(rows).toContainEqual(['Items', 2]);
    expect(rows).toContainEqual(['Average margin', 51.56]);
    expect(rows).toContainEqual(['Profit, one of each', 28.66]);
    expect(rows).toContainEqual(['Dowel grips', 28.5, '80%', 3, 51.3, 21.26, 41.44]);
    expect(rows).toContainEqual(['Water bottle', 4.25, '$7.75', 2.9, 12, 7.4, 61.67]);
    const pdf = await call('GET', '/api/pro-shop-items/export?format=pdf', cookie);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect((await PDFDocument.load(pdf.rawPayload)).getPageCount()).toBe(1);
    // Another gym's export holds its own (empty) list.
    const other = await call('GET', '/api/pro-shop-items/export?format=xlsx', ownerB.cookie);
    const otherBook = new ExcelJS.Workbook();
    await otherBook.xlsx.load(other.rawPayload as unknown as ArrayBuffer);
    const otherRows: unknown[][] = [];
    otherBook.worksheets[0]!.eachRow((row) => otherRows.push((row.values as unknown[]).slice(1)));
    expect(otherRows).toContainEqual(['Items', 0]);
  });

  it('refuses bad fields with the schema’s messages', async () => {
    const cases: [unknown, string][] = [
      [{ ...grips, itemName: '' }, m.itemNameRequired],
      [{ ...grips, itemCost: -1 }, m.negative('Item cost')],
      [{ ...grips, markupType: 'double' }, m.markupTypeInvalid],
      [{ ...grips, markupPercent: -5 }, m.negative('Markup percent')],
      [{ ...grips, markupType: 'amount', markupAmount: -5 }, m.negative('Markup amount')],
      [{ ...grips, ccFeePercent: 120 }, m.percentRange('Credit card fee percent')],
      [{ ...grips, ccFeePercent: undefined }, m.notNumber('Credit card fee percent')],
    ];
    for (const [body, message] of cases) {
      const res = await call('POST', '/api/pro-shop-items', ownerA.cookie, body);
      expect(res.statusCode, message).toBe(400);
      expect(reason(res)).toBe(message);
    }
  });
});

/**
 * A recreational program, by hand: 10 students × 20 classes = 200 seats a week; 150 enrolled →
 * 50 open, 75% used; target 85% of 200 = 170; ceil(10 ÷ 8) = 2 instructors a class; 20 × 60 min =
 * 20 class hours; revenue 150 × $20 × 12 weeks = $36,000; at target 170 × 20 × 12 = $40,800;
 * instructors 5 × 12 h × $18 × 12 = $12,960; overhead ($200 + $300) × 12 = $6,000; cost $18,960;
 * margin $17,040, 17,040 ÷ 36,000 = 47.33%.
 */
const recreational = {
  name: 'Recreational',
  studentProgramRatio: 8,
  percentEnrollment: 85,
  enrollments: 150,
  studentsPerClass: 10,
  totalClasses: 20,
  classLength: 60,
  instructors: 5,
  instructorHours: 12,
  pricePerClass: 20,
  instructorWage: 18,
  officeManagerWage: 200,
  generalManagerWage: 300,
  weeks: 12,
};
const recreationalResults = {
  capacity: 200,
  openSeats: 50,
  utilizationPercent: 75,
  targetEnrollments: 170,
  instructorsPerClass: 2,
  classHoursPerWeek: 20,
  revenue: 36000,
  targetRevenue: 40800,
  instructorCost: 12960,
  overheadCost: 6000,
  totalCost: 18960,
  grossMargin: 17040,
  grossMarginPercent: 47.33,
};

describe('capacity programs', () => {
  it('POST saves the spec’s fields and answers with the computed results; GET, PUT and DELETE follow', async () => {
    const res = await call('POST', '/api/capacity-programs', ownerA.cookie, recreational);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ ...recreational, results: recreationalResults, gymId: gymA });
    const id = res.json().id as number;
    expect((await call('GET', `/api/capacity-programs/${id}`, coachA.cookie)).json()).toEqual(res.json());
    const list = (await call('GET', '/api/capacity-programs', coachA.cookie)).json() as { id: number }[];
    expect(list.map((x) => x.id)).toEqual([id]);
    expect((await call('GET', '/api/capacity-programs', ownerB.cookie)).json()).toEqual([]);
    // 180 enrolled: revenue 180 × 20 × 12 = $43,200; margin 43,200 − 18,960 = $24,240 = 56.11%.
    const put = await call('PUT', `/api/capacity-programs/${id}`, coachA.cookie, { ...recreational, enrollments: 180 });
    expect(put.statusCode).toBe(200);
    expect(put.json().results).toMatchObject({
      openSeats: 20,
      utilizationPercent: 90,
      revenue: 43200,
      grossMargin: 24240,
      grossMarginPercent: 56.11,
    });
    expect((await call('DELETE', `/api/capacity-programs/${id}`, ownerA.cookie)).statusCode).toBe(204);
    const trail = await auditTrail(t.db, 'capacity_program', id);
    expect(trail.map((x) => [x.action, x.userId])).toEqual([
      ['capacity_program.create', ownerA.id],
      ['capacity_program.update', coachA.id],
      ['capacity_program.delete', ownerA.id],
    ]);
    expect(trail[0]!.newValues).toEqual({ ...recreational, gymId: gymA });
    expect(trail[1]!.oldValues).toEqual(recreational);
    expect(trail[1]!.newValues).toEqual({ ...recreational, enrollments: 180 });
    expect(trail[2]!.oldValues).toEqual({ ...recreational, enrollments: 180 });
  });

  it('exports a program with its fields and results on the first sheet, and as a PDF; another gym gets 404', async () => {
    const id = (await call('POST', '/api/capacity-programs', ownerA.cookie, recreational)).json().id;
    const xlsx = await call('GET', `/api/capacity-programs/${id}/export?format=xlsx`, coachA.cookie);
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.headers['content-disposition']).toContain('filename="class-program-recreational.xlsx"');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const cells = new Map<string, unknown>();
    book.worksheets[0]!.eachRow((row) => cells.set(String(row.getCell(1).value), row.getCell(2).value));
    expect(cells.get('Enrollments (seats filled a week)')).toBe(150);
    expect(cells.get('Price per class')).toBe(20);
    expect(cells.get('Utilisation')).toBe(75);
    expect(cells.get('Gross margin')).toBe(17040);
    const pdf = await call('GET', `/api/capacity-programs/${id}/export?format=pdf`, ownerA.cookie);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect((await PDFDocument.load(pdf.rawPayload)).getTitle()).toBe('Class program capacity planner: Recreational');
    expect((await call('GET', `/api/capacity-programs/${id}/export`, ownerB.cookie)).statusCode).toBe(404);
  });

  it('refuses percent enrollment outside 0–100 and negative counts with the schema’s messages', async () => {
    const cases: [unknown, string][] = [
      [{ ...recreational, percentEnrollment: 101 }, m.percentRange('Percent enrollment')],
      [{ ...recreational, percentEnrollment: -1 }, m.percentRange('Percent enrollment')],
      [{ ...recreational, enrollments: -1 }, m.negative('Enrollments')],
      [{ ...recreational, instructors: -2 }, m.negative('Instructors')],
      [{ ...recreational, weeks: -12 }, m.negative('Weeks')],
      [{ ...recreational, totalClasses: 2.5 }, m.notWhole('Total classes')],
      [{ ...recreational, pricePerClass: -20 }, m.negative('Price per class')],
      [{ ...recreational, name: '' }, m.programNameRequired],
    ];
    for (const [body, message] of cases) {
      const res = await call('POST', '/api/capacity-programs', ownerA.cookie, body);
      expect(res.statusCode, message).toBe(400);
      expect(reason(res)).toBe(message);
    }
  });
});

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
