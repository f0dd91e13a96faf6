// Copies the files already under DATA_DIR/documents into the bucket the S3_* settings name, under
// the same keys (decision 0174). Run once before starting the app with S3_BUCKET set; running it
// again copies only what is not in the bucket yet. Usage: npm run files:to-s3
import path from 'node:path';
import { ConfigError, loadConfig } from '../src/server/config.ts';
import { copyDiskFilesToBucket, s3SettingsFrom } from '../src/server/platform/object-store.ts';

let config;
try {
  config = loadConfig(process.env);
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  console.error(error.message);
  process.exit(1);
}
if (!config.S3_BUCKET) {
  console.error('Set S3_BUCKET (and S3_ENDPOINT, S3_REGION, keys as the app will use them) to copy the files into it.');
  process.exit(1);
}
const dir = path.resolve(config.DATA_DIR, 'documents');
const { copied, present } = await copyDiskFilesToBucket(dir, s3SettingsFrom(config), (key, wasCopied) =>
  console.log(`${wasCopied ? 'copied ' : 'present'} ${key}`),
);
console.log(
  `${copied} file(s) copied from ${dir} to s3://${config.S3_BUCKET}/${config.S3_PREFIX}, ${present} already there.`,
);
