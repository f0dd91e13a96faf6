import ExcelJS from 'exceljs';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toolsMessages as tm } from '../../../shared/tools/fields';
import { toolsRecordMessages as r } from '../../../shared/tools/records';
import { scenarioMessages as m } from '../../../shared/tools/scenarios';
import { auditTrail } from '../../../../tests/support/audit';
import { createGym, createUser, signIn } from '../../../../tests/support/factories';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app';
import { callsOf, gymPeople, reason } from '../../../../tests/support/tool-calls';

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
 * By hand: 300 members at the start of the month, 15 left, 12 joined, $125 average tuition.
 *   monthly churn 15 ÷ 300 = 5%; annual (1 − 0.95¹²) = 45.96%; members at end 300 − 15 + 12 = 297;
 *   lost revenue 15 × $125 = $1,875 a month, $22,500 a year; lifetime 1 ÷ 0.05 = 20 months;
 *   lifetime value $125 ÷ 0.05 = $2,500.
 */
const spring = {
  tool: 'churn-rate',
  name: 'Spring 2026',
  inputs: { membersAtStart: 300, membersLost: 15, newMembers: 12, averageMonthlyTuition: 125 },
};
const springResults = {
  monthlyChurnPercent: 5,
  annualChurnPercent: 45.96,
  membersAtEnd: 297,
  netChange: -3,
  lostMonthlyRevenue: 1875,
  lostAnnualRevenue: 22500,
  averageLifetimeMonths: 20,
  lifetimeValue: 2500,
};

