import ExcelJS from 'exceljs';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { computeScenario, scenarioInputSchema } from '../../../shared/tools/scenarios';
import { PLANNING_SCENARIOS, seedPlanningScenarios } from '../../db/seed/planning-scenarios';
import { seedDemoTools } from '../../db/seed/tools';
import { createGym, createUser, signIn } from '../../../../tests/support/factories';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app';
import { reason, withDemoOwner } from '../../../../tests/support/tool-calls';

/**
 * Our four calculators (decision 0123) through the saved-scenario API: the server validates the
 * inputs with the tool's schema, computes the results itself, and exports them.
 */

let t: TestApp;
let cookie: string;

const post = (payload: unknown) =>
  t.app.inject({ method: 'POST', url: '/api/tool-scenarios', headers: { cookie }, payload: payload as object });

beforeAll(async () => {
  t = await createTestApp();
  const gymId = (await createGym(t.db, { name: 'Lakeside Gymnastics' })).id;
  cookie = await signIn(t, (await createUser(t.db, { role: 'Owner', gymId })).id);
});
afterAll(() => t.close());

/** The first sheet of a scenario's workbook: its title, and column B (or the row) by column A's label. */
async function firstSheet(id: number) {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/tool-scenarios/${id}/export?format=xlsx`,
    headers: { cookie },
  });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
  const sheet = book.worksheets[0]!;
  const rows = new Map<unknown, unknown[]>();
  sheet.eachRow((row) => {
    const values = (row.values as unknown[]).slice(1);
    if (!rows.has(values[0])) rows.set(values[0], values);
  });
  return {
    title: sheet.getCell('A1').value,
    name: sheet.getCell('A2').value,
    row: (label: unknown) => rows.get(label),
  };
}

async function saved(payload: { tool: string; name: string; inputs: object }) {
  const res = await post(payload);
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: number; results: Record<string, unknown>; highlights: { key: string; value: unknown }[] };
}

describe('tuition increase scenarios', () => {
  /**
   * By hand: 200 students, $110 → $120 (10 ÷ 110 = 9.09 %), 5 expected to leave, no variable cost.
   *   today 200 × 110 = $22,000; after 195 × 120 = $23,400; +$1,400 a month (6.36 %), +$16,800 a year.
   *   break-even leavers ⌊200 × 10 ÷ 120⌋ = ⌊16.67⌋ = 16: 184 × 120 = 22,080 ≥ 22,000; 183 × 120 = 21,960 is not.
   */
  const raise = {
    tool: 'price-increase',
    name: 'September raise',
    inputs: { students: 200, currentMonthlyTuition: 110, newMonthlyTuition: 120, studentsLeaving: 5 },
  };

  it('saves with the server’s figures, refuses more leavers than students, and exports', async () => {
    const body = await saved(raise);
    expect(body.results).toEqual({
      increasePercent: 9.09,
      studentsAfter: 195,
      currentMonthlyRevenue: 22000,
      newMonthlyRevenue: 23400,
      monthlyRevenueChange: 1400,
      annualRevenueChange: 16800,
      revenueChangePercent: 6.36,
      monthlyContributionChange: null,
      annualContributionChange: null,
      breakEvenLeavers: 16,
    });
    expect(body.highlights.map((f) => [f.key, f.value])).toEqual([
      ['monthlyRevenueChange', 1400],
      ['breakEvenLeavers', 16],
    ]);

    const refused = await post({ ...raise, inputs: { ...raise.inputs, studentsLeaving: 201 } });
    expect(refused.statusCode).toBe(400);
    expect(reason(refused)).toBe('Students expected to leave cannot exceed students');

    const sheet = await firstSheet(body.id);
    expect(sheet.title).toBe('Tuition increase calculator');
    expect(sheet.name).toBe('September raise');
    expect(sheet.row('Students today')?.[1]).toBe(200);
    expect(sheet.row('New monthly tuition')?.[1]).toBe(120);
    expect(sheet.row('Variable cost per student')?.[1]).toBe('—');
    expect(sheet.row('Change in monthly revenue')?.[1]).toBe(1400);
    expect(sheet.row('Students you could lose and still earn as much')?.[1]).toBe(16);
  });
});

describe('coach payroll scenarios', () => {
  /**
   * By hand: a head coach 30 h × $24 = $720 and a recreational coach 20 h × $15.50 = $310 a week,
   * 10 % taxes and benefits on top: wages $1,030 + $103 = $1,133 a week; × 52 = $58,916 a year;
   * ÷ 12 = $4,909.666… → $4,909.67 a month; against $20,000 of revenue 24.548 % → 24.55 %.
   * The head coach alone: 720 + 72 = 792 a week, × 52 = $41,184 a year, ÷ 12 = $3,432.00 a month.
   */
  const staff = {
    tool: 'payroll',
    name: 'Fall staff',
    inputs: {
      staff: [
        { name: 'Head coach', hoursPerWeek: 30, hourlyWage: 24 },
        { name: 'Recreational coach', hoursPerWeek: 20, hourlyWage: 15.5 },
      ],
      onCostPercent: 10,
      monthlyRevenue: 20_000,
    },
  };

  it('saves with the server’s figures, refuses a week over 168 hours, and exports the staff table', async () => {
    const body = await saved(staff);
    expect(body.results.totals).toEqual({
      hoursPerWeek: 50,
      weeklyWages: 1030,
      weeklyOnCost: 103,
      weeklyCost: 1133,
      monthlyCost: 4909.67,
      annualCost: 58916,
      monthlyWages: 4463.33,
      annualWages: 53560,
    });
    expect(body.results.payrollPercentOfRevenue).toBe(24.55);
    expect((body.results.staff as object[])[0]).toMatchObject({
      weeklyCost: 792,
      monthlyCost: 3432,
      annualCost: 41184,
    });

    const refused = await post({
      ...staff,
      inputs: { ...staff.inputs, staff: [{ name: 'Head coach', hoursPerWeek: 200, hourlyWage: 24 }] },
    });
    expect(refused.statusCode).toBe(400);
    expect(reason(refused)).toBe('Hours a week must not exceed 168');
    const nameless = await post({
      ...staff,
      inputs: { ...staff.inputs, staff: [{ name: ' ', hoursPerWeek: 1, hourlyWage: 1 }] },
    });
    expect(reason(nameless)).toBe('Role or name is required');

    const sheet = await firstSheet(body.id);
    expect(sheet.title).toBe('Coach payroll calculator');
    expect(sheet.row('Payroll taxes and benefits')?.[1]).toBe(10);
    expect(sheet.row('Monthly payroll')?.[1]).toBe(4909.67);
    expect(sheet.row('Payroll as a share of revenue')?.[1]).toBe(24.55);
    expect(sheet.row('Head coach')).toEqual(['Head coach', 30, 24, 720, 792, 3432, 41184]);
  });
});

describe('camp profit scenarios', () => {
  /**
   * By hand: a parents' night out, 1 day, 24 children at $35, 3 coaches 4 hours at $16, $6 of pizza
   * each, $40 of flyers. Revenue 24 × 35 = $840; coaches 3 × 4 × 1 × 16 = $192; supplies 24 × 6 = $144;
   * costs 192 + 144 + 40 = $376; profit $464 (464 ÷ 840 = 55.24 %, 464 ÷ 24 = $19.33 a child);
   * break-even ⌈(192 + 40) ÷ (35 − 6)⌉ = ⌈232 ÷ 29⌉ = 8 exactly.
   */
  const night = {
    tool: 'camp-profit',
    name: 'Parents’ night out, March',
    inputs: {
      days: 1,
      campers: 24,
      pricePerCamper: 35,
      coaches: 3,
      coachHoursPerDay: 4,
      coachHourlyWage: 16,
      suppliesPerCamper: 6,
      fixedCosts: 40,
    },
  };

  it('saves with the server’s figures, refuses a day over 24 hours, and exports', async () => {
    const body = await saved(night);
    expect(body.results).toEqual({
      revenue: 840,
      coachCost: 192,
      suppliesCost: 144,
      totalCost: 376,
      profit: 464,
      marginPercent: 55.24,
      profitPerCamper: 19.33,
      breakEvenCampers: 8,
    });
    const refused = await post({ ...night, inputs: { ...night.inputs, coachHoursPerDay: 30 } });
    expect(refused.statusCode).toBe(400);
    expect(reason(refused)).toBe('Coach hours a day must not exceed 24');

    const sheet = await firstSheet(body.id);
    expect(sheet.title).toBe('Camp and event profit calculator');
    expect(sheet.row('Campers')?.[1]).toBe(24);
    expect(sheet.row('Coach hourly wage')?.[1]).toBe(16);
    expect(sheet.row('Profit')?.[1]).toBe(464);
    expect(sheet.row('Campers to break even')?.[1]).toBe(8);
  });
});

describe('growth forecast scenarios', () => {
  /**
   * By hand: 160 members, 10 new and 5 % leaving a month, $100 tuition, 3 months.
   *   month 1: 160 − 8 + 10 = 162 → $16,200; month 2: 162 − 8.1 + 10 = 163.9 → 164, $16,400;
   *   month 3: 163.9 − 8.195 + 10 = 165.705 → 166, $16,600; in all $49,200; net +6.
   *   levels off at 10 ÷ 5 % = 200 members, $20,000 a month.
   */
  const plan = {
    tool: 'growth-forecast',
    name: 'Next quarter',
    inputs: {
      membersToday: 160,
      newMembersPerMonth: 10,
      monthlyChurnPercent: 5,
      averageMonthlyTuition: 100,
      months: 3,
    },
  };

  it('saves with the server’s figures, refuses more than 60 months, and exports the months', async () => {
    const body = await saved(plan);
    expect(body.results).toEqual({
      months: [
        { month: 1, members: 162, change: 2, revenue: 16200, cumulativeRevenue: 16200 },
        { month: 2, members: 164, change: 2, revenue: 16400, cumulativeRevenue: 32600 },
        { month: 3, members: 166, change: 2, revenue: 16600, cumulativeRevenue: 49200 },
      ],
      endMembers: 166,
      endMonthlyRevenue: 16600,
      netChange: 6,
      cumulativeRevenue: 49200,
      levelMembers: 200,
      levelMonthlyRevenue: 20000,
    });
    const refused = await post({ ...plan, inputs: { ...plan.inputs, months: 61 } });
    expect(refused.statusCode).toBe(400);
    expect(reason(refused)).toBe('Months must be a whole number from 1 to 60');

    const sheet = await firstSheet(body.id);
    expect(sheet.title).toBe('Membership growth forecast');
    expect(sheet.row('Members today')?.[1]).toBe(160);
    expect(sheet.row('Monthly churn')?.[1]).toBe(5);
    expect(sheet.row('Members at the end')?.[1]).toBe(166);
    expect(sheet.row('Revenue over the forecast')?.[1]).toBe(49200);
    expect(sheet.row('Month by month')).toBeDefined();
    expect(sheet.row(3)).toEqual([3, 166, 2, 16600, 49200]);

    // A five-year forecast's sixty months still make a PDF.
    const long = await saved({ ...plan, name: 'Five years', inputs: { ...plan.inputs, months: 60 } });
    const pdf = await t.app.inject({
      method: 'GET',
      url: `/api/tool-scenarios/${long.id}/export?format=pdf`,
      headers: { cookie },
    });
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect((await PDFDocument.load(pdf.rawPayload)).getPageCount()).toBeGreaterThanOrEqual(2);
  });
});

describe('the planning-scenarios seed', () => {
  it('gives the demo owner’s gym a saved scenario of each of the four calculators, computed by the formulas', async () => {
    await withDemoOwner([seedDemoTools, seedPlanningScenarios], async (demo, ownerCookie) => {
      const get = (url: string) => demo.app.inject({ method: 'GET', url, headers: { cookie: ownerCookie } });
      for (const seeded of PLANNING_SCENARIOS) {
        const list = (await get(`/api/tool-scenarios?tool=${seeded.tool}`)).json();
        expect(list.total, seeded.tool).toBe(1);
        expect(list.items[0].name).toBe(seeded.name);
        const full = (await get(`/api/tool-scenarios/${list.items[0].id}`)).json();
        expect(full.results).toEqual(computeScenario(scenarioInputSchema.parse(seeded)));
      }
      // $126.25 → $136.25 for 340 students, 8 leaving: 332 × 136.25 − 340 × 126.25 = 45,235 − 42,925 = +2,310;
      // ⌊340 × 10 ÷ 136.25⌋ = ⌊24.95⌋ = 24 could leave.
      const raise = (await get('/api/tool-scenarios?tool=price-increase')).json().items[0];
      expect(raise.highlights.map((f: { value: number }) => f.value)).toEqual([2310, 24]);
    });
  });
});
