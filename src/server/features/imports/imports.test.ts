import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importMessages as m, importTemplate, type ImportKind } from '../../../shared/imports';
import {
  books,
  businessTasks,
  gyms,
  learningModules,
  permissions,
  podcasts,
  rolePermissions,
  roles,
  userActivityLog,
  userRoles,
} from '../../db/schema/index';
import { createUser, signIn } from '../../../../tests/support/factories';
import { multipart } from '../../../../tests/support/multipart';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app';

let t: TestApp;
let admin: string;
let member: string;

const upload = (
  cookie: string | null,
  kind: ImportKind | string,
  file: { name: string; data: Buffer; type?: string } | null,
  dryRun = false,
) => {
  const body = multipart(file, { kind, ...(dryRun ? { dryRun: 'true' } : {}) });
  return t.app.inject({
    method: 'POST',
    url: '/api/admin/imports',
    payload: body.payload,
    headers: { 'content-type': body.contentType, ...(cookie ? { cookie } : {}) },
  });
};

const csvFile = (text: string) => ({ name: 'import.csv', data: Buffer.from(text), type: 'text/csv' });

/** Uploads, runs the job and answers the job as GET /api/admin/jobs/:id shows it. */
async function runImport(kind: ImportKind, file: { name: string; data: Buffer }, dryRun = false, cookie = admin) {
  const res = await upload(cookie, kind, file, dryRun);
  expect(res.statusCode, res.body).toBe(202);
  const { jobId } = res.json();
  expect(typeof jobId).toBe('number');
  await t.app.deps.jobs.drain();
  const job = await t.app.inject({ method: 'GET', url: `/api/admin/jobs/${jobId}`, headers: { cookie: admin } });
  expect(job.statusCode, job.body).toBe(200);
  expect(job.json().status).toBe('completed');
  return job.json().result as { created: number; updated: number; rejected: { row: number; message: string }[] };
}

const GYM_HEADER = 'clubNumber,name,city,state,country,website,latitude,longitude,buildingSqFt';
const gymRows = (n: number) =>
  Array.from(
    { length: n },
    (_, i) =>
      `IMP-${String(i + 1).padStart(5, '0')},"Imported Gym ${i + 1}, Inc.",Springfield,IL,USA,,39.${String(i).padStart(4, '0')},-89.65,${12000 + i}`,
  );
const countOf = async (table: typeof gyms | typeof books) => (await t.db.select({ n: count() }).from(table))[0]!.n;

beforeAll(async () => {
  t = await createTestApp();
  admin = await signIn(t, (await createUser(t.db, { isAdmin: true, gymId: null })).id);
  member = await signIn(t, (await createUser(t.db, { role: 'Owner' })).id);
});
afterAll(() => t.close());

