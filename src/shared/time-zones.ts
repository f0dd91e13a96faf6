/**
 * Where an event happens decides the clock it is told in (docs/decisions/0158-venue-time-zones.md):
 * every event carries its venue's IANA time zone, chosen in the event form and defaulting from
 * its gym's state or province.
 */

/** The zones the event form offers, as the club's members name them. Any valid IANA zone is accepted. */
export const EVENT_TIME_ZONES = [
  { zone: 'America/New_York', label: 'Eastern (New York, Toronto)' },
  { zone: 'America/Chicago', label: 'Central (Chicago, Dallas, Winnipeg)' },
  { zone: 'America/Denver', label: 'Mountain (Denver, Calgary)' },
  { zone: 'America/Phoenix', label: 'Arizona (Phoenix)' },
  { zone: 'America/Los_Angeles', label: 'Pacific (Los Angeles, Vancouver)' },
  { zone: 'America/Anchorage', label: 'Alaska (Anchorage)' },
  { zone: 'Pacific/Honolulu', label: 'Hawaii (Honolulu)' },
  { zone: 'America/Halifax', label: 'Atlantic (Halifax)' },
  { zone: 'America/St_Johns', label: 'Newfoundland (St. John’s)' },
  { zone: 'America/Regina', label: 'Saskatchewan (Regina)' },
  { zone: 'America/Puerto_Rico', label: 'Puerto Rico (San Juan)' },
  { zone: 'America/Mexico_City', label: 'Mexico City' },
  { zone: 'Europe/London', label: 'United Kingdom (London)' },
  { zone: 'Australia/Sydney', label: 'Australia Eastern (Sydney, Melbourne)' },
  { zone: 'Australia/Brisbane', label: 'Queensland (Brisbane)' },
  { zone: 'Australia/Adelaide', label: 'Australia Central (Adelaide)' },
  { zone: 'Australia/Perth', label: 'Australia Western (Perth)' },
] as const;

/** The zone of an event whose gym's region says nothing (the most members' zone). */
export const DEFAULT_EVENT_TIME_ZONE = 'America/New_York';

const EASTERN = 'America/New_York';
const CENTRAL = 'America/Chicago';
const MOUNTAIN = 'America/Denver';
const PACIFIC = 'America/Los_Angeles';

/**
 * The zone most of a state's or province's people keep (a state split between two zones gets the
 * one its largest cities use: Indiana Eastern, Texas Central, Oregon Pacific).
 */
const REGION_ZONES: Record<string, string> = {
  // United States
  AL: CENTRAL,
  AK: 'America/Anchorage',
  AZ: 'America/Phoenix',
  AR: CENTRAL,
  CA: PACIFIC,
  CO: MOUNTAIN,
  CT: EASTERN,
  DE: EASTERN,
  DC: EASTERN,
  FL: EASTERN,
  GA: EASTERN,
  HI: 'Pacific/Honolulu',
  ID: MOUNTAIN,
  IL: CENTRAL,
  IN: EASTERN,
  IA: CENTRAL,
  KS: CENTRAL,
  KY: EASTERN,
  LA: CENTRAL,
  ME: EASTERN,
  MD: EASTERN,
  MA: EASTERN,
  MI: EASTERN,
  MN: CENTRAL,
  MS: CENTRAL,
  MO: CENTRAL,
  MT: MOUNTAIN,
  NE: CENTRAL,
  NV: PACIFIC,
  NH: EASTERN,
  NJ: EASTERN,
  NM: MOUNTAIN,
  NY: EASTERN,
  NC: EASTERN,
  ND: CENTRAL,
  OH: EASTERN,
  OK: CENTRAL,
  OR: PACIFIC,
  PA: EASTERN,
  PR: 'America/Puerto_Rico',
  RI: EASTERN,
  SC: EASTERN,
  SD: CENTRAL,
  TN: CENTRAL,
  TX: CENTRAL,
  UT: MOUNTAIN,
  VT: EASTERN,
  VA: EASTERN,
  WA: PACIFIC,
  WV: EASTERN,
  WI: CENTRAL,
  WY: MOUNTAIN,
  // Canada
  AB: MOUNTAIN,
  BC: PACIFIC,
  MB: CENTRAL,
  NB: 'America/Halifax',
  NL: 'America/St_Johns',
  NS: 'America/Halifax',
  NT: 'America/Edmonton',
  NU: 'America/Iqaluit',
  ON: 'America/Toronto',
  PE: 'America/Halifax',
  QC: 'America/Toronto',
  SK: 'America/Regina',
  YT: 'America/Whitehorse',
};

