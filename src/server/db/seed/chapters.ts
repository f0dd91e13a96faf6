import { eq, inArray } from 'drizzle-orm';
import { hashPassword } from '../../platform/passwords';
import type { Tx } from '../client';
import {
  chapterApplications,
  chapterJoinRequests,
  chapterMembers,
  chapters,
  gyms,
  roles,
  userRoles,
  users,
} from '../schema/index';
import type { BoardMember } from '../schema/chapters';

/** The demo chapters' names; the demo events bind their chapter breakfasts to them by name. */
export const DEMO_CHAPTER_NAMES = {
  frontRange: 'Front Range Breakfast Club',
  loneStar: 'Lone Star Gym Owners Breakfast',
  bayArea: 'Bay Area Gym Leaders Breakfast',
} as const;

const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000);

/** A demo member of a chapter (or a hopeful one): username chapter_<first>_<last>. */
interface DemoPerson {
  firstName: string;
  lastName: string;
  role: 'Owner' | 'Director' | 'Manager';
  clubNumber: string;
  mobile: string;
}

const person = (
  firstName: string,
  lastName: string,
  role: DemoPerson['role'],
  clubNumber: string,
  mobile: string,
): DemoPerson => ({ firstName, lastName, role, clubNumber, mobile });

export const usernameOf = (p: { firstName: string; lastName: string }) =>
  `chapter_${p.firstName}_${p.lastName}`.toLowerCase().replace(/[^a-z0-9_]/g, '');

/** Everyone the chapters seed creates, by username. */
const PEOPLE = [
  // Front Range (Denver)
  person('Rachel', 'Kim', 'Owner', 'CO-6001', '+1 303-555-0141'),
  person('Tom', 'Becker', 'Director', 'CO-6001', '+1 303-555-0142'),
  person('Lena', 'Ortiz', 'Manager', 'CO-6001', '+1 720-555-0143'),
  person('Grant', 'Whitaker', 'Manager', 'CO-6001', '+1 720-555-0144'),
  // Lone Star (Austin)
  person('Carlos', 'Mendoza', 'Owner', 'TX-2001', '+1 512-555-0151'),
  person('Jasmine', 'Wright', 'Owner', 'TX-2002', '+1 713-555-0152'),
  person('Ethan', 'Brooks', 'Director', 'TX-2001', '+1 512-555-0153'),
  person('Olivia', 'Nguyen', 'Manager', 'TX-2002', '+1 713-555-0154'),
  // Bay Area (San Jose)
  person('Priya', 'Raman', 'Owner', 'CA-3001', '+1 650-555-0161'),
  person('Marcus', 'Lee', 'Owner', 'CA-3002', '+1 714-555-0162'),
  person('Sofia', 'Alvarez', 'Director', 'CA-3001', '+1 650-555-0163'),
  person('Ben', 'Carter', 'Manager', 'CA-3002', '+1 714-555-0164'),
  person('Hannah', 'Park', 'Manager', 'CA-3001', '+1 408-555-0165'),
  person('Diego', 'Santos', 'Director', 'CA-3002', '+1 408-555-0166'),
  // A Denver coach who asked to join Front Range, and a Florida owner who applied to start a chapter
  person('Will', 'Foster', 'Director', 'CO-6001', '+1 303-555-0171'),
  person('Amanda', 'Cole', 'Owner', 'FL-4001', '+1 813-555-0172'),
];

interface Seat {
  username: string;
  title: string;
}

interface DemoChapter {
  name: string;
  city: string;
  state: string;
  description: string;
  president: string;
  board: Seat[];
  members: string[];
  meetingFrequency: string;
  meetingDay: string;
  meetingTime: string;
  meetingLocation: string;
  createdDaysAgo: number;
}

