import { count, like, sql } from 'drizzle-orm';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../src/server/db/client';
import { isDatabaseUnavailable } from '../../src/server/platform/db-errors';
import { stateLinks, systemErrorLog } from '../../src/server/db/schema/index';
import { SERVICE_UNAVAILABLE_MESSAGE } from '../../src/shared/system-errors';
import { createUser, signIn } from '../support/factories';
import { createTestApp, type TestApp } from '../support/test-app';

/** A TCP proxy in front of PostgreSQL that can be cut (refuse and drop every connection) and restored. */
function startProxy(target: { host: string; port: number }) {
  const sockets = new Set<net.Socket>();
  let open = true;
  const server = net.createServer((client) => {
    client.on('error', () => {});
    if (!open) return client.destroy();
    const upstream = net.connect(target.port, target.host);
    sockets.add(client).add(upstream);
    const drop = () => {
      client.destroy();
      upstream.destroy();
      sockets.delete(client);
      sockets.delete(upstream);
    };
    client.on('error', drop).on('close', drop);
    upstream.on('error', drop).on('close', drop);
    client.pipe(upstream).pipe(client);
  });
  return new Promise<{ port: number; cut(): void; restore(): void; close(): Promise<void> }>((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      resolve({
        port: (server.address() as net.AddressInfo).port,
        cut() {
          open = false;
          for (const s of sockets) s.destroy();
          sockets.clear();
        },
        restore() {
          open = true;
        },
        close: () =>
          new Promise<void>((done) => {
            for (const s of sockets) s.destroy();
            server.close(() => done());
          }),
      });
    });
  });
}

