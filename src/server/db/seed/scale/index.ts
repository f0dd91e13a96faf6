import pg from 'pg';
import { CANADIAN_PROVINCES, US_STATES } from '../../../../shared/regions';
import { TASK_FREQUENCIES, TASK_FUNCTIONS, TASK_OWNERS } from '../../../../shared/tasks/vocabulary';
import { hashPassword } from '../../../platform/passwords';

/**
 * The scale seed (decision 0178): a network the size of the club's market — by default 10,000 gyms,
 * 100,000 members, a million RSVPs and 100,000 documents — written into PostgreSQL in bulk. Every
 * row is computed inside the database from its position (INSERT … SELECT over generate_series),
 * with a deterministic pseudo-random function of (purpose, position), so two runs of the same sizes
 * write the same rows and nothing is sent over the connection but the statements.
 */
export interface ScaleCounts {
  gyms: number;
  users: number;
  rsvps: number;
  documents: number;
}

export const DEFAULT_SCALE: ScaleCounts = { gyms: 10_000, users: 100_000, rsvps: 1_000_000, documents: 100_000 };

/** The one password of every scale account (their hash is computed once). */
export const SCALE_PASSWORD = 'ScaleSeed-2026!';

/** The accounts and values the scale bench and tests use. */
export const SCALE_ACCOUNTS = {
  /** A member of gym 2 with an RSVP to each of the first (up to) 1,200 events. */
  heavyMember: 'scale_member_heavy',
  /** The owner of gym 1, which holds (up to) 1,000 of the documents. */
  bigOwner: 'scale_owner_big',
  /** Every other account: scale_u1 … scale_uN. */
  userPrefix: 'scale_u',
  /** A word many gym names carry, and a state many gyms are in. */
  gymSearch: 'tumble',
  state: 'TX',
} as const;

export interface ScalePhase {
  name: string;
  rows: number;
  seconds: number;
}

export class ScaleSeedError extends Error {}

/** The day the data is arranged around: history before it, events a year either side. */
const REFERENCE = '2026-11-01T15:00:00Z';

const NAME_WORDS = [
  'Tumble',
  'Flip',
  'Summit',
  'Elite',
  'Star',
  'Champion',
  'Twist',
  'Aerial',
  'Momentum',
  'Spring',
  'Rise',
  'Apex',
  'Velocity',
  'Balance',
  'Legacy',
  'Victory',
  'Horizon',
  'Vault',
  'Pinnacle',
  'Energy',
];
const KIND_WORDS = [
  'Gymnastics',
  'Gymnastics Academy',
  'Cheer',
  'Tumbling Center',
  'Swim School',
  'Ninja Gym',
  'Athletics',
  'Gym & Cheer',
  'Kids Gym',
  'Trampoline Club',
];
const TYPES = [
  'gymnastics',
  'gymnastics',
  'gymnastics',
  'cheer',
  'tumbling',
  'swim',
  'ninja',
  'gymnastics',
  'cheer',
  'trampoline',
];
const CITIES = [
  'Springfield',
  'Riverside',
  'Franklin',
  'Greenville',
  'Bristol',
  'Clinton',
  'Fairview',
  'Salem',
  'Madison',
  'Georgetown',
  'Arlington',
  'Ashland',
  'Burlington',
  'Manchester',
  'Milton',
  'Oxford',
  'Jackson',
  'Dayton',
  'Lexington',
  'Auburn',
  'Dover',
  'Hudson',
  'Kingston',
  'Marion',
  'Newport',
  'Oakland',
  'Plymouth',
  'Winchester',
  'Chester',
  'Centerville',
];
const FIRST = [
  'Avery',
  'Jordan',
  'Taylor',
  'Morgan',
  'Casey',
  'Riley',
  'Jamie',
  'Alex',
  'Sam',
  'Dana',
  'Chris',
  'Pat',
  'Lee',
  'Robin',
  'Quinn',
  'Emma',
  'Olivia',
  'Sophia',
  'Mia',
  'Liam',
  'Noah',
  'Ethan',
  'Lucas',
  'Grace',
  'Chloe',
  'Maya',
  'Nora',
  'Elena',
  'Marcus',
  'Diego',
];
const LAST = [
  'Smith',
  'Johnson',
  'Williams',
  'Brown',
  'Jones',
  'Garcia',
  'Miller',
  'Davis',
  'Rodriguez',
  'Martinez',
  'Hernandez',
  'Lopez',
  'Gonzalez',
  'Wilson',
  'Anderson',
  'Thomas',
  'Moore',
  'Jackson',
  'Martin',
  'Lee',
  'Perez',
  'Thompson',
  'White',
  'Harris',
  'Clark',
  'Lewis',
  'Walker',
  'Young',
  'Allen',
  'King',
];
const PROGRAMS = [
  'Recreational Gymnastics',
  'Competitive Team',
  'Preschool',
  'Tumbling',
  'Cheer',
  'Ninja',
  'Open Gym',
  'Adult Classes',
  'Camps',
  'Birthday Parties',
];
const EVENT_KINDS = [
  'Owners Breakfast',
  'Coaches Clinic',
  'Front Desk Workshop',
  'Meet Directors Roundtable',
  'Marketing Masterclass',
  'Safety Certification Day',
  'Chapter Social',
  'Budget Planning Session',
];
const TOPICS = [
  'Pricing your programs',
  'Keeping coaches for years',
  'Filling the slow summer',
  'The first ninety days of a member',
  'Running a profitable meet',
  'Reading your ARPS',
  'Front desk scripts that retain families',
  'Planning a second location',
];
const ZONES = ['America/New_York', 'America/Chicago', 'America/Denver', 'America/Los_Angeles', 'America/Toronto'];
const DOC_TITLES = [
  'Opening checklist',
  'Closing checklist',
  'Coach onboarding',
  'Injury report form',
  'Birthday party script',
  'Make-up class policy',
  'Meet-day plan',
  'Parent handbook',
  'Emergency action plan',
  'Tuition policy',
];

