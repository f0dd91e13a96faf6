import { h3, item, ol, optional, p, quote, table, ul } from './html';
import type { DemoModule } from './types';

/** Demo playbooks: step-by-step guides for the big jobs of running a gym. */
export const playbookModules: DemoModule[] = [
  {
    slug: 'hiring-your-first-coaches',
    title: 'Hiring your first coaches',
    description:
      'Write a role people want, interview for coachability and safety, and get a new coach on the floor in 30 days.',
    category: 'playbooks',
    moduleType: 'document',
    featured: true,
    roles: ['Owner', 'Director'],
    cover: { from: '#0f2a4a', to: '#2f5f94', accent: '#f5a524', motif: 'people' },
    sections: [
      {
        slug: 'define-the-role',
        title: 'Define the role before you post it',
        minutes: 10,
        overview:
          p(
            'Most first hires go wrong before the first interview: the owner posts "coaches wanted" and hires whoever can start Monday. Start instead with the classes you need covered, the hours they fall in and the skills those classes actually require.',
            'A recreational preschool coach needs warmth, energy and class management far more than a competitive background. A level 3–5 team coach needs spotting experience and safety certification. Write one role at a time.',
          ) +
          h3('What the role description must say') +
          ul(
            'The exact shifts (e.g. Mon/Wed 3:30–7:30 pm, Sat 8:30 am–12:30 pm) and the season they start.',
            'Pay range per hour and how it grows (certifications, tenure, team levels).',
            'Must-haves (background check, safety certification within 60 days) and nice-to-haves.',
            'Who they report to, and how they will be trained.',
          ),
        examples:
          h3('A role that attracts the right people') +
          quote(
            'Preschool and Rec Coach, 12–16 hrs/week. Help 3–6 year-olds fall in love with movement. Mon/Wed 3:30–7:30, Sat mornings. $15–$19/hr, raises at 90 days and with each certification. We train you: shadow shifts, lesson plans and a mentor coach. Must love kids, show up on time and pass a background check.',
          ) +
          p(
            'Note what it leaves out: no gymnastics résumé required. Former athletes, education students and camp counselors all apply.',
          ),
        resources: ul(
          'Your class schedule for the next season, with each class marked by level and coach count.',
          'A pay table by role and certification (see the budgeting playbook for payroll targets).',
          'Your governing body’s safety certification and background check requirements.',
        ),
        checklist: {
          intro: p('Tick each item as you finish it; the section is done when every required item is ticked.'),
          items: [
            item(
              'list-open-shifts',
              'List the shifts the new coach will cover',
              'Use next season’s schedule, not this one.',
            ),
            item('set-pay-range', 'Set the pay range and the raise steps', undefined, [
              item('pay-base', 'Base hourly rate for a new coach'),
              item('pay-steps', 'Raise steps for certifications and tenure'),
            ]),
            item('write-must-haves', 'Write the must-haves and the nice-to-haves'),
            optional('ask-staff', 'Ask two current staff what they wish they had known on day one'),
          ],
        },
      },
      {
        slug: 'find-and-interview',
        title: 'Find candidates and interview for coachability',
        minutes: 15,
        overview:
          p(
            'Your best candidates are already near your gym: former team athletes home from college, parents of enrolled kids, physical education and teaching students, and summer camp staff. Post the role where they are: your own parent newsletter, the local college job board, and your social pages.',
            'Interview in two steps. A 15-minute phone call checks availability and pay fit. The second step is a paid 45-minute floor tryout: the candidate assists a real class with your lead coach. You learn more in ten minutes on the floor than in an hour at a desk.',
          ) +
          h3('Score what matters') +
          table(
            ['Trait', 'What to watch for', 'Score 1–5'],
            [
              ['Warmth', 'Kneels to kids’ eye level, learns names fast', ''],
              ['Coachability', 'Uses the feedback you give mid-class', ''],
              ['Safety sense', 'Spots lines, mats, and kids wandering off', ''],
              ['Reliability', 'On time for the tryout, references confirm it', ''],
            ],
          ),
        examples:
          h3('Questions that reveal more than a résumé') +
          ol(
            'Tell me about a time a child would not join in. What did you do?',
            'A parent asks you mid-class why their child has not moved up a level. What do you say?',
            'What would you do if you saw another coach spotting unsafely?',
            'Which of our shifts could you commit to for the whole season?',
          ),
        checklist: {
          items: [
            item(
              'post-job-ad',
              'Post the role in three places',
              'Parent newsletter, a college job board and your social pages.',
            ),
            item('phone-screen', 'Phone-screen every applicant within two days'),
            item('floor-tryout', 'Run a paid floor tryout with your lead coach', undefined, [
              item('tryout-scorecard', 'Score the tryout on the four traits'),
            ]),
            item('check-references', 'Check two references and run the background check'),
            optional('keep-bench', 'Keep a bench of the runners-up for the next opening'),
          ],
        },
        custom: {
          title: 'Scripts',
          content:
            h3('Phone screen opener') +
            p(
              '“Thanks for applying! This call takes about fifteen minutes. I’ll tell you about the shifts and the pay, and I’d love to hear what drew you to coaching kids.”',
            ) +
            h3('Saying no kindly') +
            p(
              '“Thank you for coming in. We’ve offered the role to someone whose schedule fits this season better. May I keep your details for our next opening?”',
            ),
        },
      },
      {
        slug: 'onboard-and-shadow',
        title: 'Onboard and shadow: the first 30 days',
        minutes: 12,
        overview:
          p(
            'New coaches quit in the first month when they feel thrown in. A simple 30-day plan keeps them: two weeks of shadowing, one week of co-coaching, then their own class with a mentor checking in.',
            'Day one covers the building, the emergency plan, check-in and check-out of children, and your parent communication rules. Do not skip the emergency plan: every coach must know where the first-aid kit, AED and incident forms are.',
          ) +
          table(
            ['Week', 'Focus', 'Done when'],
            [
              ['1', 'Shadow three class types', 'Can run warm-up alone'],
              ['2', 'Assist, lead one station', 'Lead coach signs off station work'],
              ['3', 'Co-coach with mentor', 'Runs a full lesson plan'],
              ['4', 'Own class, mentor observes', '30-day review held'],
            ],
          ),
        resources: ul(
          'A one-page emergency plan for each room.',
          'Lesson plans for the classes the coach will take over.',
          'A 30-day review form: what is going well, what to improve, pay step confirmed.',
        ),
        checklist: {
          items: [
            item('day-one-tour', 'Give the day-one tour, with the emergency plan'),
            item('assign-mentor', 'Assign a mentor coach for the first month'),
            item('shadow-schedule', 'Schedule two weeks of shadow shifts'),
            item('thirty-day-review', 'Hold the 30-day review and confirm the pay step'),
          ],
        },
      },
    ],
  },
  {
    slug: 'pricing-your-programs',
    title: 'Pricing your programs',
    description:
      'Set tuition from your real cost per class hour, then price siblings, fees and raises with confidence.',
    category: 'playbooks',
    moduleType: 'document',
    roles: ['Owner'],
    cover: { from: '#1f2937', to: '#374151', accent: '#fbbf24', motif: 'tag' },
    sections: [
      {
        slug: 'cost-per-class-hour',
        title: 'Start from your cost per class hour',
        minutes: 12,
        overview: p(
          'Tuition should cover the full cost of an hour of coaching plus a margin, not match the gym down the road. Add up a month of fixed costs (rent, utilities, insurance, software, loan payments) and divide by the class hours you run in that month. Add the coach wage and payroll taxes for one class hour.',
          'Divide that cost by the number of children in a full class and you know the break-even price per child per hour. Most healthy gyms price at 1.6 to 2 times that number so they can pay for growth, equipment and a slow summer.',
        ),
        examples:
          h3('A worked example') +
          table(
            ['Item', 'Monthly'],
            [
              ['Rent, utilities, insurance, software', '$14,000'],
              ['Class hours run', '400'],
              ['Fixed cost per class hour', '$35'],
              ['Coach wage + taxes per hour', '$21'],
              ['Full cost per class hour', '$56'],
              ['Break-even per child (8 per class)', '$7 per hour'],
            ],
          ) +
          p(
            'At 1.8× break-even, a weekly one-hour class (4.3 hours a month) prices at about $54 a month; most markets bear $70–$95, so the gym has room.',
          ),
        checklist: {
          items: [
            item('sum-fixed-costs', 'Add up a month of fixed costs'),
            item('count-class-hours', 'Count the class hours you run in that month'),
            item('break-even-price', 'Work out break-even per child per hour'),
            optional('compare-market', 'Compare three competitors’ prices for context'),
          ],
        },
      },
      {
        slug: 'discounts-and-fees',
        title: 'Sibling discounts, annual fees and raising prices',
        minutes: 10,
        overview: p(
          'Discounts compound quietly. A 10% sibling discount on the second child is common; stacking it with multi-class and military discounts can take 25% off a family. Cap total discounts per family and apply them to the lowest-priced enrollment.',
          'An annual registration fee ($35–$75) covers insurance and admin, and it is easiest to collect at re-enrollment in August. Raise tuition once a year, announce it 30 days ahead, and tie it to something families can see: a new floor, more coaches, smaller classes.',
        ),
        custom: {
          title: 'Templates',
          content:
            h3('Price increase letter') +
            p(
              '“Starting September 1, tuition for weekly classes will be $84 a month (up from $79). This lets us keep classes at eight children per coach and replace the tumble track this winter. Thank you for growing with us.”',
            ),
        },
        checklist: {
          items: [
            item('cap-discounts', 'Set a cap on total discounts per family'),
            item('annual-fee-date', 'Choose when the annual fee is charged'),
            item('price-letter', 'Draft the price increase letter 30 days ahead'),
          ],
        },
      },
    ],
  },
  {
    slug: 'building-a-class-schedule',
    title: 'Building a class schedule that fills',
    description:
      'Lay out a weekly schedule around school hours, ages and coach availability so the best slots fill first.',
    category: 'playbooks',
    moduleType: 'document',
    roles: ['Director', 'Manager'],
    cover: { from: '#134e4a', to: '#0f766e', accent: '#fbc24f', motif: 'calendar' },
    sections: [
      {
        slug: 'prime-time-slots',
        title: 'Protect the prime-time slots',
        minutes: 10,
        overview: p(
          'Weekday 4:00–7:30 pm and Saturday mornings are where 70% of recreational demand lands. Put your highest-demand classes (school-age beginners, preschool on Saturdays) there, and move team practice to the edges where you can.',
          'Preschool classes belong in weekday mornings, 9:30–11:30, when parents of young children are free and the floor is otherwise empty. That is revenue from hours that earn nothing today.',
        ),
        examples: table(
          ['Time', 'Floor A', 'Floor B', 'Preschool room'],
          [
            ['4:00', 'Rec beginner 6–8', 'Ninja 7–10', 'Parent & me'],
            ['5:00', 'Rec intermediate', 'Team level 3', 'Preschool 4–5'],
            ['6:00', 'Tumbling 9–14', 'Team level 3', '—'],
          ],
        ),
        checklist: {
          items: [
            item('map-demand', 'Map this season’s waitlists and empty spots by slot'),
            item('move-team-edges', 'Move team practice out of the 4:00–6:00 window where possible'),
            optional('preschool-mornings', 'Pilot two weekday-morning preschool classes'),
          ],
        },
      },
      {
        slug: 'levels-and-flow',
        title: 'Levels, ratios and the flow between classes',
        minutes: 8,
        overview: p(
          'Each class needs a clear age range, a level and a ratio (1:6 preschool, 1:8 school-age rec, 1:10 open gym with two staff). Publish them so parents pick the right class and coaches are not asked to run mixed-ability chaos.',
          'Leave a five-minute gap between classes on the same floor for hand-offs and parent questions. Back-to-back classes with no gap create the crowded lobby and the late starts parents complain about.',
        ),
        checklist: {
          items: [
            item('publish-ratios', 'Publish age, level and ratio for every class'),
            item('five-minute-gap', 'Add five-minute gaps between classes on one floor'),
            item('review-after-four-weeks', 'Review fill rates four weeks into the season'),
          ],
        },
      },
    ],
  },
  {
    slug: 'trial-to-enrollment',
    title: 'From trial class to enrollment',
    description:
      'Turn free trials into enrolled families with a clear offer, a same-day follow-up and a 30-60-90 day plan.',
    category: 'playbooks',
    moduleType: 'document',
    roles: ['Manager', 'Director'],
    cover: { from: '#3b0764', to: '#6d28d9', accent: '#fbbf24', motif: 'loop' },
    sections: [
      {
        slug: 'the-trial-visit',
        title: 'The trial visit',
        minutes: 10,
        overview: p(
          'A trial converts when the child has fun and the parent knows exactly what to do next. Greet the family by name, introduce the coach, and tell the parent where to watch. The coach should learn the child’s name and give them one “win” they can show off.',
          'At the end, the front desk makes one clear offer: “Would you like to hold Thursday at 5:00? Enrolling today waives the registration fee.” Parents who leave without a next step rarely come back on their own.',
        ),
        checklist: {
          items: [
            item('greet-by-name', 'Greet trial families by name at the desk'),
            item('coach-intro', 'Introduce the coach before class'),
            item('same-day-offer', 'Make one clear offer before they leave'),
          ],
        },
      },
      {
        slug: 'follow-up-plan',
        title: 'Follow-up and the first 90 days',
        minutes: 10,
        overview:
          p(
            'Families who did not enroll get a text the same evening and a call two days later. Enrolled families are most likely to quit in the first 90 days, so plan touches: a coach note after week two, a skills card at day 30, and a progress chat at day 90.',
          ) +
          table(
            ['Day', 'Touch', 'Who'],
            [
              ['0', 'Thank-you text with a photo', 'Front desk'],
              ['14', 'Coach note on a new skill', 'Coach'],
              ['30', 'Skills card', 'Coach'],
              ['90', 'Progress chat and next class suggestion', 'Manager'],
            ],
          ),
        custom: {
          title: 'Scripts',
          content: p(
            '“Hi Maya, it was great having Leo in class today! He nailed his first forward roll. We’re holding Thursday at 5:00 for him until Friday. Reply YES and we’ll get him set up.”',
          ),
        },
        checklist: {
          items: [
            item('evening-text', 'Send the same-evening text to every trial family'),
            item('two-day-call', 'Call families who have not enrolled after two days'),
            item('ninety-day-plan', 'Put the 14/30/90 day touches in the calendar'),
          ],
        },
      },
    ],
  },
  {
    slug: 'profitable-birthday-parties',
    title: 'Running birthday parties profitably',
    description: 'Package, staff and sell parties that fill weekend dead time and bring new families through the door.',
    category: 'playbooks',
    moduleType: 'document',
    roles: ['Manager'],
    cover: { from: '#7c2d12', to: '#c2410c', accent: '#fde68a', motif: 'podium' },
    sections: [
      {
        slug: 'party-packages',
        title: 'Packages and pricing',
        minutes: 8,
        overview: p(
          'Offer two packages, not five: a 90-minute party for up to 15 children (60 minutes on the floor, 30 in the party room) and a premium version with more children, a private floor and a T-shirt for the birthday child. Price from staff hours plus floor time plus a margin; $275–$450 is common.',
          'Take a non-refundable deposit at booking, and sell add-ons (pizza, goody bags, extra children) online so the front desk does not chase them the day before.',
        ),
        checklist: {
          items: [
            item('two-packages', 'Define two packages with clear limits'),
            item('deposit-policy', 'Set a deposit and a cancellation policy'),
            optional('online-add-ons', 'Put add-ons in the online booking form'),
          ],
        },
      },
      {
        slug: 'party-to-enrollment',
        title: 'From party guest to enrolled student',
        minutes: 8,
        overview: p(
          'Every party brings ten to fifteen children who have never been in your gym. Hand each guest family a card with a free trial class, and collect emails through the online RSVP. Gyms that follow up this way enroll one or two new students per party.',
        ),
        checklist: {
          items: [
            item('guest-trial-card', 'Give every guest a free trial card'),
            item('collect-rsvp-emails', 'Collect guest emails through the RSVP'),
            item('follow-up-email', 'Email guest families within three days'),
          ],
        },
      },
    ],
  },
  {
    slug: 'summer-camps-that-sell-out',
    title: 'Summer camps that sell out',
    description:
      'Plan themes, staffing and early-bird pricing so summer covers the tuition dip instead of deepening it.',
    category: 'playbooks',
    moduleType: 'document',
    roles: ['Owner', 'Director'],
    cover: { from: '#065f46', to: '#059669', accent: '#fde047', motif: 'calendar' },
    sections: [
      {
        slug: 'plan-the-weeks',
        title: 'Plan the weeks and the themes',
        minutes: 10,
        overview: p(
          'Summer enrollment in weekly classes often drops 20–30%. Camps fill the gap. Plan 8–10 weekly themes (Ninja Warriors, Circus Week, Olympic Games) and run half-day and full-day options. Keep ratios at 1:8 and schedule a staff lead for every week.',
          'Open registration in February with an early-bird price until April 1. Families plan summer early, and deposits paid in spring help spring cash flow.',
        ),
        checklist: {
          items: [
            item('choose-themes', 'Choose the weekly themes'),
            item('staff-leads', 'Name a staff lead for every week'),
            item('open-february', 'Open registration in February with an early-bird price'),
          ],
        },
      },
      {
        slug: 'camp-operations',
        title: 'Day-to-day camp operations',
        minutes: 10,
        overview: p(
          'Write a daily rhythm (drop-off, warm-up, rotations, snack, craft, games, pick-up) and keep it the same every week so staff and campers know it. Use signed pick-up lists and check IDs for anyone not on them.',
        ),
        resources: ul('Daily rhythm template', 'Authorized pick-up form', 'Heat and hydration policy'),
        checklist: {
          items: [
            item('daily-rhythm', 'Write the daily rhythm'),
            item('pickup-list', 'Set up signed pick-up lists and ID checks'),
            item('hydration-policy', 'Write the heat and hydration policy'),
          ],
        },
      },
    ],
  },
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
