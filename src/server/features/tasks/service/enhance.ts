import { chatCompletion, type ChatMessage, type ChatOptions } from '../../../platform/chat';
import type { TaskFunction } from '../../../../shared/tasks';
import { taskFunctionLabels } from '../../../../shared/tasks';

/**
 * Task enhancement: writes the steps, the why, the measure of success and the pitfalls
 * of a library task. The default enhancer works offline from the task's own fields and what the
 * library knows of each business function; an OpenAI-compatible chat API takes over when
 * LLM_API_URL and LLM_API_KEY are set (decision 0101).
 */
export interface EnhanceableTask {
  id: number;
  function: string;
  task: string;
  description: string | null;
  frequency: string;
  owner: string;
  startupCritical: boolean;
}

export interface Enhancer {
  name: 'rules' | 'llm';
  enhance(task: EnhanceableTask): Promise<string>;
}

interface FunctionKnowledge {
  why: string;
  measures: string[];
  pitfalls: string[];
  tools: string;
}

const KNOWLEDGE: Record<TaskFunction, FunctionKnowledge> = {
  finance: {
    why: 'Gyms run on thin margins and seasonal cash: tuition comes in monthly while rent, payroll and insurance do not wait. Catching a gap early is the difference between a fix and a crisis.',
    measures: [
      'Numbers reconciled to the bank with no unexplained differences',
      'Failed payments recovered within 7 days',
      'At least two months of operating expenses held in reserve',
    ],
    pitfalls: [
      'Mixing personal and business spending, which hides the real margin',
      'Reviewing revenue without looking at payroll as a share of it (aim for 35–45%)',
      'Leaving failed card payments for the next billing cycle',
    ],
    tools: 'your accounting software and billing system',
  },
  marketing: {
    why: 'Most families find a gym through search, reviews and other parents. Steady, local, visible marketing keeps trial classes booked without paying for ads every month.',
    measures: [
      'Trial-class bookings per month from each channel',
      'New Google reviews per month and the average rating',
      'Cost per enrolled student for any paid campaign',
    ],
    pitfalls: [
      'Posting only when enrollment is down, then going quiet again',
      'Promotions with no tracking link or code, so nobody knows what worked',
      'Photos of athletes without a signed media release on file',
    ],
    tools: 'your social media scheduler, Google Business Profile and email tool',
  },
  sales: {
    why: 'A lead that hears back within a day is several times more likely to book a trial than one contacted a week later, and a trial that is followed up converts at roughly twice the rate of one that is not.',
    measures: [
      'Leads contacted within 24 hours (target: all of them)',
      'Trial-to-enrollment conversion rate (target: 60% or better)',
      'Open spots per class and waitlist length before each session',
    ],
    pitfalls: [
      'Leads kept in inboxes and sticky notes instead of one pipeline',
      'Front-desk staff without a script for price and schedule questions',
      'Not asking for the enrollment at the end of a trial class',
    ],
    tools: 'your CRM or class-management system',
  },
  programs: {
    why: 'Programs are the product. Clear progressions, consistent lesson plans and visible progress keep athletes advancing and parents renewing.',
    measures: [
      'Class fill rate (enrolled ÷ capacity) per program',
      'Athletes moving up a level each session',
      'Retention from one session to the next per program',
    ],
    pitfalls: [
      'Every coach teaching the same level differently',
      'Ratios creeping past your limits in popular time slots',
      'Launching a new program without checking coach availability',
    ],
    tools: 'your curriculum binder and class-management system',
  },
  staffing: {
    why: 'Coaches are the experience parents pay for. Hiring, training and keeping good coaches is cheaper than replacing them, and certifications and background checks protect athletes and the business.',
    measures: [
      'Staff with current background checks, SafeSport and CPR/First Aid (target: 100%)',
      'Coach turnover over the last 12 months',
      'Shifts covered without last-minute scrambling',
    ],
    pitfalls: [
      'Letting a certification lapse because nobody tracks expiry dates',
      'Onboarding by shadowing only, with no written checklist',
      'Giving feedback only when something goes wrong',
    ],
    tools: 'your scheduling app and staff files',
  },
  'customer-service': {
    why: 'Families leave quietly: a missed make-up class, an unanswered email, a child who stops feeling progress. Regular, personal contact is the cheapest retention program a gym has.',
    measures: [
      'Monthly cancellation rate (target: under 3–4%)',
      'Parent emails and calls answered within one business day',
      'Net Promoter Score from your latest parent survey',
    ],
    pitfalls: [
      'Handling complaints at the front desk in front of other families',
      'Policies (make-ups, refunds) that staff explain differently',
      'Surveys sent but never answered or acted on',
    ],
    tools: 'your parent communication app and CRM',
  },
  'facility-safety': {
    why: 'A safe facility protects athletes first, and also your insurance, your reputation and your sanctioning. Documented inspections are what an insurer or a court will ask for.',
    measures: [
      'Inspections completed and signed on schedule (target: 100%)',
      'Incident reports filed within 24 hours, with follow-up noted',
      'Open equipment repairs older than two weeks (target: none)',
    ],
    pitfalls: [
      'Inspections done but not written down',
      'Worn mats or loose equipment left in use "until the part arrives"',
      'Emergency plans that new staff have never practiced',
    ],
    tools: 'your inspection log and incident report forms',
  },
  leadership: {
    why: 'A gym grows as far as its leadership rhythm allows. Clear goals, a short weekly meeting and a few numbers everyone watches let the owner step back without things slipping.',
    measures: [
      'Weekly leadership meeting held with notes and owners for each action',
      'KPI dashboard updated on time every week',
      'Quarterly goals hit or deliberately re-planned',
    ],
    pitfalls: [
      'Goals that live only in the owner’s head',
      'Meetings without decisions, owners or deadlines',
      'Tracking too many numbers instead of the five that matter',
    ],
    tools: 'your shared drive and KPI dashboard',
  },
};

