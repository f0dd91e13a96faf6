import type { Entry } from './types';

/** The demo library's marketing tasks, in the order the seed and its tests rely on. */
export const marketing: Entry[] = [
  {
    task: 'Reply to every new Google and Facebook review within two days',
    description:
      'Thank each family by first name and mention their child’s class or coach; answer a negative review calmly, once, and take the rest offline. Parents read the replies as closely as the reviews.',
    frequency: 'Weekly',
    owner: 'Manager',
    startupCritical: false,
    priorities: { '250k': 'high', '500k': 'high', '1m': 'medium', '2m': 'medium' },
    themes: ['Community and brand', 'Lead generation'],
  },
  {
    task: 'Plan next month’s social media calendar',
    description:
      'Map out posts for the month around the class schedule, level testing, meets, camps and holidays: athlete highlights, short class clips, coach spotlights and one clear call to book a trial. A plan beats posting only when enrollment dips.',
    frequency: 'Monthly',
    owner: 'Manager',
    startupCritical: false,
    priorities: { '250k': 'high', '500k': 'high', '1m': 'medium', '2m': 'medium' },
    themes: ['Lead generation', 'Community and brand'],
  },
  {
    task: 'Claim and complete the gym’s Google Business Profile',
    description:
      'Verify the listing, add programs, class-age ranges, hours, photos of the floor, pool or ninja course, and a link to book a trial. Most local families find a gym or swim school through a map search.',
    frequency: 'One-time',
    owner: 'Owner',
    startupCritical: true,
    priorities: { '250k': 'critical', '500k': 'high', '1m': 'medium', '2m': 'low' },
    themes: ['Lead generation'],
  },
  {
    task: 'Build a website page for each program with ages, schedule, prices and a trial booking button',
    description:
      'Give preschool, recreational gymnastics, ninja, swim lessons, team, camps and parties their own page that answers the questions parents call about. Every page should end in one button: book a trial class.',
    frequency: 'One-time',
    owner: 'Owner',
    startupCritical: true,
    priorities: { '250k': 'critical', '500k': 'critical', '1m': 'high', '2m': 'medium' },
    themes: ['Lead generation', 'Enrollment conversion'],
  },
  {
    task: 'Add a photo and video release to enrollment and check it before posting athletes',
    description:
      'Include a media release in the registration waiver, flag families who opt out in the class roster, and check the list before any photo goes online. Posting a child whose parent said no is a fast way to lose a family.',
    frequency: 'One-time',
    owner: 'Manager',
    startupCritical: true,
    priorities: { '250k': 'high', '500k': 'high', '1m': 'high', '2m': 'high' },
    themes: ['Compliance and insurance', 'Community and brand'],
  },
  {
    task: 'Post three times a week: a class clip, an athlete win and what is coming up',
    description:
      'Short, real content from the floor or pool deck (a first cartwheel, a ninja course time, a swimmer’s first lap) does more than polished ads. Keep one post a week pointing to an upcoming camp, clinic or open house.',
    frequency: 'Weekly',
    owner: 'Manager',
    startupCritical: false,
    priorities: { '250k': 'medium', '500k': 'high', '1m': 'medium', '2m': 'medium' },
    themes: ['Community and brand', 'Lead generation'],
  },
  {
    task: 'Answer social media messages and comments within one business day',
    description:
      'Check Instagram and Facebook messages each day the gym is open and reply with the schedule link and an offer to book a trial. A parent asking "do you have a class for 4-year-olds?" is a lead, not a comment.',
    frequency: 'Daily',
    owner: 'Front Desk',
    startupCritical: false,
    priorities: { '250k': 'high', '500k': 'high', '1m': 'medium', '2m': 'medium' },
    themes: ['Lead generation', 'Enrollment conversion'],
  },
  {
    task: 'Track lead sources and cost per enrolled student for every campaign',
    description:
      'Ask every new family how they heard about you, record it in the CRM, and divide each campaign’s spend by the students it enrolled. Stop paying for channels that bring inquiries but no enrollments.',
    frequency: 'Monthly',
    owner: 'Manager',
    startupCritical: false,
    priorities: { '250k': 'medium', '500k': 'medium', '1m': 'high', '2m': 'high' },
    themes: ['Lead generation', 'Pricing and profit'],
  },
  {
    task: 'Send the monthly family newsletter',
    description:
      'One email to current families with athlete and coach highlights, level-testing dates, camp and party reminders and schedule changes. A regular newsletter keeps families feeling part of the gym and cuts front-desk questions.',
    frequency: 'Monthly',
    owner: 'Manager',
    startupCritical: false,
    priorities: { '250k': 'medium', '500k': 'high', '1m': 'medium', '2m': 'medium' },
    themes: ['Retention', 'Community and brand'],
  },
  {
    task: 'Run a paid social ad for a program with open spots',
    description:
      'Pick one class with space (Saturday preschool, teen ninja, adult swim), target parents within a 15-minute drive and send them to a trial booking page with a tracking code. Run it two to three weeks, then judge it by enrollments, not clicks.',
    frequency: 'Monthly',
    owner: 'Manager',
    startupCritical: false,
    priorities: { '250k': 'low', '500k': 'medium', '1m': 'high', '2m': 'high' },
    themes: ['Lead generation'],
  },
  {
    task: 'Run a bring-a-friend week with a referral reward for current families',
    description:
      'Invite current athletes to bring a friend to class for free and reward the family when the friend enrolls (a tuition credit or pro-shop voucher). Referred families convert and stay better than any other lead.',
    frequency: 'Quarterly',
    owner: 'Manager',
    startupCritical: false,
    priorities: { '250k': 'high', '500k': 'high', '1m': 'medium', '2m': 'medium' },
    themes: ['Lead generation', 'Retention'],
  },
  {
    task: 'Host a free open house before each new session',
    description:
      'Open the gym on a weekend morning with mini classes, a ninja course challenge or a swim-safety demo, coach meet-and-greets and on-the-spot registration. Collect names and emails of every family that comes.',
    frequency: 'Quarterly',
    owner: 'Director',
    startupCritical: false,
    priorities: { '250k': 'high', '500k': 'high', '1m': 'medium', '2m': 'medium' },
    themes: ['Lead generation', 'Community and brand'],
  },
  {
    task: 'Build partnerships with local schools, preschools, PTAs and scout troops',
    description:
      'Offer field-trip visits, PE demonstrations, school-night fundraisers and flyers for school folders. One good relationship with a preschool director can fill a morning class for years.',
    frequency: 'Quarterly',
    owner: 'Director',
    startupCritical: false,
    priorities: { '250k': 'medium', '500k': 'medium', '1m': 'high', '2m': 'high' },
    themes: ['Community and brand', 'Lead generation'],
  },
  {
    task: 'Email a come-back offer to families who left in the last 12 months',
    description:
      'Send former families a personal note about what is new (a ninja class, a new coach, summer camp) with a free class to try it. Families who left for schedule or money reasons often return when asked.',
    frequency: 'Quarterly',
    owner: 'Manager',
    startupCritical: false,
    priorities: { '250k': 'medium', '500k': 'medium', '1m': 'high', '2m': 'high' },
    themes: ['Retention', 'Lead generation'],
  },
  {
    task: 'Launch summer camp marketing in February',
    description:
      'Publish camp weeks, themes, prices and an early-bird deadline before families book other camps, and promote it to current families first. Summer camp revenue covers the usual summer drop in class enrollment.',
    frequency: 'Annually',
    owner: 'Manager',
    startupCritical: false,
    priorities: { '250k': 'high', '500k': 'high', '1m': 'high', '2m': 'medium' },
    themes: ['Lead generation', 'Cash flow'],
  },
  {
    task: 'Create a birthday party page with packages, photos and online booking',
    description:
      'Show what a party includes (coach-led games, foam pit or ninja course time, party room), the price and the guest limit, and let parents check dates and pay a deposit online. Every party brings 10–20 local families through the door.',
    frequency: 'One-time',
    owner: 'Manager',
    startupCritical: false,
    priorities: { '250k': 'medium', '500k': 'high', '1m': 'medium', '2m': 'medium' },
    themes: ['Lead generation', 'Pricing and profit'],
  },
];
