import ExcelJS from 'exceljs';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { computeScenario, scenarioInputSchema, type ScenarioRecord } from '../../../shared/tools/scenarios';
import { seedNetworkFigures } from '../../db/seed/benchmarks';
import { seedCalculatorScenarios } from '../../db/seed/calculator-scenarios';
import { seedDemoTools } from '../../db/seed/tools';
import { createGym, createUser, signIn } from '../../../../tests/support/factories';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app';
import { withDemoOwner } from '../../../../tests/support/tool-calls';

/**
 * The five calculators' saved scenarios end to end (decision 0122): each worked example is posted
 * as the page posts it, the server's results are checked against the hand computation in the
 * comment, and both exports are opened: the workbook's first sheet read back with exceljs, the
 * PDF with pdf-lib.
 */

let t: TestApp;
let cookie: string;

const post = (payload: unknown) =>
  t.app.inject({ method: 'POST', url: '/api/tool-scenarios', headers: { cookie }, payload: payload as object });
const get = (url: string) => t.app.inject({ method: 'GET', url, headers: { cookie } });

/** Saves a scenario and reads it back as the page's "Load" does. */
async function saved(payload: unknown): Promise<ScenarioRecord> {
  const res = await post(payload);
  expect(res.statusCode, res.body).toBe(201);
  const one = await get(`/api/tool-scenarios/${res.json().id}`);
  expect(one.statusCode).toBe(200);
  return one.json();
}

type Cell = ExcelJS.CellValue;

/** The first sheet of a scenario's workbook: its title, each figure's value by label, and its tables. */
async function workbook(id: number, fileName: string) {
  const res = await get(`/api/tool-scenarios/${id}/export?format=xlsx`);
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
  expect(res.headers['content-disposition']).toContain(`filename="${fileName}"`);
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
  const sheet = book.worksheets[0]!;
  const rows: Cell[][] = [];
  for (let i = 1; i <= sheet.rowCount; i++) rows.push((sheet.getRow(i).values as Cell[]).slice(1));
  return {
    title: [rows[0]?.[0], rows[1]?.[0]],
    figure: (label: string) => rows.find((r) => r[0] === label)?.[1],
    /** The rows under a table's heading: its column labels, then its lines up to the next blank row. */
    table(heading: string) {
      const start = rows.findIndex((r) => r.length === 1 && r[0] === heading);
      expect(start, heading).toBeGreaterThan(0);
      const end = rows.findIndex((r, i) => i > start && r.length === 0);
      return rows.slice(start + 1, end === -1 ? undefined : end);
    },
  };
}

async function pdf(id: number, title: string) {
  const res = await get(`/api/tool-scenarios/${id}/export?format=pdf`);
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toBe('application/pdf');
  expect(res.rawPayload.subarray(0, 4).toString('latin1')).toBe('%PDF');
  const doc = await PDFDocument.load(res.rawPayload);
  expect(doc.getTitle()).toBe(title);
  return doc;
}

beforeAll(async () => {
  t = await createTestApp();
  const gym = (await createGym(t.db, { name: 'Worked Example Gymnastics' })).id;
  cookie = await signIn(t, (await createUser(t.db, { role: 'Owner', gymId: gym })).id);
});
afterAll(() => t.close());

