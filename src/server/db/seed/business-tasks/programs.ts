import type { Entry } from './types';

/** The demo library's programs tasks, in the order the seed and its tests rely on. */
export const programs: Entry[] = [
  {
    task: 'Write a skill progression and lesson-plan template for every recreational level',
    description:
      'List the skills, drills and spotting notes for each level (tots, beginner, intermediate, advanced, ninja and swim levels) on one page, with a standard 45- or 60-minute lesson structure. Every coach then teaches the same level the same way.',
    frequency: 'One-time',
    owner: 'Head Coach',
    startupCritical: true,
    priorities: { '250k': 'critical', '500k': 'high', '1m': 'high', '2m': 'medium' },
    themes: ['Coach development', 'Retention'],
  },
  {
    task: 'Set and post maximum coach-to-athlete ratios for every class type',
    description:
      'Write the ratio for each program and age (for example parent-and-tot, preschool, school-age, ninja and learn-to-swim) and cap class sizes in the booking system to match. Ratios protect athletes and are what your insurer will ask about.',
    frequency: 'One-time',
    owner: 'Director',
    startupCritical: true,
    priorities: { '250k': 'critical', '500k': 'critical', '1m': 'high', '2m': 'high' },
    themes: ['Safety culture', 'Systems and delegation'],
  },
  {
    task: 'Check today’s class rosters against coach assignments and ratios',
    description:
      'Before the first class, compare enrolled and make-up athletes with the coaches scheduled and move a coach or split a group where a ratio would be exceeded. Popular after-school slots are where ratios quietly creep.',
    frequency: 'Daily',
    owner: 'Head Coach',
    startupCritical: false,
    priorities: { '250k': 'high', '500k': 'high', '1m': 'high', '2m': 'medium' },
    themes: ['Safety culture'],
  },
  {
    task: 'Check that every coach has a lesson plan for each class this week',
    description:
      'Coaches submit or pick a lesson plan for each class from the level binder before the week starts, with equipment and station rotations noted. Planned classes run on time and keep every child moving.',
    frequency: 'Weekly',
    owner: 'Head Coach',
    startupCritical: false,
    priorities: { '250k': 'medium', '500k': 'medium', '1m': 'high', '2m': 'medium' },
    themes: ['Coach development'],
  },
  {
    task: 'Supervise open gym and ninja open play with a sign-in and a floor lead',
    description:
      'Every open gym needs signed waivers, a capacity limit, posted rules for the trampolines, pit and obstacles, and one staff member whose only job is watching the floor. Open play is where unsupervised tricks happen.',
    frequency: 'Weekly',
    owner: 'Manager',
    startupCritical: false,
    priorities: { '250k': 'high', '500k': 'high', '1m': 'medium', '2m': 'medium' },
    themes: ['Safety culture', 'Community and brand'],
  },
  {
    task: 'Place new swimmers with a short in-water assessment before booking a level',
    description:
      'An instructor checks water comfort, floating, kicking and breathing in a five-minute assessment and assigns the right level. Swimmers placed too high are a safety risk; swimmers placed too low get bored and quit.',
    frequency: 'Weekly',
    owner: 'Head Coach',
    startupCritical: false,
    priorities: { '250k': 'high', '500k': 'high', '1m': 'medium', '2m': 'medium' },
    themes: ['Safety culture', 'Retention'],
  },
  {
    task: 'Review class fill rates and merge, move or add sections',
    description:
      'Compare enrolled athletes with capacity for every class: add a section where the waitlist is long, and merge or move classes running below half full. A class at 40% capacity often costs more in coach pay than it earns.',
    frequency: 'Monthly',
    owner: 'Director',
    startupCritical: false,
    priorities: { '250k': 'high', '500k': 'high', '1m': 'high', '2m': 'high' },
    themes: ['Pricing and profit', 'Enrollment conversion'],
  },
  {
    task: 'Observe one class in every program each month against its lesson plan',
    description:
      'Watch 15 minutes of a class in each program with a short checklist: warm-up, skill progression, spotting, time on task and how the coach talks to the kids. Share one strength and one thing to improve with the coach the same day.',
    frequency: 'Monthly',
    owner: 'Director',
    startupCritical: false,
    priorities: { '250k': 'medium', '500k': 'medium', '1m': 'high', '2m': 'high' },
    themes: ['Coach development', 'Safety culture'],
  },
  {
    task: 'Run level testing and send parents a progress report each session',
    description:
      'Test athletes on the level skill list in the last weeks of the session and send each family a short report with skills achieved, skills in progress and the recommended next class. Visible progress is the main reason families renew.',
    frequency: 'Quarterly',
    owner: 'Head Coach',
    startupCritical: false,
    priorities: { '250k': 'high', '500k': 'high', '1m': 'high', '2m': 'high' },
    themes: ['Retention'],
  },
  {
    task: 'Build next session’s class schedule around demand and coach availability',
    description:
      'Start from waitlists, fill rates and school calendars, check each coach’s availability and certification for the levels they will teach, and publish the schedule before re-enrollment opens. Late schedules cost enrollments.',
    frequency: 'Quarterly',
    owner: 'Director',
    startupCritical: false,
    priorities: { '250k': 'high', '500k': 'high', '1m': 'high', '2m': 'medium' },
    themes: ['Systems and delegation', 'Enrollment conversion'],
  },
  {
    task: 'Plan school-break camps and clinics for the coming quarter',
    description:
      'Line up day camps for teacher work days, winter and spring break, and skill clinics (back handsprings, ninja warped wall, stroke clinics) with prices, coach staffing and registration dates. Break camps fill quiet daytime hours.',
    frequency: 'Quarterly',
    owner: 'Director',
    startupCritical: false,
    priorities: { '250k': 'medium', '500k': 'high', '1m': 'high', '2m': 'medium' },
    themes: ['Pricing and profit', 'Lead generation'],
  },
  {
    task: 'Plan summer camp themes, daily schedule and staffing',
    description:
      'Set weekly themes, a daily rotation (gym, ninja course, pool, crafts, lunch, quiet time), camper-to-counselor ratios and the staff roster by spring. A camp planned in May runs smoothly in July.',
    frequency: 'Annually',
    owner: 'Director',
    startupCritical: false,
    priorities: { '250k': 'high', '500k': 'high', '1m': 'high', '2m': 'medium' },
    themes: ['Retention', 'Systems and delegation'],
  },
  {
    task: 'Set the competitive team meet calendar and season budget',
    description:
      'Choose the sanctioned meets for the season, add entry fees, coach travel, leotards and judges’ fees, and share the calendar and total cost with team families before the season starts. Surprise fees are the top complaint of team parents.',
    frequency: 'Annually',
    owner: 'Head Coach',
    startupCritical: false,
    priorities: { '250k': 'low', '500k': 'medium', '1m': 'high', '2m': 'high' },
    themes: ['Pricing and profit', 'Community and brand'],
  },
  {
    task: 'Hold pre-team and ninja team tryouts and send placement letters',
    description:
      'Run tryouts with a written skill and attitude checklist, then send each family a clear letter with the placement, practice hours, season cost and commitment. Transparent tryouts avoid hurt feelings and mid-season drop-outs.',
    frequency: 'Annually',
    owner: 'Head Coach',
    startupCritical: false,
    priorities: { '250k': 'low', '500k': 'medium', '1m': 'high', '2m': 'high' },
    themes: ['Retention', 'Enrollment conversion'],
  },
  {
    task: 'Pilot a new program with one class before adding sections',
    description:
      'Test an idea (teen ninja, adult gymnastics, parent-and-baby swim) as one class for a session, with a named coach, a lesson plan and a fill target. Expand only if it fills and the coach wants to keep teaching it.',
    frequency: 'One-time',
    owner: 'Director',
    startupCritical: false,
    priorities: { '250k': 'low', '500k': 'medium', '1m': 'high', '2m': 'high' },
    themes: ['Enrollment conversion', 'Pricing and profit'],
  },
  {
    task: 'Write the make-up class policy and show open make-up spots in the parent app',
    description:
      'Decide how many make-ups a family gets, how far ahead they must book and which classes have room, then let parents book them online. A clear policy ends front-desk arguments and keeps families who miss a week.',
    frequency: 'One-time',
    owner: 'Director',
    startupCritical: true,
    priorities: { '250k': 'high', '500k': 'high', '1m': 'medium', '2m': 'medium' },
    themes: ['Retention', 'Systems and delegation'],
  },
];
