import ExcelJS from 'exceljs';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toolsMessages as m } from '../../../shared/tools/index';
import { auditTrail } from '../../../../tests/support/audit';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app';
import { callsOf, gymPeople, reason } from '../../../../tests/support/tool-calls';
import { recreational, recreationalResults } from '../../../../tests/support/tool-fixtures';

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