describe('calculator scenarios: worked examples and their exports', () => {
  it('marketing cost: totals and every channel, the channels back for loading, the channel table in the export', async () => {
    /*
     * By hand:
     *   Facebook ads  $1,500, 60 leads, 12 members → $25.00 a lead, $125.00 a member, 20%
     *   Google ads      $900, 36 leads,  6 members → $25.00, $150.00, 6 ÷ 36 = 16.67%
     *   Open house      $450, 30 leads,  9 members → $15.00, $50.00, 30%
     *   Flyers          $200,  0 leads,  0 members → —, —, 0% (nothing to divide by)
     *   All: $3,050, 126 leads, 27 members → 3,050 ÷ 126 = $24.21 a lead, 3,050 ÷ 27 = $112.96 a member,
     *        27 ÷ 126 = 21.43%.
     */
    const channels = [
      { name: 'Facebook ads', spend: 1500, leads: 60, newMembers: 12 },
      { name: 'Google ads', spend: 900, leads: 36, newMembers: 6 },
      { name: 'Open house', spend: 450, leads: 30, newMembers: 9 },
      { name: 'Flyers', spend: 200, leads: 0, newMembers: 0 },
    ];
    const s = await saved({ tool: 'marketing-cost', name: 'Fall enrolment push', inputs: { channels } });
    expect(s.results).toEqual({
      channels: [
        { ...channels[0], costPerLead: 25, costPerNewMember: 125, conversionPercent: 20 },
        { ...channels[1], costPerLead: 25, costPerNewMember: 150, conversionPercent: 16.67 },
        { ...channels[2], costPerLead: 15, costPerNewMember: 50, conversionPercent: 30 },
        { ...channels[3], costPerLead: null, costPerNewMember: null, conversionPercent: 0 },
      ],
      totals: {
        spend: 3050,
        leads: 126,
        newMembers: 27,
        costPerLead: 24.21,
        costPerNewMember: 112.96,
        conversionPercent: 21.43,
      },
    });
    // Loading gives the page its rows back, in order.
    expect(s.inputs).toEqual({ channels });
    expect(s.highlights.map((f) => [f.label, f.value])).toEqual([['Cost per new member', 112.96]]);

    const book = await workbook(s.id, 'marketing-cost-fall-enrolment-push.xlsx');
    expect(book.title).toEqual(['Marketing cost calculator', 'Fall enrolment push']);
    expect(book.figure('Channels')).toBe(4);
    expect(book.figure('Total spend')).toBe(3050);
    expect(book.figure('Cost per lead')).toBe(24.21);
    expect(book.figure('Cost per new member')).toBe(112.96);
    expect(book.figure('Lead to member conversion')).toBe(21.43);
    expect(book.table('Channels')).toEqual([
      ['Channel', 'Spend', 'Leads', 'New members', 'Cost per lead', 'Cost per new member', 'Conversion'],
      ['Facebook ads', 1500, 60, 12, 25, 125, 20],
      ['Google ads', 900, 36, 6, 25, 150, 16.67],
      ['Open house', 450, 30, 9, 15, 50, 30],
      ['Flyers', 200, 0, 0, '—', '—', 0],
    ]);
    await pdf(s.id, 'Marketing cost calculator: Fall enrolment push');
  });

  it('lead conversion: stage rates, people lost and revenue; inputs and results on the first sheet', async () => {
    /*
     * By hand: 150 inquiries → 90 trials → 54 enrollments at $126.25.
     *   inquiry → trial 90 ÷ 150 = 60%; trial → enrollment 54 ÷ 90 = 60%; overall 54 ÷ 150 = 36%;
     *   lost before a trial 60, after it 36; 54 × $126.25 = $6,817.50 a month, × 12 = $81,810.00 a year.
     */
    const inputs = { inquiries: 150, trials: 90, enrollments: 54, averageMonthlyTuition: 126.25 };
    const s = await saved({ tool: 'lead-conversion', name: 'September inquiries', inputs });
    expect(s.results).toEqual({
      inquiryToTrialPercent: 60,
      trialToEnrollmentPercent: 60,
      overallConversionPercent: 36,
      lostBeforeTrial: 60,
      lostAfterTrial: 36,
      monthlyRevenue: 6817.5,
      annualRevenue: 81810,
    });
    expect(s.inputs).toEqual(inputs);

    const book = await workbook(s.id, 'lead-conversion-september-inquiries.xlsx');
    expect(book.title).toEqual(['Lead conversion calculator', 'September inquiries']);
    expect(book.figure('Inquiries')).toBe(150);
    expect(book.figure('Trial classes')).toBe(90);
    expect(book.figure('Enrollments')).toBe(54);
    expect(book.figure('Average monthly tuition')).toBe(126.25);
    expect(book.figure('Overall conversion')).toBe(36);
    expect(book.figure('Lost after a trial')).toBe(36);
    expect(book.figure('New monthly revenue')).toBe(6817.5);
    expect(book.figure('New annual revenue')).toBe(81810);
    await pdf(s.id, 'Lead conversion calculator: September inquiries');
  });

  it('loan: payment, totals and the schedule month by month in the export', async () => {
    /*
     * By hand: $24,000 at 6% a year over 24 months, r = 0.06 ÷ 12 = 0.005.
     *   payment 24,000 × 0.005 ÷ (1 − 1.005⁻²⁴) = 120 ÷ 0.1128143 = $1,063.69
     *   month 1: interest 24,000 × 0.005 = $120.00, principal 1,063.69 − 120 = $943.69, balance $23,056.31
     *   month 2: interest 23,056.31 × 0.005 = $115.28, principal $948.41, balance $22,107.90
     *   month 24 pays what is left: $1,058.52 of principal + $5.29 interest = $1,063.81
     *   total paid 23 × 1,063.69 + 1,063.81 = $25,528.68; interest 25,528.68 − 24,000 = $1,528.68
     */
    const s = await saved({
      tool: 'loan',
      name: 'Vault table and runway',
      inputs: { principal: 24_000, annualRatePercent: 6, termMonths: 24 },
    });
    expect(s.results).toMatchObject({ monthlyPayment: 1063.69, totalPaid: 25528.68, totalInterest: 1528.68 });
    const schedule = (s.results as { schedule: unknown[] }).schedule;
    expect(schedule).toHaveLength(24);
    expect(schedule[0]).toEqual({ month: 1, payment: 1063.69, interest: 120, principal: 943.69, balance: 23056.31 });
    expect(schedule[1]).toEqual({ month: 2, payment: 1063.69, interest: 115.28, principal: 948.41, balance: 22107.9 });
    expect(schedule[23]).toEqual({ month: 24, payment: 1063.81, interest: 5.29, principal: 1058.52, balance: 0 });

    const book = await workbook(s.id, 'loan-vault-table-and-runway.xlsx');
    expect(book.title).toEqual(['Loan calculator', 'Vault table and runway']);
    expect(book.figure('Loan amount')).toBe(24000);
    expect(book.figure('Annual interest rate')).toBe(6);
    expect(book.figure('Term (months)')).toBe(24);
    expect(book.figure('Monthly payment')).toBe(1063.69);
    expect(book.figure('Total paid')).toBe(25528.68);
    expect(book.figure('Total interest')).toBe(1528.68);
    const table = book.table('Amortization schedule');
    expect(table[0]).toEqual(['Month', 'Payment', 'Interest', 'Principal', 'Balance']);
    expect(table).toHaveLength(25);
    expect(table[1]).toEqual([1, 1063.69, 120, 943.69, 23056.31]);
    expect(table[24]).toEqual([24, 1063.81, 5.29, 1058.52, 0]);
    await pdf(s.id, 'Loan calculator: Vault table and runway');
  });

  it('break-even: the server adds up the five lines, keeps them for loading and lists them in the export', async () => {
    /*
     * By hand: rent $9,800 + payroll $21,500 + insurance $1,450 + utilities $1,350 + other $2,100
     *   = $36,200 fixed a month (the $1 total sent beside the lines is not taken).
     *   margin $126.25 − $14 = $112.25 = 112.25 ÷ 126.25 = 88.91% of tuition;
     *   36,200 ÷ 112.25 = 322.49 → 323 students; 323 × $126.25 = $40,778.75 a month.
     */
    const fixedCostLines = { rent: 9800, payroll: 21500, insurance: 1450, utilities: 1350, other: 2100 };
    const s = await saved({
      tool: 'breakeven',
      name: 'November 2026',
      inputs: { fixedMonthlyCosts: 1, fixedCostLines, variableCostPerStudent: 14, averageTuition: 126.25 },
    });
    expect(s.inputs).toEqual({
      fixedMonthlyCosts: 36200,
      fixedCostLines,
      variableCostPerStudent: 14,
      averageTuition: 126.25,
    });
    expect(s.results).toEqual({
      contributionMargin: 112.25,
      contributionMarginPercent: 88.91,
      breakEvenStudents: 323,
      breakEvenRevenue: 40778.75,
    });

    const book = await workbook(s.id, 'breakeven-november-2026.xlsx');
    expect(book.title).toEqual(['Break-even calculator', 'November 2026']);
    expect(
      ['Rent', 'Payroll', 'Insurance', 'Utilities', 'Other fixed costs', 'Total fixed monthly costs'].map(book.figure),
    ).toEqual([9800, 21500, 1450, 1350, 2100, 36200]);
    expect(book.figure('Variable cost per student')).toBe(14);
    expect(book.figure('Average tuition per student')).toBe(126.25);
    expect(book.figure('Students to break even')).toBe(323);
    expect(book.figure('Break-even revenue')).toBe(40778.75);
    expect(book.figure('Contribution margin per student')).toBe(112.25);
    await pdf(s.id, 'Break-even calculator: November 2026');

    // A raise in rent, saved over it: the total and the students are worked out again from the lines.
    // 36,200 + 600 = 36,800; 36,800 ÷ 112.25 = 327.84 → 328 students.
    const put = await t.app.inject({
      method: 'PUT',
      url: `/api/tool-scenarios/${s.id}`,
      headers: { cookie },
      payload: {
        tool: 'breakeven',
        name: 'November 2026',
        inputs: {
          fixedCostLines: { ...fixedCostLines, rent: 10_400 },
          variableCostPerStudent: 14,
          averageTuition: 126.25,
        },
      },
    });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json().inputs.fixedMonthlyCosts).toBe(36800);
    expect(put.json().results.breakEvenStudents).toBe(328);

    // A total alone is still a break-even; a bad line is refused with its own message on its path.
    const total = await saved({
      tool: 'breakeven',
      name: 'Total only',
      inputs: { fixedMonthlyCosts: 20_000, variableCostPerStudent: 15, averageTuition: 115 },
    });
    expect(total.results.breakEvenStudents).toBe(200);
    const bad = await post({
      tool: 'breakeven',
      name: 'Broken',
      inputs: { fixedCostLines: { ...fixedCostLines, rent: -5 }, variableCostPerStudent: 14, averageTuition: 126.25 },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().issues[0]).toEqual({ path: 'inputs.fixedCostLines.rent', message: 'Rent cannot be negative' });
    const neither = await post({
      tool: 'breakeven',
      name: 'Broken',
      inputs: { variableCostPerStudent: 14, averageTuition: 126.25 },
    });
    expect(neither.statusCode).toBe(400);
    expect(neither.json().issues[0]).toEqual({
      path: 'inputs.fixedMonthlyCosts',
      message: 'Fixed monthly costs must be a number',
    });
  });

  it('churn rate: the month’s figures on the first sheet, and a PDF', async () => {
    /*
     * By hand: 420 members on the first day, 21 left, 25 joined, $130 tuition.
     *   21 ÷ 420 = 5% a month; a year at that pace 1 − 0.95¹² = 45.96%; 420 − 21 + 25 = 424 at month end;
     *   21 × $130 = $2,730 lost a month, $32,760 a year; lifetime 1 ÷ 0.05 = 20 months; $130 ÷ 0.05 = $2,600.
     */
    const s = await saved({
      tool: 'churn-rate',
      name: 'October 2026',
      inputs: { membersAtStart: 420, membersLost: 21, newMembers: 25, averageMonthlyTuition: 130 },
    });
    expect(s.results).toEqual({
      monthlyChurnPercent: 5,
      annualChurnPercent: 45.96,
      membersAtEnd: 424,
      netChange: 4,
      lostMonthlyRevenue: 2730,
      lostAnnualRevenue: 32760,
      averageLifetimeMonths: 20,
      lifetimeValue: 2600,
    });
    const book = await workbook(s.id, 'churn-rate-october-2026.xlsx');
    expect(book.title).toEqual(['Churn rate calculator', 'October 2026']);
    expect(book.figure('Members at the start of the month')).toBe(420);
    expect(book.figure('Members lost during the month')).toBe(21);
    expect(book.figure('Monthly churn')).toBe(5);
    expect(book.figure('Annual churn')).toBe(45.96);
    expect(book.figure('Lost annual revenue')).toBe(32760);
    expect(book.figure('Member lifetime value')).toBe(2600);
    await pdf(s.id, 'Churn rate calculator: October 2026');
  });
});

