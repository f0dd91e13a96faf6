import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/**
 * Where uploaded files live (decision 0100): a folder under DATA_DIR, one file per stored
 * document named by a random key, written to a temporary name and renamed so a reader never sees
 * half a file. The interface is the seam for object storage.
 */
export interface FileStore {
  put(data: Buffer): Promise<string>;
  /** A stream of the stored bytes, or null when the key is unknown. */
  open(key: string): Promise<fs.ReadStream | null>;
  remove(key: string): Promise<void>;
}

const KEY = /^[A-Za-z0-9_-]{16,64}$/;

export function diskFileStore(dir: string): FileStore {
  const resolved = path.resolve(dir);
  const where = (key: string) => {
    if (!KEY.test(key)) throw new Error('Bad storage key');
    return path.join(resolved, key.slice(0, 2), key);
  };
  return {
    async put(data) {
      const key = crypto.randomBytes(18).toString('base64url');
      const file = where(key);
      await fs.promises.mkdir(path.dirname(file), { recursive: true });
      const temp = `${file}.${process.pid}.tmp`;
      await fs.promises.writeFile(temp, data, { mode: 0o600 });
      await fs.promises.rename(temp, file);
      return key;
    },
    async open(key) {
      if (!KEY.test(key)) return null;
      const file = where(key);
      try {
        await fs.promises.access(file, fs.constants.R_OK);
      } catch {
        return null;
      }
      return fs.createReadStream(file);
    },
    async remove(key) {
      if (!KEY.test(key)) return;
      await fs.promises.rm(where(key), { force: true });
    },
  };
}
