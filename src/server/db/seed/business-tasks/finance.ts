import type { Entry } from './types';

/** The demo library's finance tasks, in the order the seed and its tests rely on. */
export const finance: Entry[] = [
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