describe('the demo seed', () => {
  it('gives the demo owner’s gym two churn months, a marketing mix, a funnel, two floor loans and a break-even', async () => {
    await withDemoOwner([seedDemoTools, seedNetworkFigures, seedCalculatorScenarios], async (demo, ownerCookie) => {
      const read = async (url: string) => {
        const res = await demo.app.inject({ method: 'GET', url, headers: { cookie: ownerCookie } });
        expect(res.statusCode, url).toBe(200);
        return res.json();
      };
      const names = async (tool: string) =>
        ((await read(`/api/tool-scenarios?tool=${tool}`)).items as { name: string }[]).map((s) => s.name);

      // Last saved first.
      expect(await names('churn-rate')).toEqual(['October 2026', 'September 2026']);
      expect(await names('marketing-cost')).toEqual(['Fall enrolment push 2026']);
      expect(await names('lead-conversion')).toEqual(['September 2026 inquiries']);
      expect(await names('loan')).toEqual(['7-year loan: new spring floor', '5-year loan: new spring floor']);
      expect(await names('breakeven')).toEqual(['November 2026']);

      // Every stored figure is the formula's for the stored inputs.
      for (const tool of ['churn-rate', 'marketing-cost', 'lead-conversion', 'loan', 'breakeven']) {
        for (const { id } of (await read(`/api/tool-scenarios?tool=${tool}`)).items as { id: number }[]) {
          const s: ScenarioRecord = await read(`/api/tool-scenarios/${id}`);
          const body = scenarioInputSchema.parse({ tool: s.tool, name: s.name, inputs: s.inputs });
          expect(s.results).toEqual(JSON.parse(JSON.stringify(computeScenario(body))));
        }
      }
      // The break-even keeps its five lines: 9,750 + 21,400 + 1,380 + 1,640 + 2,230 = $36,400;
      // 36,400 ÷ (126.25 − 14.50) = 325.7 → 326 students.
      const [breakEven] = (await read('/api/tool-scenarios?tool=breakeven')).items as { id: number }[];
      const be: ScenarioRecord = await read(`/api/tool-scenarios/${breakEven!.id}`);
      expect(Object.keys(be.inputs.fixedCostLines as object)).toHaveLength(5);
      expect(be.inputs.fixedMonthlyCosts).toBe(36400);
      expect(be.results.breakEvenStudents).toBe(326);

      // October's 13 lost of 396 (3.28%) places the gym among the fifteen other demo gyms' churn: four of
      // them lose fewer (2.97%, 3.08%, 3.17%, 3.19%), so the p25 (rank 3.5) lies above it, at 3.31%, and
      // lower churn being better, the gym is in the 1st quartile (top quarter).
      const bench = await read('/api/benchmarks/churn-rate');
      expect(bench).toMatchObject({
        insufficientData: false,
        cohortSize: '10–24',
        p25: 3.31,
        yourValue: 3.28,
        yourQuartile: 1,
      });
    });
  });
});
