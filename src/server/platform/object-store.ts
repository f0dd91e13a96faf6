import { DeleteObjectCommand, GetObjectCommand, HeadObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Readable } from 'node:stream';
import type { Config } from '../config';
import { diskFileStore, FILE_KEY, type FileStore } from './files';

export interface S3Settings {
  bucket: string;
  region: string;
  endpoint?: string | undefined;
  accessKeyId?: string | undefined;
  secretAccessKey?: string | undefined;
  prefix?: string;
}

function notFound(error: unknown): boolean {
  const e = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e?.name === 'NoSuchKey' || e?.name === 'NotFound' || e?.$metadata?.httpStatusCode === 404;
}

function s3ClientOf(settings: S3Settings): S3Client {
  return new S3Client({
    region: settings.region,
    ...(settings.endpoint ? { endpoint: settings.endpoint, forcePathStyle: true } : {}),
    ...(settings.accessKeyId && settings.secretAccessKey
      ? { credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey } }
      : {}),
  });
}

/**
 * Files in a bucket of any S3-compatible service (decision 0174), with the same random keys as the
 * disk store. Writes stream through lib-storage's multipart Upload (a Buffer or a stream of any
 * length); reads stream the object's body. An unknown key opens as null, as on disk.
 */
export function s3FileStore(settings: S3Settings): FileStore {
  const client = s3ClientOf(settings);
  const objectKey = (key: string) => `${settings.prefix ?? ''}${key}`;
  return {
    async put(data) {
      const key = crypto.randomBytes(18).toString('base64url');
      await new Upload({
        client,
        params: { Bucket: settings.bucket, Key: objectKey(key), Body: data, ContentType: 'application/octet-stream' },
      }).done();
      return key;
    },
    async open(key) {
      if (!FILE_KEY.test(key)) return null;
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket: settings.bucket, Key: objectKey(key) }));
        if (!answer.Body) return null;
        return answer.Body as Readable;
      } catch (error) {
        if (notFound(error)) return null;
        throw error;
      }
    },
    async remove(key) {
      if (!FILE_KEY.test(key)) return;
      await client.send(new DeleteObjectCommand({ Bucket: settings.bucket, Key: objectKey(key) }));
    },
  };
}

/**
 * Copies the disk store's files (dir/xx/KEY) into the bucket under the same keys, so the documents
 * already stored open from the bucket once S3_BUCKET is set (decision 0174). Objects already in
 * the bucket are left as they are, so a second run copies only what the first missed; temporary
 * files of unfinished writes are not copied.
 */
export async function copyDiskFilesToBucket(
  dir: string,
  settings: S3Settings,
  onFile: (key: string, copied: boolean) => void = () => {},
): Promise<{ copied: number; present: number }> {
  const client = s3ClientOf(settings);
  const counts = { copied: 0, present: 0 };
  try {
    const folders = fs.existsSync(dir) ? fs.readdirSync(dir, { withFileTypes: true }) : [];
    for (const folder of folders.filter((f) => f.isDirectory() && /^[A-Za-z0-9_-]{2}$/.test(f.name))) {
      for (const key of fs.readdirSync(path.join(dir, folder.name))) {
        if (!FILE_KEY.test(key) || !key.startsWith(folder.name)) continue;
        const Key = `${settings.prefix ?? ''}${key}`;
        const present = await client.send(new HeadObjectCommand({ Bucket: settings.bucket, Key })).then(
          () => true,
          (error: unknown) => {
            if (notFound(error)) return false;
            throw error;
          },
        );
        if (!present) {
          const Body = fs.createReadStream(path.join(dir, folder.name, key));
          await new Upload({
            client,
            params: { Bucket: settings.bucket, Key, Body, ContentType: 'application/octet-stream' },
          }).done();
        }
        counts[present ? 'present' : 'copied'] += 1;
        onFile(key, !present);
      }
    }
  } finally {
    client.destroy();
  }
  return counts;
}

/** The settings of the bucket S3_BUCKET names. */
export function s3SettingsFrom(config: Config & { S3_BUCKET: string }): S3Settings {
  return {
    bucket: config.S3_BUCKET,
    region: config.S3_REGION,
    endpoint: config.S3_ENDPOINT,
    accessKeyId: config.S3_ACCESS_KEY_ID,
    secretAccessKey: config.S3_SECRET_ACCESS_KEY,
    prefix: config.S3_PREFIX,
  };
}

/** The store the settings choose: the bucket when S3_BUCKET is set, DATA_DIR/documents otherwise. */
export function fileStoreFrom(config: Config): FileStore {
  if (!config.S3_BUCKET) return diskFileStore(path.resolve(config.DATA_DIR, 'documents'));
  return s3FileStore(s3SettingsFrom({ ...config, S3_BUCKET: config.S3_BUCKET }));
}