const onPostgres = (process.env.TEST_DB_KIND ?? 'pglite') === 'postgres';
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe.skipIf(!onPostgres)('a database outage (PostgreSQL)', () => {
  let direct: TestApp;
  let app: TestApp;
  let proxy: Awaited<ReturnType<typeof startProxy>>;
  const clientDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gym-club-outage-'));

  beforeAll(async () => {
    fs.writeFileSync(
      path.join(clientDir, 'index.html'),
      '<!doctype html><html><head><title>x</title></head><body><div id="root"></div></body></html>',
    );
    direct = await createTestApp();
    const url = new URL(direct.database.url!);
    proxy = await startProxy({ host: url.hostname, port: Number(url.port || 5432) });
    app = await createTestApp({}, undefined, {
      shareDatabaseOf: direct,
      clientDir,
      databaseUrlVia: (u) => {
        const via = new URL(u);
        via.hostname = '127.0.0.1';
        via.port = String(proxy.port);
        return via.toString();
      },
    });
  });
  afterAll(async () => {
    await app?.close();
    await proxy?.close();
    await direct?.close();
    fs.rmSync(clientDir, { recursive: true, force: true });
  });

  it('answers 503 with Retry-After and the message while cut, recovers by itself and loses no acknowledged write', async () => {
    const admin = await createUser(direct.db, { isAdmin: true, username: 'outage_admin', email: 'outage@example.com' });
    const cookie = await signIn(direct, admin.id);
    const errorsBefore = (await direct.db.select({ n: count() }).from(systemErrorLog))[0]!.n;

    const statuses: number[] = [];
    const acknowledged: string[] = [];
    const refusals: { status: number; retryAfter: unknown; message: unknown }[] = [];
    let health: number[] = [];
    let stop = false;
    let n = 0;
    const load = (async () => {
      while (!stop) {
        const title = `Outage link ${++n}`;
        const res = await app.app.inject({
          method: 'POST',
          url: '/api/admin/state-links',
          headers: { cookie },
          payload: { state: 'TX', title, url: 'https://example.com/tx', category: 'resources' },
        });
        statuses.push(res.statusCode);
        if (res.statusCode === 201 || res.statusCode === 200) acknowledged.push(title);
        else
          refusals.push({
            status: res.statusCode,
            retryAfter: res.headers['retry-after'],
            message: res.json().message,
          });
        const read = await app.app.inject({ method: 'GET', url: '/api/state-links?state=TX', headers: { cookie } });
        statuses.push(read.statusCode);
        await sleep(30);
      }
    })();

    await sleep(600);
    proxy.cut();
    await sleep(300);
    const during = await app.app.inject({ method: 'GET', url: '/api/health' });
    health = [during.statusCode];
    const signedIn = await app.app.inject({ method: 'GET', url: '/api/user', headers: { cookie } });
    // From a visitor's address, so the page's per-IP limit reads the database.
    const page = await app.app.inject({
      method: 'GET',
      url: '/account',
      headers: { accept: 'text/html' },
      remoteAddress: '203.0.113.7',
    });
    await sleep(1700);
    proxy.restore();
    await sleep(1500);
    stop = true;
    await load;
    const after = await app.app.inject({ method: 'GET', url: '/api/health' });
    health.push(after.statusCode);

    expect(statuses).not.toContain(500);
    expect(refusals.length).toBeGreaterThan(0);
    for (const r of refusals) {
      expect(r).toEqual({ status: 503, retryAfter: '5', message: SERVICE_UNAVAILABLE_MESSAGE });
    }
    expect(signedIn.statusCode).toBe(503);
    expect(health).toEqual([503, 200]);
    expect(during.json().database).toMatchObject({ kind: 'postgres', status: 'down' });
    expect(during.headers['retry-after']).toBe('5');
    expect(after.json().database).toEqual({ kind: 'postgres', status: 'up', latencyMs: expect.any(Number) });
    // A page asked for during the outage is a page saying so, not a JSON body or a blank 500.
    expect(page.statusCode).toBe(503);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.headers['retry-after']).toBe('5');
    expect(page.body).toContain(SERVICE_UNAVAILABLE_MESSAGE);
    // Back without a restart: the last requests of the load succeeded.
    expect(statuses.slice(-2)).toEqual([201, 200]);
    const stored = await direct.db
      .select({ title: stateLinks.title })
      .from(stateLinks)
      .where(like(stateLinks.title, 'Outage link %'));
    const titles = new Set(stored.map((r) => r.title));
    for (const title of acknowledged) expect(titles.has(title)).toBe(true);
    const errorsAfter = (await direct.db.select({ n: count() }).from(systemErrorLog))[0]!.n;
    expect(errorsAfter).toBe(errorsBefore);
  }, 60_000);

  it('a connection lost inside a transaction fails that transaction as an outage and leaves the process standing', async () => {
    const uncaught: unknown[] = [];
    const onUncaught = (e: unknown) => uncaught.push(e);
    process.on('uncaughtException', onUncaught);
    try {
      const attempt = app.database.db.transaction(async (tx) => {
        await tx.execute(sql`select 1`);
        // The server goes while the transaction holds its connection between two statements.
        proxy.cut();
        await sleep(200);
        await tx.execute(sql`select 1`);
      });
      const failure = await attempt.then(
        () => null,
        (e: unknown) => e,
      );
      expect(failure).not.toBeNull();
      expect(isDatabaseUnavailable(failure)).toBe(true);
      await sleep(100);
      expect(uncaught).toEqual([]);
    } finally {
      proxy.restore();
      process.off('uncaughtException', onUncaught);
    }
    // The pool dropped the dead connection and serves again.
    const res = await app.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
  }, 30_000);

  it('a connection lost as a transaction begins gives its pool slot back, so the pool neither fills nor hangs on close', async () => {
    // The app's pool holds four connections. Each round makes one idle connection, cuts it and at
    // once begins a transaction on it: the pool hands out the connection before it learns it is
    // dead, so `begin` is the statement that fails. Drizzle runs `begin` before the block that
    // gives the connection back, so without our guard each round kept one slot for ever (the
    // fifth round then waited for a slot, and closing the pool waited for ever).
    for (let round = 0; round < 6; round++) {
      await app.database.db.execute(sql`select 1`);
      proxy.cut();
      const failure = await app.database.db
        .transaction(async (tx) => {
          await tx.execute(sql`select 1`);
        })
        .then(
          () => null,
          (e: unknown) => e,
        );
      proxy.restore();
      expect(isDatabaseUnavailable(failure)).toBe(true);
    }
    const started = Date.now();
    const res = await app.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(Date.now() - started).toBeLessThan(2000);
    const one = await app.database.db.transaction(async (tx) => rowsOf(await tx.execute(sql`select 1 as one`)));
    expect(one).toEqual([{ one: 1 }]);
  }, 30_000);
});
