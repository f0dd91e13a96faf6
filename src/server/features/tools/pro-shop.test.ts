import ExcelJS from 'exceljs';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toolsMessages as m } from '../../../shared/tools/index';
import { auditTrail } from '../../../../tests/support/audit';
import { createGym, createUser, signIn } from '../../../../tests/support/factories';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app';
import { callsOf, gymPeople, reason } from '../../../../tests/support/tool-calls';

let t: TestApp;
let gymA: number;
let ownerA: { id: number; cookie: string };
let coachA: { id: number; cookie: string };
let ownerB: { id: number; cookie: string };

const call = callsOf(() => t);

beforeAll(async () => {
  t = await createTestApp();
  ({ gymA, ownerA, coachA, ownerB } = await gymPeople(t));
});
afterAll(() => t.close());

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