describe('tool scenarios', () => {
  it('POST saves a named scenario with the results computed on the server, and audits it', async () => {
    const res = await call('POST', '/api/tool-scenarios', ownerA.cookie, {
      ...spring,
      results: { ...springResults, lifetimeValue: 1 },
    });
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({ ...spring, results: springResults, gymId: gymA, createdBy: ownerA.id });
    expect(body.highlights).toEqual([
      { key: 'monthlyChurnPercent', label: 'Monthly churn', value: 5, unit: 'percent', primary: true },
      { key: 'lifetimeValue', label: 'Member lifetime value', value: 2500, unit: 'money', primary: true },
    ]);
    expect(body.report.inputs.map((f: { value: number }) => f.value)).toEqual([300, 15, 12, 125]);
    expect(await auditTrail(t.db, 'tool_scenario', body.id)).toEqual([
      {
        userId: ownerA.id,
        action: 'tool_scenario.create',
        resourceType: 'tool_scenario',
        resourceId: String(body.id),
        oldValues: null,
        newValues: { ...spring, results: springResults, gymId: gymA },
      },
    ]);
    // Every member of the gym reads it.
    const one = await call('GET', `/api/tool-scenarios/${body.id}`, coachA.cookie);
    expect(one.statusCode).toBe(200);
    expect(one.json().results).toEqual(springResults);
  });

  it('refuses an unknown tool, a blank name and inputs its calculator refuses, with their messages', async () => {
    const cases: [unknown, string][] = [
      [{ ...spring, tool: 'horoscope' }, m.toolInvalid],
      [{ ...spring, name: '  ' }, m.nameRequired],
      [{ ...spring, inputs: { ...spring.inputs, membersLost: 301 } }, 'Members lost cannot exceed members at start'],
      [{ ...spring, inputs: { ...spring.inputs, averageMonthlyTuition: -1 } }, tm.negative('Average monthly tuition')],
      [{ ...spring, tool: 'loan', inputs: { principal: 1000, annualRatePercent: 5, termMonths: 0 } }, tm.termMonths],
    ];
    for (const [payload, message] of cases) {
      const res = await call('POST', '/api/tool-scenarios', ownerA.cookie, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(reason(res)).toBe(message);
    }
  });

  it('lists one tool’s scenarios of the gym, last saved first, in pages with the total', async () => {
    const gym = (await createGym(t.db, { name: 'Paging Gym' })).id;
    const cookie = await signIn(t, (await createUser(t.db, { role: 'Owner', gymId: gym })).id);
    for (const name of ['January', 'February', 'March']) {
      expect((await call('POST', '/api/tool-scenarios', cookie, { ...spring, name })).statusCode).toBe(201);
    }
    await call('POST', '/api/tool-scenarios', cookie, {
      tool: 'loan',
      name: 'Vault runway',
      inputs: { principal: 12000, annualRatePercent: 7, termMonths: 36 },
    });
    const first = (await call('GET', '/api/tool-scenarios?tool=churn-rate&pageSize=2', cookie)).json();
    expect(first.total).toBe(3);
    expect(first.items.map((s: { name: string }) => s.name)).toEqual(['March', 'February']);
    const second = (await call('GET', '/api/tool-scenarios?tool=churn-rate&pageSize=2&page=2', cookie)).json();
    expect(second.items.map((s: { name: string }) => s.name)).toEqual(['January']);
    expect(second).toMatchObject({ total: 3, page: 2, pageSize: 2 });
    const loans = (await call('GET', '/api/tool-scenarios?tool=loan', cookie)).json();
    // $12,000 at 7% over 36 months: 12,000 × 0.0058333 ÷ (1 − 1.0058333⁻³⁶) = $370.53.
    expect(loans.items[0].highlights[0]).toMatchObject({ label: 'Monthly payment', value: 370.53 });
    const bad = await call('GET', '/api/tool-scenarios?tool=nope', cookie);
    expect(bad.statusCode).toBe(400);
    expect(reason(bad)).toBe(m.toolInvalid);
    for (const [query, message] of [
      ['pageSize=101', 'Page size must be a whole number from 1 to 100'],
      ['pageSize=0', 'Page size must be a whole number from 1 to 100'],
      ['page=0', 'Page must be a whole number of 1 or more'],
      ['page=lots', 'Page must be a whole number of 1 or more'],
    ]) {
      const res = await call('GET', `/api/tool-scenarios?tool=churn-rate&${query}`, cookie);
      expect(res.statusCode, query).toBe(400);
      expect(reason(res), query).toBe(message);
    }
  });

  it('PUT renames and recomputes; a scenario keeps its calculator; DELETE removes it', async () => {
    const id = (await call('POST', '/api/tool-scenarios', ownerA.cookie, spring)).json().id;
    const put = await call('PUT', `/api/tool-scenarios/${id}`, coachA.cookie, {
      ...spring,
      name: 'Spring 2026, after the summer',
      inputs: { ...spring.inputs, membersLost: 30 },
    });
    expect(put.statusCode, put.body).toBe(200);
    // 30 ÷ 300 = 10%; lifetime value $125 ÷ 0.1 = $1,250.
    expect(put.json().results).toMatchObject({ monthlyChurnPercent: 10, lifetimeValue: 1250 });
    expect(put.json().name).toBe('Spring 2026, after the summer');
    const trail = await auditTrail(t.db, 'tool_scenario', id);
    expect(trail.at(-1)).toMatchObject({
      action: 'tool_scenario.update',
      oldValues: { name: 'Spring 2026', results: springResults },
    });
    const moved = await call('PUT', `/api/tool-scenarios/${id}`, ownerA.cookie, {
      tool: 'breakeven',
      name: 'x',
      inputs: { fixedMonthlyCosts: 1, variableCostPerStudent: 0, averageTuition: 1 },
    });
    expect(moved.statusCode).toBe(400);
    expect(reason(moved)).toBe(m.toolChanged);
    expect((await call('DELETE', `/api/tool-scenarios/${id}`, ownerA.cookie)).statusCode).toBe(204);
    const gone = await call('GET', `/api/tool-scenarios/${id}`, ownerA.cookie);
    expect(gone.statusCode).toBe(404);
    expect(reason(gone)).toBe(m.notFound);
  });

  it('exports a scenario as a workbook with inputs and results on its first sheet, and as a PDF', async () => {
    const id = (await call('POST', '/api/tool-scenarios', ownerA.cookie, spring)).json().id;
    const xlsx = await call('GET', `/api/tool-scenarios/${id}/export?format=xlsx`, coachA.cookie);
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(xlsx.headers['content-disposition']).toContain('filename="churn-rate-spring-2026.xlsx"');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const cells = new Map<string, unknown>();
    book.worksheets[0]!.eachRow((row) => {
      const label = row.getCell(1).value;
      if (typeof label === 'string') cells.set(label, row.getCell(2).value);
    });
    expect(book.worksheets[0]!.getCell('A1').value).toBe('Churn rate calculator');
    expect(cells.get('Members at the start of the month')).toBe(300);
    expect(cells.get('Monthly churn')).toBe(5);
    expect(cells.get('Member lifetime value')).toBe(2500);

    const pdf = await call('GET', `/api/tool-scenarios/${id}/export?format=pdf`, ownerA.cookie);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const doc = await PDFDocument.load(pdf.rawPayload);
    expect(doc.getTitle()).toBe('Churn rate calculator: Spring 2026');
    expect(doc.getPageCount()).toBe(1);

    // A 600-month loan's schedule runs over several pages.
    const loanId = (
      await call('POST', '/api/tool-scenarios', ownerA.cookie, {
        tool: 'loan',
        name: 'Building',
        inputs: { principal: 900000, annualRatePercent: 6.5, termMonths: 600 },
      })
    ).json().id;
    const long = await call('GET', `/api/tool-scenarios/${loanId}/export?format=pdf`, ownerA.cookie);
    expect((await PDFDocument.load(long.rawPayload)).getPageCount()).toBeGreaterThan(5);
  });

  it('is the gym’s: another gym gets 404, a visitor 401, a member without a gym 403 on a save', async () => {
    const id = (await call('POST', '/api/tool-scenarios', ownerA.cookie, spring)).json().id;
    for (const [method, url, body] of [
      ['GET', `/api/tool-scenarios/${id}`, undefined],
      ['PUT', `/api/tool-scenarios/${id}`, spring],
      ['DELETE', `/api/tool-scenarios/${id}`, undefined],
      ['GET', `/api/tool-scenarios/${id}/export?format=pdf`, undefined],
    ] as const) {
      const res = await call(method, url, ownerB.cookie, body);
      expect(res.statusCode, `${method} ${url}`).toBe(404);
      expect(reason(res)).toBe(m.notFound);
    }
    const list = (await call('GET', '/api/tool-scenarios?tool=churn-rate', ownerB.cookie)).json();
    expect(list).toEqual({ items: [], total: 0, page: 1, pageSize: 20 });
    expect((await call('GET', '/api/tool-scenarios?tool=churn-rate')).statusCode).toBe(401);
    const orphan = await call('POST', '/api/tool-scenarios', loner, spring);
    expect(orphan.statusCode).toBe(403);
    expect(reason(orphan)).toBe(r.noGym);
    // Still there for its own gym.
    expect((await call('GET', `/api/tool-scenarios/${id}`, ownerA.cookie)).statusCode).toBe(200);
  });
});
