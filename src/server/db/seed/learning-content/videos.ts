import { item, optional, p, ul } from './html';
import type { DemoModule } from './types';

interface Talk {
  slug: string;
  title: string;
  description: string;
  id: string;
  speaker: string;
  talk: string;
  cover: DemoModule['cover'];
  roles: DemoModule['roles'];
  featured?: true;
  /** The talk's ideas, in our words. */
  ideas: string[];
  /** What to do at the gym. */
  actions: string[];
  /** Questions for a staff meeting. */
  questions: string[];
  checklist: [string, string][];
}

/** A video module: watch the talk and take notes, then apply it at your gym. */
function videoModule(t: Talk): DemoModule {
  return {
    slug: t.slug,
    title: t.title,
    description: t.description,
    category: 'videos',
    moduleType: 'video',
    youtubeUrl: `https://www.youtube.com/watch?v=${t.id}`,
    roles: t.roles,
    cover: t.cover,
    ...(t.featured ? { featured: true as const } : {}),
    sections: [
      {
        slug: 'watch-and-notes',
        title: `Watch: ${t.talk}`,
        minutes: 20,
        intro: p(`${t.speaker}’s talk “${t.talk}”. Watch it once through, then read the key ideas below.`),
        overview: p('The key ideas, in our words:') + ul(...t.ideas),
        checklist: {
          items: [
            item('watch-talk', 'Watch the whole talk'),
            item('note-one-idea', 'Write down the one idea that fits your gym best'),
            optional('share-talk', 'Share the talk with your leadership team'),
          ],
        },
      },
      {
        slug: 'apply-at-your-gym',
        title: 'Apply it at your gym',
        minutes: 10,
        overview: p('Turn the talk into action this month:') + ul(...t.actions),
        examples: p('Questions for your next staff meeting:') + ul(...t.questions),
        checklist: { items: t.checklist.map(([key, text]) => item(key, text)) },
      },
    ],
  };
}

