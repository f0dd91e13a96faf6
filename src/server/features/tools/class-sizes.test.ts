import ExcelJS from 'exceljs';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toolsMessages as tm } from '../../../shared/tools/fields';
import { toolsRecordMessages as r } from '../../../shared/tools/records';
import { classSizeMessages as m } from '../../../shared/tools/class-sizes';
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
 * Preschool, by hand: 52 enrolled ÷ 16 classes = 3.25 a class, 52 ÷ (16 × 8) = 40.63% of the places
 * (under half: thin); ceil(3.25 ÷ 3) = 2 coaches a class (3 for a full class of 8), 1.63 students a
 * coach; revenue 52 × $19 ÷ 16 = $61.75 a class; coaches 2 × 45 min × $17 = $25.50; profit $36.25;
 * a week 52 × 19 − 2 × 0.75 × 17 × 16 = 988 − 408 = $580; one coach costs $12.75, so one student at
 * $19 covers it (break-even 1); the classes need 2 × 45 × 16 ÷ 60 = 24 coach hours, the two coaches
 * work 2 × 10 = 20: over the ratio.
 */
const preschool = {
  name: 'Preschool (ages 3–5)',
  studentProgramRatio: 3,
  percentEnrollment: 85,
  enrollments: 52,
  studentsPerClass: 8,
  totalClasses: 16,
  classLength: 45,
  instructors: 2,
  instructorHours: 10,
  pricePerClass: 19,
  instructorWage: 17,
  officeManagerWage: 0,
  generalManagerWage: 0,
  weeks: 12,
};
const preschoolResults = {
  averageStudentsPerClass: 3.25,
  fillPercent: 40.63,
  coachesPerClass: 2,
  coachesForFullClass: 3,
  studentsPerCoach: 1.63,
  revenuePerClass: 61.75,
  coachCostPerClass: 25.5,
  profitPerClass: 36.25,
  weeklyProfit: 580,
  breakEvenClassSize: 1,
  coachHoursNeeded: 24,
  coachHoursWorked: 20,
  warnings: [
    { code: 'thin', message: m.thin(3.25, 40.63, 8) },
    { code: 'overRatio', message: m.overRatio(3, 24, 20) },
  ],
};

/** Recreational: 150 ÷ 20 = 7.5 a class, 75% of 10; one coach of 8:1; $20 × 7.5 = $150 a class, − $18 = $132. */
const recreational = {
  ...preschool,
  name: 'Recreational (ages 6–12)',
  studentProgramRatio: 8,
  enrollments: 150,
  studentsPerClass: 10,
  totalClasses: 20,
  classLength: 60,
  instructors: 5,
  instructorHours: 12,
  pricePerClass: 20,
  instructorWage: 18,
};

