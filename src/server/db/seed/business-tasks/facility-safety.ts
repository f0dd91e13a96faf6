import type { Entry } from './types';

/** The demo library's facility safety tasks, in the order the seed and its tests rely on. */
export const facilitySafety: Entry[] = [
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
