import { count, eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app';
import { testConfig } from '../../config';
import { verifyPassword } from '../../platform/passwords';
import { articleImages, articles, gymAffiliations, gyms, roles, users } from '../schema/index';
import { DEMO_ARTICLES } from './article-content';
import { bootstrapAdmin } from './admin';
import { seedDemo } from './index';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('reference data', () => {
  it('has the six roles with levels and display order', async () => {
    const rows = await t.db.select().from(roles).orderBy(roles.level, roles.displayOrder);
    expect(rows.map((r) => r.name)).toEqual(['super', 'admin', 'Owner', 'Director', 'Manager', 'member']);
    expect(new Set(rows.map((r) => r.level)).size).toBe(6);
  });
});

describe('admin bootstrap', () => {
  it('creates the configured admin once and leaves an existing one alone', async () => {
    const config = testConfig({
      ADMIN_USERNAME: 'chief',
      ADMIN_PASSWORD: 'Sup3rSecret!-12',
      ADMIN_EMAIL: 'chief@example.com',
    });
    expect(await bootstrapAdmin(t.db, config)).toEqual({ kind: 'created', username: 'chief' });
    const [chief] = await t.db.select().from(users).where(eq(users.username, 'chief'));
    expect(chief!.isAdmin).toBe(true);
    expect(chief!.mustChangePassword).toBe(false);
    expect(chief!.password).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await verifyPassword(chief!.password, 'Sup3rSecret!-12')).toBe(true);

    const again = testConfig({
      ADMIN_USERNAME: 'chief',
      ADMIN_PASSWORD: 'Different1!-12',
      ADMIN_EMAIL: 'chief@example.com',
    });
    expect(await bootstrapAdmin(t.db, again)).toEqual({ kind: 'existing' });
    const [still] = await t.db.select().from(users).where(eq(users.username, 'chief'));
    expect(await verifyPassword(still!.password, 'Sup3rSecret!-12')).toBe(true);
    // With an admin present and nothing configured, nothing is generated.
    expect(await bootstrapAdmin(t.db, testConfig())).toEqual({ kind: 'existing' });
  });

  it('two processes starting at once on one database make one admin, and neither start fails', async () => {
    const fresh = await createTestApp();
    try {
      const results = await Promise.all([
        bootstrapAdmin(fresh.db, testConfig()),
        bootstrapAdmin(fresh.db, testConfig()),
      ]);
      expect(results.map((r) => r.kind).sort()).toEqual(['existing', 'generated']);
      const admins = await fresh.db.select().from(users).where(eq(users.isAdmin, true));
      expect(admins).toHaveLength(1);
    } finally {
      await fresh.close();
    }
  });

  it('generates a one-time password that must be changed when no admin exists', async () => {
    const fresh = await createTestApp();
    try {
      const result = await bootstrapAdmin(fresh.db, testConfig());
      expect(result.kind).toBe('generated');
      if (result.kind !== 'generated') return;
      const [admin] = await fresh.db.select().from(users).where(eq(users.username, result.username));
      expect(admin!.mustChangePassword).toBe(true);
      expect(await verifyPassword(admin!.password, result.password)).toBe(true);
      expect(result.password).toMatch(/[A-Z]/);
      expect(result.password).toMatch(/[a-z]/);
      expect(result.password).toMatch(/[0-9]/);
    } finally {
      await fresh.close();
    }
  });
});

describe('demo content', () => {
  it('seeds realistic gyms in several US states and Canadian provinces, once', async () => {
    const log = pino({ level: 'silent' });
    await seedDemo(t.db, log);
    await seedDemo(t.db, log);
    const rows = await t.db.select().from(gyms);
    const byName = new Set(rows.map((g) => g.name));
    expect(byName.size).toBe(rows.length); // no duplicates from the second run
    expect(rows.length).toBeGreaterThanOrEqual(12);
    const us = new Set(rows.filter((g) => g.country === 'United States').map((g) => g.state));
    const ca = new Set(rows.filter((g) => g.country === 'Canada').map((g) => g.state));
    expect(us.size).toBeGreaterThanOrEqual(5);
    expect(ca.size).toBeGreaterThanOrEqual(2);
    for (const g of rows) {
      expect(g.addressLine1).toBeTruthy();
      expect(Number(g.latitude)).not.toBeNaN();
      expect(Number(g.longitude)).not.toBeNaN();
    }
    const [links] = await t.db.select({ n: count() }).from(gymAffiliations);
    expect(links!.n).toBeGreaterThan(0);
    // The other seeders ran once too: one article and one cover per demo article.
    const [articleCount] = await t.db.select({ n: count() }).from(articles);
    const [imageCount] = await t.db.select({ n: count() }).from(articleImages);
    expect([articleCount!.n, imageCount!.n]).toEqual([DEMO_ARTICLES.length, DEMO_ARTICLES.length]);
  });
});