/** Region codes with a rough weight: the big states hold more gyms. */
function regionList(): string[] {
  const heavy = ['TX', 'CA', 'FL', 'NY', 'PA', 'OH', 'IL', 'GA', 'NC', 'ON'];
  return [...Object.keys(US_STATES), ...Object.keys(CANADIAN_PROVINCES), ...heavy, ...heavy, ...heavy];
}

/** The largest of a few primes that shares no factor with n: it walks positions 0..n-1 without repeats. */
function strideFor(n: number): number {
  for (const p of [7919, 7907, 7901, 6983, 5003, 4999, 101, 97]) if (n % p !== 0) return p;
  return 1;
}

const clamp = (v: number, lo: number, hi: number) => Math.max(lo, Math.min(hi, v));

/** Sizes derived from the four counts. */
export function scalePlan(counts: ScaleCounts) {
  const events = clamp(Math.ceil(counts.rsvps / 300), 20, 5000);
  const heavyRsvps = Math.min(events, 1200, counts.rsvps);
  return {
    ...counts,
    chapters: clamp(Math.floor(counts.gyms / 50), 5, 400),
    events,
    heavyRsvps,
    articles: clamp(Math.floor(counts.users / 200), 20, 500),
    bigGymDocuments: Math.min(1000, counts.documents),
    tasks: 60,
  };
}

