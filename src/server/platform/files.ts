import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { Readable } from 'node:stream';

/**
 * Where uploaded files live (decision 0100): a folder under DATA_DIR, one file per stored
 * document named by a random key, written to a temporary name and renamed so a reader never sees
 * half a file. platform/object-store.ts keeps them in a bucket instead (decision 0174).
 */
export interface FileStore {
  /** Stores the bytes (whole, or streamed) under a new random key and answers the key. */
  put(data: Buffer | Readable): Promise<string>;
  /** A stream of the stored bytes, or null when the key is unknown. */
  open(key: string): Promise<Readable | null>;
  remove(key: string): Promise<void>;
}

/** The shape of every storage key: 18 random bytes in base64url (24 characters), or a longer one. */
export const FILE_KEY = /^[A-Za-z0-9_-]{16,64}$/;
const KEY = FILE_KEY;

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
      try {
        if (Buffer.isBuffer(data)) await fs.promises.writeFile(temp, data, { mode: 0o600 });
        else await pipeline(data, fs.createWriteStream(temp, { mode: 0o600 }));
      } catch (error) {
        await fs.promises.rm(temp, { force: true });
        throw error;
      }
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
