import { z } from 'zod';
import { timestamp } from './answers';
import { pageQuery, pageSchema } from './paging';
import { tooLong } from './text-fields';

/**
 * The time audit and leadership survey (spec 001 §3 time_audit_surveys, §5 "Time audit"): the
 * answers a gym owner gives, the messages of their checks, and the scores, grade and
 * recommendations computed from them. Every formula is explained in
 * docs/decisions/0160-time-audit.md; the numbers of this file are the ones it quotes.
 */

// ---- the choices ---------------------------------------------------------------------------------

export interface Choice<V extends string = string> {
  value: V;
  label: string;
}

const choices = <const V extends string>(list: readonly (readonly [V, string])[]) =>
  list.map(([value, label]) => ({ value, label }));

const valuesOf = <V extends string>(list: readonly Choice<V>[]) =>
  list.map((c) => c.value) as unknown as readonly [V, ...V[]];

export const LOCATION_CHOICES = choices([
  ['1', 'One location'],
  ['2-3', '2 to 3 locations'],
  ['4-6', '4 to 6 locations'],
  ['7+', '7 or more locations'],
] as const);

export const STAFF_CHOICES = choices([
  ['1-5', '1 to 5 staff'],
  ['6-15', '6 to 15 staff'],
  ['16-30', '16 to 30 staff'],
  ['31-50', '31 to 50 staff'],
  ['51-100', '51 to 100 staff'],
  ['100+', 'More than 100 staff'],
] as const);

export const REVENUE_CHOICES = choices([
  ['under-250k', 'Under $250K a year'],
  ['250k-500k', '$250K to $500K'],
  ['500k-1m', '$500K to $1M'],
  ['1m-2m', '$1M to $2M'],
  ['2m-5m', '$2M to $5M'],
  ['5m+', '$5M or more'],
] as const);

export const ROLE_CHOICES = choices([
  ['owner', 'Owner'],
  ['co-owner', 'Co-owner or partner'],
  ['director', 'Director'],
  ['manager', 'General manager'],
] as const);

export const YEARS_CHOICES = choices([
  ['under-1', 'Less than a year'],
  ['1-3', '1 to 3 years'],
  ['4-7', '4 to 7 years'],
  ['8-15', '8 to 15 years'],
  ['16+', '16 years or more'],
] as const);

/** The four kinds of work a week is split into, in the order the survey asks them. */
export const TIME_CATEGORIES = ['strategic', 'coaching', 'admin', 'firefighting'] as const;
export type TimeCategory = (typeof TIME_CATEGORIES)[number];
export const timeCategoryLabels: Record<TimeCategory, string> = {
  strategic: 'Strategic work',
  coaching: 'Coaching',
  admin: 'Admin',
  firefighting: 'Firefighting',
};
export const timeCategoryHints: Record<TimeCategory, string> = {
  strategic: 'Planning, hiring, marketing, finances, building the business.',
  coaching: 'On the floor with athletes, and planning lessons.',
  admin: 'Email, scheduling, billing, paperwork.',
  firefighting: 'Unplanned problems: no-show coaches, upset parents, broken equipment.',
};

/**
 * The priorities an owner picks three of, each with the kind of work that moves it: the priority
 * alignment score asks whether the week gives that kind of work its share.
 */
export const PRIORITY_CHOICES = choices([
  ['grow-enrollment', 'Grow enrollment'],
  ['improve-retention', 'Keep more families'],
  ['increase-profit', 'Increase profit'],
  ['develop-leaders', 'Develop my staff and leaders'],
  ['program-quality', 'Raise the quality of our programs'],
  ['build-systems', 'Build systems and procedures'],
  ['open-location', 'Open or grow a location'],
  ['competitive-team', 'Build our competitive team'],
] as const);
export type Priority = (typeof PRIORITY_CHOICES)[number]['value'];

export const priorityWork: Record<Priority, Exclude<TimeCategory, 'firefighting'>> = {
  'grow-enrollment': 'strategic',
  'improve-retention': 'coaching',
  'increase-profit': 'strategic',
  'develop-leaders': 'strategic',
  'program-quality': 'coaching',
  'build-systems': 'admin',
  'open-location': 'strategic',
  'competitive-team': 'coaching',
};

