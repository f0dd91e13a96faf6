import { item, optional, p, table } from './html';
import type { DemoModule } from './types';

/** Demo playbooks, continued: growing the business and running it safely. */
export const growthPlaybookModules: DemoModule[] = [
  {
    slug: 'launching-a-competitive-team',
    title: 'Launching a competitive team',
    description:
      'Decide levels, fees and meet budgets, then run the parent meeting that sets expectations for the season.',
    category: 'playbooks',
    moduleType: 'document',
    roles: ['Owner', 'Director'],
    cover: { from: '#1e3a8a', to: '#1d4ed8', accent: '#fbbf24', motif: 'podium' },
    sections: [
      {
        slug: 'team-budget',
        title: 'Levels, fees and the meet budget',
        minutes: 12,
        overview:
          p(
            'Start with one or two levels you can coach well. Team tuition covers practice hours; meets are billed separately. Build a season budget per athlete: meet entry fees, coach travel and per diem, leotards and warm-ups, and governing-body membership.',
          ) +
          table(
            ['Item', 'Per athlete'],
            [
              ['Meet entries (6 meets)', '$600'],
              ['Coach travel share', '$180'],
              ['Competition leotard and warm-up', '$250'],
              ['Membership and insurance', '$75'],
            ],
          ),
        checklist: {
          items: [
            item('choose-levels', 'Choose the levels for the first season'),
            item('season-budget', 'Build the per-athlete season budget'),
            item('payment-plan', 'Offer a monthly payment plan for meet fees'),
          ],
        },
      },
      {
        slug: 'parent-meeting',
        title: 'The parent meeting',
        minutes: 10,
        overview: p(
          'Hold a meeting before the first practice. Cover the practice schedule, the total cost of the season, how athletes move between levels, the communication rules (no coaching from the stands, questions by email, 24-hour rule after meets) and the attendance policy. Hand out a written handbook and collect signatures.',
        ),
        checklist: {
          items: [
            item('team-handbook', 'Write the team handbook'),
            item('hold-meeting', 'Hold the meeting before the first practice'),
            item('collect-signatures', 'Collect signed handbook pages'),
          ],
        },
      },
    ],
  },
  {
    slug: 'opening-a-second-location',
    title: 'Opening a second location',
    description: 'Test demand, model the numbers and pick a building before you sign a lease you cannot carry.',
    category: 'playbooks',
    moduleType: 'document',
    roles: ['Owner'],
    cover: { from: '#0c4a6e', to: '#0369a1', accent: '#fb923c', motif: 'grid' },
    sections: [
      {
        slug: 'test-demand',
        title: 'Test demand before you sign',
        minutes: 12,
        overview: p(
          'Look at where your current families live. If 20% or more drive over 20 minutes, that area is a candidate. Run a pop-up program there (a school gym on Saturdays or a summer camp at a community center) and count sign-ups before you commit to a building.',
        ),
        checklist: {
          items: [
            item('map-families', 'Map current families by zip code'),
            item('pop-up-program', 'Run a pop-up program in the candidate area'),
            optional('talk-to-schools', 'Talk to two local schools about after-school programs'),
          ],
        },
      },
      {
        slug: 'model-the-numbers',
        title: 'Model the numbers and the building',
        minutes: 15,
        overview: p(
          'A second location usually takes 18–30 months to break even. Model a slow ramp: 150 students by month 6, 300 by month 18. Rent should stay under 15–20% of projected revenue at maturity; ceiling height of 20 feet or more is needed for bars and trampolines.',
          'Keep six months of the new site’s fixed costs in reserve before opening.',
        ),
        checklist: {
          items: [
            item('ramp-model', 'Build a month-by-month ramp model'),
            item('rent-ratio', 'Check rent against 15–20% of mature revenue'),
            item('cash-reserve', 'Set aside six months of fixed costs'),
          ],
        },
      },
    ],
  },
  {
    slug: 'safety-and-risk-management',
    title: 'Safety and risk management',
    description:
      'Build the waivers, incident reports, skill progressions and certification tracking that protect kids and your gym.',
    category: 'playbooks',
    moduleType: 'document',
    featured: true,
    roles: ['Owner', 'Director', 'Manager'],
    cover: { from: '#14532d', to: '#15803d', accent: '#facc15', motif: 'shield' },
    sections: [
      {
        slug: 'paperwork-that-protects',
        title: 'Waivers and incident reports',
        minutes: 10,
        overview: p(
          'Every participant needs a signed, current waiver before they step on the floor, including trial classes and party guests. Store them with the enrollment record and re-sign yearly.',
          'Every injury, however small, gets an incident report the same day: what happened, where, who saw it, what first aid was given and who was told. Patterns in the reports (the same apparatus, the same time of day) tell you what to fix.',
        ),
        checklist: {
          items: [
            item('waiver-at-enrollment', 'Require a waiver before the first class'),
            item('incident-form', 'Keep incident forms in every room'),
            item('monthly-review', 'Review incident reports monthly for patterns'),
          ],
        },
      },
      {
        slug: 'progressions-and-certifications',
        title: 'Skill progressions and certifications',
        minutes: 12,
        overview: p(
          'Written progressions keep coaches from skipping steps: a child learns a back walkover on the wedge mat before the floor, and a back handspring with a spot before alone. Post them in the coaches’ room.',
          'Track every coach’s safety certification and background check with expiry dates, and check them at the start of each season.',
        ),
        checklist: {
          items: [
            item('post-progressions', 'Post skill progressions for each level'),
            item('cert-tracker', 'Track certifications with expiry dates', undefined, [
              item('cert-reminders', 'Set reminders 30 days before expiry'),
            ]),
            item('equipment-check', 'Inspect equipment weekly and log it'),
          ],
        },
      },
    ],
  },
  {
    slug: 'parent-communication',
    title: 'Parent communication that builds trust',
    description: 'Set the channels, the rhythm and the policies so parents feel informed and your coaches can coach.',
    category: 'playbooks',
    moduleType: 'document',
    roles: ['Manager', 'Director'],
    cover: { from: '#4c1d95', to: '#7c3aed', accent: '#fcd34d', motif: 'megaphone' },
    sections: [
      {
        slug: 'channels-and-rhythm',
        title: 'Channels and rhythm',
        minutes: 8,
        overview: p(
          'Pick one channel for each kind of news: email for the monthly newsletter and policies, text for same-day changes (closures, a coach out sick), and the parent portal for billing. Send the newsletter on the same day every month so parents look for it.',
        ),
        checklist: {
          items: [
            item('one-channel-each', 'Assign one channel to each kind of news'),
            item('newsletter-day', 'Fix the newsletter day'),
          ],
        },
      },
      {
        slug: 'handling-complaints',
        title: 'Handling complaints',
        minutes: 10,
        overview: p(
          'Most complaints are about moving up a level, a coach change or billing. Listen fully, repeat the concern back, and promise a time for an answer. Move the conversation off the lobby floor, never during class.',
        ),
        custom: {
          title: 'Scripts',
          content: p(
            '“I can hear how much you want Ava to move up. Let me talk with her coach about where she is on the level checklist, and I’ll call you by Thursday with what she needs next.”',
          ),
        },
        checklist: {
          items: [
            item('listen-repeat', 'Repeat the concern back before answering'),
            item('promise-time', 'Promise a time for an answer, and keep it'),
            item('log-complaint', 'Log the complaint and the outcome'),
          ],
        },
      },
    ],
  },
  {
    slug: 'front-desk-operations',
    title: 'Front desk and software operations',
    description: 'Run check-in, billing questions and the daily close so the front desk is calm even at 4:55 pm.',
    category: 'playbooks',
    moduleType: 'document',
    roles: ['Manager'],
    cover: { from: '#1f2937', to: '#4b5563', accent: '#38bdf8', motif: 'grid' },
    sections: [
      {
        slug: 'opening-and-closing',
        title: 'Opening and closing the desk',
        minutes: 8,
        overview: p(
          'An opening checklist (lights, music, check-in tablet, today’s roster, messages from yesterday) and a closing checklist (cash and card totals, lost and found, tomorrow’s trials confirmed) make the desk the same no matter who works it.',
        ),
        checklist: {
          items: [
            item('opening-list', 'Write the opening checklist'),
            item('closing-list', 'Write the closing checklist'),
            item('confirm-trials', 'Confirm tomorrow’s trials before closing'),
          ],
        },
      },
      {
        slug: 'software-habits',
        title: 'Software habits that save hours',
        minutes: 8,
        overview: p(
          'Put every family on autopay at enrollment, use your studio software’s waitlist instead of paper, and run the failed-payment report every Monday. Each of these takes minutes and saves hours of chasing.',
        ),
        checklist: {
          items: [
            item('autopay-default', 'Make autopay the default at enrollment'),
            item('digital-waitlist', 'Move waitlists into the software'),
            item('monday-report', 'Run the failed-payment report every Monday'),
          ],
        },
      },
    ],
  },
  {
    slug: 'budgeting-and-cash-flow',
    title: 'Budgeting and cash flow',
    description: 'Read your monthly P&L, keep payroll and rent in range, and plan for the summer dip.',
    category: 'playbooks',
    moduleType: 'document',
    roles: ['Owner'],
    cover: { from: '#0f172a', to: '#1e293b', accent: '#34d399', motif: 'bars' },
    sections: [
      {
        slug: 'monthly-pl',
        title: 'Read the monthly P&L',
        minutes: 12,
        overview:
          p(
            'Look at the same five lines every month: revenue, payroll, rent, other operating costs and net profit. Healthy gyms keep payroll (with taxes) at 35–45% of revenue and rent at 15–20%, and aim for 10–20% net profit.',
          ) +
          table(
            ['Line', 'Target share of revenue'],
            [
              ['Payroll and taxes', '35–45%'],
              ['Rent', '15–20%'],
              ['Other operating costs', '15–25%'],
              ['Net profit', '10–20%'],
            ],
          ),
        checklist: {
          items: [
            item('five-lines', 'Review the five lines every month'),
            item('payroll-share', 'Compare payroll to the 35–45% range'),
            item('rent-share', 'Compare rent to the 15–20% range'),
          ],
        },
      },
      {
        slug: 'plan-for-summer',
        title: 'Plan for the summer dip',
        minutes: 10,
        overview: p(
          'Revenue falls in June–August while rent does not. Keep at least two months of fixed costs in reserve by May, sell camps early, and schedule equipment purchases for the fall when cash recovers.',
        ),
        checklist: {
          items: [
            item('reserve-by-may', 'Hold two months of fixed costs in reserve by May'),
            item('camp-deposits', 'Collect camp deposits in spring'),
            optional('equipment-in-fall', 'Move big purchases to the fall'),
          ],
        },
      },
    ],
  },
];
