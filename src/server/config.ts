import net from 'node:net';
import { z } from 'zod';
import { MEMBER_WRITES_PER_MINUTE } from '../shared/write-budget';

const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

const positiveInt = z.coerce.number().int().positive();

/** An IPv4/IPv6 address, optionally with a CIDR prefix length. */
function isAddressOrCidr(value: string): boolean {
  const [address = '', prefix, ...rest] = value.split('/');
  const family = net.isIP(address);
  if (!family || rest.length) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
}

/**
 * Which proxies may set X-Forwarded-For/-Proto: `false`, a hop count (`1`: the one proxy in
 * front), or a comma-separated list of proxy addresses or CIDRs. `true` is refused: it would
 * take the client's own left-most X-Forwarded-For entry as its address, so anyone could reset
 * every per-IP limit with a header.
 */
const trustProxy = z.string().transform((raw, ctx): false | number | string[] => {
  const value = raw.trim();
  if (value === 'false' || value === '0') return false;
  if (/^\d+$/.test(value)) return Number(value);
  const list = value
    .split(',')
    .map((v) => v.trim())
    .filter(Boolean);
  if (list.length && list.every(isAddressOrCidr)) return list;
  ctx.addIssue({
    code: 'custom',
    message:
      'must be false, a hop count such as 1, or a comma-separated list of proxy addresses or CIDRs (true is not accepted: it trusts every hop)',
  });
  return z.NEVER;
});

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * An outside API that receives a secret (a bearer key): https only, so the key never crosses the
 * network in clear; plain http is allowed for a service on this machine (localhost, 127.0.0.1, [::1]).
 */
const secretCarryingUrl = z.url().refine(
  (value) => {
    const url = new URL(value);
    return url.protocol === 'https:' || (url.protocol === 'http:' && LOOPBACK_HOSTS.has(url.hostname));
  },
  { message: 'must be an https:// URL (http:// only for localhost, 127.0.0.1 or [::1]): the API key travels with it' },
);