const DEMO_CHAPTERS: DemoChapter[] = [
  {
    name: DEMO_CHAPTER_NAMES.frontRange,
    city: 'Denver',
    state: 'CO',
    description:
      'We are gym owners and program directors from Boulder to Castle Rock who meet once a month before the first class of the day. Over breakfast we swap what is working: summer camp pricing, keeping coaches past their second season, what to do when the waitlist for preschool tumbling hits forty. Nobody sells anything at the table, and the newest owner in the room gets the first question.',
    president: 'demo_owner',
    board: [
      { username: 'chapter_rachel_kim', title: 'Vice President' },
      { username: 'chapter_tom_becker', title: 'Treasurer' },
    ],
    members: ['chapter_lena_ortiz', 'chapter_grant_whitaker'],
    meetingFrequency: 'Monthly',
    meetingDay: 'Second Thursday',
    meetingTime: '7:00 AM',
    meetingLocation: 'Rocky Mountain Flips, 4410 W Colfax Ave, Denver, CO',
    createdDaysAgo: 240,
  },
  {
    name: DEMO_CHAPTER_NAMES.loneStar,
    city: 'Austin',
    state: 'TX',
    description:
      'Central Texas gym owners, from competitive team programs to ninja and rec-only gyms, meeting over breakfast tacos every month. We started because three of us were fighting the same insurance renewal alone; now we compare staffing plans, share coach referrals, and walk each other through expansions before the lease is signed.',
    president: 'chapter_carlos_mendoza',
    board: [
      { username: 'chapter_jasmine_wright', title: 'Secretary' },
      { username: 'chapter_ethan_brooks', title: 'Treasurer' },
    ],
    members: ['demo_director', 'chapter_olivia_nguyen'],
    meetingFrequency: 'Monthly',
    meetingDay: 'First Thursday',
    meetingTime: '7:30 AM',
    meetingLocation: 'Lone Star Gymnastics, 8200 Burnet Rd, Austin, TX',
    createdDaysAgo: 180,
  },
  {
    name: DEMO_CHAPTER_NAMES.bayArea,
    city: 'San Jose',
    state: 'CA',
    description:
      'Bay Area rents are high and good coaches are hard to keep, so we meet to get better at both. Owners and directors from San Jose to the Peninsula sit down every other week, bring one number from their business, and leave with one thing to try. Expect honest talk about margins, enrollment software and burnout.',
    president: 'chapter_priya_raman',
    board: [
      { username: 'chapter_marcus_lee', title: 'Vice President' },
      { username: 'chapter_sofia_alvarez', title: 'Program Chair' },
    ],
    members: ['chapter_ben_carter', 'chapter_hannah_park', 'chapter_diego_santos'],
    meetingFrequency: 'Every other week',
    meetingDay: 'Wednesday',
    meetingTime: '6:45 AM',
    meetingLocation: 'Golden State Gymnastics Center, 1550 Parkmoor Ave, San Jose, CA',
    createdDaysAgo: 120,
  },
];

/** The pending application the admin review queue shows. */
const DEMO_APPLICATION = {
  username: 'chapter_amanda_cole',
  chapterName: 'Sunshine State Gym Owners',
  city: 'Orlando',
  state: 'FL',
  email: 'amanda.cole@sunshinestategym.example',
  phone: '(813) 555-0172',
  why: 'There are at least a dozen gymnastics and cheer gyms between Tampa and Orlando, and most of us only meet at competitions, where nobody has time to talk. I have run my gym for eleven years and I keep getting calls from newer owners asking about staffing and pricing. A monthly breakfast in Orlando would give us a place to have those conversations properly. Four owners have already told me they would come.',
};

/** The pending join request Front Range's president (demo_owner) sees. */
const DEMO_JOIN_REQUEST = {
  username: 'chapter_will_foster',
  chapter: DEMO_CHAPTER_NAMES.frontRange,
  message:
    'I direct the team program at Rocky Mountain Flips and Rachel suggested I come along. Would love to join the next breakfast.',
};

/**
 * Three active chapters with presidents, boards and members (demo_owner presides Front Range,
 * demo_director is a member of Lone Star), one pending join request and one pending application.
 */
