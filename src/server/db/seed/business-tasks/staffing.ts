import type { Entry } from './types';

/** The demo library's staffing tasks, in the order the seed and its tests rely on. */
export const staffing: Entry[] = [
  {
    task: 'Audit staff files for current background checks, SafeSport training and CPR/First Aid',
    description:
      'Check every coach, lifeguard and front-desk file against one tracking sheet of expiry dates, and remind anyone due within 30 days. Nobody works with athletes on an expired background check or certification.',
    frequency: 'Monthly',
    owner: 'Manager',
    startupCritical: true,
    priorities: { '250k': 'critical', '500k': 'critical', '1m': 'critical', '2m': 'critical' },
    themes: ['Compliance and insurance', 'Safety culture'],
  },
  {
    task: 'Require a background check, SafeSport training and membership before a coach’s first class',
    description:
      'Make the screening rule part of every offer letter: a cleared background check, completed U.S. Center for SafeSport training and USA Gymnastics professional membership (or your sport’s equivalent) before working with minors.',
    frequency: 'One-time',
    owner: 'Director',
    startupCritical: true,
    priorities: { '250k': 'critical', '500k': 'critical', '1m': 'critical', '2m': 'critical' },
    themes: ['Compliance and insurance', 'Hiring and onboarding'],
  },
  {
    task: 'Write a new-coach onboarding checklist with shadow shifts and a sign-off',
    description:
      'Cover policies, emergency procedures, spotting basics, the level curriculum, the attendance app and two to four shadow shifts with a lead coach, signed off by the head coach before the new coach runs a class alone.',
    frequency: 'One-time',
    owner: 'Head Coach',
    startupCritical: true,
    priorities: { '250k': 'high', '500k': 'high', '1m': 'high', '2m': 'high' },
    themes: ['Hiring and onboarding', 'Systems and delegation'],
  },
  {
    task: 'Write the staff handbook: pay, scheduling, dress code, phones, social media and reporting',
    description:
      'Put the rules in one handbook every staff member signs, including no one-on-one contact or private messaging with minors, mandatory reporting of abuse concerns and how to request time off. A written handbook makes hard conversations fair.',
    frequency: 'One-time',
    owner: 'Owner',
    startupCritical: true,
    priorities: { '250k': 'critical', '500k': 'high', '1m': 'high', '2m': 'medium' },
    themes: ['Compliance and insurance', 'Systems and delegation'],
  },
  {
    task: 'Complete I-9 and W-4 paperwork and classify coaches as employees or contractors',
    description:
      'File employment eligibility and tax forms for every hire, and check with your CPA before paying any regular class coach as a 1099 contractor. Misclassification brings back taxes, penalties and workers’ compensation exposure.',
    frequency: 'One-time',
    owner: 'Bookkeeper',
    startupCritical: true,
    priorities: { '250k': 'critical', '500k': 'high', '1m': 'high', '2m': 'medium' },
    themes: ['Compliance and insurance', 'Hiring and onboarding'],
  },
  {
    task: 'Publish next week’s coach schedule and fill open shifts',
    description:
      'Post the schedule in the staff app by Thursday, confirm each coach has seen it and find cover for any time-off requests before the weekend. Last-minute scrambles are when ratios and class quality slip.',
    frequency: 'Weekly',
    owner: 'Manager',
    startupCritical: false,
    priorities: { '250k': 'high', '500k': 'high', '1m': 'high', '2m': 'medium' },
    themes: ['Systems and delegation'],
  },
  {
    task: 'Recognize one coach by name each week for something specific',
    description:
      'Call out a coach in the staff chat or at the next huddle for a real moment: a nervous child who finally went on the bars, a tidy equipment reset, a great parent conversation. Specific recognition is cheap and keeps young coaches.',
    frequency: 'Weekly',
    owner: 'Director',
    startupCritical: false,
    priorities: { '250k': 'medium', '500k': 'medium', '1m': 'high', '2m': 'high' },
    themes: ['Coach development', 'Retention'],
  },
  {
    task: 'Run a monthly coach training on spotting, progressions and class management',
    description:
      'Hold a 45-minute hands-on session each month on one topic (spotting a back walkover, running stations, managing a distracted preschool group, in-water rescue). Pay coaches for the time and keep an attendance record.',
    frequency: 'Monthly',
    owner: 'Head Coach',
    startupCritical: false,
    priorities: { '250k': 'high', '500k': 'high', '1m': 'high', '2m': 'high' },
    themes: ['Coach development', 'Safety culture'],
  },
  {
    task: 'Post coach openings and interview year-round, not only when someone quits',
    description:
      'Keep a standing job post for part-time coaches and lifeguards, reach out to high-school and college gymnasts and swimmers, and interview a few candidates each month. A bench of candidates makes every resignation manageable.',
    frequency: 'Monthly',
    owner: 'Manager',
    startupCritical: false,
    priorities: { '250k': 'medium', '500k': 'high', '1m': 'high', '2m': 'high' },
    themes: ['Hiring and onboarding'],
  },
  {
    task: 'Hold a monthly all-staff meeting before the evening classes',
    description:
      'A 30-minute meeting with upcoming events, schedule changes, a safety reminder and one win from each program. Staff who hear things first from leadership do not learn them from parents.',
    frequency: 'Monthly',
    owner: 'Director',
    startupCritical: false,
    priorities: { '250k': 'medium', '500k': 'medium', '1m': 'high', '2m': 'high' },
    themes: ['Coach development', 'Systems and delegation'],
  },
  {
    task: 'Hold a one-on-one review with each coach every quarter',
    description:
      'Use class observations, parent feedback and attendance to talk through what is going well, one skill to develop and what the coach wants next (more hours, team, a certification). Regular reviews surface problems before a resignation does.',
    frequency: 'Quarterly',
    owner: 'Head Coach',
    startupCritical: false,
    priorities: { '250k': 'medium', '500k': 'medium', '1m': 'high', '2m': 'high' },
    themes: ['Coach development'],
  },
  {
    task: 'Review coach turnover and exit-interview notes',
    description:
      'Count who left in the quarter and why, from a short exit interview with every departing coach. Patterns such as split shifts, pay or one difficult lead coach are fixable once they are written down.',
    frequency: 'Quarterly',
    owner: 'Director',
    startupCritical: false,
    priorities: { '250k': 'low', '500k': 'medium', '1m': 'high', '2m': 'high' },
    themes: ['Hiring and onboarding', 'Retention'],
  },
  {
    task: 'Schedule coach certifications and renewals for the year',
    description:
      'Book USA Gymnastics safety and skills courses, ninja coaching courses, water safety instructor and lifeguard certifications, and CPR/First Aid renewals for the coming year, with the gym paying for required ones.',
    frequency: 'Annually',
    owner: 'Head Coach',
    startupCritical: false,
    priorities: { '250k': 'high', '500k': 'high', '1m': 'high', '2m': 'medium' },
    themes: ['Coach development', 'Compliance and insurance'],
  },
  {
    task: 'Review coach pay bands and plan raises',
    description:
      'Set pay bands by role and certification (assistant, lead, team coach, lifeguard, swim instructor), compare with local gyms and retail jobs, and budget raises before the new school year. Coaches leave for a dollar an hour more.',
    frequency: 'Annually',
    owner: 'Owner',
    startupCritical: false,
    priorities: { '250k': 'medium', '500k': 'high', '1m': 'high', '2m': 'high' },
    themes: ['Pricing and profit', 'Hiring and onboarding'],
  },
  {
    task: 'Hire and train summer camp counselors by May',
    description:
      'Recruit camp counselors in March and April, complete background checks and SafeSport training, and run a camp training day on ratios, supervision, heat and hydration before the first camp week.',
    frequency: 'Annually',
    owner: 'Director',
    startupCritical: false,
    priorities: { '250k': 'high', '500k': 'high', '1m': 'high', '2m': 'medium' },
    themes: ['Hiring and onboarding', 'Safety culture'],
  },
  {
    task: 'Map a coach career path from assistant to lead and team coach',
    description:
      'Write what each step requires (hours, certifications, observations passed) and what it pays, so coaches can see a future at the gym. A visible path keeps the best part-time coaches from leaving after a year.',
    frequency: 'One-time',
    owner: 'Director',
    startupCritical: false,
    priorities: { '250k': 'low', '500k': 'medium', '1m': 'high', '2m': 'high' },
    themes: ['Coach development', 'Hiring and onboarding'],
  },
];