const CADENCE: Record<string, string> = {
  Daily: 'every day before the first class',
  Weekly: 'on the same day each week',
  Monthly: 'in the first week of each month',
  Quarterly: 'in the first two weeks of each quarter',
  Annually: 'once a year, at the same time each year',
  'One-time': 'once, with a target date in the next 30 days',
};

/** Extra steps for words a task often contains. */
const KEYWORD_STEPS: [RegExp, string][] = [
  [/payroll|hours/i, 'Compare the hours paid with the coaching schedule and approve any differences in writing.'],
  [
    /reconcil|bank|deposit/i,
    'Match every deposit and card-processor payout to the billing report and note anything that does not match.',
  ],
  [
    /budget|p&l|profit|forecast/i,
    'Compare this period with the budget and last year, and write one line on each variance over 10%.',
  ],
  [
    /price|pricing|tuition/i,
    'Check your prices against three nearby competitors and your cost per class hour before changing anything.',
  ],
  [/review|rating/i, 'Reply to every new review within two business days, thanking the family by name.'],
  [
    /social|post|instagram|facebook/i,
    'Plan the posts in a simple calendar: one athlete highlight, one class clip and one event or offer each week.',
  ],
  [
    /lead|inquir|trial/i,
    'Contact each new lead by phone and text the same day, and book the trial while you have them on the line.',
  ],
  [
    /enroll|registration|session|camp/i,
    'Open registration for current families first, then the waitlist, then the public.',
  ],
  [
    /curriculum|lesson|progression|level/i,
    'Write the skills of each level on one page and share it with every coach who teaches it.',
  ],
  [
    /hire|hiring|interview|recruit/i,
    'Use the same interview questions and a short on-floor tryout for every candidate.',
  ],
  [
    /background|safesport|cpr|certif/i,
    'Keep one list of every staff member with each certification’s expiry date and remind them 30 days ahead.',
  ],
  [
    /onboard|orientation|new hire/i,
    'Give each new hire a written checklist and sign it off together at the end of week one.',
  ],
  [
    /inspect|equipment|mat|spring floor|pit/i,
    'Walk the floor with the inspection checklist, tag anything unsafe out of use and log it.',
  ],
  [
    /incident|injur|emergency|drill/i,
    'File the report the same day, tell the parents, and review the cause at the next staff meeting.',
  ],
  [/survey|nps|feedback/i, 'Send the survey, then call every family that scores you 6 or lower within a week.'],
  [
    /cancel|retention|withdraw/i,
    'Call each cancelling family personally, ask why, and offer a pause or a different class before closing the account.',
  ],
  [/meeting|agenda/i, 'Keep the agenda to numbers, wins, problems and actions, and end with who does what by when.'],
  [
    /kpi|dashboard|metric/i,
    'Update the five key numbers (enrollment, cancellations, revenue, payroll %, leads) in one shared sheet.',
  ],
  [/goal|plan|strateg/i, 'Write no more than three goals, each with a number, an owner and a date.'],
];

