import type { DocumentType } from '../../../shared/documents';

/** The demo repository's folders and documents: the club library and two demo gyms'. */
export interface DemoFolder {
  name: string;
  description?: string;
  children?: DemoFolder[];
}

export interface DemoDoc {
  title: string;
  type: DocumentType;
  /** The folder's path of names, "Front Desk/Scripts"; '' for the top. */
  folder: string;
  description: string;
  tags: string[];
  /** The lines of a one-page PDF to store as its file. */
  pdf?: string[];
  link?: string;
}

export const LIBRARY_FOLDERS: DemoFolder[] = [
  {
    name: 'Policies & Handbooks',
    description: 'Starting points for the policies every gym needs in writing',
    children: [{ name: 'Parent Handbook', description: 'What families sign and keep' }],
  },
  { name: 'Front Desk', description: 'Scripts, checklists and forms for the people who answer the phone' },
  { name: 'Safety & Compliance', description: 'Inspections, incidents and emergency plans' },
  { name: 'Finance', description: 'Budgets, pricing and month-end routines' },
  { name: 'Coaching', description: 'Lesson plans, progressions and coach development' },
];

export const LIBRARY_DOCS: DemoDoc[] = [
  {
    title: 'Daily equipment inspection checklist',
    type: 'Form',
    folder: 'Safety & Compliance',
    description:
      'A one-page checklist for the opening coach: mats, spring floor, bars, beams, trampolines and the foam pit.',
    tags: ['safety', 'opening', 'checklist'],
    pdf: [
      'Date: ____________   Inspected by: ____________________',
      '',
      '[ ] Mats: no tears, gaps or curling edges; landing mats in place under every event',
      '[ ] Spring floor: carpet flat, no soft spots, edges padded',
      '[ ] Bars: cables tight, floor plates secure, rails free of cracks, chalk tray stable',
      '[ ] Beams: padding intact, legs locked, no loose bolts',
      '[ ] Trampolines: springs all attached, frame pads covering springs, bed free of tears',
      '[ ] Foam pit: cubes fluffed, no foreign objects, pit edge padded',
      '[ ] Vault: runway clear, springboard and table height pins locked',
      '[ ] Emergency exits clear; first aid kit and AED checked',
      '',
      'Anything unsafe: tag it OUT OF USE, note it below and tell the manager on duty.',
      '',
      'Notes: _____________________________________________________________',
    ],
  },
  {
    title: 'Incident report form',
    type: 'Form',
    folder: 'Safety & Compliance',
    description: 'What to record after any injury or near miss, filed the same day and shared with the parent.',
    tags: ['safety', 'incident', 'insurance'],
    pdf: [
      'Athlete name: ______________________  Age: ____  Class/level: __________',
      'Date and time: _____________________  Location in gym: ___________________',
      'Coach in charge: ___________________  Witnesses: ________________________',
      '',
      'What happened (facts only, in order):',
      '______________________________________________________________________',
      '______________________________________________________________________',
      '',
      'Injury or complaint: ________________  First aid given: ___________________',
      'Parent notified by: ______________ at ________  (phone / in person)',
      'Athlete left with: _________________  Medical care advised? yes / no',
      '',
      'Follow-up: call the family within 24 hours and review the cause at the next staff meeting.',
      'Signature (coach): ________________  Signature (manager): _________________',
    ],
  },
  {
    title: 'Emergency action plan template',
    type: 'SOP',
    folder: 'Safety & Compliance',
    description: 'Who does what in a serious injury, fire or severe weather, with the drill schedule.',
    tags: ['safety', 'emergency', 'drill'],
    pdf: [
      '1. The coach nearest the athlete stays with them and sends a named person to call 911.',
      '2. The front desk meets the ambulance at the main door and clears the route.',
      '3. A second coach takes the rest of the class to a safe area and keeps them together.',
      '4. The manager calls the parent and writes the incident report the same day.',
      '',
      'Fire: exit by the nearest marked door; meet at the far end of the parking lot; take the roll.',
      'Severe weather: move everyone to the interior locker rooms away from glass.',
      '',
      'Drills: fire drill each quarter, severe-weather drill each spring, written up in the log.',
      'Keep this plan posted at the front desk and beside every exit.',
    ],
  },
  {
    title: 'New family welcome and enrollment script',
    type: 'SOP',
    folder: 'Front Desk',
    description: 'The words that turn a phone inquiry into a booked trial class, and a trial into an enrollment.',
    tags: ['front desk', 'sales', 'enrollment', 'script'],
    pdf: [
      'Answer: "Thanks for calling [Gym]! This is [name]. Who do I have the pleasure of speaking with?"',
      '',
      "1. Ask the child's name and age, and what they love doing (climbing, flipping, swimming).",
      '2. Recommend one class by name and say why it fits that child.',
      '3. Offer two trial times: "Would Tuesday at 4:30 or Saturday at 10 work better?"',
      '4. Book it while you are on the phone; send the confirmation text with the address.',
      '5. After the trial, greet the parent by name and share one thing their child did well.',
      '6. Ask for the enrollment: "Shall I save Emma\'s spot in the Tuesday class?"',
      '',
      'If they hesitate: offer the class schedule and call back in two days. Log every call.',
    ],
  },
  {
    title: 'Cancellation call guide',
    type: 'SOP',
    folder: 'Front Desk',
    description: 'How to handle a family that wants to cancel: listen, offer a pause or another class, and learn why.',
    tags: ['retention', 'front desk', 'script'],
    pdf: [
      '1. Thank them and ask what changed. Listen fully; do not argue.',
      '2. Name the reason back to them ("So Saturday mornings no longer work").',
      '3. Offer one fitting option: a different time, a lower level, or a one-month pause.',
      '4. If they still cancel, process it the same day and thank them warmly.',
      '5. Record the reason in the CRM: schedule, price, coach, progress, moving, other.',
      '',
      'Review the reasons every month: three of the same in a month is a problem to fix.',
    ],
  },
  {
    title: 'Parent handbook template',
    type: 'SOP',
    folder: 'Policies & Handbooks/Parent Handbook',
    description: 'Billing, make-ups, attire, drop-off and viewing rules in one document families sign at enrollment.',
    tags: ['policy', 'parents', 'billing'],
    pdf: [
      'Welcome to [Gym]. This handbook explains how our classes, billing and policies work.',
      '',
      'Billing: tuition is charged on the 1st of each month by card on file. A failed payment is retried',
      'on the 5th; accounts unpaid by the 15th pause until settled.',
      'Make-ups: two make-up classes per session, booked online within 30 days of the missed class.',
      'Attire: leotard or fitted shirt and shorts; no jewelry; long hair tied back.',
      'Drop-off and pick-up: at the front desk, no earlier than 10 minutes before class.',
      'Viewing: parents watch from the viewing area; please keep the floor clear.',
      'Withdrawals: 30 days written notice through the parent portal.',
      '',
      'I have read and agree to these policies. Parent signature: ____________  Date: ______',
    ],
  },
  {
    title: 'Staff handbook outline',
    type: 'SOP',
    folder: 'Policies & Handbooks',
    description: 'The chapters of a staff handbook: conduct, SafeSport, scheduling, pay, dress code and reviews.',
    tags: ['policy', 'staff', 'hr'],
    pdf: [
      '1. Welcome, mission and values',
      '2. Conduct with athletes: SafeSport, two-adult rule, electronic communication policy',
      '3. Certifications required before coaching: background check, SafeSport, CPR/First Aid',
      '4. Scheduling: availability, shift swaps, call-out rules (at least 4 hours notice)',
      '5. Pay periods, timekeeping and overtime',
      '6. Dress code and phone use on the floor',
      '7. Performance reviews: 90-day check-in, then every six months',
      '8. Safety: inspections, incidents, emergency action plan',
      '9. Acknowledgement page signed by each employee',
    ],
  },
  {
    title: 'Monthly close checklist',
    type: 'Form',
    folder: 'Finance',
    description:
      'The ten steps to close a month: reconcile, chase failed payments, review payroll percentage and the P&L.',
    tags: ['finance', 'month end', 'checklist'],
    pdf: [
      '[ ] Reconcile bank and card-processor deposits to the billing report',
      '[ ] Chase every failed payment; pause accounts over 15 days late',
      '[ ] Enter or import all bills and receipts; attach receipts',
      '[ ] Run payroll report; check payroll as a share of revenue (aim for 35-45%)',
      '[ ] Review the P&L against budget and last year; explain each variance over 10%',
      '[ ] Check cash reserve against two months of expenses',
      '[ ] Set aside sales tax or other taxes due',
      '[ ] Update the KPI sheet: enrollment, cancellations, revenue, leads',
      '[ ] Note three actions for next month',
      "[ ] File the month's reports in the Finance folder",
    ],
  },
  {
    title: 'Tuition pricing worksheet',
    type: 'Tip',
    folder: 'Finance',
    description:
      'How to check class prices against cost per class hour and three nearby competitors before a price change.',
    tags: ['finance', 'pricing'],
    pdf: [
      'Cost per class hour = (monthly rent + utilities + payroll + other fixed costs) / class hours per month',
      'Break-even per athlete = cost per class hour x hours per month / average class size',
      '',
      "Compare: list three competitors' prices for the same hours per week.",
      'Raise prices once a year, with 30 days notice, and say what families get for it.',
      'Keep a sibling discount simple (10% off the second child) and cap total discounts.',
    ],
  },
  {
    title: 'Recreational level progression chart',
    type: 'Presentation',
    folder: 'Coaching',
    description: 'Skills for each recreational level on every event, for coaches and for parent progress reports.',
    tags: ['coaching', 'curriculum', 'levels'],
    pdf: [
      'Level 1: forward roll, backward roll down incline, cartwheel, front support on bar, walk on low beam',
      'Level 2: backward roll, bridge, cartwheel on line, pullover with spot, straight jump on beam',
      'Level 3: handstand, round-off, back walkover with spot, pullover, cartwheel on low beam',
      'Level 4: front walkover, round-off rebound, back hip circle, handstand on beam with spot',
      '',
      'Test each skill three times in a row without a spot before moving up.',
      'Send progress reports twice a session; celebrate every level change at the front desk.',
    ],
  },
  {
    title: 'SafeSport at your gym',
    type: 'Tip',
    folder: 'Policies & Handbooks',
    description: 'The U.S. Center for SafeSport: training, the policies it expects, and how to report concerns.',
    tags: ['safesport', 'compliance', 'staff'],
    link: 'https://uscenterforsafesport.org/',
  },
  {
    title: 'Concussion awareness for coaches (CDC HEADS UP)',
    type: 'Tip',
    folder: 'Safety & Compliance',
    description: 'Free CDC training and fact sheets on recognizing and responding to concussions in youth sports.',
    tags: ['safety', 'training', 'concussion'],
    link: 'https://www.cdc.gov/heads-up/',
  },
  {
    title: 'Staff talk: why good leaders make you feel safe',
    type: 'Video',
    folder: 'Coaching',
    description: 'Simon Sinek on trust in teams: a 12-minute talk to watch together at a staff meeting.',
    tags: ['leadership', 'staff meeting', 'culture'],
    link: 'https://www.youtube.com/watch?v=lmyZMtPVodo',
  },
];