describe('student class programs', () => {
  it('POST saves the spec’s fields and answers with the class sizes computed here; GET, PUT, DELETE follow', async () => {
    const res = await call('POST', '/api/student-class-programs', ownerA.cookie, {
      ...preschool,
      results: { averageStudentsPerClass: 99 },
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      ...preschool,
      results: preschoolResults,
      gymId: gymA,
      createdBy: ownerA.id,
    });
    const id = res.json().id as number;
    expect((await call('GET', `/api/student-class-programs/${id}`, coachA.cookie)).json()).toEqual(res.json());
    const list = (await call('GET', '/api/student-class-programs', coachA.cookie)).json() as { id: number }[];
    expect(list.map((x) => x.id)).toContain(id);
    expect((await call('GET', '/api/student-class-programs', ownerB.cookie)).json()).toEqual([]);

    // 96 enrolled: 6 a class, 75% full; 2 coaches; 96 × 19 ÷ 16 = $114 a class, profit $88.50; no longer thin.
    const put = await call('PUT', `/api/student-class-programs/${id}`, coachA.cookie, {
      ...preschool,
      enrollments: 96,
    });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json().results).toMatchObject({
      averageStudentsPerClass: 6,
      fillPercent: 75,
      coachesPerClass: 2,
      revenuePerClass: 114,
      profitPerClass: 88.5,
      warnings: [{ code: 'overRatio', message: m.overRatio(3, 24, 20) }],
    });
    expect((await call('DELETE', `/api/student-class-programs/${id}`, ownerA.cookie)).statusCode).toBe(204);
    const gone = await call('GET', `/api/student-class-programs/${id}`, ownerA.cookie);
    expect(gone.statusCode).toBe(404);
    expect(reason(gone)).toBe(m.notFound);

    const trail = await auditTrail(t.db, 'student_class_program', id);
    expect(trail.map((x) => [x.action, x.userId])).toEqual([
      ['student_class_program.create', ownerA.id],
      ['student_class_program.update', coachA.id],
      ['student_class_program.delete', ownerA.id],
    ]);
    expect(trail[0]!.newValues).toEqual({ ...preschool, gymId: gymA });
    expect(trail[1]!.oldValues).toEqual(preschool);
    expect(trail[1]!.newValues).toEqual({ ...preschool, enrollments: 96 });
    expect(trail[2]!.oldValues).toEqual({ ...preschool, enrollments: 96 });
  });

  it('keeps money to the cent and measures to four places, and recomputes from what it kept', async () => {
    const res = await call('POST', '/api/student-class-programs', ownerA.cookie, {
      ...recreational,
      pricePerClass: 20.004,
      instructorWage: 18.005,
    });
    // $20.00 and $18.01 kept: 150 × 20 ÷ 20 = $150; one coach an hour at $18.01; profit $131.99.
    expect(res.json()).toMatchObject({ pricePerClass: 20, instructorWage: 18.01 });
    expect(res.json().results).toMatchObject({
      revenuePerClass: 150,
      coachCostPerClass: 18.01,
      profitPerClass: 131.99,
    });
    await call('DELETE', `/api/student-class-programs/${res.json().id}`, ownerA.cookie);
  });

  it('refuses every field the schema refuses, with its message', async () => {
    const cases: [object, string][] = [
      [{ name: '' }, tm.programNameRequired],
      [{ name: 'x'.repeat(101) }, 'Must not exceed 100 characters'],
      [{ studentProgramRatio: -1 }, tm.negative('Students per instructor')],
      [{ studentProgramRatio: 2.5 }, tm.notWhole('Students per instructor')],
      [{ studentProgramRatio: 1001 }, tm.tooLarge('Students per instructor', 1000)],
      [{ percentEnrollment: 101 }, tm.percentRange('Percent enrollment')],
      [{ percentEnrollment: -1 }, tm.percentRange('Percent enrollment')],
      [{ enrollments: -1 }, tm.negative('Enrollments')],
      [{ enrollments: 'many' }, tm.notNumber('Enrollments')],
      [{ enrollments: 1_000_001 }, tm.tooLarge('Enrollments', 1_000_000)],
      [{ studentsPerClass: 7.5 }, tm.notWhole('Students per class')],
      [{ studentsPerClass: 1001 }, tm.tooLarge('Students per class', 1000)],
      [{ totalClasses: -1 }, tm.negative('Total classes')],
      [{ totalClasses: 10_001 }, tm.tooLarge('Total classes', 10_000)],
      [{ classLength: -45 }, tm.negative('Class length')],
      [{ classLength: 1441 }, tm.tooLarge('Class length', 1440)],
      [{ instructors: 1.5 }, tm.notWhole('Instructors')],
      [{ instructorHours: 169 }, tm.tooLarge('Instructor hours', 168)],
      [{ pricePerClass: -19 }, tm.negative('Price per class')],
      [{ pricePerClass: null }, tm.notNumber('Price per class')],
      [{ instructorWage: 10_001 }, tm.tooLarge('Instructor wage', 10_000)],
      [{ officeManagerWage: -1 }, tm.negative('Office manager wage')],
      [{ generalManagerWage: -1 }, tm.negative('General manager wage')],
      [{ weeks: 521 }, tm.tooLarge('Weeks', 520)],
    ];
    for (const [patch, message] of cases) {
      const res = await call('POST', '/api/student-class-programs', ownerA.cookie, { ...preschool, ...patch });
      expect(res.statusCode, message).toBe(400);
      expect(reason(res)).toBe(message);
    }
    const { weeks: _weeks, ...missing } = preschool;
    const res = await call('POST', '/api/student-class-programs', ownerA.cookie, missing);
    expect(reason(res)).toBe(tm.notNumber('Weeks'));
    const badId = await call('GET', '/api/student-class-programs/abc', ownerA.cookie);
    expect(badId.statusCode).toBe(400);
    expect(reason(badId)).toBe('Invalid class program id');
    const badFormat = await call('GET', '/api/student-class-programs/export?format=csv', ownerA.cookie);
    expect(badFormat.statusCode).toBe(400);
    expect(reason(badFormat)).toBe(r.exportFormatInvalid);
  });

  it('exports a program, and the whole list, with inputs and results on the first sheet', async () => {
    const id = (await call('POST', '/api/student-class-programs', ownerA.cookie, preschool)).json().id;
    const rec = (await call('POST', '/api/student-class-programs', ownerA.cookie, recreational)).json().id;
    const sheetOf = async (payload: Buffer) => {
      const book = new ExcelJS.Workbook();
      await book.xlsx.load(payload as unknown as ArrayBuffer);
      const sheet = book.worksheets[0]!;
      const cells = new Map<string, unknown>();
      sheet.eachRow((row) => {
        const label = row.getCell(1).value;
        if (typeof label === 'string') cells.set(label, row.getCell(2).value);
      });
      return { sheet, cells };
    };
    const one = await call('GET', `/api/student-class-programs/${id}/export?format=xlsx`, coachA.cookie);
    expect(one.statusCode).toBe(200);
    expect(one.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(one.headers['content-disposition']).toContain('filename="students-per-class-preschool-ages-3-5.xlsx"');
    const { sheet, cells } = await sheetOf(one.rawPayload);
    expect(sheet.getCell('A1').value).toBe('Students per class');
    expect(sheet.getCell('A2').value).toBe('Preschool (ages 3–5)');
    expect(cells.get('Enrollments a week')).toBe(52);
    expect(cells.get('Average students per class')).toBe(3.25);
    expect(cells.get('Coaches a class needs')).toBe(2);
    expect(cells.get('Profit per class')).toBe(36.25);
    const column = (n: number) => sheet.getColumn(n).values;
    expect(column(2)).toEqual(expect.arrayContaining([m.thin(3.25, 40.63, 8), m.overRatio(3, 24, 20)]));

    // (52 + 150) ÷ (16 + 20) = 202 ÷ 36 = 5.61 a class; $580 + (3,000 − 360) = $3,220 a week.
    const all = await call('GET', '/api/student-class-programs/export', coachA.cookie);
    expect(all.headers['content-disposition']).toContain('filename="students-per-class-all-programs.xlsx"');
    const list = await sheetOf(all.rawPayload);
    expect(list.cells.get('Programs')).toBe(2);
    expect(list.cells.get('Average students per class')).toBe(5.61);
    expect(list.cells.get('Weekly profit after coaching')).toBe(3220);
    expect(list.cells.get('Recreational (ages 6–12)')).toBe(10);

    const pdf = await call('GET', `/api/student-class-programs/${id}/export?format=pdf`, ownerA.cookie);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect((await PDFDocument.load(pdf.rawPayload)).getTitle()).toBe('Students per class: Preschool (ages 3-5)');
    const allPdf = await call('GET', '/api/student-class-programs/export?format=pdf', ownerA.cookie);
    expect((await PDFDocument.load(allPdf.rawPayload)).getPageCount()).toBe(1);
    // Another gym's list is its own (empty), never A's.
    const empty = await sheetOf((await call('GET', '/api/student-class-programs/export', ownerB.cookie)).rawPayload);
    expect(empty.cells.get('Programs')).toBe(0);
    for (const x of [id, rec]) await call('DELETE', `/api/student-class-programs/${x}`, ownerA.cookie);
  });

  it('is the gym’s: another gym gets 404, a visitor 401, a member without a gym 403 on a save', async () => {
    const id = (await call('POST', '/api/student-class-programs', ownerA.cookie, preschool)).json().id;
    for (const [method, url, body] of [
      ['GET', `/api/student-class-programs/${id}`, undefined],
      ['PUT', `/api/student-class-programs/${id}`, preschool],
      ['DELETE', `/api/student-class-programs/${id}`, undefined],
      ['GET', `/api/student-class-programs/${id}/export?format=pdf`, undefined],
    ] as const) {
      const res = await call(method, url, ownerB.cookie, body);
      expect(res.statusCode, `${method} ${url}`).toBe(404);
      expect(reason(res)).toBe(m.notFound);
    }
    for (const [method, url] of [
      ['GET', '/api/student-class-programs'],
      ['POST', '/api/student-class-programs'],
      ['GET', `/api/student-class-programs/${id}`],
      ['PUT', `/api/student-class-programs/${id}`],
      ['DELETE', `/api/student-class-programs/${id}`],
      ['GET', `/api/student-class-programs/${id}/export`],
      ['GET', '/api/student-class-programs/export'],
    ] as const) {
      expect((await call(method, url, undefined, method === 'POST' ? preschool : undefined)).statusCode).toBe(401);
    }
    const orphan = await call('POST', '/api/student-class-programs', loner, preschool);
    expect(orphan.statusCode).toBe(403);
    expect(reason(orphan)).toBe(r.noGym);
    expect((await call('GET', '/api/student-class-programs', loner)).json()).toEqual([]);
    expect((await call('GET', `/api/student-class-programs/${id}`, ownerA.cookie)).statusCode).toBe(200);
    await call('DELETE', `/api/student-class-programs/${id}`, ownerA.cookie);
  });

  it('feeds the network benchmark with the gym’s Σ enrollments ÷ Σ classes', async () => {
    // Five more gyms with one program each: 6, 7, 8, 9 and 10 a class.
    for (const size of [6, 7, 8, 9, 10]) {
      const gym = (await createGym(t.db, { name: `Peer ${size}` })).id;
      const cookie = await signIn(t, (await createUser(t.db, { role: 'Owner', gymId: gym })).id);
      const body = { ...recreational, enrollments: size * 10, totalClasses: 10 };
      expect((await call('POST', '/api/student-class-programs', cookie, body)).statusCode).toBe(201);
    }
    const ids = [
      (await call('POST', '/api/student-class-programs', ownerA.cookie, preschool)).json().id,
      (await call('POST', '/api/student-class-programs', ownerA.cookie, recreational)).json().id,
    ];
    const bench = (await call('GET', '/api/benchmarks/students-per-class', coachA.cookie)).json();
    // The quartiles are of the five other gyms (6, 7, 8, 9, 10: p25 7, median 8); A's 202 ÷ 36 = 5.61 is
    // below the p25, the 4th quartile (bottom quarter).
    expect(bench).toMatchObject({
      insufficientData: false,
      cohortSize: '5–9',
      yourValue: 5.61,
      p50: 8,
      yourQuartile: 4,
    });
    for (const id of ids) await call('DELETE', `/api/student-class-programs/${id}`, ownerA.cookie);
  });
});