/** The answers of every scorecard question, each worth its position (0 to 4 points). */
export const SCORECARD_ANSWERS = choices([
  ['never', 'Never'],
  ['rarely', 'Rarely'],
  ['sometimes', 'Sometimes'],
  ['often', 'Often'],
  ['always', 'Always'],
] as const);
export type ScorecardAnswer = (typeof SCORECARD_ANSWERS)[number]['value'];
const ANSWER_VALUES = valuesOf(SCORECARD_ANSWERS);
export const answerPoints = (answer: ScorecardAnswer): number => ANSWER_VALUES.indexOf(answer);
export const MAX_ANSWER_POINTS = ANSWER_VALUES.length - 1;

/** The leader scorecard: habits of an owner who leads the business rather than runs every shift. */
export const SCORECARD_QUESTIONS = [
  { key: 'writtenPlan', question: 'I work from a written plan for the next twelve months.' },
  { key: 'weeklyNumbers', question: 'I review the key numbers of the business every week.' },
  { key: 'leadershipMeeting', question: 'I hold a regular meeting with my managers or lead coaches.' },
  { key: 'clearRoles', question: 'Every staff member knows what they are responsible for and how it is measured.' },
  { key: 'decisionsWithoutMe', question: 'My team solves everyday problems without calling me.' },
  { key: 'protectedTime', question: 'I block time in my calendar for planning, and keep it.' },
  { key: 'developPeople', question: 'I coach my staff on their growth, not only on their tasks.' },
  { key: 'dayOff', question: 'I take at least one full day a week away from the gym.' },
] as const;
export type ScorecardKey = (typeof SCORECARD_QUESTIONS)[number]['key'];

// ---- messages ------------------------------------------------------------------------------------

export const HOURS_IN_A_WEEK = 168;
export const TASKS_MAX = 1000;
export const FREE_TEXT_MAX = 1000;

export const timeAuditMessages = {
  locations: 'Choose how many locations you run',
  staffCount: 'Choose how many staff you have',
  revenueRange: 'Choose your yearly revenue',
  role: 'Choose your role',
  yearsInBusiness: 'Choose how long you have been in business',
  hours: `Hours must be a number from 0 to ${HOURS_IN_A_WEEK}`,
  timeAllocationRequired: 'Enter your hours for each kind of work',
  noHours: 'Enter the hours of at least one kind of work',
  tooManyHours: `Your hours add up to more than the ${HOURS_IN_A_WEEK} hours in a week`,
  delegationRequired: 'Enter your recurring tasks and how many you delegate',
  totalTasks: `Recurring tasks must be a whole number from 1 to ${TASKS_MAX}`,
  delegatedTasks: `Delegated tasks must be a whole number from 0 to ${TASKS_MAX}`,
  delegatedOverTotal: 'Delegated tasks cannot be more than your recurring tasks',
  freeText: 'Answers must be text',
  priority: 'Choose your priorities from the list',
  threePriorities: 'Choose exactly three priorities',
  distinctPriorities: 'Choose three different priorities',
  scorecardRequired: 'Answer the leader scorecard',
  scorecardAnswer: 'Answer every scorecard question with one of its answers',
  notFound: 'Time audit not found',
  invalidId: 'Invalid time audit id',
} as const;
const m = timeAuditMessages;

// ---- the request ---------------------------------------------------------------------------------

/** Hours a week of each kind of work. */
export type TimeAllocation = Record<TimeCategory, number>;

const hours = z.number({ error: m.hours }).min(0, m.hours).max(HOURS_IN_A_WEEK, m.hours);
const wholeTasks = (message: string, min: number) =>
  z.number({ error: message }).int(message).min(min, message).max(TASKS_MAX, message);
const freeText = z
  .string({ error: m.freeText })
  .trim()
  .max(FREE_TEXT_MAX, tooLong(FREE_TEXT_MAX))
  .optional()
  .transform((v) => v ?? '');

export const timeAllocationSchema = z
  .object({ strategic: hours, coaching: hours, admin: hours, firefighting: hours }, { error: m.timeAllocationRequired })
  .refine((t) => totalHours(t) > 0, { message: m.noHours, path: ['strategic'] })
  .refine((t) => totalHours(t) <= HOURS_IN_A_WEEK, { message: m.tooManyHours, path: ['strategic'] });

