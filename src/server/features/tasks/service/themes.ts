/**
 * Theme analysis: sorts the task library into the admin's themes. Offline and
 * deterministic: each theme is described by words (its own name and description, plus what the
 * library knows of common gym themes); a task joins the one or two themes its text matches best.
 */
export interface ThemeForAnalysis {
  id: number;
  name: string;
  description: string | null;
}
export interface TaskForAnalysis {
  id: number;
  function: string;
  task: string;
  description: string | null;
}

const KNOWN: [RegExp, string[]][] = [
  [
    /cash|finance|money|profit/i,
    [
      'cash',
      'billing',
      'payment',
      'budget',
      'invoice',
      'payroll',
      'tax',
      'deposit',
      'reconcile',
      'tuition',
      'price',
      'pricing',
      'reserve',
      'expense',
      'revenue',
      'profit',
      'p&l',
      'insurance',
    ],
  ],
  [
    /retention|loyal|keep/i,
    [
      'retention',
      'cancel',
      'cancellation',
      'renew',
      'progress',
      'report',
      'parent',
      'family',
      'families',
      'make-up',
      'survey',
      'nps',
      'withdraw',
    ],
  ],
  [
    /lead|generation|acquisition|enrol/i,
    [
      'lead',
      'leads',
      'trial',
      'inquiry',
      'referral',
      'open house',
      'promo',
      'promotion',
      'flyer',
      'birthday',
      'website',
      'google',
      'social',
      'campaign',
      'enroll',
      'enrollment',
      'waitlist',
    ],
  ],
  [
    /compliance|risk|legal/i,
    [
      'background',
      'safesport',
      'waiver',
      'insurance',
      'certification',
      'cpr',
      'incident',
      'policy',
      'compliance',
      'license',
      'sanction',
      'usa gymnastics',
      'audit',
      'tax',
    ],
  ],
  [
    /team|staff|people|development/i,
    [
      'coach',
      'coaches',
      'staff',
      'hire',
      'hiring',
      'onboard',
      'training',
      'review',
      'feedback',
      'schedule',
      'certification',
      'team',
      'recognition',
    ],
  ],
  [
    /system|sop|process|operation/i,
    [
      'sop',
      'checklist',
      'process',
      'procedure',
      'system',
      'template',
      'software',
      'crm',
      'document',
      'handbook',
      'schedule',
      'automate',
    ],
  ],
  [
    /experience|member|customer|service/i,
    [
      'parent',
      'family',
      'families',
      'communication',
      'complaint',
      'newsletter',
      'welcome',
      'front desk',
      'experience',
      'event',
      'celebrat',
      'survey',
    ],
  ],
  [
    /growth|plan|strateg|vision/i,
    [
      'goal',
      'goals',
      'plan',
      'strategic',
      'forecast',
      'expansion',
      'kpi',
      'dashboard',
      'budget',
      'vision',
      'succession',
      'annual',
      'quarterly',
    ],
  ],
  [
    /safety|safe/i,
    [
      'safety',
      'inspect',
      'inspection',
      'equipment',
      'mat',
      'mats',
      'spring floor',
      'foam pit',
      'incident',
      'emergency',
      'drill',
      'first aid',
      'cpr',
      'injury',
      'clean',
      'hvac',
      'ratio',
    ],
  ],
];

const STOP = new Set(['and', 'the', 'for', 'with', 'your', 'from', 'that', 'this', 'into', 'each', 'more']);

/** The words that describe a theme. */
export function themeWords(theme: ThemeForAnalysis): string[] {
  const own = `${theme.name} ${theme.description ?? ''}`
    .toLowerCase()
    .split(/[^a-z&-]+/)
    .filter((w) => w.length > 3 && !STOP.has(w));
  const known = KNOWN.filter(([re]) => re.test(theme.name)).flatMap(([, words]) => words);
  return [...new Set([...own, ...known])];
}

/** Assigns each task its best one or two themes; a task that matches none stays without. */
export function analyseThemes(
  tasks: TaskForAnalysis[],
  themes: ThemeForAnalysis[],
): { assignments: { taskId: number; themeIds: number[] }[]; unassigned: number } {
  const vocab = themes.map((t) => ({ id: t.id, words: themeWords(t) }));
  let unassigned = 0;
  const assignments = tasks.map((task) => {
    const text = ` ${task.task} ${task.description ?? ''} `.toLowerCase();
    const scored = vocab
      .map((v) => ({
        id: v.id,
        score: v.words.reduce((s, w) => s + (text.includes(w) ? (w.includes(' ') ? 2 : 1) : 0), 0),
      }))
      .filter((s) => s.score > 0)
      .sort((a, b) => b.score - a.score || a.id - b.id);
    const best = scored[0];
    const themeIds = best
      ? scored.filter((s, i) => i < 2 && s.score >= Math.max(1, best.score / 2)).map((s) => s.id)
      : [];
    if (!themeIds.length) unassigned++;
    return { taskId: task.id, themeIds };
  });
  return { assignments, unassigned };
}
