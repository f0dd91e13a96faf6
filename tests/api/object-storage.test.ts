import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { simplePdf } from '../../src/server/db/seed/simple-pdf';
import { createGym, createUser, signIn } from '../support/factories';
import { multipart } from '../support/multipart';
import { startS3Server } from '../support/s3-server';
import { createTestApp, type TestApp } from '../support/test-app';

const onPostgres = (process.env.TEST_DB_KIND ?? 'pglite') === 'postgres';

/** Every file under a folder, recursively. */
const filesUnder = (dir: string): string[] =>
  fs.existsSync(dir)
    ? fs.readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((f) => fs.statSync(path.join(dir, f)).isFile())
    : [];

function upload(t: TestApp, cookie: string, name: string, data: Buffer) {
  const body = multipart({ name, data, type: 'application/pdf' }, { title: name.replace(/\.pdf$/, '') });
  return t.app.inject({
    method: 'POST',
    url: '/api/repository/documents/upload',
    headers: { 'content-type': body.contentType, cookie },
    payload: body.payload,
  });
}

describe('uploaded documents in object storage', () => {
  let s3: Awaited<ReturnType<typeof startS3Server>>;
  let t: TestApp;
  let other: TestApp | undefined;
  let owner: string;

  beforeAll(async () => {
    s3 = await startS3Server();
    t = await createTestApp({ ...s3.settings, RATE_LIMIT_UPLOADS_PER_HOUR: '1000' });
    const gym = await createGym(t.db);
    owner = await signIn(t, (await createUser(t.db, { gymId: gym.id, role: 'Owner' })).id);
    // A second app on the same PostgreSQL and bucket, as a second process behind a load balancer.
    if (onPostgres) other = await createTestApp({ ...s3.settings }, undefined, { shareDatabaseOf: t });
  });
  afterAll(async () => {
    await other?.close();
    await t?.close();
    await s3?.close();
  });

  it('keeps the bytes in the bucket, not under DATA_DIR, and downloads them unchanged', async () => {
    const data = simplePdf('Closing procedure', ['Mats stacked', 'Doors locked']);
    const res = await upload(t, owner, 'Closing procedure.pdf', data);
    expect(res.statusCode).toBe(201);
    const keys = await s3.keys();
    expect(keys).toHaveLength(1);
    expect(filesUnder(t.config.DATA_DIR).filter((f) => !f.startsWith('outbox'))).toEqual([]);
    const file = await t.app.inject({ method: 'GET', url: res.json().fileUrl, headers: { cookie: owner } });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-length']).toBe(String(data.length));
    expect(file.rawPayload.equals(data)).toBe(true);

    const gone = await t.app.inject({
      method: 'DELETE',
      url: `/api/repository/documents/${res.json().id}`,
      headers: { cookie: owner },
    });
    expect(gone.statusCode).toBe(204);
    expect(await s3.keys()).toEqual([]);
  });

  it.skipIf(!onPostgres)('serves through one app a file another app stored', async () => {
    const data = simplePdf('Meet-day checklist', ['Scores table', 'Awards']);
    const res = await upload(t, owner, 'Meet-day checklist.pdf', data);
    expect(res.statusCode).toBe(201);
    expect(filesUnder(other!.config.DATA_DIR).filter((f) => !f.startsWith('outbox'))).toEqual([]);
    const file = await other!.app.inject({ method: 'GET', url: res.json().fileUrl, headers: { cookie: owner } });
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(data)).toBe(true);
  });
});