const sentence = (text: string) => {
  const t = text.trim();
  return t ? (/[.!?]$/.test(t) ? t : `${t}.`) : '';
};

/** The offline enhancer: a fixed, readable structure filled from the task and its function. */
export function enhanceByRules(task: EnhanceableTask): string {
  const fn = (KNOWLEDGE as Record<string, FunctionKnowledge>)[task.function] ?? KNOWLEDGE.leadership;
  const label = (taskFunctionLabels as Record<string, string>)[task.function] ?? task.function;
  const cadence = CADENCE[task.frequency] ?? 'on a regular schedule';
  // The title says what the task is; the description only when the title names nothing we know
  // (a description mentioning "tuition" in passing is not a pricing task).
  const matching = (text: string) => KEYWORD_STEPS.filter(([re]) => re.test(text)).map(([, step]) => step);
  const titled = matching(task.task);
  const extra = titled.length ? titled : matching(task.description ?? '');
  const steps = [
    `Put "${task.task}" on the ${task.owner.toLowerCase()}'s calendar ${cadence}, with the time it takes blocked out.`,
    ...(extra.length ? extra.slice(0, 3) : ['Gather what you need from ' + fn.tools + ' before you start.']),
    `Record what you did and what you found in ${fn.tools}, so the next person can pick it up.`,
    task.frequency === 'One-time'
      ? 'Mark it done in My Tasks and note anything that needs a follow-up task.'
      : 'Mark it done in My Tasks: the next one is scheduled for you, so the habit holds.',
  ];
  const seed = [...task.task].reduce((h, c) => (h * 31 + c.charCodeAt(0)) >>> 0, task.id);
  const pick = <T>(list: T[], n: number) => list.map((_, i) => list[(seed + i) % list.length]!).slice(0, n);
  const why = [
    sentence(task.description ?? ''),
    fn.why,
    task.startupCritical
      ? 'In a gym’s first year this is one of the habits that decides whether the business lasts.'
      : '',
  ]
    .filter(Boolean)
    .join(' ');
  return [
    `Steps`,
    ...steps.map((s, i) => `${i + 1}. ${s}`),
    '',
    `Why it matters`,
    why,
    '',
    `Measure of success`,
    ...pick(fn.measures, 2).map((s) => `- ${s}`),
    '',
    `Pitfalls to avoid`,
    ...pick(fn.pitfalls, 2).map((s) => `- ${s}`),
    '',
    `${label} · ${task.frequency} · Owner: ${task.owner}`,
  ].join('\n');
}

export const rulesEnhancer: Enhancer = { name: 'rules', enhance: async (task) => enhanceByRules(task) };

export function enhancementPrompt(task: EnhanceableTask): ChatMessage[] {
  const label = (taskFunctionLabels as Record<string, string>)[task.function] ?? task.function;
  return [
    {
      role: 'system',
      content:
        'You write short, practical operating guides for owners and managers of gymnastics, ninja and swim centers in the United States. ' +
        'Answer in plain text with exactly these four headings on their own lines: Steps, Why it matters, Measure of success, Pitfalls to avoid. ' +
        'Use numbered steps (at most 6) and "- " bullets (at most 3 each). No markdown symbols other than those. At most 250 words.',
    },
    {
      role: 'user',
      content: [
        `Task: ${task.task}`,
        `Business function: ${label}`,
        `How often: ${task.frequency}`,
        `Usually done by: ${task.owner}`,
        `Critical in the first year: ${task.startupCritical ? 'yes' : 'no'}`,
        task.description ? `Description: ${task.description}` : '',
      ]
        .filter(Boolean)
        .join('\n'),
    },
  ];
}

/** An OpenAI-compatible chat API (POST {LLM_API_URL}/chat/completions with a bearer key). */
export function llmEnhancer(options: ChatOptions): Enhancer {
  return {
    name: 'llm',
    async enhance(task) {
      const text = await chatCompletion(options, enhancementPrompt(task), 0.3);
      return text.trim().slice(0, 10_000);
    },
  };
}
