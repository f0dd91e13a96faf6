/**
 * The business task library seeded for the demo: 128 recurring and one-time jobs that
 * owners, directors and managers of gymnastics, ninja and swim centers actually do, 16 in each of
 * the eight business functions, each with its frequency, usual owner, whether a gym needs it in its
 * first year, a priority at each revenue tier and one or two of the themes below.
 *
 * Order matters within a function: the demo owner's My Tasks take the first few tasks of finance,
 * sales, facility-safety, staffing and marketing (see ./tasks.ts), so those lead with recurring
 * habits. Customer service lists first in the library (functions sort by name) and the task tests
 * bulk-add its 11th to 14th tasks, so the first Weekly, Monthly, Quarterly and One-time tasks sit
 * before those. Titles are unique (the library's unique index) and stay under 120 characters.
 */
export type TaskFunctionKey =
  'finance' | 'marketing' | 'sales' | 'programs' | 'staffing' | 'customer-service' | 'facility-safety' | 'leadership';
export type TaskPriority = 'critical' | 'high' | 'medium' | 'low';
export interface DemoBusinessTask {
  function: TaskFunctionKey;
  task: string;
  description: string;
  frequency: 'Daily' | 'Weekly' | 'Monthly' | 'Quarterly' | 'Annually' | 'One-time';
  owner: 'Owner' | 'Director' | 'Manager' | 'Front Desk' | 'Head Coach' | 'Bookkeeper';
  startupCritical: boolean;
  priorities: { '250k': TaskPriority; '500k': TaskPriority; '1m': TaskPriority; '2m': TaskPriority };
  themes: string[];
}

type ThemeName =
  | 'Cash flow'
  | 'Pricing and profit'
  | 'Lead generation'
  | 'Enrollment conversion'
  | 'Retention'
  | 'Hiring and onboarding'
  | 'Coach development'
  | 'Safety culture'
  | 'Facility and equipment'
  | 'Compliance and insurance'
  | 'Systems and delegation'
  | 'Community and brand';

export const DEMO_TASK_THEMES: { name: ThemeName; colour: string; description: string }[] = [
  {
    name: 'Cash flow',
    colour: '#15803d',
    description:
      'Tuition collection, failed payments, deposits, payroll and a cash reserve that covers the slow months',
  },
  {
    name: 'Pricing and profit',
    colour: '#a16207',
    description: 'Tuition pricing, discounts, budgets and margins by program, with payroll as a share of revenue',
  },
  {
    name: 'Lead generation',
    colour: '#1d4ed8',
    description: 'Getting local families to find the gym and book a trial class: search, reviews, referrals and events',
  },
  {
    name: 'Enrollment conversion',
    colour: '#7e22ce',
    description: 'Turning inquiries, trial classes and waitlists into enrolled students paying tuition',
  },
  {
    name: 'Retention',
    colour: '#be185d',
    description: 'Keeping families enrolled session after session through progress, communication and service',
  },
  {
    name: 'Hiring and onboarding',
    colour: '#c2410c',
    description: 'Recruiting, screening and starting coaches, lifeguards and front-desk staff well',
  },
  {
    name: 'Coach development',
    colour: '#0e7490',
    description: 'Training, certifying, observing and reviewing coaches so every class is taught the same way',
  },
  {
    name: 'Safety culture',
    colour: '#dc2626',
    description: 'Spotting, ratios, incident reporting, emergency drills and athlete protection on floor and deck',
  },
  {
    name: 'Facility and equipment',
    colour: '#4d7c0f',
    description: 'Mats, apparatus, ninja obstacles, pool systems, cleaning and repairs',
  },
  {
    name: 'Compliance and insurance',
    colour: '#4338ca',
    description: 'Background checks, Safe Sport, waivers, licences, taxes, insurance and the records that prove them',
  },
  {
    name: 'Systems and delegation',
    colour: '#0f766e',
    description: 'Checklists, SOPs, software, meetings and KPIs that let the owner hand work to the right person',
  },
  {
    name: 'Community and brand',
    colour: '#a21caf',
    description: 'Reviews, social media, local partnerships and events that make the gym the one parents recommend',
  },
];

type Entry = Omit<DemoBusinessTask, 'function' | 'themes'> & { themes: ThemeName[] };

