import { z } from 'zod';
import { timestamp } from './answers';

/**
 * The domain finder (/admin/domain-finder): for a gym without a website, the domains its name
 * suggests, each checked by DNS and HTTP; the admin accepts one and it becomes the gym's website.
 * Decision 0171.
 */

/** Words that name the company form, not the gym. */
const DROPPED = new Set([
  'the',
  'inc',
  'incorporated',
  'llc',
  'pllc',
  'ltd',
  'limited',
  'co',
  'corp',
  'corporation',
  'company',
  'lp',
]);
/** Words that say what kind of place it is; a gym's domain often leaves them out or adds one. */
const KIND_WORDS = new Set(['gymnastics', 'gymnastic', 'academy', 'gym', 'club', 'center', 'centre']);
const CANADIAN_PROVINCES = new Set(['AB', 'BC', 'MB', 'NB', 'NL', 'NS', 'NT', 'NU', 'ON', 'PE', 'QC', 'SK', 'YT']);

/** The most candidates one gym gets. */
export const MAX_CANDIDATES = 36;

/** Lowercase words of a name: accents and apostrophes dropped, & read as "and", other punctuation a break. */
export function nameWords(name: string): string[] {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/['\u2019`]/g, '')
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
}

export function isCanadian(gym: { country?: string | null; state?: string | null }): boolean {
  const country = (gym.country ?? '').trim().toLowerCase();
  if (country === 'canada' || country === 'ca' || country === 'can') return true;
  return !country && CANADIAN_PROVINCES.has((gym.state ?? '').trim().toUpperCase());
}

/**
 * The domains a gym's name suggests, most likely first: the name's words joined (company forms
 * such as "the", "inc", "llc" left out), without its kind words ("gymnastics", "academy", "gym"…),
 * with "gymnastics" or "academy", its initials, and with the city; each under .com, .net and
 * .org, and .ca for a Canadian gym. Every label is 1–63 letters and digits; none repeats.
 */
export function candidateDomains(gym: {
  name: string;
  city?: string | null;
  state?: string | null;
  country?: string | null;
}): string[] {
  const words = nameWords(gym.name).filter((w) => !DROPPED.has(w));
  if (!words.length) return [];
  const core = words.filter((w) => !KIND_WORDS.has(w));
  const base = core.length ? core : words;
  const city = nameWords(gym.city ?? '').join('');
  const labels = [
    words.join(''),
    base.join(''),
    `${base.join('')}gymnastics`,
    `${base.join('')}academy`,
    `${base.join('')}gym`,
    words.length >= 2 ? words.map((w) => w[0]).join('') : '',
    words.length >= 2 ? `${words.map((w) => w[0]).join('')}gymnastics` : '',
    city ? `${base.join('')}${city}` : '',
    city ? `${words.join('')}${city}` : '',
    city ? `${base.join('')}gymnastics${city}` : '',
  ];
  const tlds = isCanadian(gym) ? ['com', 'ca', 'net', 'org'] : ['com', 'net', 'org'];
  const unique = [...new Set(labels.filter((l) => l.length >= 2 && l.length <= 63))];
  const out: string[] = [];
  for (const tld of tlds) for (const label of unique) out.push(`${label}.${tld}`);
  // .com of every label first, then the other endings.
  return out.slice(0, MAX_CANDIDATES);
}

// ---- the API ----

export const CANDIDATE_STATUSES = ['open', 'accepted', 'dismissed'] as const;
export type CandidateStatus = (typeof CANDIDATE_STATUSES)[number];

export const domainFinderMessages = {
  gymNotFound: 'Gym not found',
  candidateNotFound: 'Candidate domain not found',
  hasWebsite: 'This gym already has a website',
  noCandidates: 'The gym name suggests no domain',
  jobNotFound: 'Domain check not found',
} as const;

export const domainGymListQuerySchema = z.object({
  search: z.string().trim().max(100).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(25),
});

export const domainGymSchema = z.object({
  id: z.number(),
  name: z.string(),
  city: z.string().nullable(),
  state: z.string(),
  country: z.string().nullable(),
  /** Candidates checked, and those that answer on the web. */
  candidates: z.number(),
  live: z.number(),
  checkedAt: timestamp.nullable(),
});
export type DomainGym = z.output<typeof domainGymSchema>;
export type DomainGymItem = z.input<typeof domainGymSchema>;

export const domainGymPageSchema = z.object({
  items: z.array(domainGymSchema),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
});

/** POST /api/admin/domain-finder/checks: one gym, or every gym without a website. */
export const domainCheckStartSchema = z.object({
  gymId: z.number({ error: 'Gym id must be a number' }).int().positive().max(2_147_483_647).optional(),
});

export const domainCandidateSchema = z.object({
  id: z.number(),
  gymId: z.number(),
  domain: z.string(),
  dnsResolves: z.boolean(),
  httpStatus: z.number().nullable(),
  finalUrl: z.string().nullable(),
  title: z.string().nullable(),
  status: z.enum(CANDIDATE_STATUSES),
  checkedAt: timestamp,
});
export type DomainCandidate = z.output<typeof domainCandidateSchema>;
export type DomainCandidateItem = z.input<typeof domainCandidateSchema>;

export const acceptResultSchema = z.object({ gymId: z.number(), website: z.string() });
export type AcceptResult = z.infer<typeof acceptResultSchema>;

/** The address a gym gets from an accepted candidate: where the site answered, else https://domain. */
export function websiteOf(candidate: { domain: string; finalUrl: string | null }): string {
  if (candidate.finalUrl) {
    try {
      const url = new URL(candidate.finalUrl);
      return `${url.protocol}//${url.host}`;
    } catch {
      // fall through to the domain itself
    }
  }
  return `https://${candidate.domain}`;
}
