import type { DemoBusinessTask, Entry, TaskFunctionKey, ThemeName } from './business-tasks/types';
import { finance } from './business-tasks/finance';
import { marketing } from './business-tasks/marketing';
import { sales } from './business-tasks/sales';
import { programs } from './business-tasks/programs';
import { staffing } from './business-tasks/staffing';
import { customerService } from './business-tasks/customer-service';
import { facilitySafety } from './business-tasks/facility-safety';
import { leadership } from './business-tasks/leadership';

export type { DemoBusinessTask, TaskFunctionKey, TaskPriority } from './business-tasks/types';

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
