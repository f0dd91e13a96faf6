import { asc, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { arpsMessages as am } from '../../../shared/tools/arps';
import { toolsMessages as tm } from '../../../shared/tools/fields';
import { toolsRecordMessages as r } from '../../../shared/tools/records';
import { benchmarkFigure, revenueSqftFigures, revenueSqftMessages as sm } from '../../../shared/tools/revenue';
import { facilityData, programData } from '../../db/schema/index';
import { seedNetworkFigures } from '../../db/seed/benchmarks';
import { seedDemoRevenueArps } from '../../db/seed/revenue-arps';
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

/** The first sheet of a workbook as label → value (columns A and B). */
async function firstSheet(payload: Buffer) {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(payload as unknown as ArrayBuffer);
  const sheet = book.worksheets[0]!;
  const cells = new Map<string, unknown>();
  const rows: unknown[][] = [];
  sheet.eachRow((row) => {
    rows.push((row.values as unknown[]).slice(1));
    const label = row.getCell(1).value;
    if (typeof label === 'string') cells.set(label, row.getCell(2).value);
  });
  return { title: sheet.getCell('A1').value, cells, rows };
}

beforeAll(async () => {
  t = await createTestApp();
  ({ gymA, ownerA, coachA, ownerB, loner } = await gymPeople(t));
});
afterAll(() => t.close());

/**
 * By hand: $850,000 over 12,000 usable sq ft → 850,000 ÷ 12,000 = 70.8333… → $70.83 a year;
 * 70.8333… ÷ 12 = 5.9027… → $5.90 a month. A quick check's space is its total space too.
 */
const quick = { kind: 'quick', name: '2025 year end', year: 2025, annualRevenue: 850_000, squareFeet: 12_000 };
const quickFigures = {
  annualRevenue: 850_000,
  totalSqft: 12_000,
  usableSqft: 12_000,
  annualPerSqft: 70.83,
  monthlyPerSqft: 5.9,
  annualPerTotalSqft: 70.83,
};

/**
 * By hand: 10,000 sq ft, of which the team floor (6,000) and the preschool room (2,000) are usable;
 * $600,000 a year → 600,000 ÷ 8,000 = $75.00 a usable sq ft a year, 75 ÷ 12 = $6.25 a month,
 * 600,000 ÷ 10,000 = $60.00 a total sq ft. The team floor's $300,000.004 is kept as $300,000.00:
 * 60% of the space, 300,000 ÷ 600,000 = 50% of the revenue, 300,000 ÷ 6,000 = $50.00 a sq ft.
 */
const facility = {
  kind: 'facility',
  name: 'Building 2025',
  year: 2025,
  annualRevenue: 600_000,
  areas: [
    { areaName: 'Team floor', sqft: 6_000, isUsable: true, annualRevenue: 300_000.004 },
    { areaName: 'Preschool room', sqft: 2_000, isUsable: true, annualRevenue: 120_000 },
    { areaName: 'Lobby', sqft: 1_500, isUsable: false },
    { areaName: 'Office', sqft: 500, isUsable: false, annualRevenue: 0 },
  ],
};
const storedAreas = [
  { areaName: 'Team floor', sqft: 6_000, isUsable: true, annualRevenue: 300_000 },
  { areaName: 'Preschool room', sqft: 2_000, isUsable: true, annualRevenue: 120_000 },
  { areaName: 'Lobby', sqft: 1_500, isUsable: false, annualRevenue: 0 },
  { areaName: 'Office', sqft: 500, isUsable: false, annualRevenue: 0 },
];
const facilityFigures = {
  annualRevenue: 600_000,
  totalSqft: 10_000,
  usableSqft: 8_000,
  annualPerSqft: 75,
  monthlyPerSqft: 6.25,
  annualPerTotalSqft: 60,
};

describe('revenue per square foot summaries', () => {
  it('POST saves a quick check with the figures computed here, whatever figures the body carries, and audits it', async () => {
    const res = await call('POST', '/api/revenue-sqft', ownerA.cookie, { ...quick, annualPerSqft: 999 });
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({ ...quickFigures, kind: 'quick', name: quick.name, year: 2025, areaCount: 0 });
    expect(body).toMatchObject({ areas: [], gymId: gymA, createdBy: ownerA.id });
    expect(body.highlights.map((f: { value: number }) => f.value)).toEqual([70.83, 5.9]);
    expect(body.report.inputs.map((f: { value: unknown }) => f.value)).toEqual(['2025', 850_000, 12_000]);
    expect(await auditTrail(t.db, 'revenue_sqft_summary', body.id)).toEqual([
      {
        userId: ownerA.id,
        action: 'revenue_sqft_summary.create',
        resourceType: 'revenue_sqft_summary',
        resourceId: String(body.id),
        oldValues: null,
        newValues: { kind: 'quick', name: quick.name, year: 2025, ...quickFigures, gymId: gymA },
      },
    ]);
    // Every member of the gym reads it.
    const one = await call('GET', `/api/revenue-sqft/${body.id}`, coachA.cookie);
    expect(one.statusCode).toBe(200);
    expect(one.json()).toMatchObject(quickFigures);
  });

  it('POST saves a facility breakdown: areas in the owner’s order, money in cents, every area’s share', async () => {
    const res = await call('POST', '/api/revenue-sqft', ownerA.cookie, facility);
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({ ...facilityFigures, kind: 'facility', areaCount: 4 });
    expect(
      body.areas.map((a: Record<string, unknown>) => [
        a.areaName,
        a.annualRevenue,
        a.spaceSharePercent,
        a.revenueSharePercent,
        a.revenuePerSqft,
      ]),
    ).toEqual([
      ['Team floor', 300_000, 60, 50, 50],
      ['Preschool room', 120_000, 20, 20, 60],
      ['Lobby', 0, 15, 0, 0],
      ['Office', 0, 5, 0, 0],
    ]);
    const rows = await t.db
      .select()
      .from(facilityData)
      .where(eq(facilityData.summaryId, body.id))
      .orderBy(asc(facilityData.displayOrder));
    expect(
      rows.map(({ areaName, sqft, isUsable, annualRevenue, displayOrder }) => ({
        areaName,
        sqft,
        isUsable,
        annualRevenue,
        displayOrder,
      })),
    ).toEqual(storedAreas.map((a, displayOrder) => ({ ...a, displayOrder })));
    const [created] = await auditTrail(t.db, 'revenue_sqft_summary', body.id);
    expect(created!.newValues).toEqual({
      kind: 'facility',
      name: facility.name,
      year: 2025,
      ...facilityFigures,
      areas: storedAreas,
      gymId: gymA,
    });
  });

  it('refuses bad summaries with their messages', async () => {
    const area = facility.areas[0]!;
    const cases: [unknown, string][] = [
      [{ ...quick, kind: 'estimate' }, sm.kindInvalid],
      [{ ...quick, name: '  ' }, sm.nameRequired],
      [{ ...quick, name: 'x'.repeat(101) }, 'Must not exceed 100 characters'],
      [{ ...quick, year: 1999 }, sm.yearInvalid],
      [{ ...quick, year: 2025.5 }, sm.yearInvalid],
      [{ ...quick, annualRevenue: -1 }, tm.negative('Annual revenue')],
      [{ ...quick, annualRevenue: 'lots' }, tm.notNumber('Annual revenue')],
      [{ ...quick, squareFeet: 12.5 }, tm.notWhole('Usable square feet')],
      [{ ...quick, squareFeet: 10_000_001 }, tm.tooLarge('Usable square feet', 10_000_000)],
      [{ ...facility, areas: [] }, sm.areasRequired],
      [{ ...facility, areas: [{ ...area, areaName: '' }] }, sm.areaNameRequired],
      [{ ...facility, areas: [{ ...area, sqft: -10 }] }, tm.negative('Square feet')],
      [{ ...facility, areas: [{ ...area, isUsable: 'yes' }] }, sm.usableInvalid],
      [{ ...facility, areas: [{ ...area, annualRevenue: -5 }] }, tm.negative('Area revenue')],
      // 300,000 + 120,000 of the areas is more than a year of 400,000.
      [{ ...facility, annualRevenue: 400_000 }, sm.areasExceedTotal],
      [{ ...facility, areas: Array.from({ length: 101 }, () => area), annualRevenue: 1e8 }, tm.tooManyRows(100)],
    ];
    for (const [payload, message] of cases) {
      const res = await call('POST', '/api/revenue-sqft', ownerA.cookie, payload);
      expect(res.statusCode, JSON.stringify(payload).slice(0, 200)).toBe(400);
      expect(reason(res)).toBe(message);
    }
    const kind = await call('GET', '/api/revenue-sqft?kind=guess', ownerA.cookie);
    expect(kind.statusCode).toBe(400);
    expect(reason(kind)).toBe(sm.kindInvalid);
    const format = await call('GET', '/api/revenue-sqft/1/export?format=docx', ownerA.cookie);
    expect(format.statusCode).toBe(400);
    expect(reason(format)).toBe(r.exportFormatInvalid);
    const missing = await call('GET', '/api/revenue-sqft/999999', ownerA.cookie);
    expect(missing.statusCode).toBe(404);
    expect(reason(missing)).toBe(sm.notFound);
  });

  it('lists the gym’s summaries last saved first, in pages, of one kind on request', async () => {
    const gym = (await createGym(t.db, { name: 'Paging Gym' })).id;
    const cookie = await signIn(t, (await createUser(t.db, { role: 'Owner', gymId: gym })).id);
    for (const name of ['2023', '2024', '2025']) {
      expect((await call('POST', '/api/revenue-sqft', cookie, { ...quick, name })).statusCode).toBe(201);
    }
    expect((await call('POST', '/api/revenue-sqft', cookie, { ...facility, name: 'Areas' })).statusCode).toBe(201);
    const all = (await call('GET', '/api/revenue-sqft?pageSize=2', cookie)).json();
    expect(all.total).toBe(4);
    expect(all.items.map((s: { name: string }) => s.name)).toEqual(['Areas', '2025']);
    expect(all.items[0]).toMatchObject({ kind: 'facility', areaCount: 4, annualPerSqft: 75 });
    const quicks = (await call('GET', '/api/revenue-sqft?kind=quick&pageSize=2&page=2', cookie)).json();
    expect(quicks).toMatchObject({ total: 3 });
    expect(quicks.items.map((s: { name: string }) => s.name)).toEqual(['2023']);
    const facilities = (await call('GET', '/api/revenue-sqft?kind=facility', cookie)).json();
    expect(facilities.items.map((s: { name: string }) => s.name)).toEqual(['Areas']);
  });

  it('PUT replaces and recomputes, keeps the kind, audits old and new; DELETE takes the areas along', async () => {
    const id = (await call('POST', '/api/revenue-sqft', ownerA.cookie, facility)).json().id;
    // The lobby becomes usable: 9,500 usable sq ft → 600,000 ÷ 9,500 = 63.1578… → $63.16; ÷ 12 = 5.2631… → $5.26.
    const areas = facility.areas.map((a) => (a.areaName === 'Lobby' ? { ...a, isUsable: true } : a));
    const put = await call('PUT', `/api/revenue-sqft/${id}`, coachA.cookie, {
      ...facility,
      name: 'With the lobby',
      areas,
    });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json()).toMatchObject({
      name: 'With the lobby',
      usableSqft: 9_500,
      annualPerSqft: 63.16,
      monthlyPerSqft: 5.26,
    });
    const trail = await auditTrail(t.db, 'revenue_sqft_summary', id);
    expect(trail.at(-1)).toMatchObject({
      action: 'revenue_sqft_summary.update',
      oldValues: { name: facility.name, usableSqft: 8_000, annualPerSqft: 75, areas: storedAreas },
      newValues: { name: 'With the lobby', usableSqft: 9_500, annualPerSqft: 63.16 },
    });
    const changed = await call('PUT', `/api/revenue-sqft/${id}`, ownerA.cookie, quick);
    expect(changed.statusCode).toBe(400);
    expect(reason(changed)).toBe(sm.kindChanged);

    expect((await call('DELETE', `/api/revenue-sqft/${id}`, ownerA.cookie)).statusCode).toBe(204);
    expect((await call('GET', `/api/revenue-sqft/${id}`, ownerA.cookie)).statusCode).toBe(404);
    expect(await t.db.select().from(facilityData).where(eq(facilityData.summaryId, id))).toEqual([]);
    expect((await auditTrail(t.db, 'revenue_sqft_summary', id)).at(-1)).toMatchObject({
      action: 'revenue_sqft_summary.delete',
      oldValues: { name: 'With the lobby', annualPerSqft: 63.16 },
      newValues: null,
    });
  });

  it('two saves of one breakdown at once run in turn: one version’s areas, an unbroken audit chain', async () => {
    const id = (await call('POST', '/api/revenue-sqft', ownerA.cookie, facility)).json().id;
    const versions = [0, 1, 2, 3].map((n) => ({
      ...facility,
      name: `Race ${n}`,
      areas: Array.from({ length: 2 + n }, (_, i) => ({ areaName: `R${n} A${i}`, sqft: 1_000, isUsable: true })),
    }));
    const answers = await Promise.all(versions.map((v) => call('PUT', `/api/revenue-sqft/${id}`, ownerA.cookie, v)));
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200]);
    const saved = (await call('GET', `/api/revenue-sqft/${id}`, ownerA.cookie)).json();
    const winner = versions.find((v) => v.name === saved.name)!;
    expect(saved.areas.map((a: { areaName: string }) => a.areaName)).toEqual(winner.areas.map((a) => a.areaName));
    expect(saved.usableSqft).toBe(winner.areas.length * 1_000);
    const updates = (await auditTrail(t.db, 'revenue_sqft_summary', id)).filter((x) => x.action.endsWith('.update'));
    const name = (v: unknown) => (v as { name: string }).name;
    expect(name(updates[0]!.oldValues)).toBe(facility.name);
    for (let i = 1; i < updates.length; i++) expect(name(updates[i]!.oldValues)).toBe(name(updates[i - 1]!.newValues));
    expect(name(updates.at(-1)!.newValues)).toBe(saved.name);
  });

  it('exports a breakdown as a workbook with inputs, results and areas on its first sheet, and as a PDF', async () => {
    const id = (await call('POST', '/api/revenue-sqft', ownerA.cookie, facility)).json().id;
    const xlsx = await call('GET', `/api/revenue-sqft/${id}/export?format=xlsx`, coachA.cookie);
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(xlsx.headers['content-disposition']).toContain('filename="revenue-per-sqft-building-2025.xlsx"');
    const sheet = await firstSheet(xlsx.rawPayload);
    expect(sheet.title).toBe('Revenue per square foot by area');
    expect(sheet.cells.get('Annual revenue')).toBe(600_000);
    expect(sheet.cells.get('Year')).toBe('2025');
    expect(sheet.cells.get('Number of areas')).toBe(4);
    expect(sheet.cells.get('Revenue per usable sq ft a year')).toBe(75);
    expect(sheet.cells.get('Revenue per usable sq ft a month')).toBe(6.25);
    expect(sheet.cells.get('Revenue per total sq ft a year')).toBe(60);
    expect(sheet.rows).toContainEqual(['Team floor', 6_000, 'Yes', 300_000, 60, 50, 50]);
    expect(sheet.rows).toContainEqual(['Lobby', 1_500, 'No', 0, 15, 0, 0]);

    const pdf = await call('GET', `/api/revenue-sqft/${id}/export?format=pdf`, ownerA.cookie);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect((await PDFDocument.load(pdf.rawPayload)).getTitle()).toBe('Revenue per square foot by area: Building 2025');

    // A quick check exports under its own tool's name; no format is the workbook.
    const q = (await call('POST', '/api/revenue-sqft', ownerA.cookie, quick)).json().id;
    const quickFile = await call('GET', `/api/revenue-sqft/${q}/export`, ownerA.cookie);
    expect(quickFile.headers['content-disposition']).toContain('filename="revenue-sqft-2025-year-end.xlsx"');
    const quickSheet = await firstSheet(quickFile.rawPayload);
    expect(quickSheet.title).toBe('Revenue per square foot');
    expect(quickSheet.cells.get('Usable square feet')).toBe(12_000);
    expect(quickSheet.cells.get('Revenue per usable sq ft a year')).toBe(70.83);
  });

  it('is the gym’s: another gym gets 404, a visitor 401, a member without a gym 403 on a save', async () => {
    const id = (await call('POST', '/api/revenue-sqft', ownerA.cookie, facility)).json().id;
    for (const [method, url, body] of [
      ['GET', `/api/revenue-sqft/${id}`, undefined],
      ['PUT', `/api/revenue-sqft/${id}`, facility],
      ['DELETE', `/api/revenue-sqft/${id}`, undefined],
      ['GET', `/api/revenue-sqft/${id}/export?format=pdf`, undefined],
    ] as const) {
      const res = await call(method, url, ownerB.cookie, body);
      expect(res.statusCode, `${method} ${url}`).toBe(404);
      expect(reason(res)).toBe(sm.notFound);
    }
    expect((await call('GET', '/api/revenue-sqft', ownerB.cookie)).json()).toEqual({
      items: [],
      total: 0,
      page: 1,
      pageSize: 20,
    });
    expect((await call('GET', '/api/revenue-sqft')).statusCode).toBe(401);
    expect((await call('POST', '/api/revenue-sqft', undefined, quick)).statusCode).toBe(401);
    const orphan = await call('POST', '/api/revenue-sqft', loner, quick);
    expect(orphan.statusCode).toBe(403);
    expect(reason(orphan)).toBe(r.noGym);
    expect((await call('GET', '/api/revenue-sqft', loner)).json()).toEqual({
      items: [],
      total: 0,
      page: 1,
      pageSize: 20,
    });
    expect((await call('GET', `/api/revenue-sqft/${id}`, ownerA.cookie)).statusCode).toBe(200);
  });
});

