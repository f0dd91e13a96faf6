import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { migrateDatabase, openPglite, openPostgres } from '../../src/server/db/client';
import { seedReferenceData } from '../../src/server/db/seed/index';

/**
 * Builds one migrated template database per run; each test file clones it
 * (PGlite: a data-dir dump; PostgreSQL: CREATE DATABASE ... TEMPLATE).
 */
export default async function setup(project: TestProject) {
  const kind = project.name === 'api-postgres' ? 'postgres' : 'pglite';
  if (kind === 'pglite') {
    const db = await openPglite({});
    await migrateDatabase(db);
    await seedReferenceData(db.db);
    const client = (db.db as unknown as { $client: { dumpDataDir(c: 'none'): Promise<Blob> } }).$client;
    const blob = await client.dumpDataDir('none');
    const file = path.join(os.tmpdir(), `gym-club-template-${process.pid}.tar`);
    fs.writeFileSync(file, Buffer.from(await blob.arrayBuffer()));
    await db.close();
    project.provide('pgliteTemplate', file);
    return () => fs.rmSync(file, { force: true });
  }
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('TEST_DATABASE_URL is required for the postgres project');
  const template = `gym_club_tmpl_${process.pid}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`drop database if exists ${template}`);
  await admin.query(`create database ${template}`);
  const tmplUrl = new URL(url);
  tmplUrl.pathname = `/${template}`;
  const db = await openPostgres(tmplUrl.toString(), 2);
  await migrateDatabase(db);
  await seedReferenceData(db.db);
  await db.close();
  project.provide('postgresTemplate', template);
  return async () => {
    await admin.query(`drop database if exists ${template} with (force)`);
    await admin.end();
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string;
    postgresTemplate: string;
  }
}