/** The demo owner's gym (IL-1001): its own folders and documents, never seen by the other gyms. */
export const GYM_FOLDERS: DemoFolder[] = [
  { name: 'Opening & Closing', description: 'What the first and last person in the building does' },
  {
    name: 'Coaches',
    description: 'Onboarding, lesson plans and the coach schedule',
    children: [{ name: 'Onboarding' }],
  },
  { name: 'Events & Camps', description: 'Summer camp, birthday parties and the spring show' },
];

export const GYM_DOCS: DemoDoc[] = [
  {
    title: 'Opening procedure',
    type: 'SOP',
    folder: 'Opening & Closing',
    description: 'Lights, HVAC, alarm, inspection walk and front-desk setup before the 3:30 classes.',
    tags: ['opening', 'front desk'],
    pdf: [
      '2:45 pm  Disarm the alarm (code in the manager binder), lights on, HVAC to 70F',
      '2:50 pm  Walk the floor with the daily inspection checklist; tag anything unsafe',
      '3:05 pm  Front desk: log in to the check-in tablet, print the class rosters',
      "3:10 pm  Check today's trials and birthday parties; put name tags out",
      '3:20 pm  Doors open; greet every family by name',
      '',
      'If anything is broken or unsafe, text the manager on duty before doors open.',
    ],
  },
  {
    title: 'Closing procedure',
    type: 'SOP',
    folder: 'Opening & Closing',
    description: 'Cash-out, lost and found, equipment put away, doors and alarm.',
    tags: ['closing'],
    pdf: [
      '1. Last class ends 8:30 pm; no athlete leaves without a parent or approved adult.',
      '2. Run the day-end report on the tablet; count the cash drawer and log it.',
      '3. Sweep the lobby, empty trash, wipe the viewing-area tables.',
      '4. Put away trampolines covers, lock the pit gate, unplug the music.',
      '5. Check restrooms and locker rooms are empty; lights off by zone.',
      '6. Set the alarm and lock both doors; text "closed" to the manager group.',
    ],
  },
  {
    title: 'Coach onboarding checklist',
    type: 'Form',
    folder: 'Coaches/Onboarding',
    description: 'Everything a new coach completes in the first two weeks, signed off by the head coach.',
    tags: ['onboarding', 'staff', 'checklist'],
    pdf: [
      '[ ] Background check cleared (before any floor time)',
      '[ ] SafeSport Core course certificate on file',
      '[ ] CPR/First Aid current (copy on file, expiry noted)',
      '[ ] Read and signed the staff handbook',
      '[ ] Shadowed three classes of the level they will coach',
      '[ ] Taught a class with the head coach observing; feedback given',
      '[ ] Knows the emergency action plan and where the AED is',
      '[ ] Added to the scheduling app and the staff group chat',
      '',
      'Head coach sign-off: ____________________  Date: __________',
    ],
  },
  {
    title: 'Fall session coach schedule',
    type: 'Form',
    folder: 'Coaches',
    description: 'Who coaches which class from September to December, with the sub list.',
    tags: ['schedule', 'staff'],
    pdf: [
      'Mon  3:30 Preschool (Ana)    4:30 Rec Level 1-2 (Jake)   5:30 Team Level 3-4 (Coach Lee)',
      'Tue  3:30 Ninja 5-7 (Marcus) 4:30 Rec Level 3 (Ana)      5:30 Tumbling (Jake)',
      'Wed  3:30 Preschool (Ana)    4:30 Ninja 8-12 (Marcus)    5:30 Team Level 3-4 (Coach Lee)',
      'Thu  3:30 Rec Level 1-2 (Priya) 4:30 Rec Level 4 (Jake)  5:30 Adult tumbling (Priya)',
      'Sat  9:00 Parent & Me (Ana)  10:00 Rec Level 1 (Priya)   11:00 Ninja 5-7 (Marcus)',
      '',
      'Sub list: Priya (any weekday), Jake (Tue/Thu), Marcus (ninja only).',
      'Swap a shift in the scheduling app at least 48 hours ahead; call-outs by phone to the manager.',
    ],
  },
  {
    title: 'Summer camp parent letter',
    type: 'SOP',
    folder: 'Events & Camps',
    description: 'Dates, drop-off, what to pack and the daily schedule, sent a week before camp.',
    tags: ['camp', 'parents', 'summer'],
    pdf: [
      'Dear camp families,',
      '',
      'Camp runs Monday to Friday, 9:00 am to 3:00 pm, with early drop-off from 8:00 am.',
      'Pack: water bottle, nut-free lunch and two snacks, sunscreen, athletic clothes.',
      'Daily schedule: warm-up, two gymnastics rotations, lunch, games, craft, ninja course, pick-up.',
      "Pick-up is at the front door; we need to see the authorized adult's ID the first day.",
      '',
      "Questions? Call the front desk. We can't wait to see your camper!",
    ],
  },
  {
    title: 'Birthday party run sheet',
    type: 'SOP',
    folder: 'Events & Camps',
    description: "The 90-minute party from setup to goodbye, with the host coach's script.",
    tags: ['birthday', 'events'],
    pdf: [
      '0:00  Greet the birthday family; waivers checked at the desk',
      '0:05  Warm-up games on the spring floor',
      '0:20  Stations: trampoline, foam pit, ninja course (rotate every 10 minutes)',
      '0:55  Parachute game and the birthday child\'s "big jump" into the pit',
      '1:05  Party room: pizza, cake, presents',
      '1:25  Thank-you and a free trial-class card in every goody bag',
      '',
      'Host coach: send the follow-up email with the trial offer the next morning.',
    ],
  },
  {
    title: 'Spring show run of show',
    type: 'Presentation',
    folder: 'Events & Camps',
    description: 'Order of groups, music cues and the volunteer list for the spring showcase.',
    tags: ['events', 'show'],
  },
  {
    title: 'Tip: text trial families the same evening',
    type: 'Tip',
    folder: '',
    description:
      'Our conversion rate rose after the front desk texted every trial family a photo and the enrollment link that night.',
    tags: ['sales', 'trial', 'front desk'],
  },
];

export const DIRECTOR_GYM_DOCS: DemoDoc[] = [
  {
    title: 'Ninja course safety rules',
    type: 'SOP',
    folder: '',
    description: 'Spotting zones, one athlete per obstacle and the warped-wall rules for our ninja classes.',
    tags: ['ninja', 'safety'],
    pdf: [
      '1. One athlete per obstacle; the next waits behind the cone.',
      '2. Coaches stand at the salmon ladder and the warped wall at all times.',
      '3. Warped wall: three attempts, then rest; no running back down the wall.',
      '4. Grip check before every rig session: chalk, dry hands, no rings or watches.',
    ],
  },
  {
    title: 'Team meet travel checklist',
    type: 'Form',
    folder: '',
    description: 'What the team coach confirms before an away meet.',
    tags: ['team', 'meets'],
  },
];