export const delegationSchema = z
  .object(
    { delegatedTasks: wholeTasks(m.delegatedTasks, 0), totalTasks: wholeTasks(m.totalTasks, 1) },
    { error: m.delegationRequired },
  )
  .refine((d) => d.delegatedTasks <= d.totalTasks, { message: m.delegatedOverTotal, path: ['delegatedTasks'] });
export type DelegationData = z.output<typeof delegationSchema>;

const answer = z.enum(ANSWER_VALUES, { error: m.scorecardAnswer });
export const scorecardSchema = z.object(
  Object.fromEntries(SCORECARD_QUESTIONS.map((q) => [q.key, answer])) as Record<ScorecardKey, typeof answer>,
  { error: m.scorecardRequired },
);
export type LeaderScorecard = z.output<typeof scorecardSchema>;

/** POST /api/time-audits and the survey's form: the same schema on both sides. */
export const timeAuditInputSchema = z.object({
  locations: z.enum(valuesOf(LOCATION_CHOICES), { error: m.locations }),
  staffCount: z.enum(valuesOf(STAFF_CHOICES), { error: m.staffCount }),
  revenueRange: z.enum(valuesOf(REVENUE_CHOICES), { error: m.revenueRange }),
  role: z.enum(valuesOf(ROLE_CHOICES), { error: m.role }),
  yearsInBusiness: z.enum(valuesOf(YEARS_CHOICES), { error: m.yearsInBusiness }),
  timeAllocation: timeAllocationSchema,
  delegationData: delegationSchema,
  freeTextAnswers: z
    .object({ biggestTimeDrain: freeText, oneThingToHandOff: freeText }, { error: m.freeText })
    .optional()
    .transform((v) => v ?? { biggestTimeDrain: '', oneThingToHandOff: '' }),
  top3Priorities: z
    .array(z.enum(valuesOf(PRIORITY_CHOICES), { error: m.priority }), { error: m.threePriorities })
    .length(3, m.threePriorities)
    .refine((list) => new Set(list).size === list.length, m.distinctPriorities),
  leaderScorecard: scorecardSchema,
});
export type TimeAuditValues = z.input<typeof timeAuditInputSchema>;
export type TimeAuditInput = z.output<typeof timeAuditInputSchema>;
export type StaffCount = TimeAuditInput['staffCount'];

// ---- the scores ----------------------------------------------------------------------------------

/** A quarter of the week on strategic work earns the full strategic-time score. */
export const STRATEGIC_TARGET_SHARE = 0.25;
/** Each priority earns full marks once a third of the week goes to the kind of work it needs. */
export const PRIORITY_TARGET_SHARE = 1 / 3;
/** The coaching score falls from 100 at the ideal share to 0 this far (half the week) from it. */
export const COACHING_TOLERANCE = 0.5;
/** The share of the week an owner with this many staff does best to coach. */
export const idealCoachingShare: Record<StaffCount, number> = {
  '1-5': 0.4,
  '6-15': 0.25,
  '16-30': 0.15,
  '31-50': 0.1,
  '51-100': 0.05,
  '100+': 0.05,
};
/** How the time score weighs its four parts (they add up to 1). */
export const TOTAL_WEIGHTS = { strategicTime: 0.3, coachingTime: 0.2, delegation: 0.25, priorityAlignment: 0.25 };
/** The overall score: the time score and the leader score, 60/40. */
export const OVERALL_WEIGHTS = { total: 0.6, leader: 0.4 };
/** The lowest overall score of each grade, best first; below the last is an F. */
export const GRADE_FLOORS = [
  ['A', 85],
  ['B', 70],
  ['C', 55],
  ['D', 40],
] as const;
export const GRADES = ['A', 'B', 'C', 'D', 'F'] as const;
export type Grade = (typeof GRADES)[number];

export interface TimeAuditScores {
  strategicTime: number;
  coachingTime: number;
  delegation: number;
  priorityAlignment: number;
  total: number;
  leader: number;
}

const clamp01 = (x: number) => (Number.isFinite(x) ? Math.min(1, Math.max(0, x)) : 0);
const percent = (x: number) => Math.round(clamp01(x) * 100);