/**
 * By hand: tuition 120 × $95 + 40 × $260 = 11,400 + 10,400 = $21,800 a month; fees 50 × 160 + 300 × 40
 * = 8,000 + 12,000 = $20,000 a year; year 21,800 × 12 + 20,000 = $281,600; month 281,600 ÷ 12 =
 * 23,466.666… → $23,466.67; per student (160) 23,466.666… ÷ 160 = 146.666… → $146.67 a month,
 * 281,600 ÷ 160 = $1,760.00 a year. The tuition of $94.999 is kept as $95.00.
 */
const season = {
  name: '2025–26 season',
  programs: [
    { name: 'Recreational', students: 120, monthlyTuition: 94.999 },
    { name: 'Team', students: 40, monthlyTuition: 260 },
  ],
  annualFees: [
    { name: 'Registration', amount: 50, studentsPaying: 160 },
    { name: 'Meet fees', amount: 300, studentsPaying: 40 },
  ],
};
const seasonFigures = {
  students: 160,
  monthlyTuitionRevenue: 21_800,
  annualFeeRevenue: 20_000,
  annualRevenue: 281_600,
  monthlyRevenue: 23_466.67,
  arpsMonthly: 146.67,
  arpsAnnual: 1_760,
};
const storedPrograms = [
  { name: 'Recreational', students: 120, monthlyTuition: 95 },
  { name: 'Team', students: 40, monthlyTuition: 260 },
];

