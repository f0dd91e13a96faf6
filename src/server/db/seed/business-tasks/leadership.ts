import type { Entry } from './types';

/** The demo library's leadership tasks, in the order the seed and its tests rely on. */
export const leadership: Entry[] = [
  {
    task: 'Hold a weekly leadership meeting: numbers, wins, problems and actions',
    description:
      'Meet the directors and managers for an hour on the same day each week, look at the KPI dashboard, solve the top problems and end with who does what by when. A steady rhythm lets the owner step off the floor without things slipping.',
    frequency: 'Weekly',
    owner: 'Owner',
    startupCritical: false,
    priorities: { '250k': 'medium', '500k': 'high', '1m': 'critical', '2m': 'critical' },
    themes: ['Systems and delegation'],
  },
  {
    task: 'Update the weekly KPI dashboard: enrollment, cancellations, trials, payroll % and cash',
    description:
      'Keep five to seven numbers in one shared sheet, updated every Monday, with a 12-week trend for each. The owner should be able to see the health of the gym in two minutes, from home.',
    frequency: 'Weekly',
    owner: 'Manager',
    startupCritical: true,
    priorities: { '250k': 'high', '500k': 'high', '1m': 'critical', '2m': 'critical' },
    themes: ['Systems and delegation', 'Pricing and profit'],
  },
  {
    task: 'Block two hours a week off the floor to work on the business',
    description:
      'Owners who coach every class never get to pricing, hiring or planning. Put a fixed weekly block in the calendar, away from the front desk, for the one or two tasks that move the gym forward.',
    frequency: 'Weekly',
    owner: 'Owner',
    startupCritical: false,
    priorities: { '250k': 'high', '500k': 'high', '1m': 'high', '2m': 'medium' },
    themes: ['Systems and delegation'],
  },
  {
    task: 'Hold monthly one-on-ones with each department head',
    description:
      'Meet the team director, rec program director, swim or aquatics manager and front-desk manager each month on their numbers, their people and what they need from you. Department heads with a standing meeting make decisions without waiting for the owner.',
    frequency: 'Monthly',
    owner: 'Owner',
    startupCritical: false,
    priorities: { '250k': 'low', '500k': 'medium', '1m': 'high', '2m': 'critical' },
    themes: ['Systems and delegation', 'Coach development'],
  },
  {
    task: 'Share the month’s numbers, wins and goals with the whole staff',
    description:
      'Tell coaches and front desk how enrollment, retention and safety went last month and what the goal is for the next one. Staff who know the numbers make better calls on the floor and at the desk.',
    frequency: 'Monthly',
    owner: 'Director',
    startupCritical: false,
    priorities: { '250k': 'medium', '500k': 'medium', '1m': 'high', '2m': 'high' },
    themes: ['Coach development', 'Community and brand'],
  },
  {
    task: 'Set three quarterly goals, each with a number, an owner and a date',
    description:
      'Pick no more than three goals for the quarter (for example: 40 new ninja students, cancellations under 3%, two new lead coaches hired), assign each to one person and review progress in the weekly meeting.',
    frequency: 'Quarterly',
    owner: 'Owner',
    startupCritical: false,
    priorities: { '250k': 'high', '500k': 'high', '1m': 'critical', '2m': 'critical' },
    themes: ['Systems and delegation'],
  },
  {
    task: 'Hand off one recurring owner task each quarter with a written checklist',
    description:
      'Choose one job the owner still does by habit (payroll approval, the schedule, parent emails, ordering), write the checklist, train the new owner of it and check in after two weeks. Delegation is how the owner’s time grows.',
    frequency: 'Quarterly',
    owner: 'Owner',
    startupCritical: false,
    priorities: { '250k': 'low', '500k': 'medium', '1m': 'high', '2m': 'critical' },
    themes: ['Systems and delegation'],
  },
  {
    task: 'Write opening, closing and front-desk procedures as checklists',
    description:
      'Turn what happens every day (unlocking, lights, HVAC, pool checks, check-in, cash drawer, closing walk-through, alarm) into short checklists kept at the desk. New staff can then open and close the gym without calling the owner.',
    frequency: 'One-time',
    owner: 'Manager',
    startupCritical: true,
    priorities: { '250k': 'high', '500k': 'high', '1m': 'high', '2m': 'high' },
    themes: ['Systems and delegation'],
  },
  {
    task: 'Draw the org chart and write a one-page role card for every position',
    description:
      'Show who reports to whom and list each role’s responsibilities, numbers and decisions it can make alone. Clear roles stop two people doing the same job and nobody doing the other one.',
    frequency: 'One-time',
    owner: 'Owner',
    startupCritical: false,
    priorities: { '250k': 'low', '500k': 'medium', '1m': 'critical', '2m': 'critical' },
    themes: ['Systems and delegation', 'Hiring and onboarding'],
  },
  {
    task: 'Form the business entity and register for an EIN, state taxes and local licences',
    description:
      'Set up the LLC or corporation, get an EIN, register for state payroll and sales tax, and get the business licence and certificate of occupancy for a gym or pool use. Operating without them puts the owner’s personal assets at risk.',
    frequency: 'One-time',
    owner: 'Owner',
    startupCritical: true,
    priorities: { '250k': 'critical', '500k': 'high', '1m': 'low', '2m': 'low' },
    themes: ['Compliance and insurance'],
  },
  {
    task: 'Renew the business licence, club memberships and pool operating permit',
    description:
      'Keep one calendar of renewal dates for the business licence, USA Gymnastics club membership, ninja league membership, health department pool permit and certificate of occupancy, and renew a month early.',
    frequency: 'Annually',
    owner: 'Owner',
    startupCritical: true,
    priorities: { '250k': 'critical', '500k': 'high', '1m': 'high', '2m': 'high' },
    themes: ['Compliance and insurance'],
  },
  {
    task: 'Write the annual plan: vision, revenue target and the year’s priorities',
    description:
      'Once a year, review the last twelve months with the leadership team and write a one-page plan: where the gym is heading, the revenue and enrollment targets and the three or four projects that will get it there.',
    frequency: 'Annually',
    owner: 'Owner',
    startupCritical: false,
    priorities: { '250k': 'medium', '500k': 'high', '1m': 'high', '2m': 'critical' },
    themes: ['Systems and delegation', 'Pricing and profit'],
  },
  {
    task: 'Review the software stack for class management, billing, payroll and parent messaging',
    description:
      'List each tool, its cost and who uses it, and ask whether the class-management system could replace any of the others. Duplicate tools cost money and leave family information in several places.',
    frequency: 'Annually',
    owner: 'Manager',
    startupCritical: false,
    priorities: { '250k': 'medium', '500k': 'medium', '1m': 'high', '2m': 'high' },
    themes: ['Systems and delegation', 'Pricing and profit'],
  },
  {
    task: 'Cross-train a backup for every key role, including the owner',
    description:
      'Make sure someone else can run payroll, billing, the schedule, pool chemistry and the team program for two weeks without help. A gym that stops when one person is sick is a gym that cannot grow or be sold.',
    frequency: 'Annually',
    owner: 'Owner',
    startupCritical: false,
    priorities: { '250k': 'low', '500k': 'medium', '1m': 'high', '2m': 'critical' },
    themes: ['Systems and delegation', 'Hiring and onboarding'],
  },
  {
    task: 'Review the lease, its renewal date and the space the gym will need',
    description:
      'Note the renewal and notice dates, the rent escalations and who pays for HVAC and roof repairs, and compare the space with your enrollment growth. Start renewal or relocation talks at least 18 months before the lease ends.',
    frequency: 'Annually',
    owner: 'Owner',
    startupCritical: false,
    priorities: { '250k': 'high', '500k': 'high', '1m': 'high', '2m': 'high' },
    themes: ['Cash flow', 'Facility and equipment'],
  },
  {
    task: 'Test a second location or major expansion against the numbers first',
    description:
      'Before signing for more space or a second site, check that the current gym runs at 80% or more class capacity with a waitlist, has a leader ready to run it and has the cash reserve to carry a new site for a year.',
    frequency: 'Annually',
    owner: 'Owner',
    startupCritical: false,
    priorities: { '250k': 'low', '500k': 'low', '1m': 'medium', '2m': 'high' },
    themes: ['Pricing and profit', 'Systems and delegation'],
  },
];