export function totalHours(t: TimeAllocation): number {
  return t.strategic + t.coaching + t.admin + t.firefighting;
}

/** Each kind of work's share of the week (0 to 1); all 0 for an empty week. */
export function shareOf(t: TimeAllocation, category: TimeCategory): number {
  const all = totalHours(t);
  return all > 0 ? t[category] / all : 0;
}

/** min(1, strategic share / 25 %) as a whole percentage. */
export function strategicTimeScore(t: TimeAllocation): number {
  return percent(shareOf(t, 'strategic') / STRATEGIC_TARGET_SHARE);
}

/** 100 at the ideal coaching share for the staff size, falling in a straight line to 0 fifty points away. */
export function coachingTimeScore(t: TimeAllocation, staff: StaffCount): number {
  const distance = Math.abs(shareOf(t, 'coaching') - idealCoachingShare[staff]);
  return percent(1 - distance / COACHING_TOLERANCE);
}

/** Delegated recurring tasks over all recurring tasks, as a whole percentage. */
export function delegationScore(d: DelegationData): number {
  return d.totalTasks > 0 ? percent(d.delegatedTasks / d.totalTasks) : 0;
}

/** For each priority, min(1, share of its kind of work / a third), averaged over the three. */
export function priorityAlignmentScore(t: TimeAllocation, priorities: readonly Priority[]): number {
  if (priorities.length === 0) return 0;
  const parts = priorities.map((p) => clamp01(shareOf(t, priorityWork[p]) / PRIORITY_TARGET_SHARE));
  return percent(parts.reduce((a, b) => a + b, 0) / priorities.length);
}

/** The scorecard's points (0 to 4 an answer) over the most it could earn. */
export function leaderScore(card: LeaderScorecard): number {
  const points = SCORECARD_QUESTIONS.reduce((sum, q) => sum + answerPoints(card[q.key]), 0);
  return percent(points / (SCORECARD_QUESTIONS.length * MAX_ANSWER_POINTS));
}

/** The weighted time score of the four (already rounded) parts. */
export function totalScore(parts: Omit<TimeAuditScores, 'total' | 'leader'>): number {
  const w = TOTAL_WEIGHTS;
  return Math.round(
    w.strategicTime * parts.strategicTime +
      w.coachingTime * parts.coachingTime +
      w.delegation * parts.delegation +
      w.priorityAlignment * parts.priorityAlignment,
  );
}

/** 60 % the time score, 40 % the leader score. */
export function overallScore(scores: Pick<TimeAuditScores, 'total' | 'leader'>): number {
  return Math.round(OVERALL_WEIGHTS.total * scores.total + OVERALL_WEIGHTS.leader * scores.leader);
}

export function gradeOf(overall: number): Grade {
  return GRADE_FLOORS.find(([, floor]) => overall >= floor)?.[0] ?? 'F';
}

/** The parts of the survey the scores are computed from. */
export type ScoredAnswers = Pick<
  TimeAuditInput,
  'staffCount' | 'timeAllocation' | 'delegationData' | 'top3Priorities' | 'leaderScorecard'
>;

export function timeAuditScores(a: ScoredAnswers): TimeAuditScores {
  const parts = {
    strategicTime: strategicTimeScore(a.timeAllocation),
    coachingTime: coachingTimeScore(a.timeAllocation, a.staffCount),
    delegation: delegationScore(a.delegationData),
    priorityAlignment: priorityAlignmentScore(a.timeAllocation, a.top3Priorities),
  };
  return { ...parts, total: totalScore(parts), leader: leaderScore(a.leaderScorecard) };
}

export function scoreAudit(a: ScoredAnswers): { scores: TimeAuditScores; overall: number; overallGrade: Grade } {
  const scores = timeAuditScores(a);
  const overall = overallScore(scores);
  return { scores, overall, overallGrade: gradeOf(overall) };
}

// ---- the three changes that move the grade most ----------------------------------------------------

/** The hours a week one change moves from one kind of work to another. */
export const HOURS_MOVED = 5;
/** The recurring tasks one change hands off. */
export const TASKS_HANDED_OFF = 3;

