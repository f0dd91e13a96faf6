import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** s3rver's fixed credentials. */
const KEYS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

/** A local S3-compatible server with one empty bucket, for the object-storage tests. */
export async function startS3Server(bucket = 'gym-club-test') {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'gym-club-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  const client = new S3Client({ region: 'us-east-1', endpoint, forcePathStyle: true, credentials: KEYS });
  return {
    bucket,
    endpoint,
    /** The app's settings for this bucket. */
    settings: {
      S3_BUCKET: bucket,
      S3_ENDPOINT: endpoint,
      S3_ACCESS_KEY_ID: KEYS.accessKeyId,
      S3_SECRET_ACCESS_KEY: KEYS.secretAccessKey,
    },
    async keys(): Promise<string[]> {
      const listed = await client.send(new ListObjectsV2Command({ Bucket: bucket }));
      return (listed.Contents ?? []).map((o) => o.Key!);
    },
    async close() {
      client.destroy();
      await server.close();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}
