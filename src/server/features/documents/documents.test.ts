import { permissionRequired } from '../../../shared/permission-texts';
import { eq } from 'drizzle-orm';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documentMessages as m, MAX_DOCUMENT_BYTES, MAX_FOLDER_DEPTH } from '../../../shared/documents';
import { documents, repositoryDocuments } from '../../db/schema/index';
import { simplePdf } from '../../db/seed/simple-pdf';
import { auditTrail } from '../../../../tests/support/audit';
import { createGym, createUser, signIn } from '../../../../tests/support/factories';
import { multipart } from '../../../../tests/support/multipart';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app';
import { callsOf } from '../../../../tests/support/http';

let t: TestApp;
let admin: string;
let ownerA: string;
let ownerAId: number;
let ownerAUser: { firstName: string; lastName: string };
let managerA: string;
let basicA: string;
let ownerB: string;
let noGym: string;

/** What a person is told: the first field's message for a validation error, else the message. */
const reason = (res: { json(): { message: string; issues?: { message: string }[] } }) =>
  res.json().issues?.[0]?.message ?? res.json().message;

const call = callsOf(() => t);

const upload = (cookie: string | undefined, file: Parameters<typeof multipart>[0], fields?: Record<string, string>) => {
  const body = multipart(file, fields);
  return t.app.inject({
    method: 'POST',
    url: '/api/repository/documents/upload',
    headers: { 'content-type': body.contentType, ...(cookie ? { cookie } : {}) },
    payload: body.payload,
  });
};

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_UPLOADS_PER_HOUR: '1000' });
  admin = await signIn(t, (await createUser(t.db, { isAdmin: true })).id);
  const gymA = await createGym(t.db);
  const a = await createUser(t.db, { gymId: gymA.id, role: 'Owner' });
  ownerAId = a.id;
  ownerAUser = a;
  ownerA = await signIn(t, a.id);
  managerA = await signIn(t, (await createUser(t.db, { gymId: gymA.id, role: 'Manager' })).id);
  basicA = await signIn(t, (await createUser(t.db, { gymId: gymA.id, role: 'member' })).id);
  ownerB = await signIn(t, (await createUser(t.db, { role: 'Owner' })).id);
  noGym = await signIn(t, (await createUser(t.db, { gymId: null, role: 'Owner' })).id);
});
afterAll(() => t.close());