/** Writes the scale data into the (migrated, reference-seeded) PostgreSQL at `url`. */
export async function seedScale(
  url: string,
  counts: ScaleCounts,
  options: { onPhase?: (phase: string, index: number, total: number) => void } = {},
): Promise<ScalePhase[]> {
  for (const [k, v] of Object.entries(counts)) {
    if (!Number.isInteger(v) || v < 1) throw new ScaleSeedError(`--${k} must be a whole number of at least 1`);
  }
  if (counts.users < 20) throw new ScaleSeedError('--users must be at least 20');
  if (counts.rsvps > counts.users * scalePlan(counts).events) {
    throw new ScaleSeedError('--rsvps cannot exceed users × events (each member answers an event once)');
  }
  const plan = scalePlan(counts);
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const phases: ScalePhase[] = [];
  try {
    const existing = await client.query(`select 1 from users where lower(username) = lower($1)`, [
      SCALE_ACCOUNTS.heavyMember,
    ]);
    if (existing.rowCount) {
      throw new ScaleSeedError(
        'This database already holds a scale seed; run it on a fresh database (createdb, then migrate).',
      );
    }
    const hash = await hashPassword(SCALE_PASSWORD);
    await client.query(`set synchronous_commit = off`);
    await client.query(`create or replace function pg_temp.rnd(k text, i bigint) returns float8 language sql immutable as
      $$ select (('x' || substr(md5(k || ':' || i), 1, 8))::bit(32)::bigint)::float8 / 4294967296 $$`);
    await client.query(`create or replace function pg_temp.pick(arr text[], k text, i bigint) returns text language sql immutable as
      $$ select arr[1 + floor(pg_temp.rnd(k, i) * array_length(arr, 1))::int] $$`);

    const steps: [string, () => Promise<number>][] = [
      [
        'gyms',
        async () => {
          const r = await client.query(
            `insert into gyms (club_number, name, abbreviation, address_line1, city, state, zip, country, phone, email, website, type, status,
             building_sq_ft, latitude, longitude, founded_year, created_at, updated_at)
           select 'SC' || lpad(i::text, 7, '0'),
             pg_temp.pick($1, 'gn', i) || ' ' || pg_temp.pick($2, 'gk', i) || ' of ' || pg_temp.pick($3, 'gc', i),
             upper(left(pg_temp.pick($1, 'gn', i), 2)) || i,
             (100 + floor(pg_temp.rnd('ga', i) * 9800))::int || ' ' || pg_temp.pick($6, 'gs', i) || ' Street',
             pg_temp.pick($3, 'gc', i), st, lpad((10000 + floor(pg_temp.rnd('gz', i) * 89999))::int::text, 5, '0'),
             case when st in (${Object.keys(CANADIAN_PROVINCES)
               .map((p) => `'${p}'`)
               .join(',')}) then 'CA' else 'US' end,
             '555-' || lpad((i % 10000)::text, 4, '0'), 'front.desk' || i || '@scale-gym.example', 'https://scale-gym-' || i || '.example',
             pg_temp.pick($4, 'gt', i), case when pg_temp.rnd('gst', i) < 0.96 then 'active' else 'inactive' end,
             (6000 + floor(pg_temp.rnd('gq', i) * 24000))::int,
             round((25 + pg_temp.rnd('glat', i) * 24)::numeric, 6), round((-123 + pg_temp.rnd('glng', i) * 53)::numeric, 6),
             1975 + floor(pg_temp.rnd('gf', i) * 50)::int,
             timestamptz '${REFERENCE}' - (pg_temp.rnd('gca', i) * interval '1400 days'), timestamptz '${REFERENCE}' - (pg_temp.rnd('gua', i) * interval '200 days')
           from (select i, pg_temp.pick($5, 'gst8', i) as st from generate_series(1, $7::int) i) g`,
            [NAME_WORDS, KIND_WORDS, CITIES, TYPES, regionList(), LAST, plan.gyms],
          );
          await client.query(
            `create temp table sg as select id, substr(club_number, 3)::int as i from gyms where club_number like 'SC%'`,
          );
          await client.query(`create unique index on sg (i)`);
          await client.query(
            `insert into gym_programs (gym_id, program_type, is_active, monthly_price, classes_per_week, display_order)
           select sg.id, ($1::text[])[1 + ((sg.i + p) % array_length($1::text[], 1))], true, (90 + floor(pg_temp.rnd('pp', sg.i * 10 + p) * 160))::int,
             1 + (p % 3), p
           from sg, generate_series(0, 2) p`,
            [PROGRAMS],
          );
          return r.rowCount ?? 0;
        },
      ],
      [
        'users',
        async () => {
          const r = await client.query(
            `insert into users (username, password, first_name, last_name, email, mobile, gym_id, gym_access, role, role_id, status,
             last_login, login_count, password_changed_at, created_at, updated_at)
           select u.username, $1, pg_temp.pick($2, 'uf', u.i), pg_temp.pick($3, 'ul', u.i), u.username || '@scale-member.example',
             '555' || lpad((u.i % 10000000)::text, 7, '0'), sg.id, u.access, u.role, r.id, 'active',
             timestamptz '${REFERENCE}' - (pg_temp.rnd('ull', u.i) * interval '60 days'), 1 + floor(pg_temp.rnd('ulc', u.i) * 200)::int,
             timestamptz '${REFERENCE}' - interval '400 days', timestamptz '${REFERENCE}' - (pg_temp.rnd('uca', u.i) * interval '700 days'), timestamptz '${REFERENCE}'
           from (
             select i, 'scale_u' || i as username, ((i - 1) % $4::int) + 1 as gym_i,
               case (i - 1) / $4::int when 0 then 'Owner' when 1 then 'Director' when 2 then 'Manager' else 'member' end as role,
               case when (i - 1) / $4::int > 2 and pg_temp.rnd('upend', i) < 0.03 then 'pending' else 'approved' end as access
             from generate_series(1, $5::int) i
             union all select 0, $6::text, 1, 'Owner', 'approved'
             union all select -1, $7::text, least(2, $4::int), 'member', 'approved'
           ) u join sg on sg.i = u.gym_i left join roles r on r.name = u.role`,
            [hash, FIRST, LAST, plan.gyms, plan.users - 2, SCALE_ACCOUNTS.bigOwner, SCALE_ACCOUNTS.heavyMember],
          );
          await client.query(
            `create temp table su as select id, case when username like 'scale_u%' then substr(username, 8)::int
          when username = $1 then 0 else -1 end as i, gym_id, gym_access from users where username like 'scale\\_%'`,
            [SCALE_ACCOUNTS.bigOwner],
          );
          await client.query(`create unique index on su (i)`);
          await client.query(
            `insert into gym_access_requests (user_id, gym_id, role, status, created_at)
           select su.id, su.gym_id, 'member', 'pending', timestamptz '${REFERENCE}' - (pg_temp.rnd('gar', su.i) * interval '20 days')
           from su where su.gym_access = 'pending'`,
          );
          return r.rowCount ?? 0;
        },
      ],
      [
        'chapters',
        async () => {
          const r = await client.query(
            `insert into chapters (name, city, state, description, meeting_frequency, meeting_day, meeting_time, meeting_location, status, created_at, updated_at)
           select pg_temp.pick($1, 'cc', c) || ' ' || st || ' Breakfast Club ' || c, pg_temp.pick($1, 'cc', c), st,
             'Owners and directors of ' || pg_temp.pick($1, 'cc', c) || ' gyms meeting over breakfast to trade what works.',
             'Monthly', pg_temp.pick(array['Tuesday','Wednesday','Thursday'], 'cd', c), '7:30 AM', 'Main Street Diner',
             case when c % 10 = 0 then 'pending' else 'active' end, timestamptz '${REFERENCE}' - interval '500 days', timestamptz '${REFERENCE}'
           from (select c, pg_temp.pick($2, 'cs', c) as st from generate_series(1, $3::int) c) x`,
            [CITIES, regionList(), plan.chapters],
          );
          await client.query(
            `create temp table sc as select id, row_number() over (order by id)::int as i from chapters where name like '% Breakfast Club %'`,
          );
          await client.query(
            `insert into chapter_members (chapter_id, user_id, role, status, joined_at)
           select sc.id, su.id, 'member', 'active',
             timestamptz '${REFERENCE}' - (pg_temp.rnd('cmj', su.i) * interval '500 days')
           from su join sc on sc.i = ((su.i / 20) % $1::int) + 1 where su.i > 0 and su.i % 20 = 0`,
            [plan.chapters],
          );
          await client.query(
            `update chapters c set member_count = (select count(*) from chapter_members m where m.chapter_id = c.id and m.status = 'active') where c.id in (select id from sc)`,
          );
          return r.rowCount ?? 0;
        },
      ],
      [
        'events',
        async () => {
          const r = await client.query(
            `insert into events (gym_id, chapter_id, title, description, location, date, capacity, zoom_link, time_zone, created_at, updated_at)
           select sg.id, case when e % 3 = 0 then sc.id end, pg_temp.pick($1, 'et', e) || ' #' || e,
             'A morning for gym owners and managers: ' || lower(pg_temp.pick($2, 'ed', e)) || ', with time for questions.',
             pg_temp.pick($3, 'el', e) || ' Community Center',
             date_trunc('hour', timestamptz '${REFERENCE}' + ((pg_temp.rnd('edt', e) - 0.5) * interval '730 days')),
             400 + floor(pg_temp.rnd('ecap', e) * 300)::int,
             case when e % 4 = 0 then 'https://zoom.us/j/' || (9000000000 + e) end, pg_temp.pick($4, 'ez', e),
             timestamptz '${REFERENCE}' - interval '400 days', timestamptz '${REFERENCE}'
           from generate_series(1, $5::int) e join sg on sg.i = ((e - 1) % $6::int) + 1 left join sc on sc.i = ((e - 1) % $7::int) + 1`,
            [EVENT_KINDS, TOPICS, CITIES, ZONES, plan.events, plan.gyms, plan.chapters],
          );
          await client.query(
            `create temp table se as select id, substring(title from '#([0-9]+)$')::int as i from events where title ~ ' #[0-9]+$' and created_at = timestamptz '${REFERENCE}' - interval '400 days'`,
          );
          await client.query(`create unique index on se (i)`);
          return r.rowCount ?? 0;
        },
      ],
      [
        'rsvps',
        async () => {
          const generated = plan.rsvps - plan.heavyRsvps;
          const others = plan.users - 2;
          const stride = strideFor(others);
          let written = 0;
          // In slices of about 200,000 rows, so no statement holds the table for long.
          const slice = 200_000;
          for (let from = 0; from < generated; from += slice) {
            const to = Math.min(generated, from + slice) - 1;
            const r = await client.query(
              `insert into rsvps (user_id, event_id, status, mode, created_at, updated_at)
             select su.id, se.id, case when pg_temp.rnd('rs', j) < 0.92 then 'going' else 'cancelled' end,
               case when pg_temp.rnd('rm', j) < 0.8 then 'in-person' else 'zoom' end,
               timestamptz '${REFERENCE}' - (pg_temp.rnd('rc', j) * interval '300 days'), timestamptz '${REFERENCE}' - (pg_temp.rnd('rc', j) * interval '200 days')
             from generate_series($1::int, $2::int) j
             join se on se.i = (j % $3::int) + 1
             join su on su.i = (((j / $3::int)::bigint * $4::int + (j % $3::int) * 7) % $5::int) + 1`,
              [from, to, plan.events, stride, others],
            );
            written += r.rowCount ?? 0;
          }
          const heavy = await client.query(
            `insert into rsvps (user_id, event_id, status, mode, created_at, updated_at)
           select su.id, se.id, 'going', 'in-person', timestamptz '${REFERENCE}' - interval '30 days', timestamptz '${REFERENCE}' - interval '30 days'
           from su, se where su.i = -1 and se.i <= $1::int`,
            [plan.heavyRsvps],
          );
          return written + (heavy.rowCount ?? 0);
        },
      ],
      [
        'articles and reviews',
        async () => {
          const r = await client.query(
            `insert into articles (slug, title, content, excerpt, author, tags, is_published, published_at, display_order, created_at, updated_at)
           select 'scale-' || a || '-' || lower(regexp_replace(t, '[^A-Za-z]+', '-', 'g')), t || ' (' || a || ')',
             '<p>' || t || ' is where most gyms leave money on the table. Here is what owners in the network did about it.</p>'
               || '<h2>What to measure</h2><p>Start with revenue per student and retention by program, month by month.</p>'
               || '<h2>What to change</h2><p>Pick one program, change one thing, and measure again after ninety days.</p>',
             'What owners in the network learned about ' || lower(t) || '.', pg_temp.pick($2, 'aa', a) || ' ' || pg_temp.pick($3, 'aal', a),
             array['business', lower(split_part(t, ' ', 1))], true, timestamptz '${REFERENCE}' - (a * interval '2 days'), a,
             timestamptz '${REFERENCE}' - (a * interval '2 days'), timestamptz '${REFERENCE}' - (a * interval '2 days')
           from (select a, pg_temp.pick($1, 'at', a) as t from generate_series(1, $4::int) a) x`,
            [TOPICS, FIRST, LAST, plan.articles],
          );
          await client.query(
            `insert into article_reviews (article_id, user_id, rating, review_text, user_name, is_verified, created_at)
           select ar.id, su.id, 3 + floor(pg_temp.rnd('rr', ar.id * 10 + k) * 3)::int, 'Useful for our front desk team.',
             'Scale member ' || su.i, true, ar.published_at + interval '3 days'
           from (select id, published_at, row_number() over (order by id) as n from articles where slug like 'scale-%') ar,
             generate_series(0, 5) k
           join su on true
           where su.i = ((ar.n * 13 + k * 101) % $1::int) + 1
           on conflict do nothing`,
            [plan.users - 2],
          );
          return r.rowCount ?? 0;
        },
      ],
      [
        'learning progress',
        async () => {
          await client.query(
            `insert into learning_modules (slug, title, description, category, display_order, is_published)
           select 'scale-module-' || m, ($1::text[])[1 + (m - 1) % array_length($1::text[], 1)] || ' (module ' || m || ')',
             'A short course for gym leaders.', 'Operations', m, true from generate_series(1, 8) m`,
            [TOPICS],
          );
          await client.query(
            `insert into learning_sections (module_id, slug, title, content, estimated_minutes, display_order)
           select lm.id, 'part-' || s, 'Part ' || s, '<p>Read, then try it with your team this week.</p>', 10, s
           from learning_modules lm, generate_series(1, 5) s where lm.slug like 'scale-module-%'`,
          );
          const r = await client.query(
            `insert into user_learning_progress (user_id, module_id, section_id, percent_complete, is_completed, last_viewed_at, completed_at)
           select su.id, ls.module_id, ls.id, case when s.k < 3 then 100 else 40 end, s.k < 3, timestamptz '${REFERENCE}' - interval '10 days',
             case when s.k < 3 then timestamptz '${REFERENCE}' - interval '10 days' end
           from su cross join generate_series(0, 3) s(k)
           join (select id, module_id, row_number() over (order by module_id, display_order)::int - 1 as n from learning_sections
                 where module_id in (select id from learning_modules where slug like 'scale-module-%')) ls on ls.n = (su.i * 7 + s.k) % 40
           where su.i > 0 and su.i % 3 = 0`,
          );
          return r.rowCount ?? 0;
        },
      ],
      [
        'documents',
        async () => {
          const r = await client.query(
            `insert into documents (storage_key, original_name, content_type, bytes, sha256, gym_id, uploaded_by, created_at)
           select 'scale' || lpad(d::text, 19, '0'), pg_temp.pick($1, 'dt', d) || ' ' || d || '.pdf', 'application/pdf',
             20000 + floor(pg_temp.rnd('db', d) * 900000)::int, md5('a' || d) || md5('b' || d), sg.id, owner.id,
             timestamptz '${REFERENCE}' - (pg_temp.rnd('dc', d) * interval '700 days')
           from (select d, case when d <= $2::int then 1 else ((d - 1) % $3::int) + 1 end as gym_i from generate_series(1, $4::int) d) x
           join sg on sg.i = x.gym_i
           join su owner on owner.i = case when x.gym_i = 1 then 0 else x.gym_i end`,
            [DOC_TITLES, plan.bigGymDocuments, plan.gyms, plan.documents],
          );
          await client.query(
            `insert into repository_documents (title, description, type, file_url, file_type, file_id, gym_id, created_by, updated_by, created_at, updated_at)
           select replace(d.original_name, '.pdf', ''), 'Kept for the whole staff.', pg_temp.pick($1, 'rt', d.id),
             '/api/repository/documents/file', d.content_type, d.id, d.gym_id, d.uploaded_by, d.uploaded_by, d.created_at, d.created_at
           from documents d where d.storage_key like 'scale%'`,
            [['SOP', 'Form', 'Presentation', 'Video', 'Tip']],
          );
          await client.query(
            `update repository_documents set file_url = '/api/repository/documents/' || id || '/file' where file_url = '/api/repository/documents/file'`,
          );
          return r.rowCount ?? 0;
        },
      ],
      [
        'tasks',
        async () => {
          await client.query(
            `insert into business_tasks (function, task, description, frequency, owner, startup_critical, priority250k, priority500k, priority1m, priority2m)
           select pg_temp.pick($1, 'tf', t), 'Review ' || lower(pg_temp.pick($4, 'tt', t)) || ' (' || t || ')', 'A recurring check that keeps the business healthy.',
             pg_temp.pick($2, 'tq', t), pg_temp.pick($3, 'to', t), t % 7 = 0, 'medium', 'medium', 'high', 'high'
           from generate_series(1, 60) t`,
            [[...TASK_FUNCTIONS], [...TASK_FREQUENCIES], [...TASK_OWNERS], TOPICS],
          );
          const r = await client.query(
            `insert into user_task_selections (user_id, task_id, status, due_date, created_at, updated_at)
           select su.id, bt.id, case when k = 0 then 'done' when k = 1 then 'in_progress' else 'todo' end,
             (date '2026-11-01' + ((su.i + k * 11) % 60 - 20))::date, timestamptz '${REFERENCE}' - interval '30 days', timestamptz '${REFERENCE}'
           from su cross join generate_series(0, 2) k
           join (select id, row_number() over (order by id)::int - 1 as n from business_tasks where task like 'Review % (%)') bt on bt.n = (su.i + k * 17) % 60
           where su.i > 0 and su.i % 2 = 0`,
          );
          return r.rowCount ?? 0;
        },
      ],
      [
        'tool figures',
        async () => {
          const r = await client.query(
            `insert into arps_data (gym_id, name, annual_fees, students, monthly_tuition_revenue, annual_fee_revenue, annual_revenue, monthly_revenue,
             arps_monthly, arps_annual, created_at, updated_at)
           select sg.id, 'Fall season', jsonb_build_array(jsonb_build_object('name', 'Annual registration', 'amount', 65, 'studentsPaying', s)), s, s * t, s * 65, s * t * 12 + s * 65, s * t + s * 65 / 12.0,
             round(((s * t * 12 + s * 65) / 12.0 / s)::numeric, 2), round(((s * t * 12 + s * 65)::numeric / s), 2),
             timestamptz '${REFERENCE}' - interval '60 days', timestamptz '${REFERENCE}' - (pg_temp.rnd('aru', sg.i) * interval '60 days')
           from (select sg.*, 150 + floor(pg_temp.rnd('ars', sg.i) * 650)::int as s, 95 + floor(pg_temp.rnd('art', sg.i) * 90)::int as t from sg) sg
           where pg_temp.rnd('arh', sg.i) < 0.8`,
          );
          await client.query(
            `insert into tool_scenarios (gym_id, tool, name, inputs, results, created_at, updated_at)
           select sg.id, 'churn-rate', 'This year', jsonb_build_object('membersAtStart', 300 + sg.i % 200, 'membersLost', 10 + sg.i % 25),
             jsonb_build_object('monthlyChurnPercent', round(((10 + sg.i % 25) * 100.0 / (300 + sg.i % 200))::numeric, 2)),
             timestamptz '${REFERENCE}' - interval '40 days', timestamptz '${REFERENCE}' - interval '40 days'
           from sg where sg.i % 3 = 0`,
          );
          return r.rowCount ?? 0;
        },
      ],
      [
        'activity and login logs',
        async () => {
          const r = await client.query(
            `insert into user_login_log (user_id, username_attempted, login_time, ip_address, user_agent, success, failure_reason)
           select su.id, 'scale_u' || su.i, timestamptz '${REFERENCE}' - (pg_temp.rnd('ll', su.i * 4 + k) * interval '700 days'),
             '10.' || (su.i % 250) || '.' || k || '.1', 'Mozilla/5.0 (scale seed)', k <> 3, case when k = 3 then 'Invalid password' end
           from su cross join generate_series(0, 3) k where su.i > 0`,
          );
          await client.query(
            `insert into user_activity_log (user_id, action, resource_type, resource_id, new_values, ip_address, occurred_at)
           select su.id, case when k = 0 then 'update' else 'create' end, case when k = 0 then 'user' else 'rsvp' end, su.id::text,
             jsonb_build_object('note', 'scale seed'), '10.' || (su.i % 250) || '.0.1', timestamptz '${REFERENCE}' - (pg_temp.rnd('al', su.i * 3 + k) * interval '700 days')
           from su cross join generate_series(0, 1) k where su.i > 0`,
          );
          return (r.rowCount ?? 0) * 2;
        },
      ],
      // Statistics for the planner, and the visibility map that lets counts read an index alone.
      [
        'vacuum analyze',
        async () => {
          await client.query('vacuum analyze');
          return 0;
        },
      ],
    ];
    let index = 0;
    for (const [name, run] of steps) {
      options.onPhase?.(name, index++, steps.length);
      const started = performance.now();
      const rows = await run();
      phases.push({ name, rows, seconds: Math.round((performance.now() - started) / 100) / 10 });
    }
    return phases;
  } finally {
    await client.end();
  }
}
