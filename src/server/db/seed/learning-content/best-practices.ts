import { h3, item, optional, p, table, ul } from './html';
import type { DemoModule } from './types';

/** Demo best practices: short, focused habits of well-run gyms. */
export const bestPracticeModules: DemoModule[] = [
  {
    slug: 'first-class-experience',
    title: 'The first-class experience for a new child',
    description: 'Make a child’s first class the reason the family stays: welcome, a buddy, one win and a note home.',
    category: 'best-practices',
    moduleType: 'document',
    featured: true,
    roles: ['Manager', 'Director'],
    cover: { from: '#831843', to: '#be185d', accent: '#fde68a', motif: 'people' },
    sections: [
      {
        slug: 'before-and-during',
        title: 'Before and during the class',
        minutes: 6,
        overview: p(
          'Tell the coach before class that a new child is coming, and their name. Pair the child with a friendly classmate for stations. Plan one skill the child can do by the end (a bridge, a forward roll, a jump to stick) and celebrate it in front of the parent.',
        ),
        checklist: {
          items: [
            item('tell-coach', 'Tell the coach the new child’s name before class'),
            item('pair-buddy', 'Pair the child with a buddy'),
            item('one-win', 'Plan one skill the child can show by the end'),
          ],
        },
      },
      {
        slug: 'after-class',
        title: 'After class',
        minutes: 4,
        overview: p(
          'The coach walks the child out and tells the parent one specific thing the child did well. The same evening, the front desk sends a short note with a photo if the parent agreed to photos.',
        ),
        checklist: {
          items: [
            item('coach-walk-out', 'Coach walks the child out with one specific compliment'),
            item('evening-note', 'Send the evening note'),
          ],
        },
      },
    ],
  },
  {
    slug: 'coach-evaluations',
    title: 'Coach evaluations and feedback',
    description: 'Give coaches regular, specific feedback with a simple observation form and a twice-yearly review.',
    category: 'best-practices',
    moduleType: 'document',
    roles: ['Director'],
    cover: { from: '#1e3a8a', to: '#2563eb', accent: '#fcd34d', motif: 'podium' },
    sections: [
      {
        slug: 'observe-monthly',
        title: 'Observe monthly',
        minutes: 8,
        overview: p(
          'Watch each coach for fifteen minutes a month with a one-page form: class started on time, lesson plan followed, ratio kept, every child active most of the time, safe spotting, positive language. Share two strengths and one thing to try within a day.',
        ),
        examples: table(
          ['Area', 'Observed', 'Note'],
          [
            ['Start on time', 'Yes', 'Warm-up began 4:01'],
            ['Children active', 'Mostly', 'Line at the beam was 5 deep: add a station'],
            ['Positive language', 'Yes', 'Named specific skills'],
          ],
        ),
        checklist: {
          items: [
            item('observation-form', 'Print the one-page observation form'),
            item('schedule-observations', 'Schedule one observation per coach per month'),
            item('share-within-day', 'Share feedback within a day'),
          ],
        },
      },
      {
        slug: 'twice-yearly-review',
        title: 'The twice-yearly review',
        minutes: 8,
        overview: p(
          'In January and July, sit down with each coach for twenty minutes: what went well, what they want to learn, which certification is next and what it means for their pay. Write down two goals and check them at the next review.',
        ),
        checklist: {
          items: [
            item('book-reviews', 'Book the reviews in January and July'),
            item('two-goals', 'Agree two written goals with each coach'),
          ],
        },
      },
    ],
  },
  {
    slug: 'labor-cost-control',
    title: 'Staff scheduling and labor cost control',
    description: 'Schedule to enrollment, not habit, and keep payroll inside 35–45% of revenue.',
    category: 'best-practices',
    moduleType: 'document',
    roles: ['Owner', 'Manager'],
    cover: { from: '#0f172a', to: '#334155', accent: '#f59e0b', motif: 'bars' },
    sections: [
      {
        slug: 'schedule-to-enrollment',
        title: 'Schedule to enrollment',
        minutes: 8,
        overview: p(
          'Each week, compare scheduled coach hours with enrolled children per class. A class of four with two coaches costs the same as a class of twelve. Merge small classes at the season change and keep one floater on the busiest evening instead of an extra coach on every class.',
        ),
        checklist: {
          items: [
            item('weekly-compare', 'Compare coach hours with enrollment weekly'),
            item('merge-small-classes', 'Merge classes under half full at the season change'),
            optional('floater-shift', 'Try one floater shift on the busiest evening'),
          ],
        },
      },
      {
        slug: 'payroll-ratio',
        title: 'Watch the payroll ratio',
        minutes: 6,
        overview: p(
          'Divide payroll with taxes by revenue every month. Under 35% often means coaches are stretched; over 45% means classes are under-filled or overstaffed. Act on a three-month trend, not one month.',
        ),
        checklist: {
          items: [
            item('monthly-ratio', 'Work out the payroll ratio monthly'),
            item('three-month-trend', 'Track the three-month trend'),
          ],
        },
      },
    ],
  },
  {
    slug: 'lesson-plans-and-ratios',
    title: 'Class ratios and lesson plans',
    description: 'Keep every child moving with station rotations, written lesson plans and ratios parents can see.',
    category: 'best-practices',
    moduleType: 'document',
    roles: ['Director', 'Manager'],
    cover: { from: '#134e4a', to: '#115e59', accent: '#fbbf24', motif: 'grid' },
    sections: [
      {
        slug: 'stations',
        title: 'Stations that keep kids moving',
        minutes: 8,
        overview: p(
          'No child should wait more than a minute in line. Split the class into three or four stations, with one coached station and the others self-running circuits the children already know. Rotate every 8–10 minutes.',
        ),
        checklist: {
          items: [
            item('three-stations', 'Plan three or four stations per class'),
            item('one-minute-rule', 'Check no line waits more than a minute'),
          ],
        },
      },
      {
        slug: 'written-plans',
        title: 'Written lesson plans',
        minutes: 6,
        overview: p(
          'A lesson plan for each week of the season keeps skills progressing and lets a substitute coach run the class. Include warm-up, the skill focus, stations, conditioning and a closing game.',
        ),
        resources: ul(
          'Lesson plan template: warm-up, focus skill, stations, conditioning, game',
          'Season skill calendar',
        ),
        checklist: {
          items: [
            item('season-plans', 'Write plans for each week of the season'),
            item('sub-binder', 'Keep a substitute binder at the desk'),
          ],
        },
      },
    ],
  },
  {
    slug: 'facility-maintenance',
    title: 'Cleaning and facility maintenance',
    description: 'Keep mats, equipment and restrooms in the condition parents judge you by, with a log that proves it.',
    category: 'best-practices',
    moduleType: 'document',
    roles: ['Manager'],
    cover: { from: '#164e63', to: '#0e7490', accent: '#fde047', motif: 'shield' },
    sections: [
      {
        slug: 'daily-cleaning',
        title: 'Daily and weekly cleaning',
        minutes: 6,
        overview: p(
          'Wipe mats and high-touch surfaces daily with a mat-safe cleaner, clean restrooms twice a day on busy days, and empty the lobby bins before the 4:00 rush. Deep-clean the pit or foam blocks on a fixed schedule.',
        ),
        checklist: {
          items: [
            item('mat-cleaning', 'Wipe mats and high-touch surfaces daily'),
            item('restrooms-twice', 'Clean restrooms twice on busy days'),
            optional('pit-schedule', 'Put the pit clean-out on the calendar'),
          ],
        },
      },
      {
        slug: 'equipment-inspection',
        title: 'The equipment inspection log',
        minutes: 6,
        overview: p(
          'Once a week, inspect cables, bar settings, beam padding, trampoline springs and mat seams, and note each in a log with the date and initials. Take broken equipment out of use with a tag until it is fixed.',
        ),
        checklist: {
          items: [
            item('weekly-inspection', 'Inspect equipment weekly and log it'),
            item('out-of-use-tags', 'Keep out-of-use tags at the desk'),
          ],
        },
      },
    ],
  },
  {
    slug: 'reducing-failed-payments',
    title: 'Collecting tuition and reducing failed payments',
    description: 'Autopay by default, a dunning rhythm that is firm and friendly, and fewer hours chasing money.',
    category: 'best-practices',
    moduleType: 'document',
    roles: ['Owner', 'Manager'],
    cover: { from: '#14532d', to: '#166534', accent: '#fbbf24', motif: 'tag' },
    sections: [
      {
        slug: 'autopay-default',
        title: 'Autopay by default',
        minutes: 5,
        overview: p(
          'Make card or bank autopay part of enrollment, charge on the 1st, and ask families to update cards before expiry. Gyms on autopay typically see under 3% of charges fail each month.',
        ),
        checklist: {
          items: [
            item('autopay-enrollment', 'Require autopay at enrollment'),
            item('expiry-reminders', 'Send card-expiry reminders'),
          ],
        },
      },
      {
        slug: 'dunning-rhythm',
        title: 'A dunning rhythm',
        minutes: 6,
        overview:
          p(
            'A failed payment gets an automatic email the same day, a text on day 3, a call on day 7 and a pause of enrollment on day 14 with a kind note.',
          ) +
          table(
            ['Day', 'Step'],
            [
              ['0', 'Automatic email with the update link'],
              ['3', 'Text reminder'],
              ['7', 'Call from the front desk'],
              ['14', 'Enrollment paused until paid'],
            ],
          ),
        checklist: {
          items: [
            item('dunning-steps', 'Set up the four dunning steps'),
            item('pause-policy', 'Publish the pause policy'),
          ],
        },
      },
    ],
  },
  {
    slug: 'local-marketing-and-reviews',
    title: 'Online reviews and local marketing',
    description: 'Win the “gymnastics near me” search with a complete business profile and a steady stream of reviews.',
    category: 'best-practices',
    moduleType: 'document',
    roles: ['Owner', 'Manager'],
    cover: { from: '#7c2d12', to: '#9a3412', accent: '#fcd34d', motif: 'megaphone' },
    sections: [
      {
        slug: 'business-profile',
        title: 'Complete your business profile',
        minutes: 6,
        overview: p(
          'Fill every field of your map listing: categories, hours, holiday hours, class photos, the booking link. Post an update weekly (a camp, a showcase, a new class). Complete profiles are shown more often in local searches.',
        ),
        checklist: {
          items: [item('all-fields', 'Fill every profile field'), item('weekly-post', 'Post one update a week')],
        },
      },
      {
        slug: 'ask-for-reviews',
        title: 'Ask for reviews at the right moment',
        minutes: 6,
        overview: p(
          'Ask when a family is happiest: after a skill card, a showcase or a birthday party. Send the direct review link by text. Reply to every review, good or bad, within two days.',
        ),
        checklist: {
          items: [
            item('happy-moments', 'List the moments to ask for reviews'),
            item('reply-two-days', 'Reply to every review within two days'),
          ],
        },
      },
    ],
  },
  {
    slug: 'social-media-calendar',
    title: 'A social media calendar you can keep',
    description: 'Plan a month of posts in an hour, with themes parents love and photo rules that protect children.',
    category: 'best-practices',
    moduleType: 'document',
    roles: ['Manager'],
    cover: { from: '#581c87', to: '#9333ea', accent: '#fde68a', motif: 'calendar' },
    sections: [
      {
        slug: 'weekly-themes',
        title: 'Weekly themes',
        minutes: 6,
        overview:
          p('Three posts a week is enough when they are regular. Use fixed themes so ideas come easily:') +
          ul('Monday: skill of the week', 'Wednesday: coach spotlight', 'Friday: a class moment or a milestone'),
        checklist: {
          items: [
            item('pick-themes', 'Pick three weekly themes'),
            item('batch-month', 'Plan a month of posts in one sitting'),
          ],
        },
      },
      {
        slug: 'photo-rules',
        title: 'Photo rules that protect children',
        minutes: 5,
        overview: p(
          'Post only children whose parents opted in at enrollment, never tag children by full name or school, and keep a list of no-photo children at the desk.',
        ),
        checklist: {
          items: [
            item('photo-consent', 'Collect photo consent at enrollment'),
            item('no-photo-list', 'Keep the no-photo list at the desk'),
          ],
        },
      },
    ],
  },
  {
    slug: 'viewing-area-policies',
    title: 'Parent viewing area and policies',
    description: 'Design a viewing area that keeps parents happy and coaches free to coach.',
    category: 'best-practices',
    moduleType: 'document',
    roles: ['Manager', 'Director'],
    cover: { from: '#3f3f46', to: '#52525b', accent: '#fb923c', motif: 'people' },
    sections: [
      {
        slug: 'viewing-setup',
        title: 'Set up the viewing area',
        minutes: 5,
        overview: p(
          'Parents who can see their child stay longer. Give them seating with a clear view, Wi-Fi, a posted class schedule and a screen with upcoming events. Keep siblings out of the floor area with a gate.',
        ),
        checklist: {
          items: [
            item('clear-view', 'Check every floor is visible from seating'),
            item('sibling-gate', 'Install a gate between lobby and floor'),
          ],
        },
      },
      {
        slug: 'viewing-policies',
        title: 'Policies for the viewing area',
        minutes: 5,
        overview: p(
          'Post three rules: no coaching from the viewing area, questions for coaches after class, and children are picked up from the lobby, not the floor. Explain the reasons in the newsletter once a season.',
        ),
        checklist: {
          items: [
            item('post-rules', 'Post the three rules'),
            item('explain-rules', 'Explain the rules in the newsletter'),
          ],
        },
      },
    ],
  },
  {
    slug: 'kpi-dashboard',
    title: 'The KPI dashboard every owner should watch',
    description: 'Track enrollment, churn, revenue per student and revenue per square foot on one page.',
    category: 'best-practices',
    moduleType: 'document',
    roles: ['Owner'],
    cover: { from: '#0f172a', to: '#1e3a8a', accent: '#22d3ee', motif: 'bars' },
    sections: [
      {
        slug: 'the-five-numbers',
        title: 'The five numbers',
        minutes: 8,
        overview:
          h3('Watch these monthly') +
          table(
            ['KPI', 'How to work it out', 'Healthy range'],
            [
              ['Active students', 'Enrolled on the last day of the month', 'Growing year over year'],
              ['Monthly churn', 'Drops ÷ students at start of month', 'Under 5%'],
              ['Revenue per student', 'Tuition revenue ÷ active students', 'Rising with price changes'],
              ['Class fill rate', 'Enrolled spots ÷ available spots', '75–90%'],
              ['Revenue per sq ft', 'Annual revenue ÷ square feet', 'Know yours, track the trend'],
            ],
          ),
        checklist: {
          items: [
            item('set-up-sheet', 'Set up a one-page monthly sheet'),
            item('fill-monthly', 'Fill it in the first week of every month'),
          ],
        },
      },
      {
        slug: 'act-on-trends',
        title: 'Act on the trends',
        minutes: 6,
        overview: p(
          'Rising churn calls for a look at the first 90 days and at coach changes; a falling fill rate calls for schedule changes before price changes. Share two numbers with your staff monthly so they see the business they are part of.',
        ),
        checklist: {
          items: [
            item('churn-review', 'Review churn causes when it passes 5%'),
            optional('share-with-staff', 'Share two numbers with staff each month'),
          ],
        },
      },
    ],
  },
];