export interface Recommendation {
  key: 'strategic' | 'coaching' | 'delegation' | 'priority' | 'scorecard';
  title: string;
  detail: string;
  /** Overall points gained, and the grade after the change. */
  gain: number;
  gradeAfter: Grade;
}

const fmtHours = (h: number) => `${Math.round(h * 10) / 10} hour${h === 1 ? '' : 's'}`;

/** Up to `hours` moved into `to`, taken from firefighting first, then admin (never below 0). */
function moveInto(t: TimeAllocation, to: TimeCategory, hours: number): { next: TimeAllocation; moved: number } {
  const next = { ...t };
  let left = hours;
  for (const from of ['firefighting', 'admin', 'coaching', 'strategic'] as const) {
    if (from === to || left <= 0) continue;
    const take = Math.min(next[from], left);
    next[from] -= take;
    next[to] += take;
    left -= take;
  }
  return { next, moved: hours - left };
}

function candidates(
  a: ScoredAnswers,
): { key: Recommendation['key']; title: string; detail: string; after: ScoredAnswers }[] {
  const list: ReturnType<typeof candidates> = [];
  const t = a.timeAllocation;

  const strategic = moveInto(t, 'strategic', HOURS_MOVED);
  if (strategic.moved > 0) {
    list.push({
      key: 'strategic',
      title: `Block ${fmtHours(strategic.moved)} a week for strategic work`,
      detail:
        'Put planning, hiring and marketing in your calendar first, and take the time from firefighting and admin.',
      after: { ...a, timeAllocation: strategic.next },
    });
  }

  const ideal = idealCoachingShare[a.staffCount] * totalHours(t);
  const gap = ideal - t.coaching;
  if (Math.abs(gap) >= 0.5) {
    const hours = Math.min(HOURS_MOVED, Math.abs(gap));
    const coaching =
      gap > 0
        ? moveInto(t, 'coaching', hours)
        : { next: { ...t, coaching: t.coaching - hours, strategic: t.strategic + hours }, moved: hours };
    if (coaching.moved > 0) {
      list.push({
        key: 'coaching',
        title:
          gap > 0
            ? `Coach ${fmtHours(coaching.moved)} more a week`
            : `Hand ${fmtHours(coaching.moved)} of coaching a week to your staff`,
        detail:
          gap > 0
            ? 'Time on the floor keeps you close to your athletes and coaches at your size.'
            : 'At your staff size, your coaches can take these classes; use the time to lead.',
        after: { ...a, timeAllocation: coaching.next },
      });
    }
  }

  const d = a.delegationData;
  if (d.delegatedTasks < d.totalTasks) {
    const more = Math.min(TASKS_HANDED_OFF, d.totalTasks - d.delegatedTasks);
    list.push({
      key: 'delegation',
      title: `Hand off ${more} more recurring task${more === 1 ? '' : 's'}`,
      detail: 'Write down how each is done, pick who owns it, and check in weekly instead of doing it yourself.',
      after: { ...a, delegationData: { ...d, delegatedTasks: d.delegatedTasks + more } },
    });
  }

  const weakest = [...a.top3Priorities].sort((p, q) => shareOf(t, priorityWork[p]) - shareOf(t, priorityWork[q]))[0];
  if (weakest && shareOf(t, priorityWork[weakest]) < PRIORITY_TARGET_SHARE) {
    const work = priorityWork[weakest];
    const moved = moveInto(t, work, HOURS_MOVED);
    const label = PRIORITY_CHOICES.find((c) => c.value === weakest)!.label;
    if (moved.moved > 0 && work !== 'strategic') {
      list.push({
        key: 'priority',
        title: `Give “${label}” ${fmtHours(moved.moved)} more a week`,
        detail: `It is one of your three priorities, and it moves with ${timeCategoryLabels[work].toLowerCase()}.`,
        after: { ...a, timeAllocation: moved.next },
      });
    }
  }

  const lowest = [...SCORECARD_QUESTIONS].sort(
    (p, q) => answerPoints(a.leaderScorecard[p.key]) - answerPoints(a.leaderScorecard[q.key]),
  )[0]!;
  if (answerPoints(a.leaderScorecard[lowest.key]) < MAX_ANSWER_POINTS) {
    list.push({
      key: 'scorecard',
      title: `Make a habit of it: “${lowest.question}”`,
      detail: 'Your lowest scorecard answer. Start small and aim to answer “Always” at your next audit.',
      after: { ...a, leaderScorecard: { ...a.leaderScorecard, [lowest.key]: 'always' } },
    });
  }
  return list;
}

