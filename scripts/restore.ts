// npm run restore -- file: the embedded database from a backup (decision 0176). The app must be
// stopped; the folder that was there is moved aside, not deleted.
import { loadConfig } from '../src/server/config';
import { restoreDataDir } from '../src/server/platform/backup';

const config = loadConfig();
const file = process.argv[2];
if (config.DATABASE_URL || !file) {
  console.error(
    config.DATABASE_URL
      ? 'DATABASE_URL is set: restore PostgreSQL with pg_restore (see the README).'
      : 'Name the backup: npm run restore -- data/backups/pglite-….tar.gz',
  );
  process.exit(2);
}
try {
  const { keptAt } = await restoreDataDir(config.DATA_DIR, file);
  console.log(`Restored ${file}.${keptAt ? ` The database that was there is kept in ${keptAt}.` : ''}`);
} catch (e) {
  console.error((e as Error).message);
  process.exit(1);
}