const finance: Entry[] = [
  {
    task: 'Reconcile weekly tuition deposits against the billing report',
    description:
      'Match every card-processor payout and bank deposit to the tuition and party revenue in your class-management software. A missing payout or a double refund caught within a week is a five-minute fix; caught at tax time it is a mystery.',
    frequency: 'Weekly',
    owner: 'Bookkeeper',
    startupCritical: true,
    priorities: { '250k': 'critical', '500k': 'critical', '1m': 'high', '2m': 'medium' },
    themes: ['Cash flow'],
  },
  {
    task: 'Chase failed autopay tuition payments within 48 hours',
    description:
      'Pull the declined-payment report after each billing run, text and email each family a secure link to update their card, and apply your late-fee and class-access policy after seven days. Most failed payments are expired cards, not unhappy families.',
    frequency: 'Weekly',
    owner: 'Front Desk',
    startupCritical: true,
    priorities: { '250k': 'critical', '500k': 'critical', '1m': 'high', '2m': 'high' },
    themes: ['Cash flow', 'Retention'],
  },
  {
    task: 'Review the monthly P&L with coach payroll as a percentage of revenue',
    description:
      'Close the month and compare revenue, coach payroll, rent and insurance with the budget and the same month last year. Payroll creeping above about 40% of revenue is the first sign that classes are under-filled or under-priced.',
    frequency: 'Monthly',
    owner: 'Owner',
    startupCritical: true,
    priorities: { '250k': 'critical', '500k': 'critical', '1m': 'critical', '2m': 'high' },
    themes: ['Pricing and profit', 'Cash flow'],
  },
  {
    task: 'Check clocked coach hours against the class schedule before approving payroll',
    description:
      'Compare timesheets with scheduled classes, privates, camps and meet days, and fix forgotten clock-outs before payroll runs. Unapproved overtime and padded set-up time are the most common payroll leaks in a gym.',
    frequency: 'Weekly',
    owner: 'Bookkeeper',
    startupCritical: false,
    priorities: { '250k': 'high', '500k': 'high', '1m': 'high', '2m': 'medium' },
    themes: ['Cash flow', 'Systems and delegation'],
  },
  {
    task: 'Balance the front-desk cash drawer and log pro-shop sales at closing',
    description:
      'Count the drawer against the day’s cash and card sales for grips, leotards, swim caps and open-gym drop-ins, and note any difference with the staff member’s initials. Small daily gaps become large yearly ones.',
    frequency: 'Daily',
    owner: 'Front Desk',
    startupCritical: false,
    priorities: { '250k': 'high', '500k': 'medium', '1m': 'medium', '2m': 'low' },
    themes: ['Cash flow'],
  },
  {
    task: 'Update a 13-week cash-flow forecast around tuition cycles and meet season',
    description:
      'Project weekly cash in (tuition autopay, camp deposits, party bookings) and cash out (payroll, rent, meet entry fees, equipment loans) for the next 13 weeks. The summer enrollment dip and travel-meet costs should never arrive as a surprise.',
    frequency: 'Monthly',
    owner: 'Owner',
    startupCritical: false,
    priorities: { '250k': 'high', '500k': 'high', '1m': 'high', '2m': 'medium' },
    themes: ['Cash flow'],
  },
  {
    task: 'Open separate operating, payroll and tax-reserve bank accounts',
    description:
      'Keep business money apart from personal money, and move sales-tax and income-tax money into its own account as it comes in. Separate accounts make reconciliation simple and stop tax money being spent on a new beam.',
    frequency: 'One-time',
    owner: 'Owner',
    startupCritical: true,
    priorities: { '250k': 'critical', '500k': 'high', '1m': 'medium', '2m': 'low' },
    themes: ['Cash flow', 'Compliance and insurance'],
  },
  {
    task: 'Transfer a fixed share of monthly revenue into the cash reserve',
    description:
      'Move a set percentage of each month’s tuition into savings until you hold two to three months of operating expenses. The reserve carries the gym through summer, a broken pool heater or a slow January.',
    frequency: 'Monthly',
    owner: 'Owner',
    startupCritical: false,
    priorities: { '250k': 'high', '500k': 'high', '1m': 'medium', '2m': 'medium' },
    themes: ['Cash flow'],
  },
  {
    task: 'Invoice and follow up team meet fees and private lesson balances',
    description:
      'Bill competitive families for meet entry, travel and team leotards, and privates packages, and follow up anything older than 30 days. Team balances grow quietly during meet season and are awkward to collect after it.',
    frequency: 'Monthly',
    owner: 'Bookkeeper',
    startupCritical: false,
    priorities: { '250k': 'medium', '500k': 'high', '1m': 'high', '2m': 'medium' },
    themes: ['Cash flow'],
  },
  {
    task: 'Audit sibling, multi-class and staff-child discounts for leakage',
    description:
      'List every active discount in the billing system and check each one still matches your written policy. Discounts added "just this once" at the front desk often keep running for years and can cost several percent of tuition.',
    frequency: 'Quarterly',
    owner: 'Manager',
    startupCritical: false,
    priorities: { '250k': 'medium', '500k': 'medium', '1m': 'high', '2m': 'high' },
    themes: ['Pricing and profit'],
  },
  {
    task: 'File and remit sales tax on pro-shop, camp and party sales',
    description:
      'Confirm which of your sales are taxable in your state (pro-shop items almost always, parties and camps in some states), file on time and reconcile the tax collected with the amount paid. Late filings bring penalties that erase a month of retail profit.',
    frequency: 'Quarterly',
    owner: 'Bookkeeper',
    startupCritical: false,
    priorities: { '250k': 'high', '500k': 'high', '1m': 'high', '2m': 'medium' },
    themes: ['Compliance and insurance', 'Cash flow'],
  },
  {
    task: 'Close the year with your CPA and issue 1099s to contract coaches and judges',
    description:
      'Send the CPA reconciled books by the end of January and issue 1099-NEC forms to contract coaches, clinicians and meet judges paid $600 or more. A clean close makes the tax return cheaper and the next year’s budget honest.',
    frequency: 'Annually',
    owner: 'Bookkeeper',
    startupCritical: false,
    priorities: { '250k': 'high', '500k': 'high', '1m': 'medium', '2m': 'medium' },
    themes: ['Compliance and insurance'],
  },
  {
    task: 'Review tuition pricing against cost per class hour and local competitors',
    description:
      'Work out what an hour of class costs you (coach wages, rent share, overhead) and compare your monthly tuition with three nearby gyms and swim schools. Plan a modest yearly increase with 30 days’ notice rather than a big jump after years of none.',
    frequency: 'Annually',
    owner: 'Owner',
    startupCritical: false,
    priorities: { '250k': 'high', '500k': 'critical', '1m': 'high', '2m': 'high' },
    themes: ['Pricing and profit'],
  },
  {
    task: 'Build the annual operating budget by department',
    description:
      'Budget revenue and costs separately for recreational gymnastics, competitive team, ninja, swim lessons, camps, parties and open gym. Department budgets show which programs carry the gym and give each director numbers to own.',
    frequency: 'Annually',
    owner: 'Owner',
    startupCritical: false,
    priorities: { '250k': 'medium', '500k': 'high', '1m': 'critical', '2m': 'critical' },
    themes: ['Pricing and profit', 'Systems and delegation'],
  },
  {
    task: 'Plan capital spending to replace mats, apparatus and pool equipment',
    description:
      'List major equipment with its age and expected life (panel mats, spring-floor foam, pit foam, trampoline beds, pool pumps and heaters) and set aside money each year to replace it. Worn equipment is a safety and insurance problem long before it breaks.',
    frequency: 'Annually',
    owner: 'Owner',
    startupCritical: false,
    priorities: { '250k': 'low', '500k': 'medium', '1m': 'high', '2m': 'high' },
    themes: ['Facility and equipment', 'Pricing and profit'],
  },
  {
    task: 'Review the liability, accident and property insurance renewal with your broker',
    description:
      'Check limits, the athlete accident policy, abuse and molestation coverage, and that every program you run (ninja, trampoline, swim, parties, off-site meets) is named. Compare at least one other quote from a broker who knows sports facilities.',
    frequency: 'Annually',
    owner: 'Owner',
    startupCritical: true,
    priorities: { '250k': 'critical', '500k': 'high', '1m': 'high', '2m': 'high' },
    themes: ['Compliance and insurance'],
  },
];

