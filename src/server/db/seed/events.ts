import { inArray, like, or } from 'drizzle-orm';
import type { Tx } from '../client';
import { nthWeekday, parseMeetingDay, parseMeetingTime } from '../../../shared/chapter-schedule';
import { instantToVenueTime, venueTimeToInstant, zoneForRegion } from '../../../shared/time-zones';
import { chapters, eventDocuments, events, gyms, rsvps, users } from '../schema/index';

/**
 * Demo events (spec 001 §5 "Events and RSVPs"): monthly chapter breakfasts and workshops for gym
 * owners, from about three months ago to four months ahead of the seeding time, some on Zoom,
 * with recordings on past ones and RSVPs from the demo members. Chapters are looked up by name,
 * so a chapter event is bound only when the chapters seed made that chapter.
 */

const DAY = 24 * 60 * 60 * 1000;

interface DemoEvent {
  key: string;
  title: string;
  description: string;
  location: string;
  /**
   * Days from the seeding time, and the start on the venue's clock ('07:00'); a chapter's event
   * moves to the nearest day, and the time, of its chapter's schedule.
   */
  inDays: number;
  time: string;
  capacity: number;
  clubNumber: string;
  chapter?: string;
  zoom?: { link: string; password: string };
  documents?: { type: 'video' | 'presentation'; title: string; url: string }[];
}

export const DEMO_EVENT_CHAPTERS = {
  frontRange: 'Front Range Breakfast Club',
  loneStar: 'Lone Star Gym Owners Breakfast',
  bayArea: 'Bay Area Gym Leaders Breakfast',
} as const;