describe('ARPS calculations', () => {
  it('POST saves the programs and fees with the revenue and averages computed here, and audits it', async () => {
    const res = await call('POST', '/api/arps', ownerA.cookie, { ...season, arpsMonthly: 1 });
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({ ...seasonFigures, name: season.name, programCount: 2, gymId: gymA });
    expect(body.programs).toEqual(storedPrograms);
    expect(body.annualFees).toEqual(season.annualFees);
    expect(body.highlights.map((f: { value: number }) => f.value)).toEqual([146.67, 1_760]);
    const rows = await t.db
      .select()
      .from(programData)
      .where(eq(programData.arpsId, body.id))
      .orderBy(asc(programData.displayOrder));
    expect(rows.map((p) => [p.name, p.students, p.monthlyTuition, p.displayOrder])).toEqual([
      ['Recreational', 120, 95, 0],
      ['Team', 40, 260, 1],
    ]);
    expect(await auditTrail(t.db, 'arps_calculation', body.id)).toEqual([
      {
        userId: ownerA.id,
        action: 'arps_calculation.create',
        resourceType: 'arps_calculation',
        resourceId: String(body.id),
        oldValues: null,
        newValues: {
          name: season.name,
          annualFees: season.annualFees,
          ...seasonFigures,
          programs: storedPrograms,
          gymId: gymA,
        },
      },
    ]);
    expect((await call('GET', `/api/arps/${body.id}`, coachA.cookie)).json()).toMatchObject(seasonFigures);
  });

  it('refuses bad calculations with their messages', async () => {
    const program = season.programs[0]!;
    const fee = season.annualFees[0]!;
    const cases: [unknown, string][] = [
      [{ ...season, name: '' }, am.nameRequired],
      [{ ...season, name: 'x'.repeat(101) }, 'Must not exceed 100 characters'],
      [{ ...season, programs: [{ ...program, name: ' ' }] }, tm.programNameRequired],
      [{ ...season, programs: [{ ...program, students: -1 }] }, tm.negative('Students')],
      [{ ...season, programs: [{ ...program, students: 2.5 }] }, tm.notWhole('Students')],
      [{ ...season, programs: [{ ...program, monthlyTuition: -95 }] }, tm.negative('Monthly tuition')],
      [{ ...season, programs: [{ ...program, monthlyTuition: 100_001 }] }, tm.tooLarge('Monthly tuition', 100_000)],
      [{ ...season, annualFees: [{ ...fee, name: '' }] }, tm.feeNameRequired],
      [{ ...season, annualFees: [{ ...fee, amount: -1 }] }, tm.negative('Fee amount')],
      [{ ...season, annualFees: [{ ...fee, studentsPaying: 'all' }] }, tm.notNumber('Students paying')],
      [{ ...season, programs: Array.from({ length: 101 }, () => program) }, tm.tooManyRows(100)],
    ];
    for (const [payload, message] of cases) {
      const res = await call('POST', '/api/arps', ownerA.cookie, payload);
      expect(res.statusCode, JSON.stringify(payload).slice(0, 200)).toBe(400);
      expect(reason(res)).toBe(message);
    }
    const missing = await call('DELETE', '/api/arps/999999', ownerA.cookie);
    expect(missing.statusCode).toBe(404);
    expect(reason(missing)).toBe(am.notFound);
  });

  it('lists last saved first in pages; PUT recomputes and audits; DELETE takes the programs along', async () => {
    const gym = (await createGym(t.db, { name: 'ARPS Gym' })).id;
    const cookie = await signIn(t, (await createUser(t.db, { role: 'Owner', gymId: gym })).id);
    const ids: number[] = [];
    for (const name of ['Fall', 'Winter', 'Spring']) {
      ids.push((await call('POST', '/api/arps', cookie, { ...season, name })).json().id);
    }
    const first = (await call('GET', '/api/arps?pageSize=2', cookie)).json();
    expect(first.total).toBe(3);
    expect(first.items.map((s: { name: string }) => s.name)).toEqual(['Spring', 'Winter']);
    expect(first.items[0]).toMatchObject({ programCount: 2, arpsMonthly: 146.67 });

    // Forty more recreational students: 160 × 95 + 10,400 = 25,600 a month; with the fees
    // 25,600 × 12 + 20,000 = 327,200 a year over 200 students → 327,200 ÷ 12 ÷ 200 = 136.33, 1,636.00.
    const more = { ...season, programs: [{ ...storedPrograms[0]!, students: 160 }, storedPrograms[1]!] };
    const put = await call('PUT', `/api/arps/${ids[0]}`, cookie, { ...more, name: 'Fall, full' });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json()).toMatchObject({ students: 200, annualRevenue: 327_200, arpsMonthly: 136.33, arpsAnnual: 1_636 });
    const trail = await auditTrail(t.db, 'arps_calculation', ids[0]!);
    expect(trail.at(-1)).toMatchObject({
      action: 'arps_calculation.update',
      oldValues: { name: 'Fall', students: 160, programs: storedPrograms },
      newValues: { name: 'Fall, full', students: 200, arpsMonthly: 136.33 },
    });
    expect((await call('GET', '/api/arps', cookie)).json().items[0].name).toBe('Fall, full');

    expect((await call('DELETE', `/api/arps/${ids[0]}`, cookie)).statusCode).toBe(204);
    expect(await t.db.select().from(programData).where(eq(programData.arpsId, ids[0]!))).toEqual([]);
    expect((await auditTrail(t.db, 'arps_calculation', ids[0]!)).at(-1)).toMatchObject({
      action: 'arps_calculation.delete',
      oldValues: { name: 'Fall, full' },
    });
    expect((await call('GET', '/api/arps', cookie)).json().total).toBe(2);
  });

  it('exports a calculation as a workbook with inputs, results, programs and fees on its first sheet, and as a PDF', async () => {
    const id = (await call('POST', '/api/arps', ownerA.cookie, season)).json().id;
    const xlsx = await call('GET', `/api/arps/${id}/export?format=xlsx`, ownerA.cookie);
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.headers['content-disposition']).toContain('filename="arps-2025-26-season.xlsx"');
    const sheet = await firstSheet(xlsx.rawPayload);
    expect(sheet.title).toBe('Average revenue per student');
    expect(sheet.cells.get('Number of programs')).toBe(2);
    expect(sheet.cells.get('Average revenue per student a month')).toBe(146.67);
    expect(sheet.cells.get('Annual revenue')).toBe(281_600);
    // 120 × 95 = 11,400 a month from 120 of 160 students (75%); 300 × 40 = 12,000 of meet fees.
    expect(sheet.rows).toContainEqual(['Recreational', 120, 95, 11_400, 75]);
    expect(sheet.rows).toContainEqual(['Meet fees', 300, 40, 12_000]);
    const pdf = await call('GET', `/api/arps/${id}/export?format=pdf`, coachA.cookie);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect((await PDFDocument.load(pdf.rawPayload)).getTitle()).toBe('Average revenue per student: 2025-26 season'); // WinAnsi: the dash is plain
  });

  it('is the gym’s: another gym gets 404, a visitor 401, a member without a gym 403 on a save', async () => {
    const id = (await call('POST', '/api/arps', ownerA.cookie, season)).json().id;
    for (const [method, url, body] of [
      ['GET', `/api/arps/${id}`, undefined],
      ['PUT', `/api/arps/${id}`, season],
      ['DELETE', `/api/arps/${id}`, undefined],
      ['GET', `/api/arps/${id}/export?format=xlsx`, undefined],
    ] as const) {
      const res = await call(method, url, ownerB.cookie, body);
      expect(res.statusCode, `${method} ${url}`).toBe(404);
      expect(reason(res)).toBe(am.notFound);
    }
    expect((await call('GET', '/api/arps', ownerB.cookie)).json()).toEqual({
      items: [],
      total: 0,
      page: 1,
      pageSize: 20,
    });
    expect((await call('GET', '/api/arps')).statusCode).toBe(401);
    const orphan = await call('POST', '/api/arps', loner, season);
    expect(orphan.statusCode).toBe(403);
    expect(reason(orphan)).toBe(r.noGym);
  });
});