/** Australian states by their usual codes (a gym's `state` holds a code of up to three letters). */
const AUSTRALIA_ZONES: Record<string, string> = {
  NSW: 'Australia/Sydney',
  ACT: 'Australia/Sydney',
  VIC: 'Australia/Melbourne',
  TAS: 'Australia/Hobart',
  QLD: 'Australia/Brisbane',
  SA: 'Australia/Adelaide',
  NT: 'Australia/Darwin',
  WA: 'Australia/Perth',
};

const COUNTRY_ZONES: Record<string, string> = {
  'United Kingdom': 'Europe/London',
  Mexico: 'America/Mexico_City',
  Australia: 'Australia/Sydney',
};

/** The zone an event at a gym in `state` (and `country`) defaults to. */
export function zoneForRegion(state: string | null | undefined, country?: string | null): string {
  const code = (state ?? '').trim().toUpperCase();
  if (country === 'Australia') return AUSTRALIA_ZONES[code] ?? COUNTRY_ZONES.Australia!;
  if (country && COUNTRY_ZONES[country]) return COUNTRY_ZONES[country];
  return REGION_ZONES[code] ?? DEFAULT_EVENT_TIME_ZONE;
}

/** Whether `zone` is an IANA time zone this runtime knows ('America/Denver'; not 'MST' or '+02:00'). */
export function isTimeZone(zone: string): boolean {
  if (!/^[A-Za-z]+(?:\/[A-Za-z0-9_+-]+){1,2}$/.test(zone) && zone !== 'UTC') return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** A formatter per zone, made once (making one loads the zone's data). */
const clocks = new Map<string, Intl.DateTimeFormat>();

/** The offset of `zone` from UTC at `at`, in minutes (Denver in winter: -420). */
export function zoneOffsetMinutes(zone: string, at: Date): number {
  let format = clocks.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    clocks.set(zone, format);
  }
  const parts = format.formatToParts(at);
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  const asUtc = Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'), get('second'));
  return Math.round((asUtc - Math.floor(at.getTime() / 1000) * 1000) / 60_000);
}

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * A wall-clock time at the venue ('2026-12-10T07:00' in America/Denver) as an ISO instant with
 * the venue's offset ('2026-12-10T07:00:00-07:00'). A time the clocks skip in spring comes back
 * shifted by the gap (the text always names a real instant). Null for text that is no date and time.
 */
export function venueTimeToInstant(local: string, zone: string): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(local);
  if (!match) return null;
  const [, y, mo, d, h, mi] = match.map(Number) as [number, number, number, number, number, number];
  const wall = Date.UTC(y, mo - 1, d, h, mi);
  if (Number.isNaN(wall) || new Date(wall).getUTCDate() !== d || h > 23 || mi > 59) return null;
  // The offset at the wall time read as UTC, then at the instant that gives: two passes settle
  // every zone, across a change of offset too.
  const guess = wall - zoneOffsetMinutes(zone, new Date(wall)) * 60_000;
  const instant = new Date(wall - zoneOffsetMinutes(zone, new Date(guess)) * 60_000);
  return `${instantToVenueTime(instant.toISOString(), zone)}:00${offsetText(zoneOffsetMinutes(zone, instant))}`;
}

function offsetText(minutes: number): string {
  const sign = minutes >= 0 ? '+' : '-';
  const abs = Math.abs(minutes);
  return `${sign}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`;
}

/** An instant as the venue's wall clock reads it, in `datetime-local` form ('2026-12-10T07:00'). */
export function instantToVenueTime(iso: string, zone: string): string {
  const at = new Date(iso);
  const shifted = new Date(at.getTime() + zoneOffsetMinutes(zone, at) * 60_000);
  return `${shifted.getUTCFullYear()}-${pad(shifted.getUTCMonth() + 1)}-${pad(shifted.getUTCDate())}T${pad(
    shifted.getUTCHours(),
  )}:${pad(shifted.getUTCMinutes())}`;
}
