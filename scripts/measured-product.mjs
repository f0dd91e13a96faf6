// The built product as the measuring scripts start it (first-load-js.mjs, lighthouse.mjs): a fresh
// data folder with the demo content on the embedded database. It runs under a process title of
// its own (node --title), so a broad `pkill -f dist/server/main.js` from another checkout on a
// shared machine does not stop it in the middle of a measurement; the caller stops it by its PID.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** Starts dist/server/main.js of `root` on `port`; `exited` settles when it stops. */
export function startMeasuredProduct({ name, port, root }) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `${name}-data-`));
  const server = spawn(process.execPath, [`--title=gym-club-${name}:${port}`, path.join(root, 'dist/server/main.js')], {
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      SEED_DEMO: 'true',
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise((resolve) => server.on('exit', resolve));
  return { server, exited, dataDir };
}