export async function seedDemoChapters(tx: Tx, demoPassword: string): Promise<void> {
  const password = await hashPassword(demoPassword);
  const gymRows = await tx
    .select({ id: gyms.id, clubNumber: gyms.clubNumber })
    .from(gyms)
    .where(
      inArray(
        gyms.clubNumber,
        PEOPLE.map((p) => p.clubNumber),
      ),
    );
  const gymId = new Map(gymRows.map((g) => [g.clubNumber, g.id]));
  const roleRows = await tx.select({ id: roles.id, name: roles.name }).from(roles);
  const roleId = new Map(roleRows.map((r) => [r.name, r.id]));

  for (const p of PEOPLE) {
    const username = usernameOf(p);
    const [row] = await tx
      .insert(users)
      .values({
        username,
        password,
        firstName: p.firstName,
        lastName: p.lastName,
        email: `${username}@example.com`,
        mobile: p.mobile,
        role: p.role,
        roleId: roleId.get(p.role) ?? null,
        gymId: gymId.get(p.clubNumber) ?? null,
        gymAccess: gymId.has(p.clubNumber) ? 'approved' : 'none',
        passwordChangedAt: new Date(),
      })
      .onConflictDoNothing()
      .returning({ id: users.id });
    const rid = roleId.get(p.role);
    if (row && rid) await tx.insert(userRoles).values({ userId: row.id, roleId: rid }).onConflictDoNothing();
  }

  const usernames = [...PEOPLE.map(usernameOf), ...DEMO_CHAPTERS.flatMap((c) => [c.president, ...c.members])];
  const userRows = await tx
    .select({
      id: users.id,
      username: users.username,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      mobile: users.mobile,
    })
    .from(users)
    .where(inArray(users.username, usernames));
  const byName = new Map(userRows.map((u) => [u.username, u]));

  for (const c of DEMO_CHAPTERS) {
    const president = byName.get(c.president);
    const board: BoardMember[] = c.board.flatMap((seat) => {
      const u = byName.get(seat.username);
      return u ? [{ name: `${u.firstName} ${u.lastName}`, title: seat.title, userId: u.id }] : [];
    });
    const roster = [
      ...(president ? [{ user: president, role: 'president' }] : []),
      ...c.board.flatMap((s) => (byName.get(s.username) ? [{ user: byName.get(s.username)!, role: 'board' }] : [])),
      ...c.members.flatMap((n) => (byName.get(n) ? [{ user: byName.get(n)!, role: 'member' }] : [])),
    ];
    const [chapter] = await tx
      .insert(chapters)
      .values({
        name: c.name,
        city: c.city,
        state: c.state,
        description: c.description,
        presidentId: president?.id ?? null,
        presidentName: president ? `${president.firstName} ${president.lastName}` : null,
        presidentEmail: president?.email ?? null,
        presidentPhone: president?.mobile ?? null,
        boardMembers: board,
        meetingFrequency: c.meetingFrequency,
        meetingDay: c.meetingDay,
        meetingTime: c.meetingTime,
        meetingLocation: c.meetingLocation,
        status: 'active',
        memberCount: 0,
        createdAt: daysAgo(c.createdDaysAgo),
      })
      .returning({ id: chapters.id });
    let added = 0;
    for (const [i, { user, role }] of roster.entries()) {
      // One chapter per user: a demo account already in a chapter is left where it is.
      const inserted = await tx
        .insert(chapterMembers)
        .values({
          chapterId: chapter!.id,
          userId: user.id,
          role,
          status: 'active',
          joinedAt: daysAgo(c.createdDaysAgo - i * 9),
        })
        .onConflictDoNothing()
        .returning({ id: chapterMembers.id });
      added += inserted.length;
    }
    await tx.update(chapters).set({ memberCount: added }).where(eq(chapters.id, chapter!.id));
  }

  const asker = byName.get(DEMO_JOIN_REQUEST.username);
  const [frontRange] = await tx
    .select({ id: chapters.id })
    .from(chapters)
    .where(eq(chapters.name, DEMO_JOIN_REQUEST.chapter));
  if (asker && frontRange) {
    await tx
      .insert(chapterJoinRequests)
      .values({ chapterId: frontRange.id, userId: asker.id, message: DEMO_JOIN_REQUEST.message, createdAt: daysAgo(2) })
      .onConflictDoNothing();
  }

  const applicant = byName.get(DEMO_APPLICATION.username);
  if (applicant) {
    const { chapterName, city, state, email, phone, why } = DEMO_APPLICATION;
    await tx
      .insert(chapterApplications)
      .values({ chapterName, city, state, email, phone, why, userId: applicant.id, createdAt: daysAgo(3) });
  }
}