/**
 * The (at most) three changes that would raise the overall score most, each tried alone on the
 * answers: biggest gain first, changes that gain nothing left out.
 */
export function recommendationsFor(a: ScoredAnswers): Recommendation[] {
  const now = scoreAudit(a).overall;
  return candidates(a)
    .map(({ after, ...c }) => {
      const then = scoreAudit(after);
      return { ...c, gain: then.overall - now, gradeAfter: then.overallGrade };
    })
    .filter((r) => r.gain > 0)
    .sort((x, y) => y.gain - x.gain)
    .slice(0, 3);
}

// ---- the answers ---------------------------------------------------------------------------------

export const scoresSchema = z.object({
  strategicTime: z.number(),
  coachingTime: z.number(),
  delegation: z.number(),
  priorityAlignment: z.number(),
  total: z.number(),
  leader: z.number(),
});

/** The answer of POST /api/time-audits. */
export const timeAuditCreatedSchema = z.object({
  id: z.number(),
  scores: scoresSchema,
  overallGrade: z.enum(GRADES),
});

export const timeAuditSummarySchema = timeAuditCreatedSchema.extend({
  overall: z.number(),
  createdAt: timestamp,
});
export type TimeAuditSummary = z.input<typeof timeAuditSummarySchema>;

export const recommendationSchema = z.object({
  key: z.string(),
  title: z.string(),
  detail: z.string(),
  gain: z.number(),
  gradeAfter: z.enum(GRADES),
});

/** GET /api/time-audits/:id: the answers, the scores and the recommendations. */
export const timeAuditRecordSchema = timeAuditSummarySchema.extend({
  locations: z.string(),
  staffCount: z.string(),
  revenueRange: z.string(),
  role: z.string(),
  yearsInBusiness: z.string(),
  timeAllocation: z.object({
    strategic: z.number(),
    coaching: z.number(),
    admin: z.number(),
    firefighting: z.number(),
  }),
  delegationData: z.object({ delegatedTasks: z.number(), totalTasks: z.number() }),
  freeTextAnswers: z.object({ biggestTimeDrain: z.string(), oneThingToHandOff: z.string() }),
  top3Priorities: z.array(z.string()),
  leaderScorecard: z.record(z.string(), z.string()),
  recommendations: z.array(recommendationSchema),
});
export type TimeAuditRecord = z.input<typeof timeAuditRecordSchema>;

export const timeAuditListQuery = pageQuery;
export const timeAuditListSchema = pageSchema(timeAuditSummarySchema);
export type TimeAuditList = z.input<typeof timeAuditListSchema>;

const choiceSchema = z.object({ value: z.string(), label: z.string() });

/** GET /api/time-audits/options: every enumeration of the survey, as value and label. */
export const timeAuditOptionsSchema = z.object({
  locations: z.array(choiceSchema),
  staffCount: z.array(choiceSchema),
  revenueRange: z.array(choiceSchema),
  role: z.array(choiceSchema),
  yearsInBusiness: z.array(choiceSchema),
  priorities: z.array(choiceSchema),
  scorecard: z.array(z.object({ key: z.string(), question: z.string(), answers: z.array(choiceSchema) })),
});
export type TimeAuditOptions = z.infer<typeof timeAuditOptionsSchema>;

export const timeAuditOptions: TimeAuditOptions = {
  locations: LOCATION_CHOICES,
  staffCount: STAFF_CHOICES,
  revenueRange: REVENUE_CHOICES,
  role: ROLE_CHOICES,
  yearsInBusiness: YEARS_CHOICES,
  priorities: PRIORITY_CHOICES,
  scorecard: SCORECARD_QUESTIONS.map((q) => ({ ...q, answers: SCORECARD_ANSWERS })),
};

/** The label of a value in a list of choices (the value itself when unknown). */
export const labelOf = (list: readonly Choice[], value: string) => list.find((c) => c.value === value)?.label ?? value;
