import { spawn, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateDatabase, openPostgres } from '../../src/server/db/client';
import { seedReferenceData } from '../../src/server/db/seed/index';
import { simplePdf } from '../../src/server/db/seed/simple-pdf';
import { createGym, createUser } from '../support/factories';
import { multipart } from '../support/multipart';
import { startS3Server } from '../support/s3-server';

const onPostgres = (process.env.TEST_DB_KIND ?? 'pglite') === 'postgres';
const PASSWORD = 'Beam-Vault-Rings-42';

/** A port nobody listens on now. */
const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });

/** Every file under a folder, recursively. */
const filesUnder = (dir: string): string[] =>
  fs.readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((f) => fs.statSync(path.join(dir, f)).isFile());

interface Product {
  child: ChildProcess;
  base: string;
  dataDir: string;
  output: string[];
}

/** The product as it runs in production (src/server/main.ts), in a child process of its own. */
async function startProduct(env: Record<string, string>): Promise<Product> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gym-club-s3-process-'));
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    env: {
      ...process.env,
      NODE_ENV: 'development',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      SEED_DEMO: 'false',
      JOBS_WORKER: 'false',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  child.stdout!.on('data', (d: Buffer) => output.push(d.toString()));
  child.stderr!.on('data', (d: Buffer) => output.push(d.toString()));
  return { child, base: `http://127.0.0.1:${port}`, dataDir, output };
}

async function waitHealthy(p: Product) {
  for (let i = 0; i < 600; i++) {
    if (p.child.exitCode !== null) throw new Error(`the product exited: ${p.output.join('')}`);
    try {
      if ((await fetch(`${p.base}/api/health`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`the product did not start: ${p.output.join('')}`);
}

async function stopProduct(p: Product | undefined) {
  if (!p) return;
  if (p.child.exitCode === null) {
    const exited = new Promise((r) => p.child.once('exit', r));
    p.child.kill('SIGTERM');
    await exited;
  }
  fs.rmSync(p.dataDir, { recursive: true, force: true });
}

describe.skipIf(!onPostgres)('two app processes on one PostgreSQL and one bucket', () => {
  let s3: Awaited<ReturnType<typeof startS3Server>>;
  let database: string;
  let a: Product | undefined;
  let b: Product | undefined;
  let owner: string;

  beforeAll(async () => {
    s3 = await startS3Server();
    const url = process.env.TEST_DATABASE_URL!;
    database = `s3_files_${crypto.randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create database ${database}`);
    await admin.end();
    const dbUrl = new URL(url);
    dbUrl.pathname = `/${database}`;
    const migrated = await openPostgres(dbUrl.toString(), 2);
    await migrateDatabase(migrated);
    await seedReferenceData(migrated.db);
    const gym = await createGym(migrated.db);
    owner = (await createUser(migrated.db, { gymId: gym.id, role: 'Owner', password: PASSWORD })).username;
    await migrated.close();
    const env = { ...s3.settings, DATABASE_URL: dbUrl.toString() };
    [a, b] = await Promise.all([startProduct(env), startProduct(env)]);
    await Promise.all([waitHealthy(a), waitHealthy(b)]);
  }, 120_000);

  afterAll(async () => {
    await Promise.all([stopProduct(a), stopProduct(b)]);
    if (database) {
      const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL! });
      await admin.connect();
      await admin.query(`drop database if exists ${database} with (force)`);
      await admin.end();
    }
    await s3?.close();
  }, 30_000);

  it('downloads through one process a document uploaded through the other, byte for byte', async () => {
    const login = await fetch(`${a!.base}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: owner, password: PASSWORD }),
    });
    expect(login.status).toBe(200);
    const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0]!;

    // Several pages, so the body is more than a token.
    const data = simplePdf(
      'Two-process checklist',
      Array.from({ length: 400 }, (_, i) => `Line ${i}: ${crypto.randomBytes(24).toString('hex')}`),
    );
    const body = multipart(
      { name: 'Two-process checklist.pdf', data, type: 'application/pdf' },
      { title: 'Two-process checklist' },
    );
    const uploaded = await fetch(`${a!.base}/api/repository/documents/upload`, {
      method: 'POST',
      headers: { 'content-type': body.contentType, cookie },
      body: new Uint8Array(body.payload),
    });
    expect(uploaded.status, await uploaded.clone().text()).toBe(201);
    const { fileUrl } = (await uploaded.json()) as { fileUrl: string };

    expect(await s3.keys()).toHaveLength(1);
    for (const p of [a!, b!]) expect(filesUnder(p.dataDir).filter((f) => !f.startsWith('outbox'))).toEqual([]);

    const downloaded = await fetch(`${b!.base}${fileUrl}`, { headers: { cookie } });
    expect(downloaded.status).toBe(200);
    expect(downloaded.headers.get('content-length')).toBe(String(data.length));
    expect(Buffer.from(await downloaded.arrayBuffer()).equals(data)).toBe(true);
  });
});
