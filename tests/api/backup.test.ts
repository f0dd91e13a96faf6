import { eq } from 'drizzle-orm';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { openPglite } from '../../src/server/db/client';
import { gyms } from '../../src/server/db/schema/index';
import {
  backupDataDir,
  restoreDataDir,
  RestoreRefusedError,
  startBackupControl,
} from '../../src/server/platform/backup';
import { createGym } from '../support/factories';

const onPglite = (process.env.TEST_DB_KIND ?? 'pglite') === 'pglite';

describe.skipIf(!onPglite)('backups of the embedded database', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gym-club-backup-'));
  const file = path.join(dataDir, 'backups', 'first.tar.gz');
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it('backs up through the running app, refuses to restore under it, and restores the backed-up state', async () => {
    // A migrated database with reference data in a real data folder, held by this process as the app holds it.
    const template = new Blob([fs.readFileSync(inject('pgliteTemplate'))]);
    const database = await openPglite({ dataDir, loadDataDir: template });
    const kept = await createGym(database.db, { name: 'Backed Up Gymnastics' });
    const stopControl = await startBackupControl(database, dataDir);

    const made = await backupDataDir(dataDir, file);
    expect(made.through).toBe('app');
    expect(made.bytes).toBeGreaterThan(1000);
    expect(fs.statSync(file).size).toBe(made.bytes);

    // Written after the backup: not in it.
    const later = await createGym(database.db, { name: 'Added Later Tumbling' });
    await expect(restoreDataDir(dataDir, file)).rejects.toThrow(
      new RestoreRefusedError(`The app (pid ${process.pid}) is running on ${dataDir}: stop it, then restore.`),
    );
    await stopControl();
    await database.close();

    const { keptAt } = await restoreDataDir(dataDir, file);
    expect(keptAt && fs.existsSync(keptAt)).toBe(true);
    const restored = await openPglite({ dataDir });
    try {
      const names = (await restored.db.select({ name: gyms.name }).from(gyms)).map((g) => g.name);
      expect(names).toContain('Backed Up Gymnastics');
      expect(names).not.toContain('Added Later Tumbling');
      expect(await restored.db.select().from(gyms).where(eq(gyms.id, later.id))).toEqual([]);
      const [row] = await restored.db.select().from(gyms).where(eq(gyms.id, kept.id));
      expect(row?.name).toBe('Backed Up Gymnastics');
    } finally {
      await restored.close();
    }
  }, 120_000);

  it('backs up a stopped database from its folder', async () => {
    const again = path.join(dataDir, 'backups', 'second.tar.gz');
    const made = await backupDataDir(dataDir, again);
    expect(made.through).toBe('folder');
    expect(fs.statSync(again).size).toBe(made.bytes);
  }, 60_000);
});
