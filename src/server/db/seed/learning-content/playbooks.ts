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
];
