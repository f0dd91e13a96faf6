import type { Entry } from './types';

/** The demo library's sales tasks, in the order the seed and its tests rely on. */
export const sales: Entry[] = [
  {
    task: 'Review the lead pipeline and follow up every open inquiry',
    description:
      'Go through every inquiry in the CRM that has not booked or enrolled: call, text or email each one with a specific class and trial date. Leads kept in inboxes and sticky notes are leads lost to the gym down the road.',
    frequency: 'Weekly',
    owner: 'Manager',
    startupCritical: true,
    priorities: { '250k': 'critical', '500k': 'critical', '1m': 'high', '2m': 'high' },
    themes: ['Enrollment conversion', 'Lead generation'],
  },
  {
    task: 'Call every family whose trial class was this week but who has not enrolled',
    description:
      'Ask how the trial went, share the coach’s note on their child, recommend the right class and time and offer to enroll them on the call (no-shows get a new trial date the same way). A trial that is followed up converts about twice as often.',
    frequency: 'Weekly',
    owner: 'Front Desk',
    startupCritical: false,
    priorities: { '250k': 'critical', '500k': 'critical', '1m': 'high', '2m': 'high' },
    themes: ['Enrollment conversion'],
  },
  {
    task: 'Answer every new inquiry the same business day',
    description:
      'Phone calls, web forms and messages get a reply within hours, with a suggested class for the child’s age and level and an offer to book a trial. A family that hears back the same day is far more likely to book than one contacted next week.',
    frequency: 'Daily',
    owner: 'Front Desk',
    startupCritical: true,
    priorities: { '250k': 'critical', '500k': 'critical', '1m': 'critical', '2m': 'high' },
    themes: ['Lead generation', 'Enrollment conversion'],
  },
  {
    task: 'Write front-desk scripts for price, schedule and first-visit questions',
    description:
      'Give the front desk short answers for "how much is it?", "which class for my 6-year-old?" and "what should she wear?", each ending with an offer to book a trial. Consistent answers stop staff quoting old prices or different policies.',
    frequency: 'One-time',
    owner: 'Manager',
    startupCritical: true,
    priorities: { '250k': 'high', '500k': 'high', '1m': 'high', '2m': 'medium' },
    themes: ['Enrollment conversion', 'Systems and delegation'],
  },
  {
    task: 'Set up online trial-class booking in the class-management software',
    description:
      'Let parents pick a trial in an age-appropriate class with space, sign the waiver and get an automatic confirmation and reminder. Booking at 10 p.m. on a phone should take two minutes.',
    frequency: 'One-time',
    owner: 'Owner',
    startupCritical: true,
    priorities: { '250k': 'critical', '500k': 'high', '1m': 'medium', '2m': 'low' },
    themes: ['Enrollment conversion', 'Systems and delegation'],
  },
  {
    task: 'Work the waitlist: offer every open spot in order within a day',
    description:
      'When a family drops or a section opens, call the next waitlisted family and hold the spot for 24 hours before moving on. An empty spot in a full class is lost tuition and a disappointed family.',
    frequency: 'Weekly',
    owner: 'Front Desk',
    startupCritical: false,
    priorities: { '250k': 'high', '500k': 'high', '1m': 'high', '2m': 'medium' },
    themes: ['Enrollment conversion', 'Retention'],
  },
  {
    task: 'Track trial-to-enrollment conversion by program, coach and staff member',
    description:
      'Count trials booked, trials attended and enrollments for each program and coach, and aim for 60% or better. A coach or time slot that converts poorly needs help, not more leads.',
    frequency: 'Monthly',
    owner: 'Manager',
    startupCritical: false,
    priorities: { '250k': 'medium', '500k': 'high', '1m': 'high', '2m': 'high' },
    themes: ['Enrollment conversion'],
  },
  {
    task: 'Re-enroll current families before public registration opens',
    description:
      'Give current families a priority window to secure their spot for the next session or school year, with a reminder email, a text and a call to anyone who has not re-registered. Every re-enrollment is a family you do not have to find again.',
    frequency: 'Quarterly',
    owner: 'Manager',
    startupCritical: false,
    priorities: { '250k': 'high', '500k': 'critical', '1m': 'critical', '2m': 'high' },
    themes: ['Retention', 'Enrollment conversion'],
  },
  {
    task: 'Invite athletes who pass level testing into their next class',
    description:
      'After level testing or swim-level assessments, send each family the recommended next class and time with a one-click move, before the old class feels too easy. Athletes who stall at a level are the most likely to leave.',
    frequency: 'Quarterly',
    owner: 'Head Coach',
    startupCritical: false,
    priorities: { '250k': 'medium', '500k': 'high', '1m': 'high', '2m': 'high' },
    themes: ['Retention', 'Enrollment conversion'],
  },
  {
    task: 'Give every birthday-party guest and open-gym visitor a free trial pass',
    description:
      'Collect guest parents’ names and emails at check-in, hand each child a trial-class pass and follow up within a week. Parties and open gym bring families who already know the way to the gym.',
    frequency: 'Weekly',
    owner: 'Front Desk',
    startupCritical: false,
    priorities: { '250k': 'medium', '500k': 'high', '1m': 'high', '2m': 'medium' },
    themes: ['Lead generation', 'Enrollment conversion'],
  },
  {
    task: 'Send the weekly numbers: new leads, trials, enrollments and cancellations',
    description:
      'Every Monday, send the owner or director four numbers from last week with a line on anything unusual. A short weekly report shows a slow month while there is still time to act.',
    frequency: 'Weekly',
    owner: 'Manager',
    startupCritical: false,
    priorities: { '250k': 'medium', '500k': 'high', '1m': 'high', '2m': 'critical' },
    themes: ['Enrollment conversion', 'Systems and delegation'],
  },
  {
    task: 'Role-play enrollment calls and trial tours with the front desk',
    description:
      'Practise the phone call, the lobby welcome, the tour of the floor or pool and the conversation after the trial, including the price question. Fifteen minutes of practice a month makes new staff confident closing an enrollment.',
    frequency: 'Monthly',
    owner: 'Manager',
    startupCritical: false,
    priorities: { '250k': 'low', '500k': 'medium', '1m': 'high', '2m': 'high' },
    themes: ['Enrollment conversion', 'Coach development'],
  },
  {
    task: 'Open summer camp registration and fill camp weeks before school ends',
    description:
      'Open registration to current families first, then the public, track weekly camp fill against coach capacity and push the emptiest weeks with a sibling or multi-week offer. Full camp weeks carry the gym through summer.',
    frequency: 'Annually',
    owner: 'Manager',
    startupCritical: false,
    priorities: { '250k': 'high', '500k': 'high', '1m': 'high', '2m': 'medium' },
    themes: ['Enrollment conversion', 'Cash flow'],
  },
  {
    task: 'Plan the back-to-school and New Year enrollment pushes',
    description:
      'August-September and January are the two biggest enrollment windows for gyms and swim schools: set targets per program, staff the front desk for the rush and line up the open house, ads and referral offer weeks ahead.',
    frequency: 'Annually',
    owner: 'Director',
    startupCritical: false,
    priorities: { '250k': 'high', '500k': 'high', '1m': 'high', '2m': 'high' },
    themes: ['Lead generation', 'Enrollment conversion'],
  },
  {
    task: 'Offer annual prepay and multi-class options at enrollment',
    description:
      'Design a prepay discount for a full school year and a bundle for a second weekly class or a second child, and train the front desk to offer them. Prepay improves cash flow; a second class improves retention.',
    frequency: 'One-time',
    owner: 'Owner',
    startupCritical: false,
    priorities: { '250k': 'medium', '500k': 'high', '1m': 'high', '2m': 'medium' },
    themes: ['Pricing and profit', 'Cash flow'],
  },
  {
    task: 'Sell field-trip, homeschool PE and group packages to schools and co-ops',
    description:
      'Offer weekday-morning sessions to preschools, homeschool co-ops, daycares and scout troops when the floor or pool is otherwise empty. Daytime groups add revenue without adding rent.',
    frequency: 'Quarterly',
    owner: 'Director',
    startupCritical: false,
    priorities: { '250k': 'medium', '500k': 'medium', '1m': 'high', '2m': 'high' },
    themes: ['Lead generation', 'Community and brand'],
  },
];
