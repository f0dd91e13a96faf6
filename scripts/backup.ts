// npm run backup [-- file]: a consistent copy of the embedded database (decision 0176), made by the
// running app through its control socket, or from the folder when the app is stopped.
import path from 'node:path';
import { loadConfig } from '../src/server/config';
import { backupDataDir } from '../src/server/platform/backup';

const config = loadConfig();
if (config.DATABASE_URL) {
  console.error(
    'DATABASE_URL is set: back up PostgreSQL with its own tools, for example\n' +
      '  pg_dump --format=custom --file=club.dump "$DATABASE_URL"\n' +
      'and restore with pg_restore --clean --dbname="$DATABASE_URL" club.dump (see the README).',
  );
  process.exit(2);
}
const stamp = new Date().toISOString().replace(/[:.]/g, '-');
const file = path.resolve(process.argv[2] ?? path.join(config.DATA_DIR, 'backups', `pglite-${stamp}.tar.gz`));
try {
  const { bytes, through } = await backupDataDir(config.DATA_DIR, file);
  console.log(
    `Backed up ${path.resolve(config.DATA_DIR)} to ${file} (${(bytes / 1024 / 1024).toFixed(1)} MB, ${through === 'app' ? 'made by the running app' : 'the app was stopped'}).`,
  );
} catch (e) {
  console.error((e as Error).message);
  process.exit(1);
}