const marketing: Entry[] = [
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

const sales: Entry[] = [
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

const programs: Entry[] = [
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

const staffing: Entry[] = [
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

const customerService: Entry[] = [
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

const facilitySafety: Entry[] = [
  {
    task: 'Inspect mats, spring floor, foam pit, trampolines and apparatus with the weekly checklist',
    description:
      'Walk every event with the checklist: mat seams and covers, spring-floor boards, pit foam depth, trampoline springs and beds, bar cables, beam padding and floor anchors. Tag anything unsafe out of use and sign the log.',
    frequency: 'Weekly',
    owner: 'Head Coach',
    startupCritical: true,
    priorities: { '250k': 'critical', '500k': 'critical', '1m': 'critical', '2m': 'critical' },
    themes: ['Facility and equipment', 'Safety culture'],
  },
  {
    task: 'Check first aid kits, the AED, ice packs and the concussion protocol sheet',
    description:
      'Restock each first aid kit, check the AED status light, pads and battery dates, fill the ice packs and make sure the concussion and emergency contact sheets are posted where coaches can reach them.',
    frequency: 'Weekly',
    owner: 'Manager',
    startupCritical: true,
    priorities: { '250k': 'critical', '500k': 'critical', '1m': 'high', '2m': 'high' },
    themes: ['Safety culture'],
  },
  {
    task: 'Test and log pool chlorine, pH and temperature before opening and through the day',
    description:
      'Record free chlorine, pH and water temperature at opening and at the intervals your health code sets, adjust chemicals and close the pool if readings are out of range. The pool chemical log is the first thing a health inspector asks to see.',
    frequency: 'Daily',
    owner: 'Manager',
    startupCritical: true,
    priorities: { '250k': 'critical', '500k': 'critical', '1m': 'critical', '2m': 'critical' },
    themes: ['Safety culture', 'Compliance and insurance'],
  },
  {
    task: 'Walk the floor before the first class and reset equipment',
    description:
      'Before anyone trains, check that mats are joined with no gaps, pit foam is fluffed, landing mats are under bars and beam, ninja holds are tight and the pool deck is dry and clear. Five minutes each morning prevents the obvious injuries.',
    frequency: 'Daily',
    owner: 'Head Coach',
    startupCritical: false,
    priorities: { '250k': 'high', '500k': 'high', '1m': 'high', '2m': 'high' },
    themes: ['Safety culture', 'Facility and equipment'],
  },
  {
    task: 'Check ninja obstacles: holds, ropes, rings, warped wall and mounting hardware',
    description:
      'Torque-check bolts and hold fixings, look for frayed ropes and worn grips, test the salmon ladder and swinging obstacles, and check the landing mats beneath each one. Ninja courses loosen faster than gymnastics apparatus.',
    frequency: 'Weekly',
    owner: 'Head Coach',
    startupCritical: false,
    priorities: { '250k': 'high', '500k': 'high', '1m': 'high', '2m': 'high' },
    themes: ['Facility and equipment', 'Safety culture'],
  },
  {
    task: 'Deep clean and disinfect mats, bars, ninja holds and restrooms',
    description:
      'Clean mats and vinyl with a cleaner approved by the mat manufacturer, wipe high-touch surfaces (bars, rings, holds, door handles, check-in tablets) and deep clean restrooms and locker rooms. Parents judge a gym by its smell and its bathrooms.',
    frequency: 'Weekly',
    owner: 'Manager',
    startupCritical: false,
    priorities: { '250k': 'medium', '500k': 'medium', '1m': 'medium', '2m': 'medium' },
    themes: ['Facility and equipment'],
  },
  {
    task: 'Review open repair tickets and keep tagged-out equipment out of use',
    description:
      'Go through the maintenance log, chase parts and contractors for anything open longer than two weeks and check that tagged equipment has stayed out of use. "Until the part arrives" is how worn equipment ends up back in a class.',
    frequency: 'Weekly',
    owner: 'Manager',
    startupCritical: false,
    priorities: { '250k': 'high', '500k': 'high', '1m': 'high', '2m': 'high' },
    themes: ['Facility and equipment', 'Safety culture'],
  },
  {
    task: 'Review all incident reports for patterns by apparatus, class and time of day',
    description:
      'Check that every injury and near miss has a report filed within 24 hours with the parent notified, then look for repeats: the same vault, the same time slot, the same coach. Share the lessons at the next staff meeting.',
    frequency: 'Monthly',
    owner: 'Director',
    startupCritical: false,
    priorities: { '250k': 'high', '500k': 'high', '1m': 'high', '2m': 'high' },
    themes: ['Safety culture'],
  },
  {
    task: 'Check fire extinguishers, exit signs, emergency lights and clear exits',
    description:
      'Do the monthly visual check of each extinguisher gauge and tag, test exit signs and emergency lighting, and make sure no mats or equipment block an exit. Fire marshals issue citations for blocked exits in gyms often.',
    frequency: 'Monthly',
    owner: 'Manager',
    startupCritical: false,
    priorities: { '250k': 'high', '500k': 'high', '1m': 'high', '2m': 'medium' },
    themes: ['Compliance and insurance', 'Facility and equipment'],
  },
  {
    task: 'Write an emergency action plan and run fire, severe weather, lockdown and water rescue drills',
    description:
      'Write who does what in each emergency (calling 911, the AED, moving athletes, meeting parents) and practise one drill each quarter during classes, including a water rescue drill for swim staff. New staff must have seen a drill before they coach alone.',
    frequency: 'Quarterly',
    owner: 'Director',
    startupCritical: true,
    priorities: { '250k': 'critical', '500k': 'critical', '1m': 'high', '2m': 'high' },
    themes: ['Safety culture'],
  },
  {
    task: 'Service HVAC, pool pumps, heaters and dehumidifiers',
    description:
      'Schedule preventive maintenance for air conditioning, pool circulation and filtration, water heaters and natatorium dehumidification. A failed unit in July or a foggy pool room closes classes and costs far more than the service call.',
    frequency: 'Quarterly',
    owner: 'Manager',
    startupCritical: false,
    priorities: { '250k': 'medium', '500k': 'medium', '1m': 'high', '2m': 'high' },
    themes: ['Facility and equipment'],
  },
  {
    task: 'Require a signed waiver for every participant before they step on the floor or in the pool',
    description:
      'Collect a signed liability waiver and medical information online for every class athlete, trial, open-gym visitor, party guest and camper, and block check-in without one. Your insurer will ask for it after an injury.',
    frequency: 'One-time',
    owner: 'Owner',
    startupCritical: true,
    priorities: { '250k': 'critical', '500k': 'critical', '1m': 'high', '2m': 'high' },
    themes: ['Compliance and insurance', 'Safety culture'],
  },
  {
    task: 'Set a child drop-off, pick-up and sign-out policy for young athletes and campers',
    description:
      'Decide who may collect a child, how staff check it, and what happens when a parent is late; require sign-out for preschoolers and campers. Post the policy and explain it at enrollment.',
    frequency: 'One-time',
    owner: 'Director',
    startupCritical: false,
    priorities: { '250k': 'high', '500k': 'high', '1m': 'high', '2m': 'high' },
    themes: ['Safety culture', 'Compliance and insurance'],
  },
  {
    task: 'Review and re-sign the Minor Athlete Abuse Prevention Policy with all staff',
    description:
      'Go through the MAAPP rules with every staff member (one-on-one interactions, electronic communication, locker rooms, travel, massage and rubdowns), have them sign again and share the policy with parents. USA Gymnastics member clubs must have it in place.',
    frequency: 'Annually',
    owner: 'Director',
    startupCritical: true,
    priorities: { '250k': 'critical', '500k': 'critical', '1m': 'critical', '2m': 'critical' },
    themes: ['Safety culture', 'Compliance and insurance'],
  },
  {
    task: 'Book a professional inspection of apparatus, trampolines and rigging',
    description:
      'Have the equipment manufacturer or a qualified installer inspect bars, beams, trampolines, tumble tracks, rigging and ceiling-mounted equipment, and keep the written report with your insurance file.',
    frequency: 'Annually',
    owner: 'Owner',
    startupCritical: false,
    priorities: { '250k': 'high', '500k': 'high', '1m': 'high', '2m': 'high' },
    themes: ['Facility and equipment', 'Compliance and insurance'],
  },
  {
    task: 'Replace worn mats, pit foam and trampoline beds on a schedule',
    description:
      'Use the inspection log and the capital plan to replace landing mats that have lost firmness, crumbling pit foam and faded or frayed trampoline beds before they fail. Budget the replacements rather than reacting to them.',
    frequency: 'Annually',
    owner: 'Manager',
    startupCritical: false,
    priorities: { '250k': 'medium', '500k': 'medium', '1m': 'high', '2m': 'high' },
    themes: ['Facility and equipment', 'Safety culture'],
  },
];

const leadership: Entry[] = [
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

const byFunction: Record<TaskFunctionKey, Entry[]> = {
  finance,
  marketing,
  sales,
  programs,
  staffing,
  'customer-service': customerService,
  'facility-safety': facilitySafety,
  leadership,
};

/** The library in seeding order: function by function, each function's tasks in the order above. */
export const DEMO_BUSINESS_TASKS: DemoBusinessTask[] = (Object.keys(byFunction) as TaskFunctionKey[]).flatMap((fn) =>
  byFunction[fn].map((entry) => ({ function: fn, ...entry })),
);