describe('the network benchmarks read the saved figures', () => {
  // A database of its own: the gyms of the tests above would be one to four gyms outside the West,
  // and a narrowed cohort that leaves so few outside it is refused (decision 0121).
  let outer: TestApp;
  beforeAll(async () => {
    outer = t;
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
    t = outer;
  });

  it('places a gym by the revenue per sq ft and ARPS the server computed, its latest save counting', async () => {
    // Six gyms: $40, $50, $60, $70, $80, $90 a usable sq ft (revenue × 10,000 sq ft), ARPS 100…150 a month.
    const cookies: string[] = [];
    for (const [i, perSqft] of [40, 50, 60, 70, 80, 90].entries()) {
      const gym = (await createGym(t.db, { state: 'OR', buildingSqFt: 30_000 })).id;
      const cookie = await signIn(t, (await createUser(t.db, { role: 'Owner', gymId: gym })).id);
      const body = { ...quick, annualRevenue: perSqft * 10_000, squareFeet: 10_000 };
      expect((await call('POST', '/api/revenue-sqft', cookie, body)).statusCode).toBe(201);
      const arps = { name: 'Season', programs: [{ name: 'Rec', students: 10, monthlyTuition: 100 + 10 * i }] };
      expect((await call('POST', '/api/arps', cookie, arps)).statusCode).toBe(201);
      cookies.push(cookie);
    }
    // The first gym's later breakdown — 600,000 ÷ 8,000 = $75 — replaces its $40.
    expect((await call('POST', '/api/revenue-sqft', cookies[0], facility)).statusCode).toBe(201);
    const sqft = (await call('GET', '/api/benchmarks/revenue-per-sqft?region=west', cookies[0])).json();
    // Its peers 50, 60, 70, 80, 90 (never its own figure) → 60, 70, 80: the caller's 75 is between the
    // median and the p75, the 2nd quartile (top half).
    expect(sqft).toMatchObject({ cohortSize: '5–9', p25: 60, p50: 70, p75: 80, yourValue: 75, yourQuartile: 2 });
    const arps = (await call('GET', '/api/benchmarks/arps?region=west', cookies[4])).json();
    // Its peers 100, 110, 120, 130, 150 a month → 110, 120, 130: the fifth gym's 140 is above the p75,
    // the 1st quartile (top quarter).
    expect(arps).toMatchObject({ cohortSize: '5–9', p25: 110, p50: 120, p75: 130, yourValue: 140, yourQuartile: 1 });
  });
});