export const videoModules: DemoModule[] = [
  videoModule({
    slug: 'start-with-why-for-gyms',
    title: 'Start with why: your gym’s purpose',
    description: 'Use Simon Sinek’s golden circle to say why your gym exists, and put it in your enrollment pitch.',
    id: 'u4ZoJKF_VuA',
    speaker: 'Simon Sinek',
    talk: 'How great leaders inspire action',
    cover: { from: '#0f2a4a', to: '#1e40af', accent: '#fbbf24', motif: 'loop' },
    roles: ['Owner', 'Director'],
    featured: true,
    ideas: [
      'People do not buy what you do; they buy why you do it.',
      'Communicate from the inside out: why, then how, then what.',
      'A clear why attracts staff and customers who share your beliefs, and they stay longer.',
    ],
    actions: [
      'Write your gym’s why in one sentence (e.g. “Every child leaves braver than they came”).',
      'Open your trial-class welcome and your website’s first line with it.',
      'Hire against it: ask candidates what they believe about kids and sport.',
    ],
    questions: ['Why did each of us start coaching?', 'Where does our schedule or policy contradict our why?'],
    checklist: [
      ['write-why', 'Write the gym’s why in one sentence'],
      ['website-first-line', 'Put it in the first line of the website'],
      ['trial-welcome', 'Use it in the trial-class welcome'],
    ],
  }),
  videoModule({
    slug: 'leaders-make-you-feel-safe',
    title: 'Leaders who make staff feel safe',
    description: 'Build a staff culture where coaches look out for each other, after Simon Sinek’s talk on trust.',
    id: 'lmyZMtPVodo',
    speaker: 'Simon Sinek',
    talk: 'Why good leaders make you feel safe',
    cover: { from: '#1e293b', to: '#334155', accent: '#f59e0b', motif: 'shield' },
    roles: ['Owner', 'Director'],
    ideas: [
      'Trust grows when people feel the leader protects them, not only the numbers.',
      'Teams in a “circle of safety” spend their energy on the work, not on defending themselves.',
      'Leaders eat last: they give time and care before they ask for results.',
    ],
    actions: [
      'Back coaches in front of parents, then discuss mistakes in private.',
      'Ask each coach monthly what would make their job easier, and act on one answer.',
      'Never cut hours without telling people why and first looking at other costs.',
    ],
    questions: [
      'When did you last feel unsupported at work here?',
      'What should a coach do if they see an unsafe spot?',
    ],
    checklist: [
      ['private-feedback', 'Agree to give corrective feedback in private'],
      ['monthly-ask', 'Ask each coach one “what would help” question monthly'],
    ],
  }),
  videoModule({
    slug: 'motivation-and-coach-pay',
    title: 'Motivation, autonomy and coach pay',
    description: 'What Dan Pink’s research means for how you pay, schedule and develop coaches.',
    id: 'rrkrvAUbU9Y',
    speaker: 'Dan Pink',
    talk: 'The puzzle of motivation',
    cover: { from: '#3b0764', to: '#581c87', accent: '#fcd34d', motif: 'bars' },
    roles: ['Owner', 'Director'],
    ideas: [
      'For simple, mechanical tasks, rewards work; for creative work, they can make people worse.',
      'Autonomy, mastery and purpose drive people doing complex work.',
      'Pay people fairly enough to take money off the table, then build the other three.',
    ],
    actions: [
      'Pay at or above your local market so pay is not the daily topic.',
      'Give lead coaches ownership of their class plans within your skill progressions.',
      'Offer a clear mastery path: certifications and team levels tied to pay steps.',
    ],
    questions: [
      'Which decisions could coaches make without asking?',
      'What would you like to get better at this year?',
    ],
    checklist: [
      ['market-pay', 'Check coach pay against three local employers'],
      ['mastery-path', 'Publish the certification and pay-step path'],
    ],
  }),
  videoModule({
    slug: 'grit-and-young-athletes',
    title: 'Grit and young athletes',
    description: 'Help children stick with hard skills, with Angela Lee Duckworth’s research on perseverance.',
    id: 'H14bBuluwB8',
    speaker: 'Angela Lee Duckworth',
    talk: 'Grit: the power of passion and perseverance',
    cover: { from: '#7c2d12', to: '#b45309', accent: '#fde68a', motif: 'podium' },
    roles: ['Director', 'Manager'],
    ideas: [
      'Grit — passion and perseverance over years — predicts success better than talent alone.',
      'Grit can be grown, and a growth mindset is one way to grow it.',
      'Sticking with things through setbacks is learned, often from the adults around us.',
    ],
    actions: [
      'Praise effort and strategy (“You kept adjusting your hands”) rather than talent.',
      'Break big skills into visible steps on a skills card so progress shows.',
      'Tell parents about plateaus before they happen, so they support rather than pull out.',
    ],
    questions: ['Which skill do children most often give up on?', 'How do we celebrate effort, not only results?'],
    checklist: [
      ['effort-praise', 'Practise effort-based praise for one week'],
      ['skills-card-steps', 'Split one hard skill into visible steps'],
    ],
  }),
  videoModule({
    slug: 'growth-mindset-coaching',
    title: 'Growth-mindset coaching',
    description: 'Use Carol Dweck’s “not yet” to coach children through fear and plateaus.',
    id: '_X0mgOOSpLU',
    speaker: 'Carol Dweck',
    talk: 'The power of believing that you can improve',
    cover: { from: '#064e3b', to: '#047857', accent: '#fbbf24', motif: 'loop' },
    roles: ['Director', 'Manager'],
    ideas: [
      '“Not yet” tells a learner they are on a path, where “fail” tells them they are stuck.',
      'Praising process — effort, strategy, focus — builds resilience.',
      'Mindsets can be taught, and they change how children meet difficulty.',
    ],
    actions: [
      'Add “not yet” to the skills card instead of empty boxes.',
      'Train coaches to name the strategy a child used when they succeed.',
      'Share the idea with parents in the newsletter.',
    ],
    questions: [
      'What do we say when a child cannot do a skill?',
      'How do our level tests feel to a child who does not pass?',
    ],
    checklist: [
      ['not-yet-cards', 'Add “not yet” to skills cards'],
      ['coach-language', 'Agree three phrases coaches use after a failed attempt'],
    ],
  }),
  videoModule({
    slug: 'speaking-so-parents-listen',
    title: 'Speaking so parents listen',
    description: 'Apply Julian Treasure’s advice to parent meetings, the front desk and team talks.',
    id: 'eIho2S0ZahI',
    speaker: 'Julian Treasure',
    talk: 'How to speak so that people want to listen',
    cover: { from: '#312e81', to: '#4338ca', accent: '#fcd34d', motif: 'megaphone' },
    roles: ['Manager', 'Director'],
    ideas: [
      'Habits like gossip, judging, excuses and complaining push listeners away.',
      'Honesty, authenticity, integrity and love give speech its weight.',
      'Voice tools — pace, pitch, volume, silence — can be practised.',
    ],
    actions: [
      'Open the team parent meeting with the season’s purpose, then the details.',
      'Use a calm, lower pace at the front desk during the 4:55 rush.',
      'Pause before answering a frustrated parent.',
    ],
    questions: ['Which of our habits sound like excuses to parents?', 'Who on staff handles hard calls best, and why?'],
    checklist: [
      ['meeting-opening', 'Rewrite the parent meeting opening'],
      ['desk-voice', 'Practise the front-desk greeting with the team'],
    ],
  }),
  videoModule({
    slug: 'better-conversations-with-parents',
    title: 'Better conversations with parents',
    description: 'Use Celeste Headlee’s ten rules for the hard conversations every gym manager has.',
    id: 'R1vskiVDwl4',
    speaker: 'Celeste Headlee',
    talk: '10 ways to have a better conversation',
    cover: { from: '#0c4a6e', to: '#075985', accent: '#fb923c', motif: 'people' },
    roles: ['Manager'],
    ideas: [
      'Be present: do not multitask in a conversation.',
      'Ask open questions, go with the flow, and say when you do not know.',
      'Do not equate your experience with theirs, do not repeat yourself, and keep it brief.',
    ],
    actions: [
      'Move hard conversations away from the desk and put the phone down.',
      'Start with “Tell me what happened” before explaining the policy.',
      'Say “I don’t know, I’ll find out by Thursday” instead of guessing.',
    ],
    questions: ['Which conversation do we dread most?', 'How could we make room for it?'],
    checklist: [
      ['quiet-spot', 'Choose a quiet spot for hard conversations'],
      ['open-question', 'Start the next complaint with an open question'],
    ],
  }),
  videoModule({
    slug: 'happy-staff-culture',
    title: 'Happiness and staff culture',
    description: 'Shawn Achor’s research on happiness and performance, turned into habits for your coaching team.',
    id: 'fLJsdqxnZb0',
    speaker: 'Shawn Achor',
    talk: 'The happy secret to better work',
    cover: { from: '#831843', to: '#9d174d', accent: '#fde68a', motif: 'people' },
    roles: ['Owner', 'Director'],
    ideas: [
      'Success does not bring happiness so much as a positive brain brings success.',
      'Small daily habits — gratitude, kind messages, exercise — shift how people work.',
      'Positive teams are more creative, more energetic and more resilient.',
    ],
    actions: [
      'Start staff meetings with one “win of the week” from each coach.',
      'Keep a shout-out board in the coaches’ room.',
      'Send one thank-you message to a staff member every day for a month.',
    ],
    questions: ['What made this week good?', 'What small habit could we share as a team?'],
    checklist: [
      ['wins-of-week', 'Open the next staff meeting with wins'],
      ['shout-out-board', 'Put up a shout-out board'],
    ],
  }),
  videoModule({
    slug: 'hiring-givers',
    title: 'Hiring givers, protecting your team',
    description: 'Adam Grant’s givers and takers, applied to hiring coaches and building a generous staff culture.',
    id: 'YyXRYgjQXX0',
    speaker: 'Adam Grant',
    talk: 'Are you a giver or a taker?',
    cover: { from: '#14532d', to: '#15803d', accent: '#facc15', motif: 'grid' },
    roles: ['Owner', 'Director'],
    ideas: [
      'Givers help without expecting a return; takers help when it pays them.',
      'One taker can harm a team more than one giver helps it.',
      'Protect givers from burnout, and make help-seeking normal.',
    ],
    actions: [
      'Ask candidates for examples of helping a teammate succeed.',
      'Check references for how the candidate treated peers, not only bosses.',
      'Watch for coaches who always cover shifts, and protect their time.',
    ],
    questions: ['How do we make it easy to ask for help?', 'Who covers the most shifts, and do they get a break?'],
    checklist: [
      ['giver-question', 'Add a giver question to interviews'],
      ['peer-references', 'Ask references about how the candidate treated peers'],
    ],
  }),
];
