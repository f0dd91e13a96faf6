import {
  classListingMessages as m,
  DAYS,
  type ClassListing,
  type ClassListings,
  type Day,
} from '../../../../shared/tools/class-listings';
import type { Deps } from '../../../platform/deps';
import { AppError, ServiceUnavailable } from '../../../platform/errors';
import { fetchOutbound, OutboundError, type HttpClientOptions } from '../../../platform/http-client';
import { JACKRABBIT_SAMPLE_ORG_ID, jackrabbitSampleFeed } from './jackrabbit-sample';

/**
 * The adapter of Jackrabbit's public class-openings feed (decision 0166): one GET of
 * `<JACKRABBIT_FEED_URL>?OrgID=<id>` through the outbound HTTP client, its rows mapped to our class
 * shape. Answers are kept per organization for JACKRABBIT_CACHE_SECONDS in a cache of their own:
 * the app's read cache empties on every write, and a gym's schedule does not change with our writes.
 * Without JACKRABBIT_ORG_ID the default organization is the shipped sample, answered offline.
 */

/** The feed answered with something that is not a schedule (502). */
export class FeedInvalid extends AppError {
  constructor() {
    super(502, m.feedInvalid);
  }
}

type Raw = Record<string, unknown>;
const isRecord = (v: unknown): v is Raw => typeof v === 'object' && v !== null && !Array.isArray(v);

function text(value: unknown): string | null {
  if (typeof value === 'number') return String(value);
  if (typeof value !== 'string') return null;
  const trimmed = value.trim();
  return trimmed === '' ? null : trimmed;
}

function number(value: unknown): number | null {
  const n = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : NaN;
  return Number.isFinite(n) ? n : null;
}

/** Jackrabbit gives ages as ISO durations ('P3Y6M'); plain numbers of years are read too. */
export function ageInYears(value: unknown): number | null {
  if (typeof value === 'string') {
    const iso = /^P(?:(\d+)Y)?(?:(\d+)M)?/i.exec(value.trim());
    if (iso && (iso[1] !== undefined || iso[2] !== undefined)) {
      const years = Number(iso[1] ?? 0) + Number(iso[2] ?? 0) / 12;
      return Math.round(years * 100) / 100;
    }
  }
  const n = number(value);
  return n !== null && n >= 0 && n < 120 ? n : null;
}

/** 'HH:MM' of '16:30', '4:30 PM' or '16:30:00'; null otherwise. */
export function clock(value: unknown): string | null {
  const raw = text(value);
  if (!raw) return null;
  const match = /^(\d{1,2}):(\d{2})(?::\d{2})?\s*([ap]\.?m\.?)?$/i.exec(raw);
  if (!match) return null;
  let hours = Number(match[1]);
  const minutes = Number(match[2]);
  const half = match[3]?.[0]?.toLowerCase();
  if (half === 'p' && hours < 12) hours += 12;
  if (half === 'a' && hours === 12) hours = 0;
  if (hours > 23 || minutes > 59) return null;
  return `${String(hours).padStart(2, '0')}:${String(minutes).padStart(2, '0')}`;
}

/** Meeting days as the feed's `meeting_days` object ({ mon: true, … }) or a list such as 'Mon, Wed'. */
function daysOf(row: Raw): Day[] {
  const given = row.meeting_days ?? row.days;
  if (isRecord(given)) return DAYS.filter((d) => given[d] === true || given[d] === 'true' || given[d] === 1);
  const words = text(given)?.toLowerCase() ?? '';
  return DAYS.filter((d) => new RegExp(`\\b${d}`).test(words));
}

function instructorsOf(value: unknown): string[] {
  if (!Array.isArray(value)) return text(value) ? [text(value)!] : [];
  return value.flatMap((i) => {
    const name = isRecord(i) ? text(i.name) : text(i);
    return name ? [name] : [];
  });
}