/** Every setting of the product. Parsed once at start; a bad value stops the process. */
export const configSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  PUBLIC_URL: z.url().optional(),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional(),
  SEED_DEMO: bool.default(true),
  ADMIN_USERNAME: z.string().min(3).max(50).optional(),
  ADMIN_PASSWORD: z.string().min(12, 'must be at least 12 characters').max(100).optional(),
  ADMIN_EMAIL: z.email().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: trustProxy.default(false),
  INTRO_VIDEO_ID: z
    .string()
    .regex(/^[\w-]{6,20}$/, 'must be a YouTube video id')
    .optional(),
  SESSION_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
    .optional(),
  MAIL_FROM: z.string().min(3).default('The Breakfast Club <no-reply@localhost>'),
  SMS_PROVIDER_URL: z.url().optional(),
  SMS_ACCOUNT_SID: z.string().min(1).optional(),
  SMS_AUTH_TOKEN: z.string().min(1).optional(),
  SMS_FROM: z.string().min(3).optional(),
  RATE_LIMIT_READS_PER_MINUTE: positiveInt.default(600),
  RATE_LIMIT_PAGES_PER_MINUTE: positiveInt.default(600),
  RATE_LIMIT_LOGIN_PER_MINUTE: positiveInt.default(30),
  RATE_LIMIT_REGISTER_PER_HOUR: positiveInt.default(20),
  RATE_LIMIT_FORGOT_PER_HOUR_ACCOUNT: positiveInt.default(5),
  RATE_LIMIT_FORGOT_PER_HOUR_IP: positiveInt.default(20),
  RATE_LIMIT_SMS_PER_HOUR_ACCOUNT: positiveInt.default(3),
  RATE_LIMIT_SMS_PER_HOUR_IP: positiveInt.default(20),
  RATE_LIMIT_PASSWORD_CHANGE_PER_HOUR: positiveInt.default(10),
  RATE_LIMIT_PROFILE_CHANGES_PER_15_MINUTES: positiveInt.default(10),
  RATE_LIMIT_GYM_SUBMISSIONS_PER_HOUR: positiveInt.default(10),
  RATE_LIMIT_DUPLICATE_CHECKS_PER_MINUTE: positiveInt.default(60),
  /** Checks of a certificate's code per IP and minute (the public verification page). */
  RATE_LIMIT_CERTIFICATE_CHECKS_PER_MINUTE: positiveInt.default(30),
  /** Calls of the telephony provider's webhooks (inbound texts, statuses) per IP and minute. */
  RATE_LIMIT_SMS_WEBHOOKS_PER_MINUTE: positiveInt.default(600),
  RATE_LIMIT_REVIEWS_PER_HOUR: positiveInt.default(10),
  /** Book and podcast comments per signed-in user and hour. */
  RATE_LIMIT_COMMENTS_PER_HOUR: positiveInt.default(30),
  /** Chapter applications per signed-in user and hour. */
  RATE_LIMIT_CHAPTER_APPLICATIONS_PER_HOUR: positiveInt.default(5),
  /** Chapter join requests per signed-in user and hour (each mails a president). */
  RATE_LIMIT_JOIN_REQUESTS_PER_HOUR: positiveInt.default(20),
  /** RSVP writes (RSVP, change of mode, cancel) per signed-in user and hour (each may send a mail). */
  RATE_LIMIT_RSVPS_PER_HOUR: positiveInt.default(30),
  LOGIN_MAX_FAILURES: positiveInt.default(5),
  LOGIN_LOCK_MINUTES: positiveInt.default(15),
  RESET_TOKEN_TTL_MINUTES: positiveInt.default(60),
  SMS_CODE_TTL_MINUTES: positiveInt.default(10),
  SMS_CODE_MAX_ATTEMPTS: positiveInt.default(5),
  TEMP_PASSWORD_TTL_HOURS: positiveInt.default(72),
  BODY_LIMIT_BYTES: positiveInt.default(1024 * 1024),
  /**
   * How long a process may answer a session from memory (ms; 0 turns it off). Default 2000.
   * Every write empties it, here and, on PostgreSQL, in every process by a LISTEN/NOTIFY
   * notice; on PostgreSQL it is used only while that channel is up.
   * docs/decisions/0015-session-read-cache.md
   */
  /** Run this process's job worker (decision 0102); false leaves the jobs to other processes. */
  JOBS_WORKER: bool.default(true),
  JOBS_POLL_MS: z.coerce.number().int().min(50).max(60_000).default(1000),
  JOBS_CONCURRENCY: z.coerce.number().int().min(1).max(16).default(2),
  JOBS_RETRY_BASE_SECONDS: z.coerce.number().min(0).max(600).default(5),
  JOBS_STALE_SECONDS: z.coerce.number().int().min(5).max(3600).default(120),
  /** An OpenAI-compatible chat API for task enhancement; the rule-based enhancer runs without it. */
  LLM_API_URL: secretCarryingUrl.optional(),
  LLM_API_KEY: z.string().min(1).optional(),
  LLM_MODEL: z.string().min(1).default('gpt-4o-mini'),
  /**
   * Let the listing analyser fetch pages from loopback and private addresses (tests, a mirror on
   * the local network). Off by default: an address an admin types must not reach inside the network.
   */
  LISTING_FETCH_ALLOW_PRIVATE: bool.default(false),
  /**
   * The US Census Bureau's API key (api.census.gov): when set, an admin can fill zip codes' children,
   * households and median income from the American Community Survey (decision 0163).
   */
  CENSUS_API_KEY: z.string().min(1).optional(),
  /** The domain finder's deadline for each domain's DNS answer and, apart, its web page (decision 0171). */
  DOMAIN_CHECK_TIMEOUT_MS: z.coerce.number().int().min(200).max(30_000).default(3000),
  /** The Census Bureau's API origin (tests point it at a local fixture server). */
  CENSUS_API_URL: z.url().default('https://api.census.gov'),
  /**
   * Jackrabbit's public class-openings feed (decision 0166); `?OrgID=<id>` is added. The feed's host
   * may be plain http or a local address (a mirror, the tests): it is a setting, never user input.
   */
  JACKRABBIT_FEED_URL: z.url().default('https://app.jackrabbitclass.com/jr3.0/Openings/OpeningsJson'),
  /** The gym's Jackrabbit organization id, the class listings' default; unset, the shipped sample is shown. */
  JACKRABBIT_ORG_ID: z
    .string()
    .regex(/^\d{1,10}$/, 'must be digits')
    .optional(),
  /** How long an organization's classes are kept before the feed is asked again. */
  JACKRABBIT_CACHE_SECONDS: z.coerce.number().int().min(0).max(3600).default(300),
  /** Class listing reads (the page, the kiosk, the embedded tables) per IP and minute. */
  RATE_LIMIT_CLASS_LISTINGS_PER_MINUTE: positiveInt.default(60),
  /**
   * The map tiles of the map pages (/map, /admin/gym-map, market intelligence): a Leaflet tile
   * template and its attribution; the template's origin joins the content security policy.
   */
  MAP_TILE_URL: z.string().min(1).default('https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png'),
  MAP_TILE_ATTRIBUTION: z.string().min(1).default('&copy; OpenStreetMap contributors'),
  /**
   * A Nominatim-compatible search API that turns a gym's address into coordinates (/admin/gym-map),
   * called at most once a second. Its host is trusted as a setting: it may be plain http on a
   * private address (a local Nominatim, the tests' recorded fixture).
   */
  GEOCODER_URL: z.url().default('https://nominatim.openstreetmap.org'),
  /**
   * The daily retention job (decision 0175): days kept of the activity log, the login log, resolved
   * server errors and finished jobs; older rows are deleted in short slices.
   */
  RETENTION_ACTIVITY_DAYS: z.coerce.number().int().min(1).max(36_500).default(365),
  RETENTION_LOGIN_DAYS: z.coerce.number().int().min(1).max(36_500).default(90),
  RETENTION_ERRORS_DAYS: z.coerce.number().int().min(1).max(36_500).default(90),
  RETENTION_JOBS_DAYS: z.coerce.number().int().min(1).max(36_500).default(90),
  /** Repository uploads per signed-in user and hour. */
  RATE_LIMIT_UPLOADS_PER_HOUR: positiveInt.default(60),
  /** Everyday member writes (routes declared withWriteBudget) per signed-in user and minute. */
  RATE_LIMIT_MEMBER_WRITES_PER_MINUTE: positiveInt.default(MEMBER_WRITES_PER_MINUTE),
  SESSION_CACHE_MS: z.coerce.number().int().min(0).max(60_000).optional(),
  /**
   * Object storage for uploaded files (decision 0174): with S3_BUCKET set, files go to that bucket
   * of any S3-compatible service instead of DATA_DIR/documents, so every app process serves every
   * file. S3_ENDPOINT (MinIO, R2, a local server) switches to path-style addresses; without keys the
   * AWS SDK's own credential chain (environment, profile, instance role) is used.
   */
  S3_BUCKET: z.string().min(3).max(63).optional(),
  S3_ENDPOINT: z.url().optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  /** A folder-like prefix for the product's keys inside the bucket ('' for none). */
  S3_PREFIX: z
    .string()
    .regex(/^([A-Za-z0-9_-]+\/)*$/, 'must be folder names each ending in /, such as gym-club/')
    .default(''),
});

