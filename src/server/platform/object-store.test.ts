import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startS3Server } from '../../../tests/support/s3-server';
import { testConfig } from '../config';
import { copyDiskFilesToBucket, s3FileStore, type S3Settings } from './object-store';
import { diskFileStore, type FileStore } from './files';

const read = async (stream: Readable) => {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
};

describe('files in an S3-compatible bucket', () => {
  let s3: Awaited<ReturnType<typeof startS3Server>>;
  let store: FileStore;
  const settings = (prefix: string): S3Settings => ({
    bucket: s3.bucket,
    region: 'us-east-1',
    endpoint: s3.endpoint,
    accessKeyId: s3.settings.S3_ACCESS_KEY_ID,
    secretAccessKey: s3.settings.S3_SECRET_ACCESS_KEY,
    prefix,
  });
  beforeAll(async () => {
    s3 = await startS3Server();
    store = s3FileStore(settings('club/'));
  });
  afterAll(() => s3?.close());

  it('stores a buffer and a multi-megabyte stream, streams them back unchanged and forgets removed ones', async () => {
    const small = Buffer.from('Opening checklist: lights, mats, front desk');
    const big = crypto.randomBytes(7 * 1024 * 1024 + 123);
    const smallKey = await store.put(small);
    const bigKey = await store.put(Readable.from([big.subarray(0, 1_000_000), big.subarray(1_000_000)]));
    expect(smallKey).toMatch(/^[A-Za-z0-9_-]{24}$/);
    expect((await s3.keys()).sort()).toEqual([`club/${smallKey}`, `club/${bigKey}`].sort());
    expect((await read((await store.open(smallKey))!)).equals(small)).toBe(true);
    expect((await read((await store.open(bigKey))!)).equals(big)).toBe(true);
    await store.remove(smallKey);
    expect(await store.open(smallKey)).toBeNull();
    expect(await s3.keys()).toEqual([`club/${bigKey}`]);
  });

  it('opens an unknown or malformed key as null', async () => {
    expect(await store.open(crypto.randomBytes(18).toString('base64url'))).toBeNull();
    expect(await store.open('../../etc/passwd')).toBeNull();
  });

  it('is chosen by S3_BUCKET, and half a configuration stops the start', () => {
    expect(testConfig({ S3_BUCKET: 'club-files' }).S3_REGION).toBe('us-east-1');
    expect(() => testConfig({ S3_ENDPOINT: 'http://127.0.0.1:9000' })).toThrow(/S3_ENDPOINT need S3_BUCKET/);
    expect(() => testConfig({ S3_BUCKET: 'club-files', S3_ACCESS_KEY_ID: 'id' })).toThrow(
      /S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be given together/,
    );
  });

  it('copies the files already on disk into the bucket under their keys, once', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gym-club-disk-files-'));
    try {
      const disk = diskFileStore(dir);
      const bodies = [Buffer.from('Spotting guide'), crypto.randomBytes(6 * 1024 * 1024)];
      const keys = [await disk.put(bodies[0]!), await disk.put(Readable.from([bodies[1]!]))];
      fs.writeFileSync(path.join(dir, keys[0]!.slice(0, 2), `${keys[0]}.123.tmp`), 'half a file');

      expect(await copyDiskFilesToBucket(dir, settings('moved/'))).toEqual({ copied: 2, present: 0 });
      const moved = s3FileStore(settings('moved/'));
      for (const [i, key] of keys.entries()) {
        expect((await read((await moved.open(key))!)).equals(bodies[i]!)).toBe(true);
      }
      expect((await s3.keys()).filter((k) => k.startsWith('moved/')).sort()).toEqual(
        keys.map((k) => `moved/${k}`).sort(),
      );
      expect(await copyDiskFilesToBucket(dir, settings('moved/'))).toEqual({ copied: 0, present: 2 });
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