export const DEMO_EVENTS: DemoEvent[] = [
  {
    key: 'front-range-past',
    title: 'Front Range Breakfast Club: back-to-school enrollment debrief',
    description:
      'Eight Colorado gym owners compared fall enrollment numbers, waitlist tactics and what worked in their August open houses. Eggs and coffee on the house.',
    location: 'Rocky Mountain Flips, 4410 W Colfax Ave, Denver, CO',
    inDays: -84,
    time: '07:00',
    capacity: 16,
    clubNumber: 'CO-6001',
    chapter: DEMO_EVENT_CHAPTERS.frontRange,
    documents: [
      {
        type: 'presentation',
        title: 'Fall enrollment benchmarks (slides)',
        url: 'https://slides.example.com/fall-enrollment-benchmarks',
      },
    ],
  },
  {
    key: 'meet-season-cash-flow',
    title: 'Meet-season cash flow',
    description:
      'Meet fees, travel deposits and coach stipends land before the season revenue does. A CPA who works with gyms walks through a 90-day cash plan, then open Q&A.',
    location: 'Online and at Lone Star Gymnastics, 8200 Burnet Rd, Austin, TX',
    inDays: -56,
    time: '18:00',
    capacity: 40,
    clubNumber: 'TX-2001',
    zoom: { link: 'https://zoom.us/j/81234567890', password: 'cashflow' },
    documents: [
      { type: 'video', title: 'Session recording', url: 'https://videos.example.com/meet-season-cash-flow' },
      { type: 'presentation', title: '90-day cash plan template', url: 'https://slides.example.com/90-day-cash-plan' },
    ],
  },
  {
    key: 'bay-area-past',
    title: 'Bay Area Gym Leaders Breakfast: insurance renewals',
    description:
      'Premiums went up again. We shared broker quotes, incident-report habits that lowered claims, and which riders are worth paying for.',
    location: 'Golden State Gymnastics Center, 1550 Parkmoor Ave, San Jose, CA',
    inDays: -28,
    time: '06:45',
    capacity: 20,
    clubNumber: 'CA-3001',
    chapter: DEMO_EVENT_CHAPTERS.bayArea,
  },
  {
    key: 'coaches-roundtable-past',
    title: 'Virtual roundtable: hiring and keeping great coaches',
    description:
      'Owners from six states on pay bands, coach career ladders and the onboarding week that keeps new hires past their first season.',
    location: 'Online (Zoom)',
    inDays: -10,
    time: '19:00',
    capacity: 60,
    clubNumber: 'IL-1001',
    zoom: { link: 'https://zoom.us/j/83456789012', password: 'coaches' },
    documents: [{ type: 'video', title: 'Roundtable recording', url: 'https://videos.example.com/coaches-roundtable' }],
  },
  {
    key: 'front-range-next',
    title: 'Front Range Breakfast Club: monthly breakfast',
    description:
      'Our monthly breakfast. This month: summer camp pricing and staffing, and a five-minute spotlight on one member gym. First-timers welcome.',
    location: 'Rocky Mountain Flips, 4410 W Colfax Ave, Denver, CO',
    inDays: 6,
    time: '07:00',
    capacity: 18,
    clubNumber: 'CO-6001',
    chapter: DEMO_EVENT_CHAPTERS.frontRange,
    zoom: { link: 'https://zoom.us/j/84567890123', password: 'frontrange' },
  },
  {
    key: 'pricing-2027',
    title: 'Pricing your recreational classes for 2027',
    description:
      'Bring your current rate card. We look at regional tuition data, how to announce an increase without losing families, and sibling and multi-class discounts that still pay.',
    location: 'Prairie State Gymnastics Academy, 2150 W Wabash Ave, Springfield, IL',
    inDays: 13,
    time: '09:00',
    capacity: 30,
    clubNumber: 'IL-1001',
    zoom: { link: 'https://zoom.us/j/85678901234', password: 'pricing27' },
  },
  {
    key: 'lone-star-next',
    title: 'Lone Star Gym Owners Breakfast: monthly breakfast',
    description:
      'Tacos, coffee and the state of Texas gyms. On the agenda: the new facility-safety checklist and a member talk on running a ninja program beside gymnastics.',
    location: 'Lone Star Gymnastics, 8200 Burnet Rd, Austin, TX',
    inDays: 20,
    time: '07:30',
    capacity: 24,
    clubNumber: 'TX-2001',
    chapter: DEMO_EVENT_CHAPTERS.loneStar,
  },
  {
    key: 'bay-area-next',
    title: 'Bay Area Gym Leaders Breakfast: monthly breakfast',
    description:
      'Monthly breakfast of Bay Area owners and directors. This time: front-desk software, parent communication and the spring recital calendar.',
    location: 'Golden State Gymnastics Center, 1550 Parkmoor Ave, San Jose, CA',
    inDays: 34,
    time: '06:45',
    capacity: 20,
    clubNumber: 'CA-3001',
    chapter: DEMO_EVENT_CHAPTERS.bayArea,
  },
  {
    key: 'retention-workshop',
    title: 'Workshop: keeping families through the winter dip',
    description:
      'January enrollment drops everywhere. A hands-on workshop on re-enrollment campaigns, progress reports parents read, and the make-up class policy that keeps goodwill.',
    location: 'Windy City Tumbling & Cheer, 3340 N Elston Ave, Chicago, IL',
    inDays: 48,
    time: '10:00',
    capacity: 35,
    clubNumber: 'IL-1002',
  },
  {
    key: 'buying-a-building',
    title: 'Virtual roundtable: leasing vs. buying your building',
    description:
      'Three owners who bought and two who renewed long leases tell how they decided, what the bank asked for, and what they would do differently.',
    location: 'Online (Zoom)',
    inDays: 75,
    time: '19:00',
    capacity: 60,
    clubNumber: 'OH-5001',
    zoom: { link: 'https://zoom.us/j/86789012345', password: 'building' },
  },
  {
    key: 'front-range-spring',
    title: 'Front Range Breakfast Club: spring planning breakfast',
    description: 'Spring meet calendar, summer camp registration dates and a shared hiring push for summer coaches.',
    location: 'Rocky Mountain Flips, 4410 W Colfax Ave, Denver, CO',
    inDays: 97,
    time: '07:00',
    capacity: 18,
    clubNumber: 'CO-6001',
    chapter: DEMO_EVENT_CHAPTERS.frontRange,
  },
  {
    key: 'summer-camps',
    title: 'Summer camps that fill (and make money)',
    description:
      'Themes that sell out, staffing ratios, half-day versus full-day pricing, and the registration timeline that fills camps before May.',
    location: 'Sunshine State Gymnastics, Orlando, FL',
    inDays: 118,
    time: '10:00',
    capacity: 40,
    clubNumber: 'FL-4001',
    zoom: { link: 'https://zoom.us/j/87890123456', password: 'camps' },
  },
];

/** Who RSVPs to which demo event, by username (demo_owner: two upcoming, one on Zoom). */
const DEMO_RSVPS: { event: string; username: string; mode: 'in-person' | 'zoom' }[] = [
  { event: 'front-range-next', username: 'demo_owner', mode: 'in-person' },
  { event: 'pricing-2027', username: 'demo_owner', mode: 'zoom' },
  { event: 'meet-season-cash-flow', username: 'demo_owner', mode: 'zoom' },
  { event: 'pricing-2027', username: 'demo_director', mode: 'in-person' },
  { event: 'lone-star-next', username: 'demo_director', mode: 'in-person' },
  { event: 'meet-season-cash-flow', username: 'demo_director', mode: 'in-person' },
  { event: 'bay-area-next', username: 'demo_manager', mode: 'in-person' },
  { event: 'buying-a-building', username: 'demo_manager', mode: 'zoom' },
  { event: 'coaches-roundtable-past', username: 'demo_manager', mode: 'zoom' },
];

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * When a demo event starts: `inDays` from now at its time on the venue's clock; a chapter's event
 * on the day of its chapter's schedule nearest to that (on the same side of now) and at its time,
 * so the chapter page and its breakfasts agree.
 */