/** One row of the feed as our class, or null when it has no name. */
export function classOf(row: Raw): ClassListing | null {
  const name = text(row.name);
  if (!name) return null;
  const openings = isRecord(row.openings) ? number(row.openings.calculated_openings) : number(row.openings);
  const tuition = isRecord(row.tuition) ? number(row.tuition.fee) : number(row.tuition);
  const link = text(row.online_reg_link);
  return {
    id: text(row.id) ?? name,
    name,
    category: text(row.category1) ?? 'Other',
    description: text(row.description),
    days: daysOf(row),
    startTime: clock(row.start_time),
    endTime: clock(row.end_time),
    minAge: ageInYears(row.min_age),
    maxAge: ageInYears(row.max_age),
    openings: openings === null ? null : Math.max(0, Math.trunc(openings)),
    maxSize: number(row.max_size),
    room: text(row.room),
    instructors: instructorsOf(row.instructors),
    tuition: tuition === null || tuition < 0 ? null : Math.round(tuition * 100) / 100,
    registrationUrl: link && /^https:\/\//i.test(link) ? link : null,
  };
}

/** The feed's answer (`{ success, rows }`, or a bare list of rows) as our classes; FeedInvalid otherwise. */
export function classesOfFeed(body: unknown): ClassListing[] {
  const rows = Array.isArray(body) ? body : isRecord(body) && Array.isArray(body.rows) ? body.rows : null;
  if (!rows || (isRecord(body) && body.success === false)) throw new FeedInvalid();
  return rows.flatMap((row) => {
    const c = isRecord(row) ? classOf(row) : null;
    return c ? [c] : [];
  });
}

/** The address of an organization's feed. */
export function feedUrl(base: string, orgId: string): URL {
  const url = new URL(base);
  url.searchParams.set('OrgID', orgId);
  return url;
}

/** The configured feed's host is a setting, so it may be plain http or local (a mirror, the tests). */
function clientOptions(base: string): HttpClientOptions {
  return { allowHosts: [new URL(base).hostname], timeoutMs: 8_000, maxBytes: 2 * 1024 * 1024 };
}

async function readFeed(base: string, orgId: string): Promise<ClassListing[]> {
  let res;
  try {
    res = await fetchOutbound(feedUrl(base, orgId), { headers: { accept: 'application/json' } }, clientOptions(base));
  } catch (error) {
    if (error instanceof OutboundError) throw new ServiceUnavailable(m.feedUnavailable);
    throw error;
  }
  if (res.status >= 500 || res.status === 429) throw new ServiceUnavailable(m.feedUnavailable);
  if (!res.ok) throw new FeedInvalid();
  let body: unknown;
  try {
    body = res.json();
  } catch {
    throw new FeedInvalid();
  }
  return classesOfFeed(body);
}

/** The organization asked for, else JACKRABBIT_ORG_ID's, else the sample's. */
export function orgIdOf(deps: Deps, asked: string | undefined): string {
  return asked ?? deps.config.JACKRABBIT_ORG_ID ?? JACKRABBIT_SAMPLE_ORG_ID;
}

/**
 * GET /api/class-listings: an organization's classes. The sample organization is answered from the
 * shipped sample unless JACKRABBIT_ORG_ID names it for real; every other one from the feed, cached.
 */
export async function classListings(deps: Deps, asked: string | undefined): Promise<ClassListings> {
  const orgId = orgIdOf(deps, asked);
  if (orgId === JACKRABBIT_SAMPLE_ORG_ID && !deps.config.JACKRABBIT_ORG_ID) {
    return { orgId, source: 'sample', fetchedAt: new Date(), classes: classesOfFeed(jackrabbitSampleFeed) };
  }
  const ttl = deps.config.JACKRABBIT_CACHE_SECONDS * 1000;
  return deps.feeds.read(`jackrabbit:${orgId}`, ttl, async () => ({
    orgId,
    source: 'jackrabbit' as const,
    fetchedAt: new Date(),
    classes: await readFeed(deps.config.JACKRABBIT_FEED_URL, orgId),
  }));
}