describe('one revenue per square foot', () => {
  let outer: TestApp;
  beforeAll(async () => {
    outer = t;
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
    t = outer;
  });

  it('gives the same inputs the same figure on screen, in the saved summary of either screen and in the network', async () => {
    // Five other gyms at $40–$80 a usable sq ft, so the network answers.
    for (const perSqft of [40, 50, 60, 70, 80]) {
      const gym = (await createGym(t.db, { state: 'IL', buildingSqFt: 20_000 })).id;
      const cookie = await signIn(t, (await createUser(t.db, { role: 'Owner', gymId: gym })).id);
      const body = { ...quick, annualRevenue: perSqft * 10_000, squareFeet: 10_000 };
      expect((await call('POST', '/api/revenue-sqft', cookie, body)).statusCode).toBe(201);
    }
    const gym = (await createGym(t.db, { state: 'IL', buildingSqFt: 16_500 })).id;
    const cookie = await signIn(t, (await createUser(t.db, { role: 'Owner', gymId: gym })).id);
    // $850,000.004 (kept as $850,000.00) over 14,500 usable sq ft: 58.6206… → $58.62, what the screen shows.
    const annualRevenue = 850_000.004;
    const onScreen = benchmarkFigure(revenueSqftFigures({ kind: 'quick', annualRevenue, squareFeet: 14_500 }));
    expect(onScreen).toBe(58.62);
    const areas = [
      { areaName: 'Floors', sqft: 14_500, isUsable: true },
      { areaName: 'Lobby', sqft: 2_000, isUsable: false },
    ];
    const saves = [
      { kind: 'facility', name: 'By area', year: 2025, annualRevenue, areas },
      { ...quick, name: 'Quick', annualRevenue, squareFeet: 14_500 },
    ];
    for (const body of saves) {
      const saved = await call('POST', '/api/revenue-sqft', cookie, body);
      expect(saved.statusCode, saved.body).toBe(201);
      const [row] = (await call('GET', '/api/revenue-sqft', cookie)).json().items;
      const record = (await call('GET', `/api/revenue-sqft/${saved.json().id}`, cookie)).json();
      const network = (await call('GET', '/api/benchmarks/revenue-per-sqft', cookie)).json();
      expect([row.annualPerSqft, row.highlights[0].value, record.report.results[0].value, network.yourValue]).toEqual([
        onScreen,
        onScreen,
        onScreen,
        onScreen,
      ]);
    }
  });
});