export function demoEventDate(
  e: Pick<DemoEvent, 'inDays' | 'time'>,
  timeZone: string,
  chapter: { meetingDay: string | null; meetingTime: string | null } | null,
  now: number,
): string {
  const target = instantToVenueTime(new Date(now + e.inDays * DAY).toISOString(), timeZone).slice(0, 10);
  const rule = parseMeetingDay(chapter?.meetingDay);
  const minutes = parseMeetingTime(chapter?.meetingTime);
  const time = rule && minutes !== null ? `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}` : e.time;
  let day = target;
  if (rule) {
    const [y, m] = target.split('-').map(Number) as [number, number];
    const candidates: string[] = [];
    for (let step = -2; step <= 2; step++) {
      const first = new Date(Date.UTC(y, m - 1 + step, 1));
      const year = first.getUTCFullYear();
      const month = first.getUTCMonth() + 1;
      const days = rule.ordinal === null ? [1, 2, 3, 4, 5] : [rule.ordinal];
      for (const ordinal of days) {
        const d = nthWeekday(year, month, rule.weekday, ordinal);
        if (d <= new Date(Date.UTC(year, month, 0)).getUTCDate()) candidates.push(`${year}-${pad(month)}-${pad(d)}`);
      }
    }
    const at = (date: string) => new Date(venueTimeToInstant(`${date}T${time}`, timeZone)!).getTime();
    const sameSide = candidates.filter((c) => (e.inDays < 0 ? at(c) < now : at(c) > now));
    const distance = (c: string) => Math.abs(Date.parse(c) - Date.parse(target));
    day = sameSide.sort((a, b) => distance(a) - distance(b))[0] ?? target;
  }
  return new Date(venueTimeToInstant(`${day}T${time}`, timeZone)!).toISOString();
}

export async function seedDemoEvents(tx: Tx): Promise<void> {
  const now = Date.now();
  const gymRows = await tx
    .select({ id: gyms.id, clubNumber: gyms.clubNumber, state: gyms.state, country: gyms.country })
    .from(gyms)
    .where(inArray(gyms.clubNumber, [...new Set(DEMO_EVENTS.map((e) => e.clubNumber))]));
  const gymByClub = new Map(gymRows.map((g) => [g.clubNumber, g]));
  const chapterRows = await tx
    .select({
      id: chapters.id,
      name: chapters.name,
      meetingDay: chapters.meetingDay,
      meetingTime: chapters.meetingTime,
    })
    .from(chapters)
    .where(inArray(chapters.name, Object.values(DEMO_EVENT_CHAPTERS)));
  const chapterByName = new Map(chapterRows.map((c) => [c.name, c]));

  const eventIds = new Map<string, number>();
  for (const e of DEMO_EVENTS) {
    const gym = gymByClub.get(e.clubNumber);
    if (!gym) continue;
    const chapter = e.chapter ? chapterByName.get(e.chapter) : undefined;
    const timeZone = zoneForRegion(gym.state, gym.country);
    const [row] = await tx
      .insert(events)
      .values({
        gymId: gym.id,
        chapterId: chapter?.id ?? null,
        title: e.title,
        description: e.description,
        location: e.location,
        date: demoEventDate(e, timeZone, chapter ?? null, now),
        timeZone,
        capacity: e.capacity,
        zoomLink: e.zoom?.link ?? null,
        zoomPassword: e.zoom?.password ?? null,
      })
      .returning({ id: events.id });
    eventIds.set(e.key, row!.id);
    if (e.documents?.length) {
      await tx.insert(eventDocuments).values(e.documents.map((d) => ({ eventId: row!.id, ...d })));
    }
  }

  // The demo members, and the chapter members the chapters seed made, if any.
  const people = await tx
    .select({ id: users.id, username: users.username })
    .from(users)
    .where(
      or(inArray(users.username, ['demo_owner', 'demo_director', 'demo_manager']), like(users.username, 'chapter\\_%')),
    );
  const byUsername = new Map(people.map((p) => [p.username, p.id]));
  const rows: (typeof rsvps.$inferInsert)[] = [];
  for (const r of DEMO_RSVPS) {
    const eventId = eventIds.get(r.event);
    const userId = byUsername.get(r.username);
    if (eventId && userId) rows.push({ eventId, userId, mode: r.mode, status: 'going' });
  }
  // Chapter members come to their chapter's breakfasts (in person, well under capacity).
  const chapterPeople = people.filter((p) => p.username.startsWith('chapter_')).slice(0, 9);
  for (const e of DEMO_EVENTS.filter((x) => x.chapter)) {
    const eventId = eventIds.get(e.key);
    if (!eventId) continue;
    for (const p of chapterPeople.slice(0, Math.min(chapterPeople.length, e.capacity - 6, 5 + (e.inDays % 3)))) {
      rows.push({ eventId, userId: p.id, mode: 'in-person', status: 'going' });
    }
  }
  const unique = new Map(rows.map((r) => [`${r.eventId}:${r.userId}`, r]));
  if (unique.size) await tx.insert(rsvps).values([...unique.values()]);
}
