import type { Entry } from './types';

/** The demo library's customer service tasks, in the order the seed and its tests rely on. */
export const customerService: Entry[] = [
  {
    task: 'Answer every parent email, call and app message within one business day',
    description:
      'Work the shared inbox, voicemail and parent-app messages before the afternoon rush and reply to each one, even if only to say when you will have an answer. Unanswered messages are where quiet cancellations start.',
    frequency: 'Daily',
    owner: 'Front Desk',
    startupCritical: true,
    priorities: { '250k': 'critical', '500k': 'critical', '1m': 'high', '2m': 'high' },
    themes: ['Retention'],
  },
  {
    task: 'Call every family who asks to cancel and offer a pause or a better-fitting class',
    description:
      'Before processing a cancellation, call the parent, ask why and listen; offer a different day, a level change, a coach switch or a summer pause where it fits. Log the reason in the CRM either way.',
    frequency: 'Weekly',
    owner: 'Manager',
    startupCritical: true,
    priorities: { '250k': 'critical', '500k': 'critical', '1m': 'high', '2m': 'high' },
    themes: ['Retention'],
  },
  {
    task: 'Set up a new-family welcome email with what to wear, arrival and first-class tips',
    description:
      'Send an automatic welcome when a family enrolls: where to park, where parents wait, hair tied back and no jewelry, swim caps and goggles for swimmers, and the coach’s name. A confident first day is the start of retention.',
    frequency: 'One-time',
    owner: 'Manager',
    startupCritical: true,
    priorities: { '250k': 'high', '500k': 'high', '1m': 'medium', '2m': 'medium' },
    themes: ['Retention', 'Systems and delegation'],
  },
  {
    task: 'Write clear make-up, refund, cancellation and holiday-closure policies',
    description:
      'Put every family-facing policy on one page: notice needed to cancel, whether tuition is prorated, make-up rules, closed holidays and weather closures, and have families accept it at registration. Staff then explain it the same way.',
    frequency: 'One-time',
    owner: 'Owner',
    startupCritical: true,
    priorities: { '250k': 'critical', '500k': 'high', '1m': 'high', '2m': 'medium' },
    themes: ['Retention', 'Compliance and insurance'],
  },
  {
    task: 'Make a 30-day check-in call to every new family',
    description:
      'Call families a month after enrollment to ask how their child is enjoying class, pass on a note from the coach and answer questions about billing or make-ups. The first two months are when most new families decide to stay.',
    frequency: 'Weekly',
    owner: 'Front Desk',
    startupCritical: false,
    priorities: { '250k': 'high', '500k': 'high', '1m': 'high', '2m': 'medium' },
    themes: ['Retention'],
  },
  {
    task: 'Log every parent complaint and close it out within 48 hours',
    description:
      'Record each complaint, who owns it and what was done, move lobby conversations somewhere private, and follow up with the parent once it is resolved. Review the log weekly for repeats about the same class, coach or policy.',
    frequency: 'Weekly',
    owner: 'Manager',
    startupCritical: false,
    priorities: { '250k': 'high', '500k': 'high', '1m': 'high', '2m': 'high' },
    themes: ['Retention', 'Systems and delegation'],
  },
  {
    task: 'Track the monthly cancellation rate and the reasons families give',
    description:
      'Divide cancellations by active students at the start of the month and group the reasons (schedule, cost, moved, lost interest, coach, other). Aim for under 3–4% a month and act on the biggest reason.',
    frequency: 'Monthly',
    owner: 'Manager',
    startupCritical: false,
    priorities: { '250k': 'high', '500k': 'high', '1m': 'critical', '2m': 'critical' },
    themes: ['Retention'],
  },
  {
    task: 'Run a parent satisfaction survey and call every low scorer',
    description:
      'Send a short Net Promoter Score survey with one open question, share the results with the coaches and call each family that scores 6 or lower within a week. A survey nobody acts on does more harm than none.',
    frequency: 'Quarterly',
    owner: 'Manager',
    startupCritical: false,
    priorities: { '250k': 'medium', '500k': 'high', '1m': 'high', '2m': 'high' },
    themes: ['Retention'],
  },
  {
    task: 'Post schedule changes, coach substitutions and closures to parents 48 hours ahead',
    description:
      'Use the parent app or email to share holiday closures, class moves and substitute coaches before families arrive to find them. Surprises at the door feel like disrespect, even when the reason is good.',
    frequency: 'Weekly',
    owner: 'Front Desk',
    startupCritical: false,
    priorities: { '250k': 'medium', '500k': 'high', '1m': 'medium', '2m': 'medium' },
    themes: ['Retention', 'Systems and delegation'],
  },
  {
    task: 'Run every birthday party from a host checklist and send a thank-you the next day',
    description:
      'Confirm headcount and allergies two days before, follow the host checklist on the day (waivers, games, cake time, clean-up) and email the parent a thank-you with photos and a review link. A great party sells the next three.',
    frequency: 'Weekly',
    owner: 'Manager',
    startupCritical: false,
    priorities: { '250k': 'medium', '500k': 'high', '1m': 'high', '2m': 'medium' },
    themes: ['Community and brand', 'Lead generation'],
  },
  {
    task: 'Keep the lobby and viewing area clean, stocked and welcoming',
    description:
      'Before the after-school rush, tidy the lobby, wipe the viewing window, restock the lost-and-found and pro-shop display and make sure schedules and upcoming events are posted. Parents spend hours a month in that room.',
    frequency: 'Daily',
    owner: 'Front Desk',
    startupCritical: false,
    priorities: { '250k': 'medium', '500k': 'medium', '1m': 'medium', '2m': 'low' },
    themes: ['Community and brand', 'Facility and equipment'],
  },
  {
    task: 'Celebrate athlete milestones with certificates, ribbons and a lobby board',
    description:
      'Mark skill and level milestones (first pullover, a ninja course completed, a new swim level) with a certificate or ribbon in class and a name on the lobby board. Kids who feel progress keep coming; parents notice.',
    frequency: 'Monthly',
    owner: 'Head Coach',
    startupCritical: false,
    priorities: { '250k': 'medium', '500k': 'medium', '1m': 'medium', '2m': 'medium' },
    themes: ['Retention', 'Community and brand'],
  },
  {
    task: 'Ask happy families for a Google review after a level-up or a great party',
    description:
      'When a parent is clearly pleased, send a personal text with a direct review link the same day. A steady flow of recent reviews matters more to new families than a high average from years ago.',
    frequency: 'Monthly',
    owner: 'Front Desk',
    startupCritical: false,
    priorities: { '250k': 'medium', '500k': 'high', '1m': 'high', '2m': 'medium' },
    themes: ['Community and brand', 'Lead generation'],
  },
  {
    task: 'Host a parent viewing week at the end of each session',
    description:
      'Invite parents onto the floor or pool deck for the last class of the session so athletes can show what they learned, with coaches explaining the next level. It turns progress into something parents see and share.',
    frequency: 'Quarterly',
    owner: 'Director',
    startupCritical: false,
    priorities: { '250k': 'medium', '500k': 'medium', '1m': 'medium', '2m': 'medium' },
    themes: ['Community and brand', 'Retention'],
  },
  {
    task: 'Train the front desk on check-in, billing questions and upset parents',
    description:
      'Walk front-desk staff through the billing screens, the policies page and a simple method for a frustrated parent: listen, acknowledge, take it somewhere private, promise a follow-up time. The front desk is the first and last impression.',
    frequency: 'Quarterly',
    owner: 'Manager',
    startupCritical: false,
    priorities: { '250k': 'high', '500k': 'high', '1m': 'medium', '2m': 'medium' },
    themes: ['Coach development', 'Systems and delegation'],
  },
  {
    task: 'Offer a summer pause option instead of a cancellation',
    description:
      'Let families hold their spot over summer for a small fee or a reduced camp bundle instead of cancelling and re-registering in the fall. Most families who cancel in June never come back in September.',
    frequency: 'One-time',
    owner: 'Owner',
    startupCritical: false,
    priorities: { '250k': 'high', '500k': 'high', '1m': 'medium', '2m': 'medium' },
    themes: ['Retention', 'Pricing and profit'],
  },
];