describe('component importer', () => {
  it('imports 2,000 gyms, and the same file again creates and updates nothing', async () => {
    const before = await countOf(gyms);
    const file = csvFile([GYM_HEADER, ...gymRows(2000)].join('\r\n'));
    expect(await runImport('gyms', file)).toEqual({ created: 2000, updated: 0, rejected: [] });
    expect((await countOf(gyms)) - before).toBe(2000);
    const [one] = await t.db.select().from(gyms).where(eq(gyms.clubNumber, 'IMP-00007'));
    expect(one).toMatchObject({ name: 'Imported Gym 7, Inc.', state: 'IL', status: 'active', buildingSqFt: 12006 });
    expect(Number(one!.latitude)).toBeCloseTo(39.0006, 6);
    // Written in slices of 200 rows, each with its activity-log row.
    const slices = await t.db.select().from(userActivityLog).where(eq(userActivityLog.action, 'import.write'));
    expect(slices.length).toBe(10);

    expect(await runImport('gyms', file)).toEqual({ created: 0, updated: 0, rejected: [] });
    expect((await countOf(gyms)) - before).toBe(2000);
  }, 120_000);

  it('updates by the natural key only what changed, with old and new values logged', async () => {
    const csv = [GYM_HEADER, ...gymRows(3)].join('\n').replace('Imported Gym 2, Inc.', 'Imported Gym Two');
    expect(await runImport('gyms', csvFile(csv))).toEqual({ created: 0, updated: 1, rejected: [] });
    const [two] = await t.db.select().from(gyms).where(eq(gyms.clubNumber, 'IMP-00002'));
    expect(two!.name).toBe('Imported Gym Two');
    const [log] = await t.db
      .select()
      .from(userActivityLog)
      .where(eq(userActivityLog.action, 'import.write'))
      .orderBy(userActivityLog.id)
      .then((rows) => rows.slice(-1));
    expect(log!.oldValues).toEqual({ [two!.id]: { name: 'Imported Gym 2, Inc.' } });
    expect(log!.newValues).toMatchObject({ [two!.id]: { name: 'Imported Gym Two' } });
    // Without a club number a gym is found by name, city and state.
    const byPlace = 'name,city,state,country,website\nImported Gym Two,springfield,IL,USA,https://gymtwo.example.com';
    expect(await runImport('gyms', csvFile(byPlace))).toEqual({ created: 0, updated: 1, rejected: [] });
    const [again] = await t.db.select().from(gyms).where(eq(gyms.id, two!.id));
    expect(again!.website).toBe('https://gymtwo.example.com');
  });

  it('a dry run answers the counts and writes nothing', async () => {
    const before = await countOf(gyms);
    const csv = `${GYM_HEADER}\nDRY-1,Dry Run Gym,Peoria,IL,USA,,,,\nIMP-00001,Renamed On A Dry Run,Springfield,IL,USA,,,,`;
    expect(await runImport('gyms', csvFile(csv), true)).toEqual({ created: 1, updated: 1, rejected: [] });
    expect(await countOf(gyms)).toBe(before);
    const [first] = await t.db.select().from(gyms).where(eq(gyms.clubNumber, 'IMP-00001'));
    expect(first!.name).toBe('Imported Gym 1, Inc.');
  });

  it('one bad row rejects the whole file with its row number and message', async () => {
    const before = await countOf(gyms);
    const csv = [
      GYM_HEADER,
      'BAD-1,Good Gym One,Peoria,IL,USA,,,,',
      'BAD-2,,Peoria,IL,USA,,,,',
      'BAD-3,Good Gym Three,Peoria,IL,USA,,95,,',
      'BAD-4,Good Gym Four,Peoria,IL,USA,,,,big',
      'BAD-1,Good Gym One Again,Peoria,IL,USA,,,,',
      'BAD-6,Good Gym Six,Peoria,IL,USA,,,,',
    ].join('\n');
    expect(await runImport('gyms', csvFile(csv))).toEqual({
      created: 0,
      updated: 0,
      rejected: [
        { row: 2, message: 'Gym name is required' },
        { row: 3, message: 'Latitude must be between -90 and 90' },
        { row: 4, message: m.notNumber('buildingSqFt') },
        { row: 5, message: m.duplicateRow(1) },
      ],
    });
    expect(await countOf(gyms)).toBe(before);
    const unknown = 'name,nickname\nA gym,Flips';
    expect((await runImport('gyms', csvFile(unknown))).rejected).toEqual([
      { row: 0, message: m.unknownColumns(['nickname']) },
    ]);
    const newWithoutNumber = 'name,city,state,country\nNowhere Gym,Nowhere,KS,USA';
    expect((await runImport('gyms', csvFile(newWithoutNumber))).rejected).toEqual([{ row: 1, message: m.gymNotFound }]);
  });

  it('imports business tasks by title', async () => {
    const csv = [
      'task,function,frequency,owner,startupCritical,priorities.250k,priorities.500k,priorities.1m,priorities.2m,description',
      'Reconcile the merchant account,Finance,Monthly,Bookkeeper,yes,high,high,medium,medium,Match deposits to the class roster',
      'Call every trial family within 24 hours,Sales & Enrollment,Daily,Front Desk,no,critical,critical,high,high,',
    ].join('\n');
    expect(await runImport('business-tasks', csvFile(csv))).toEqual({ created: 2, updated: 0, rejected: [] });
    const [task] = await t.db
      .select()
      .from(businessTasks)
      .where(eq(businessTasks.task, 'Reconcile the merchant account'));
    expect(task).toMatchObject({
      function: 'finance',
      startupCritical: true,
      priority250k: 'high',
      priority2m: 'medium',
    });
    expect(await runImport('business-tasks', csvFile(csv.replace('Monthly', 'Weekly')))).toEqual({
      created: 0,
      updated: 1,
      rejected: [],
    });
    const bad = csv.replace('Monthly', 'Fortnightly');
    expect((await runImport('business-tasks', csvFile(bad))).rejected.map((r) => r.row)).toEqual([1]);
  });

  it('imports books by title and author, and podcasts by title', async () => {
    const booksCsv = [
      'title,author,rating,categories,businessType,amazonUrl',
      'The E-Myth Revisited,Michael E. Gerber,4.5,business;systems,,https://www.amazon.com/dp/0887307280',
      'Good to Great,Jim Collins,4,leadership,gymnastics,',
    ].join('\n');
    expect(await runImport('books', csvFile(booksCsv))).toEqual({ created: 2, updated: 0, rejected: [] });
    const [book] = await t.db.select().from(books).where(eq(books.title, 'The E-Myth Revisited'));
    expect(book).toMatchObject({ rating: 4.5, categories: ['business', 'systems'], businessType: null });
    expect(await runImport('books', csvFile(booksCsv))).toEqual({ created: 0, updated: 0, rejected: [] });

    const podcastCsv = [
      'title,host,youtubeUrl,rating',
      'Gym Owners Unfiltered,Dana Reyes,https://www.youtube.com/watch?v=dQw4w9WgXcQ,5',
    ].join('\n');
    expect(await runImport('podcasts', csvFile(podcastCsv))).toEqual({ created: 1, updated: 0, rejected: [] });
    expect(await t.db.select().from(podcasts).where(eq(podcasts.title, 'Gym Owners Unfiltered'))).toHaveLength(1);
    expect(await runImport('podcasts', csvFile(podcastCsv.replace(',5', ',4')))).toEqual({
      created: 0,
      updated: 1,
      rejected: [],
    });
  });

  it('imports learning modules by slug', async () => {
    const csv = [
      'slug,title,category,moduleType,isPublished,displayOrder',
      'front-desk-playbook,The front desk playbook,playbooks,document,true,3',
    ].join('\n');
    expect(await runImport('learning-modules', csvFile(csv))).toEqual({ created: 1, updated: 0, rejected: [] });
    const [mod] = await t.db.select().from(learningModules).where(eq(learningModules.slug, 'front-desk-playbook'));
    expect(mod).toMatchObject({ title: 'The front desk playbook', isPublished: true, displayOrder: 3 });
    expect(await runImport('learning-modules', csvFile(csv))).toEqual({ created: 0, updated: 0, rejected: [] });
  });

  it('reads an .xlsx workbook', async () => {
    const XLSX = await import('@e965/xlsx');
    const sheet = XLSX.utils.aoa_to_sheet([
      ['title', 'author', 'rating'],
      ['Traction', 'Gino Wickman', 4],
      ['Built to Sell', 'John Warrillow', 3.5],
    ]);
    const book = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(book, sheet, 'Books');
    const data = XLSX.write(book, { type: 'buffer', bookType: 'xlsx' }) as Buffer;
    expect(await runImport('books', { name: 'books.xlsx', data })).toEqual({ created: 2, updated: 0, rejected: [] });
    const [traction] = await t.db.select().from(books).where(eq(books.title, 'Traction'));
    expect(traction).toMatchObject({ author: 'Gino Wickman', rating: 4 });
  });

  it('refuses a missing file, an unknown kind and a file that is neither CSV nor a workbook', async () => {
    const noFile = await upload(admin, 'gyms', null);
    expect(noFile.statusCode).toBe(400);
    expect(noFile.json().message).toBe(m.fileRequired);
    const badKind = await upload(admin, 'trampolines', csvFile('name\nA'));
    expect(badKind.statusCode).toBe(400);
    expect(badKind.json().message).toBe(m.kindRequired);
    const pdf = await upload(admin, 'gyms', {
      name: 'gyms.csv',
      data: Buffer.from('%PDF-1.7\n%\u00e2\u00e3\n1 0 obj'),
    });
    expect(pdf.statusCode).toBe(400);
    expect(pdf.json().message).toBe(m.fileType);
  });

  it("a kind's template (its header alone) is a file with no rows", async () => {
    const res = await runImport('podcasts', csvFile(importTemplate('podcasts')));
    expect(res).toEqual({ created: 0, updated: 0, rejected: [{ row: 0, message: m.emptyFile }] });
  });

  it('needs imports.manage: visitors 401, members 403, a role granted it may import', async () => {
    const file = csvFile('title,host\nGrip Talk,Sam Ortiz');
    expect((await upload(null, 'podcasts', file)).statusCode).toBe(401);
    expect((await upload(member, 'podcasts', file)).statusCode).toBe(403);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/admin/imports/1', headers: { cookie: member } })).statusCode,
    ).toBe(403);

    const [role] = await t.db.insert(roles).values({ name: 'Importer', description: 'Imports content' }).returning();
    const [perm] = await t.db.select().from(permissions).where(eq(permissions.name, 'imports.manage'));
    await t.db.insert(rolePermissions).values({ roleId: role!.id, permissionId: perm!.id });
    const user = await createUser(t.db, { role: 'member' });
    await t.db.insert(userRoles).values({ userId: user.id, roleId: role!.id });
    const importer = await signIn(t, user.id);
    const res = await upload(importer, 'podcasts', file);
    expect(res.statusCode, res.body).toBe(202);
    await t.app.deps.jobs.drain();
    const job = await t.app.inject({
      method: 'GET',
      url: `/api/admin/imports/${res.json().jobId}`,
      headers: { cookie: importer },
    });
    expect(job.statusCode, job.body).toBe(200);
    expect(job.json()).toMatchObject({ status: 'completed', result: { created: 1, updated: 0, rejected: [] } });
  });
});