describe('the demo seed', () => {
  it('gives the demo owner a 2025 breakdown, a 2024 check and a season’s ARPS, placed against the network', async () => {
    await withDemoOwner([seedNetworkFigures, seedDemoRevenueArps], async (demo, cookie) => {
      const get = async (url: string) => {
        const res = await demo.app.inject({ method: 'GET', url, headers: { cookie } });
        expect(res.statusCode, url).toBe(200);
        return res.json();
      };
      // 18,000 sq ft, 14,500 of it usable; $945,000 → 945,000 ÷ 14,500 = 65.1724… → $65.17 a year,
      // ÷ 12 = 5.4310… → $5.43 a month; 945,000 ÷ 18,000 = $52.50 a total sq ft.
      const list = await get('/api/revenue-sqft');
      expect(list.items.map((s: { name: string; kind: string }) => [s.name, s.kind])).toEqual([
        ['2025 facility breakdown', 'facility'],
        ['2024 year end', 'quick'],
      ]);
      expect(list.items[0]).toMatchObject({
        year: 2025,
        totalSqft: 18_000,
        usableSqft: 14_500,
        annualPerSqft: 65.17,
        monthlyPerSqft: 5.43,
        annualPerTotalSqft: 52.5,
        areaCount: 6,
      });
      // 868,000 ÷ 14,500 = 59.862… → $59.86; ÷ 12 = 4.988… → $4.99.
      expect(list.items[1]).toMatchObject({ year: 2024, annualPerSqft: 59.86, monthlyPerSqft: 4.99 });
      const breakdown = await get(`/api/revenue-sqft/${list.items[0].id}`);
      // 5,200 + 4,800 + 1,900 + 2,600 + 2,100 + 1,400 = 18,000; assigned 792,000, not assigned 153,000.
      expect(breakdown.areas.map((a: { areaName: string }) => a.areaName)).toEqual([
        'Competitive team floor',
        'Recreational floor',
        'Preschool room',
        'Ninja zone',
        'Lobby, viewing and pro shop',
        'Office and storage',
      ]);
      expect(breakdown.report.results).toContainEqual(
        expect.objectContaining({ key: 'unassignedRevenue', value: 153_000 }),
      );
      // Tuition 290 × 88 + 150 × 72 + 80 × 95 + 62 × 265 = 60,350 a month; fees 65 × 582 + 450 × 62 = 65,730;
      // year 60,350 × 12 + 65,730 = 789,930 over 582 students → 65,827.50 ÷ 582 = 113.105… → $113.11 a month,
      // 789,930 ÷ 582 = 1,357.268… → $1,357.27 a year.
      const [season] = (await get('/api/arps')).items;
      expect(season).toMatchObject({
        name: '2025–26 season',
        students: 582,
        monthlyTuitionRevenue: 60_350,
        annualFeeRevenue: 65_730,
        annualRevenue: 789_930,
        arpsMonthly: 113.11,
        arpsAnnual: 1_357.27,
        programCount: 4,
      });
      // Revenue per sq ft: the breakdown (latest) against the 15 network gyms from $45.22 to $69.05, 13
      // below it, above their p75 of $58.32 → the 1st quartile (top quarter). ARPS: 13 network gyms, 3
      // below $113.11, so their p25 (rank 3, the 4th lowest) lies above it → the 4th quartile (bottom quarter).
      expect(await get('/api/benchmarks/revenue-per-sqft')).toMatchObject({
        cohortSize: '10–24',
        p75: 58.32,
        yourValue: 65.17,
        yourQuartile: 1,
      });
      expect(await get('/api/benchmarks/arps')).toMatchObject({
        cohortSize: '10–24',
        yourValue: 113.11,
        yourQuartile: 4,
      });
    });
  });
});