export type Config = z.infer<typeof configSchema>;

export class ConfigError extends Error {
  constructor(public readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** Empty strings count as unset, so `FOO= npm start` behaves like no FOO at all. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = configSchema.safeParse(cleaned);
  const problems = parsed.success
    ? []
    : parsed.error.issues.map((i) => `${i.path.join('.') || '(config)'}: ${i.message}`);
  const adminGiven = ['ADMIN_USERNAME', 'ADMIN_PASSWORD', 'ADMIN_EMAIL'].filter((k) => k in cleaned).length;
  if (adminGiven > 0 && adminGiven < 3) {
    problems.push('ADMIN_USERNAME, ADMIN_PASSWORD and ADMIN_EMAIL must be given together');
  }
  const s3Keys = ['S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'].filter((k) => k in cleaned).length;
  if (s3Keys === 1) problems.push('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be given together');
  const s3Only = ['S3_ENDPOINT', 'S3_ACCESS_KEY_ID', 'S3_PREFIX'].filter((k) => k in cleaned);
  if (s3Only.length && !('S3_BUCKET' in cleaned)) problems.push(`${s3Only.join(', ')} need S3_BUCKET`);
  if (!parsed.success || problems.length) throw new ConfigError(problems);
  return parsed.data;
}

/** A config for tests: defaults plus overrides, no environment read. */
export function testConfig(overrides: Partial<Record<keyof Config, string>> = {}): Config {
  // Tests write rows behind the app's back, so sessions are read from the database unless a test asks.
  return loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', SEED_DEMO: 'false', SESSION_CACHE_MS: '0', ...overrides });
}
