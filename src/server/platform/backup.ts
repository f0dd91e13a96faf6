import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { lockHolder, openPglite, type Database } from '../db/client';

/**
 * Backups of the embedded database (decision 0176). PGlite's data folder belongs to one process,
 * so a running app makes the copy itself: it listens on a Unix socket inside DATA_DIR (mode 0600,
 * reachable only by the folder's owner) and, asked for a backup, writes its consistent dump there.
 * When no process holds the folder, the backup command opens it and dumps it itself.
 */
export const controlSocketPath = (dataDir: string) => path.join(path.resolve(dataDir), 'control.sock');

/** Writes the database's dump to `file` whole: a temporary name, then a rename. Answers its size. */
export async function writeBackup(database: Database, file: string): Promise<number> {
  if (!database.dump) throw new Error('Only the embedded database is backed up this way; use pg_dump for PostgreSQL.');
  const bytes = await database.dump();
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const temp = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(temp, bytes, { mode: 0o600 });
  fs.renameSync(temp, file);
  return bytes.length;
}

/** The running app's side: answers `{"backup": "/absolute/file"}` lines with `{"ok":true,"bytes":n}`. */
export async function startBackupControl(database: Database, dataDir: string): Promise<() => Promise<void>> {
  const socket = controlSocketPath(dataDir);
  fs.rmSync(socket, { force: true });
  const server = net.createServer((connection) => {
    let input = '';
    connection.setEncoding('utf8');
    connection.on('error', () => {});
    connection.on('data', (chunk: string) => {
      input += chunk;
      if (!input.includes('\n')) return;
      void (async () => {
        try {
          const request = JSON.parse(input.slice(0, input.indexOf('\n'))) as { backup?: unknown };
          if (typeof request.backup !== 'string' || !path.isAbsolute(request.backup)) {
            throw new Error('Name the backup file with an absolute path');
          }
          const bytes = await writeBackup(database, request.backup);
          connection.end(`${JSON.stringify({ ok: true, bytes })}\n`);
        } catch (e) {
          connection.end(`${JSON.stringify({ ok: false, message: (e as Error).message })}\n`);
        }
      })();
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(socket, () => resolve());
  });
  fs.chmodSync(socket, 0o600);
  return () =>
    new Promise<void>((resolve) => {
      server.close(() => resolve());
      fs.rmSync(socket, { force: true });
    });
}

function askRunningApp(dataDir: string, file: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const connection = net.connect(controlSocketPath(dataDir));
    let answer = '';
    connection.setEncoding('utf8');
    connection.on('data', (chunk: string) => (answer += chunk));
    connection.on('error', (e) =>
      reject(new Error(`The app holding ${dataDir} did not answer on its control socket (${e.message}).`)),
    );
    connection.on('end', () => {
      try {
        const reply = JSON.parse(answer) as { ok: boolean; bytes?: number; message?: string };
        if (reply.ok) resolve(reply.bytes ?? 0);
        else reject(new Error(reply.message ?? 'The backup failed'));
      } catch {
        reject(new Error('The app gave no answer to the backup request'));
      }
    });
    connection.write(`${JSON.stringify({ backup: path.resolve(file) })}\n`);
  });
}

/** `npm run backup`: a consistent copy of DATA_DIR's embedded database in `file`, running app or not. */
export async function backupDataDir(
  dataDir: string,
  file: string,
): Promise<{ bytes: number; through: 'app' | 'folder' }> {
  if (lockHolder(dataDir) !== null) return { bytes: await askRunningApp(dataDir, file), through: 'app' };
  if (!fs.existsSync(path.join(path.resolve(dataDir), 'pglite'))) {
    throw new Error(`There is no embedded database in ${path.resolve(dataDir)}.`);
  }
  const database = await openPglite({ dataDir });
  try {
    return { bytes: await writeBackup(database, path.resolve(file)), through: 'folder' };
  } finally {
    await database.close();
  }
}

export class RestoreRefusedError extends Error {}

/**
 * `npm run restore -- file`: the database folder from a backup. Refused while a process holds the
 * folder; the current folder is moved aside (never deleted), and the restored one must open.
 */
export async function restoreDataDir(
  dataDir: string,
  file: string,
  now = new Date(),
): Promise<{ keptAt: string | null }> {
  const pid = lockHolder(dataDir);
  if (pid !== null) {
    throw new RestoreRefusedError(
      `The app (pid ${pid}) is running on ${path.resolve(dataDir)}: stop it, then restore.`,
    );
  }
  if (!fs.existsSync(file)) throw new RestoreRefusedError(`There is no backup file at ${path.resolve(file)}.`);
  const folder = path.join(path.resolve(dataDir), 'pglite');
  let keptAt: string | null = null;
  if (fs.existsSync(folder)) {
    keptAt = `${folder}.before-restore-${now.toISOString().replace(/[:.]/g, '-')}`;
    fs.renameSync(folder, keptAt);
  }
  try {
    const database = await openPglite({ dataDir, loadDataDir: new Blob([fs.readFileSync(file)]) });
    try {
      await database.ping();
    } finally {
      await database.close();
    }
  } catch (e) {
    // The backup did not open: put the folder that was there back.
    fs.rmSync(folder, { recursive: true, force: true });
    if (keptAt) fs.renameSync(keptAt, folder);
    throw e;
  }
  return { keptAt };
}