describe('document types', () => {
  it('lists the five types with colours and SOP as the default, publicly', async () => {
    const res = await call('GET', '/api/document-types');
    expect(res.statusCode).toBe(200);
    const list = res.json() as { name: string; colour: string; isDefault: boolean }[];
    expect(list.map((x) => x.name)).toEqual(['SOP', 'Form', 'Presentation', 'Video', 'Tip']);
    expect(list.filter((x) => x.isDefault).map((x) => x.name)).toEqual(['SOP']);
    for (const x of list) expect(x.colour).toMatch(/^#[0-9a-f]{6}$/);
  });

  it('admins change colour, description and the default; members get 403, visitors 401', async () => {
    const types = (await call('GET', '/api/document-types')).json() as { id: number; name: string }[];
    const form = types.find((x) => x.name === 'Form')!;
    expect(
      (await call('PATCH', `/api/admin/document-types/${form.id}`, undefined, { colour: '#123456' })).statusCode,
    ).toBe(401);
    expect(
      (await call('PATCH', `/api/admin/document-types/${form.id}`, ownerA, { colour: '#123456' })).statusCode,
    ).toBe(403);
    const bad = await call('PATCH', `/api/admin/document-types/${form.id}`, admin, { colour: 'blue' });
    expect(bad.statusCode).toBe(400);
    expect(reason(bad)).toBe(m.colourInvalid);
    const off = await call('PATCH', `/api/admin/document-types/${form.id}`, admin, { isDefault: false });
    expect(off.statusCode).toBe(400);
    expect(reason(off)).toBe(m.oneDefault);
    const res = await call('PATCH', `/api/admin/document-types/${form.id}`, admin, {
      colour: '#0E7490',
      description: 'Forms families fill in',
      isDefault: true,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ colour: '#0e7490', isDefault: true, description: 'Forms families fill in' });
    const after = (await call('GET', '/api/document-types')).json() as { name: string; isDefault: boolean }[];
    expect(after.filter((x) => x.isDefault).map((x) => x.name)).toEqual(['Form']);
    // A document without a type now takes the new default; put SOP back for the other tests.
    const doc = await call('POST', '/api/repository/documents', ownerA, { title: 'Defaults to the default' });
    expect(doc.json()).toMatchObject({ type: 'Form', typeColour: '#0e7490' });
    const sop = types.find((x) => x.name === 'SOP')!;
    expect((await call('PATCH', `/api/admin/document-types/${sop.id}`, admin, { isDefault: true })).statusCode).toBe(
      200,
    );
    expect(await auditTrail(t.db, 'document_type', form.id)).toHaveLength(1);
  });
});

describe('folders', () => {
  it('creates nested folders in the caller’s gym and lists them with the library’s', async () => {
    const top = await call('POST', '/api/repository/folders', ownerA, { name: 'Front Desk', description: 'Scripts' });
    expect(top.statusCode).toBe(201);
    expect(top.json()).toMatchObject({ name: 'Front Desk', parentId: null, library: false, canEdit: true });
    const child = await call('POST', '/api/repository/folders', managerA, { name: 'Scripts', parentId: top.json().id });
    expect(child.statusCode).toBe(201);
    const lib = await call('POST', '/api/repository/folders', admin, { name: 'Club templates', library: true });
    expect(lib.statusCode).toBe(201);
    expect(lib.json()).toMatchObject({ gymId: null, library: true });

    const mine = (await call('GET', '/api/repository/folders', ownerA)).json() as {
      id: number;
      gymId: number | null;
      canEdit: boolean;
    }[];
    const ids = mine.map((f) => f.id);
    expect(ids).toEqual(expect.arrayContaining([top.json().id, child.json().id, lib.json().id]));
    expect(mine.find((f) => f.id === lib.json().id)!.canEdit).toBe(false);
    const theirs = (await call('GET', '/api/repository/folders', ownerB)).json() as { id: number }[];
    expect(theirs.map((f) => f.id)).toContain(lib.json().id);
    expect(theirs.map((f) => f.id)).not.toContain(top.json().id);
    expect(await auditTrail(t.db, 'document_folder', top.json().id)).toEqual([
      expect.objectContaining({ userId: ownerAId, action: 'document_folder.create' }),
    ]);
  });

  it('counts the documents directly in each folder', async () => {
    const outer = (await call('POST', '/api/repository/folders', ownerA, { name: 'Counted' })).json();
    const inner = (await call('POST', '/api/repository/folders', ownerA, { name: 'Inner', parentId: outer.id })).json();
    for (const title of ['One', 'Two']) {
      const res = await call('POST', '/api/repository/documents', ownerA, { title, folderId: outer.id });
      expect(res.statusCode).toBe(201);
    }
    const listed = (await call('GET', '/api/repository/folders', ownerA)).json() as {
      id: number;
      documentCount: number;
    }[];
    expect(listed.find((f) => f.id === outer.id)!.documentCount).toBe(2);
    expect(listed.find((f) => f.id === inner.id)!.documentCount).toBe(0);
  });

  it('says what is wrong with a name, and refuses the library to members and folders to the gymless', async () => {
    const blank = await call('POST', '/api/repository/folders', ownerA, { name: '  ' });
    expect(blank.statusCode).toBe(400);
    expect(reason(blank)).toBe(m.folderNameRequired);
    const long = await call('POST', '/api/repository/folders', ownerA, { name: 'x'.repeat(256) });
    expect(reason(long)).toBe(m.folderNameTooLong);
    const lib = await call('POST', '/api/repository/folders', ownerA, { name: 'Mine now', library: true });
    expect(lib.statusCode).toBe(403);
    expect(reason(lib)).toBe(m.libraryAdminOnly);
    const gymless = await call('POST', '/api/repository/folders', noGym, { name: 'Nowhere' });
    expect(gymless.statusCode).toBe(403);
    expect(reason(gymless)).toBe(m.noGym);
    const readOnly = await call('POST', '/api/repository/folders', basicA, { name: 'Read only' });
    expect(readOnly.statusCode).toBe(403);
    expect(reason(readOnly)).toBe(permissionRequired('documents.manage'));
    expect((await call('GET', '/api/repository/folders', basicA)).statusCode).toBe(200);
    expect((await call('POST', '/api/repository/folders', undefined, { name: 'Visitor' })).statusCode).toBe(401);
  });

  it('renames and moves, never into itself; another gym gets 404 for everything', async () => {
    const a = (await call('POST', '/api/repository/folders', ownerA, { name: 'Coaches' })).json();
    const b = (await call('POST', '/api/repository/folders', ownerA, { name: 'Onboarding', parentId: a.id })).json();
    const renamed = await call('PATCH', `/api/repository/folders/${a.id}`, ownerA, { name: 'Coaching staff' });
    expect(renamed.json().name).toBe('Coaching staff');
    const loop = await call('PATCH', `/api/repository/folders/${a.id}`, ownerA, { parentId: b.id });
    expect(loop.statusCode).toBe(400);
    expect(reason(loop)).toBe(m.folderIntoItself);
    const moved = await call('PATCH', `/api/repository/folders/${b.id}`, ownerA, { parentId: null });
    expect(moved.json().parentId).toBeNull();

    for (const [method, url, body] of [
      ['PATCH', `/api/repository/folders/${a.id}`, { name: 'Taken' }],
      ['DELETE', `/api/repository/folders/${a.id}?recursive=true`, undefined],
      ['GET', `/api/repository/documents?folderId=${a.id}`, undefined],
      ['POST', '/api/repository/folders', { name: 'Inside theirs', parentId: a.id }],
      ['POST', '/api/repository/documents', { title: 'Filed in theirs', folderId: a.id }],
    ] as const) {
      const res = await call(method, url, ownerB, body);
      expect(res.statusCode, `${method} ${url}`).toBe(404);
    }
    const [row] = await call('GET', '/api/repository/folders', ownerA).then((r) =>
      (r.json() as { id: number; name: string }[]).filter((f) => f.id === a.id),
    );
    expect(row!.name).toBe('Coaching staff');
  });

  it('never moves a folder under one of its own descendants, however deep', async () => {
    const top = (await call('POST', '/api/repository/folders', ownerA, { name: 'Season' })).json();
    let parent = top.id as number;
    for (const name of ['Term', 'Week', 'Day']) {
      parent = (await call('POST', '/api/repository/folders', ownerA, { name, parentId: parent })).json().id;
    }
    const loop = await call('PATCH', `/api/repository/folders/${top.id}`, ownerA, { parentId: parent });
    expect(loop.statusCode).toBe(400);
    expect(reason(loop)).toBe(m.folderIntoItself);
    const self = await call('PATCH', `/api/repository/folders/${top.id}`, ownerA, { parentId: top.id });
    expect(reason(self)).toBe(m.folderIntoItself);
  });

  it(`nests folders at most ${MAX_FOLDER_DEPTH} levels deep, on create and on move`, async () => {
    const chain: number[] = [];
    for (let level = 1; level <= MAX_FOLDER_DEPTH; level++) {
      const res = await call('POST', '/api/repository/folders', ownerA, {
        name: `Level ${level}`,
        parentId: chain.at(-1) ?? null,
      });
      expect(res.statusCode, `level ${level}`).toBe(201);
      chain.push(res.json().id);
    }
    const tooDeep = await call('POST', '/api/repository/folders', ownerA, { name: 'One more', parentId: chain.at(-1) });
    expect(tooDeep.statusCode).toBe(400);
    expect(reason(tooDeep)).toBe(m.folderTooDeep);

    // A two-level folder fits under level 8 (levels 9 and 10) but not under level 9.
    const pair = (await call('POST', '/api/repository/folders', ownerA, { name: 'Pair' })).json();
    await call('POST', '/api/repository/folders', ownerA, { name: 'Pair child', parentId: pair.id });
    const under9 = await call('PATCH', `/api/repository/folders/${pair.id}`, ownerA, { parentId: chain[8] });
    expect(under9.statusCode).toBe(400);
    expect(reason(under9)).toBe(m.folderTooDeep);
    const under8 = await call('PATCH', `/api/repository/folders/${pair.id}`, ownerA, { parentId: chain[7] });
    expect(under8.statusCode).toBe(200);
    expect(under8.json().parentId).toBe(chain[7]);

    // Deleting the whole chain removes every level in one go.
    expect((await call('DELETE', `/api/repository/folders/${chain[0]}?recursive=true`, ownerA)).statusCode).toBe(204);
    const left = (await call('GET', '/api/repository/folders', ownerA)).json() as { id: number }[];
    expect(left.filter((f) => chain.includes(f.id) || f.id === pair.id)).toEqual([]);
  });

  it('deletes an empty folder, and a full one only with recursive=true (its documents and files go too)', async () => {
    const folder = (await call('POST', '/api/repository/folders', ownerA, { name: 'Old camp' })).json();
    await call('POST', '/api/repository/folders', ownerA, { name: 'Old camp photos', parentId: folder.id });
    const up = await upload(
      ownerA,
      { name: 'camp.pdf', data: simplePdf('Camp', ['Week one']) },
      { title: 'Camp letter', folderId: String(folder.id) },
    );
    expect(up.statusCode).toBe(201);
    const refused = await call('DELETE', `/api/repository/folders/${folder.id}`, ownerA);
    expect(refused.statusCode).toBe(409);
    expect(reason(refused)).toBe(m.folderNotEmpty);
    expect((await call('DELETE', `/api/repository/folders/${folder.id}?recursive=true`, ownerA)).statusCode).toBe(204);
    expect((await call('GET', `/api/repository/documents/${up.json().id}`, ownerA)).statusCode).toBe(404);
    expect(await t.db.select().from(repositoryDocuments).where(eq(repositoryDocuments.id, up.json().id))).toEqual([]);
    const empty = (await call('POST', '/api/repository/folders', ownerA, { name: 'Empty' })).json();
    expect((await call('DELETE', `/api/repository/folders/${empty.id}`, ownerA)).statusCode).toBe(204);
  });
});

describe('documents', () => {
  it('adds a Google Doc link with tags; SOP by default; says what is wrong with bad fields', async () => {
    const res = await call('POST', '/api/repository/documents', ownerA, {
      title: 'Fall schedule',
      googleDocUrl: 'https://docs.google.com/document/d/abc/edit',
      tags: ['Schedule', 'schedule', 'fall'],
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      title: 'Fall schedule',
      type: 'SOP',
      tags: ['fall', 'Schedule'],
      fileUrl: null,
      library: false,
      createdBy: { id: ownerAId, name: `${ownerAUser.firstName} ${ownerAUser.lastName}` },
    });
    // The list shows the same tags, in the same order, and the author by name.
    const listed = (await call('GET', '/api/repository/documents?scope=gym&limit=200', ownerA)).json() as {
      id: number;
      tags: string[];
      createdBy: { name: string } | null;
    }[];
    expect(listed.find((d) => d.id === res.json().id)).toMatchObject({
      tags: ['fall', 'Schedule'],
      createdBy: { name: `${ownerAUser.firstName} ${ownerAUser.lastName}` },
    });
    for (const [body, message] of [
      [{ title: '' }, m.titleRequired],
      [{ title: 'x'.repeat(256) }, m.titleTooLong],
      [{ title: 'A', type: 'Memo' }, m.typeInvalid],
      [{ title: 'A', googleDocUrl: 'not a url' }, m.urlInvalid],
      [{ title: 'A', tags: ['x'.repeat(51)] }, m.tagInvalid],
      [{ title: 'A', tags: [''] }, m.tagInvalid],
    ] as const) {
      const bad = await call('POST', '/api/repository/documents', ownerA, body);
      expect(bad.statusCode, JSON.stringify(body)).toBe(400);
      expect(reason(bad)).toBe(message);
    }
  });

  it('lists by type, tag and search, newest first, with X-Total-Count; another gym sees none of it', async () => {
    const make = (title: string, type: string, tags: string[]) =>
      call('POST', '/api/repository/documents', ownerA, { title, type, tags, description: `About ${title}` });
    await make('Birthday party run sheet', 'SOP', ['events']);
    await make('Waiver form', 'Form', ['legal', 'events']);
    await make('Open house slides', 'Presentation', ['marketing']);
    const byType = (await call('GET', '/api/repository/documents?type=Form', ownerA)).json() as {
      title: string;
      type: string;
    }[];
    expect(byType.map((d) => d.title)).toContain('Waiver form');
    expect(byType.map((d) => d.type)).toEqual(byType.map(() => 'Form'));
    expect(byType.map((d) => d.title)).not.toContain('Birthday party run sheet');
    const byTag = await call('GET', '/api/repository/documents?tag=EVENTS', ownerA);
    expect((byTag.json() as { title: string }[]).map((d) => d.title).sort()).toEqual([
      'Birthday party run sheet',
      'Waiver form',
    ]);
    expect(byTag.headers['x-total-count']).toBe('2');
    const bySearch = (await call('GET', '/api/repository/documents?q=slides', ownerA)).json() as { title: string }[];
    expect(bySearch.map((d) => d.title)).toEqual(['Open house slides']);
    const byTagWord = (await call('GET', '/api/repository/documents?q=legal', ownerA)).json() as { title: string }[];
    expect(byTagWord.map((d) => d.title)).toEqual(['Waiver form']);
    const theirs = (await call('GET', '/api/repository/documents?q=waiver', ownerB)).json();
    expect(theirs).toEqual([]);
    const bad = await call('GET', '/api/repository/documents?type=Memo', ownerA);
    expect(bad.statusCode).toBe(400);
    expect(reason(bad)).toBe(m.typeInvalid);
    const tags = (await call('GET', '/api/repository/tags', ownerA)).json() as { name: string; count: number }[];
    expect(tags.find((x) => x.name === 'events')?.count).toBe(2);
  });

  it('sorts by date, name or type either way in the query, so each page holds the next of the sort', async () => {
    const folder = (await call('POST', '/api/repository/folders', ownerA, { name: 'Sorted' })).json();
    for (const [title, type, day] of [
      ['apple policy', 'Tip', '2025-03-03'],
      ['Banana rota', 'SOP', '2025-03-02'],
      ['cherry waiver', 'Form', '2025-03-01'],
      ['Avocado checklist', 'Form', '2025-03-04'],
    ] as const) {
      const doc = await call('POST', '/api/repository/documents', ownerA, { title, type, folderId: folder.id });
      expect(doc.statusCode).toBe(201);
      await t.db
        .update(repositoryDocuments)
        .set({ updatedAt: new Date(`${day}T10:00:00Z`) })
        .where(eq(repositoryDocuments.id, doc.json().id));
    }
    const list = (query: string) => call('GET', `/api/repository/documents?folderId=${folder.id}${query}`, ownerA);
    const titles = async (query: string) => ((await list(query)).json() as { title: string }[]).map((d) => d.title);

    const newest = ['Avocado checklist', 'apple policy', 'Banana rota', 'cherry waiver'];
    expect(await titles('')).toEqual(newest);
    expect(await titles('&sort=updated&order=desc')).toEqual(newest);
    expect(await titles('&order=asc')).toEqual([...newest].reverse());
    // Names compare without case ("apple" before "Avocado" before "Banana").
    const byName = ['apple policy', 'Avocado checklist', 'Banana rota', 'cherry waiver'];
    expect(await titles('&sort=name')).toEqual(byName);
    expect(await titles('&sort=name&order=desc')).toEqual([...byName].reverse());
    // Types A to Z or Z to A; within a type, names A to Z.
    expect(await titles('&sort=type')).toEqual(['Avocado checklist', 'cherry waiver', 'Banana rota', 'apple policy']);
    expect(await titles('&sort=type&order=desc')).toEqual([
      'apple policy',
      'Banana rota',
      'Avocado checklist',
      'cherry waiver',
    ]);
    // The sort runs before the page is cut: the second page of two goes on where the first stopped.
    const second = await list('&sort=name&limit=2&offset=2');
    expect((second.json() as { title: string }[]).map((d) => d.title)).toEqual(['Banana rota', 'cherry waiver']);
    expect(second.headers['x-total-count']).toBe('4');

    const badSort = await list('&sort=size');
    expect(badSort.statusCode).toBe(400);
    expect(reason(badSort)).toBe(m.sortInvalid);
    const badOrder = await list('&sort=name&order=up');
    expect(badOrder.statusCode).toBe(400);
    expect(reason(badOrder)).toBe(m.orderInvalid);
  });

  it('the library is read by every member and written by admins only', async () => {
    const doc = await call('POST', '/api/repository/documents', admin, {
      title: 'Club parent handbook',
      library: true,
      type: 'SOP',
    });
    expect(doc.statusCode).toBe(201);
    expect(doc.json()).toMatchObject({ gymId: null, library: true });
    const read = await call('GET', `/api/repository/documents/${doc.json().id}`, ownerB);
    expect(read.statusCode).toBe(200);
    expect(read.json().canEdit).toBe(false);
    const edit = await call('PATCH', `/api/repository/documents/${doc.json().id}`, ownerB, { title: 'Mine' });
    expect(edit.statusCode).toBe(403);
    expect(reason(edit)).toBe(m.libraryAdminOnly);
    expect((await call('DELETE', `/api/repository/documents/${doc.json().id}`, ownerA)).statusCode).toBe(403);
    const lib = (await call('GET', '/api/repository/documents?scope=library', ownerA)).json() as { id: number }[];
    expect(lib.map((d) => d.id)).toContain(doc.json().id);
    const mineOnly = (await call('GET', '/api/repository/documents?scope=gym', ownerA)).json() as {
      id: number;
      title: string;
      library: boolean;
    }[];
    // The gym's own documents from the listing test above, without the library's.
    expect(mineOnly.map((d) => d.title)).toContain('Waiver form');
    expect(mineOnly.map((d) => d.id)).not.toContain(doc.json().id);
    expect(mineOnly.every((d) => !d.library)).toBe(true);
  });

  it('edits, retags and moves a document within its gym; another gym gets 404', async () => {
    const folder = (await call('POST', '/api/repository/folders', ownerA, { name: 'Policies' })).json();
    const doc = (
      await call('POST', '/api/repository/documents', ownerA, { title: 'Make-up policy', tags: ['policy'] })
    ).json();
    const res = await call('PATCH', `/api/repository/documents/${doc.id}`, managerA, {
      title: 'Make-up class policy',
      type: 'Tip',
      folderId: folder.id,
      tags: ['policy', 'parents'],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      title: 'Make-up class policy',
      type: 'Tip',
      folderId: folder.id,
      tags: ['parents', 'policy'],
    });
    for (const method of ['GET', 'PATCH', 'DELETE'] as const) {
      const other = await call(
        method,
        `/api/repository/documents/${doc.id}`,
        ownerB,
        method === 'PATCH' ? { title: 'x' } : undefined,
      );
      expect(other.statusCode, method).toBe(404);
      expect(reason(other)).toBe(m.documentNotFound);
    }
    const trail = await auditTrail(t.db, 'repository_document', doc.id);
    expect(trail.map((r) => r.action)).toEqual(['repository_document.create', 'repository_document.update']);
    expect(trail[1]!.oldValues).toMatchObject({ title: 'Make-up policy', type: 'SOP' });
    expect((await call('DELETE', `/api/repository/documents/${doc.id}`, ownerA)).statusCode).toBe(204);
    expect((await call('GET', `/api/repository/documents/${doc.id}`, ownerA)).statusCode).toBe(404);
  });
});

describe('uploads', () => {
  it('stores a PDF checked by content and streams it back as an attachment to the gym only', async () => {
    const data = simplePdf('Opening procedure', ['Lights on', 'Walk the floor']);
    const res = await upload(
      ownerA,
      { name: 'Opening procedure.pdf', data, type: 'application/pdf' },
      { title: 'Opening procedure', tags: 'opening,front desk', type: 'SOP' },
    );
    expect(res.statusCode).toBe(201);
    const doc = res.json();
    expect(doc).toMatchObject({
      fileType: 'application/pdf',
      fileName: 'Opening procedure.pdf',
      fileSize: data.length,
      tags: ['front desk', 'opening'],
    });
    expect(doc.fileUrl).toBe(`/api/repository/documents/${doc.id}/file`);
    const file = await call('GET', doc.fileUrl, managerA);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(String(file.headers['content-disposition'])).toMatch(/^attachment; filename="Opening procedure.pdf"/);
    expect(file.rawPayload.equals(data)).toBe(true);
    expect((await call('GET', doc.fileUrl, ownerB)).statusCode).toBe(404);
    expect((await call('GET', doc.fileUrl)).statusCode).toBe(401);
  });

  it('shows a PDF or an image inline for the preview, framable by our own pages only; other files stay downloads', async () => {
    const data = simplePdf('Floor plan', ['Beam area']);
    const pdf = (await upload(ownerA, { name: 'Floor plan.pdf', data }, { title: 'Floor plan' })).json();
    const shown = await call('GET', `${pdf.fileUrl}?inline=true`, managerA);
    expect(shown.statusCode).toBe(200);
    expect(shown.headers['content-type']).toBe('application/pdf');
    expect(String(shown.headers['content-disposition'])).toMatch(/^inline; filename="Floor plan.pdf"/);
    expect(shown.headers['x-content-type-options']).toBe('nosniff');
    expect(shown.headers['cache-control']).toBe('private, no-store');
    const policy = String(shown.headers['content-security-policy']);
    expect(policy).toContain("frame-ancestors 'self'");
    expect(policy).toContain("default-src 'none'");
    expect(policy).not.toContain("frame-ancestors 'none'");
    expect(shown.rawPayload.equals(data)).toBe(true);

    // Without inline=true (or with false) it is the download it always was, framed by nobody.
    for (const query of ['', '?inline=false']) {
      const saved = await call('GET', `${pdf.fileUrl}${query}`, ownerA);
      expect(String(saved.headers['content-disposition']), query).toMatch(/^attachment; /);
      expect(String(saved.headers['content-security-policy']), query).toContain("frame-ancestors 'none'");
    }

    const png = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
    const image = (await upload(ownerA, { name: 'beam.png', data: png }, { title: 'Beam' })).json();
    const picture = await call('GET', `${image.fileUrl}?inline=true`, ownerA);
    expect(picture.headers['content-type']).toBe('image/png');
    expect(String(picture.headers['content-disposition'])).toMatch(/^inline; filename="beam.png"/);

    // A kind the preview does not show is never sent inline.
    const docx = zip(['[Content_Types].xml', 'word/document.xml']);
    const word = (await upload(ownerA, { name: 'rota.docx', data: docx }, { title: 'Rota' })).json();
    const wordFile = await call('GET', `${word.fileUrl}?inline=true`, ownerA);
    expect(wordFile.statusCode).toBe(200);
    expect(String(wordFile.headers['content-disposition'])).toMatch(/^attachment; filename="rota.docx"/);
    expect(String(wordFile.headers['content-security-policy'])).toContain("frame-ancestors 'none'");

    // The same access as the download: another gym 404, a visitor 401, a bad value 400.
    expect((await call('GET', `${pdf.fileUrl}?inline=true`, ownerB)).statusCode).toBe(404);
    expect((await call('GET', `${pdf.fileUrl}?inline=true`)).statusCode).toBe(401);
    expect((await call('GET', `${pdf.fileUrl}?inline=yes`, ownerA)).statusCode).toBe(400);
  });

  it('names a download by the type read from its bytes, never by the uploader’s extension', async () => {
    const data = simplePdf('Notes', ['Warm-up']);
    const res = await upload(ownerA, { name: 'notes.html', data, type: 'text/html' }, { title: 'Notes' });
    expect(res.statusCode).toBe(201);
    const doc = res.json();
    expect(doc.fileName).toBe('notes.pdf');
    const file = await call('GET', doc.fileUrl, ownerA);
    expect(file.statusCode).toBe(200);
    const disposition = String(file.headers['content-disposition']);
    expect(disposition).toMatch(/^attachment; filename="notes\.pdf"; filename\*=UTF-8''notes\.pdf$/);
    const bare = (await upload(ownerA, { name: 'plan', data }, { title: 'Plan' })).json();
    expect(bare.fileName).toBe('plan.pdf');
  });

  it('recognises Office files, images and videos by their bytes', async () => {
    const png = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
    const mp4 = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypmp42'), Buffer.alloc(16)]);
    const docx = zip(['[Content_Types].xml', 'word/document.xml']);
    for (const [name, data, type] of [
      ['logo.png', png, 'image/png'],
      ['drill.mp4', mp4, 'video/mp4'],
      ['handbook.docx', docx, 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
    ] as const) {
      const res = await upload(ownerA, { name, data }, { title: name });
      expect(res.statusCode, name).toBe(201);
      expect(res.json().fileType).toBe(type);
    }
  });

  it('refuses other types whatever their name, a missing file, and more than 25 MB (413)', async () => {
    const disguised = await upload(
      ownerA,
      { name: 'notes.pdf', data: Buffer.from('just some text'), type: 'application/pdf' },
      { title: 'Notes' },
    );
    expect(disguised.statusCode).toBe(400);
    expect(reason(disguised)).toBe(m.fileTypeInvalid);
    const zipNotOffice = await upload(ownerA, { name: 'archive.docx', data: zip(['readme.txt']) }, { title: 'Zip' });
    expect(reason(zipNotOffice)).toBe(m.fileTypeInvalid);
    const none = await upload(ownerA, null, { title: 'No file' });
    expect(none.statusCode).toBe(400);
    expect(reason(none)).toBe(m.fileRequired);
    const noTitle = await upload(ownerA, { name: 'a.pdf', data: simplePdf('A', []) }, {});
    expect(reason(noTitle)).toBe(m.titleRequired);
    const big = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(MAX_DOCUMENT_BYTES + 10)]);
    const tooBig = await upload(ownerA, { name: 'big.pdf', data: big }, { title: 'Big' });
    expect(tooBig.statusCode).toBe(413);
    expect(reason(tooBig)).toBe(m.fileTooLarge);
    const before = await t.db.select().from(documents);
    expect(before.some((d) => d.originalName === 'big.pdf' || d.originalName === 'notes.pdf')).toBe(false);
  });

  it('refuses an upload without documents.manage before reading its body', async () => {
    const small = await upload(basicA, { name: 'a.pdf', data: simplePdf('A', []) }, { title: 'A' });
    expect(small.statusCode).toBe(403);
    expect(reason(small)).toBe(permissionRequired('documents.manage'));
    // A body that never ends: only a refusal made before reading it can answer.
    const endless = new Readable({ read() {} });
    endless.push(Buffer.from('------x\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\n\r\n%PDF-'));
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/repository/documents/upload',
      headers: {
        'content-type': 'multipart/form-data; boundary=----x',
        'content-length': String(MAX_DOCUMENT_BYTES * 4),
        cookie: basicA,
      },
      payload: endless,
    });
    expect(res.statusCode).toBe(403);
    expect(reason(res)).toBe(permissionRequired('documents.manage'));
    endless.destroy();
  });

  it('cannot file an upload into another gym’s folder, and deleting the document removes its file', async () => {
    const folder = (await call('POST', '/api/repository/folders', ownerA, { name: 'Private' })).json();
    const intoTheirs = await upload(
      ownerB,
      { name: 'x.pdf', data: simplePdf('X', []) },
      { title: 'X', folderId: String(folder.id) },
    );
    expect(intoTheirs.statusCode).toBe(404);
    const doc = (
      await upload(ownerA, { name: 'y.pdf', data: simplePdf('Y', []) }, { title: 'Y', folderId: String(folder.id) })
    ).json();
    expect((await call('DELETE', `/api/repository/documents/${doc.id}`, ownerA)).statusCode).toBe(204);
    expect((await call('GET', doc.fileUrl, ownerA)).statusCode).toBe(404);
    expect((await t.db.select().from(documents)).some((d) => d.originalName === 'y.pdf')).toBe(false);
  });
});

/** A zip holding empty stored entries with these names (enough for the content check). */
function zip(names: string[]): Buffer {
  const parts = names.map((name) => {
    const header = Buffer.alloc(30);
    header.writeUInt32LE(0x04034b50, 0);
    header.writeUInt16LE(20, 4);
    header.writeUInt16LE(Buffer.byteLength(name), 26);
    return Buffer.concat([header, Buffer.from(name)]);
  });
  return Buffer.concat([...parts, Buffer.from([0x50, 0x4b, 0x05, 0x06]), Buffer.alloc(18)]);
}
