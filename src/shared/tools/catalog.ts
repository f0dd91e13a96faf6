import { routeByPath } from '../site-routes';

/**
 * Every tool of the platform as the /tools hub and GET /api/tools list it (decision
 * 0120). A tool's title is its screen's title in the route table; a tool of another area (time
 * audit, feasibility…) is listed only once its screen is built, so every path listed is a real
 * screen. Plain data: the hub imports it without any schema.
 */

export type ToolGroup = 'money' | 'capacity' | 'people' | 'planning';

export const TOOL_GROUPS: readonly { key: ToolGroup; title: string; blurb: string }[] = [
  { key: 'money', title: 'Money', blurb: 'Prices, costs, loans and what each student brings in.' },
  { key: 'capacity', title: 'Capacity', blurb: 'Classes, space and equipment: how full the gym is and can be.' },
  { key: 'people', title: 'People', blurb: 'Winning families, keeping them, and paying your coaches.' },
  { key: 'planning', title: 'Planning', blurb: 'Growth, camps and the decisions ahead.' },
];

export interface ToolEntry {
  /** Stable key: the card image's key and the API's slug. */
  slug: string;
  path: string;
  group: ToolGroup;
  /** One sentence on the card, in gym terms. */
  description: string;
  /** A tool of another area of the platform (listed once its screen exists). */
  otherArea?: true;
  /**
   * A tool of another area opened by that area's own gym permission instead of `tools.use`
   * (certificates: `certificates.generate`, docs/decisions/0161-certificates.md; equipment
   * maintenance: `equipment.manage`, docs/decisions/0165-equipment-inspections.md; customer connect:
   * `messaging.send`, docs/decisions/0164-customer-connect.md).
   */
  permission?: 'certificates.generate' | 'equipment.manage' | 'messaging.send';
  /**
   * A tool open to everyone, visitors included, that keeps nothing on the server (the spreadsheet
   * check reads a file in the browser): no permission gates it.
   */
  open?: true;
  /**
   * A financial tool (loans, break-even, revenue per student and per square foot): it needs
   * `tools.financial` besides `tools.use` (docs/decisions/0010-permission-grants.md).
   */
  financial?: true;
}

export const toolEntries: readonly ToolEntry[] = [
  // Money
  {
    slug: 'breakeven',
    financial: true,
    path: '/tools/breakeven',
    group: 'money',
    description: 'How many students cover your rent, payroll and other fixed costs each month.',
  },
  {
    slug: 'price-increase',
    path: '/tools/price-increase',
    group: 'money',
    description: 'What a tuition increase brings in, and how many families you could lose before it costs you.',
  },
  {
    slug: 'arps',
    financial: true,
    path: '/arps-calculator',
    group: 'money',
    description: 'Average revenue per student across your programs and yearly fees, against peer gyms.',
  },
  {
    slug: 'pro-shop-pricing',
    path: '/pro-shop-pricing',
    group: 'money',
    description: 'Retail prices from cost and markup, and what each sale nets after card fees.',
  },
  {
    slug: 'meet-expenses',
    path: '/meet-expenses',
    group: 'money',
    description: 'Budget a competition — entry fees, travel, hotels, sessions — and the cost per gymnast.',
  },
  {
    slug: 'loan',
    financial: true,
    path: '/tools/loan',
    group: 'money',
    description: 'Monthly payment, total interest and the full schedule of an equipment or building loan.',
  },
  // Capacity
  {
    slug: 'pricing-capacity',
    path: '/pricing-capacity',
    group: 'capacity',
    description: 'Seats, fill, revenue and staff cost of each class program.',
  },
  {
    slug: 'students-per-class',
    path: '/students-per-class',
    group: 'capacity',
    description: 'Class sizes against coach ratios: the class size that pays, and where classes run thin.',
  },
  {
    slug: 'gym-capacity-planner',
    path: '/gym-capacity-planner',
    group: 'capacity',
    description: 'Your floor, equipment and weekly schedule: athletes per hour and how full each hour runs.',
  },
  {
    slug: 'revenue-sqft',
    financial: true,
    path: '/tools/revenue-sqft',
    group: 'capacity',
    description: 'A quick check of what each usable square foot earns a year and a month.',
  },
  {
    slug: 'revenue-per-sqft',
    financial: true,
    path: '/revenue-per-sqft',
    group: 'capacity',
    description: 'Revenue per square foot area by area of your building, and against gyms your size.',
  },
  // People
  {
    slug: 'marketing-cost',
    path: '/tools/marketing-cost',
    group: 'people',
    description: 'Cost per lead and per new member for each marketing channel.',
  },
  {
    slug: 'lead-conversion',
    path: '/tools/lead-conversion',
    group: 'people',
    description: 'Inquiries to trial classes to enrolments: where families drop out of the funnel.',
  },
  {
    slug: 'churn-rate',
    path: '/tools/churn-rate',
    group: 'people',
    description: 'Monthly and annual churn, the revenue it costs, and what a member is worth.',
  },
  {
    slug: 'payroll',
    path: '/tools/payroll',
    group: 'people',
    description: 'Weekly, monthly and yearly cost of your coaches and staff, and payroll as a share of revenue.',
  },
  // Planning
  {
    slug: 'growth-forecast',
    path: '/tools/growth-forecast',
    group: 'planning',
    description: 'Members and revenue month by month from your new sign-ups and churn, and where growth levels off.',
  },
  {
    slug: 'camp-profit',
    path: '/tools/camp-profit',
    group: 'planning',
    description: 'Profit of a camp, clinic or parents’ night out, and the campers it needs to break even.',
  },
  // Other areas of the platform, listed as their screens are built.
  {
    slug: 'time-audit',
    path: '/time-audit',
    group: 'planning',
    description: 'Where your week goes, and what to hand off.',
    otherArea: true,
  },
  {
    slug: 'feasibility',
    financial: true,
    path: '/feasibility',
    group: 'planning',
    description: 'Test a new location or expansion before you sign a lease.',
    otherArea: true,
  },
  {
    slug: 'market-intelligence',
    path: '/tools/market-intelligence',
    group: 'planning',
    description: 'The gyms, households and demand around your location.',
    otherArea: true,
  },
  {
    slug: 'equipment-maintenance',
    path: '/equipment-maintenance',
    group: 'capacity',
    description: 'A maintenance log and QR tags for every piece of equipment.',
    otherArea: true,
    permission: 'equipment.manage',
  },
  {
    slug: 'customer-connect',
    path: '/customer-connect',
    group: 'people',
    description: 'Text and voicemail the families of your gym.',
    otherArea: true,
    permission: 'messaging.send',
  },
  {
    slug: 'class-listings',
    path: '/class-listings',
    group: 'capacity',
    description: 'Your Jackrabbit classes and their openings, filtered by day, age and program.',
    otherArea: true,
  },
  {
    slug: 'class-table-generator',
    path: '/class-table-generator',
    group: 'capacity',
    description: 'A styled table of your classes and openings to embed on your own website.',
    otherArea: true,
  },
  {
    slug: 'jr-kiosk',
    path: '/jr-kiosk',
    group: 'people',
    description: 'A full-screen front-desk view of today’s classes and openings that refreshes itself.',
    otherArea: true,
  },
  {
    slug: 'certificates',
    path: '/certificates',
    group: 'people',
    description: "Certificates for your students, printed from the club's designs, each with a code anyone can check.",
    otherArea: true,
    permission: 'certificates.generate',
  },
  {
    slug: 'spreadsheet-check',
    path: '/excel-test',
    group: 'planning',
    description:
      'Check a roster or price list before you import it: headers, dates, formulas and numbers, read in your browser.',
    otherArea: true,
    open: true,
  },
];

export interface CatalogTool extends ToolEntry {
  title: string;
}

/** The tools whose screen is built, each with its screen's title: what the hub and the API list. */
export function builtTools(): CatalogTool[] {
  return toolEntries.flatMap((entry) => {
    const route = routeByPath(entry.path);
    return route ? [{ ...entry, title: route.title }] : [];
  });
}

/**
 * Whether a holder of these permissions may use the tool: the tools policy, one rule for the API
 * (server/features/tools/policy.ts) and the tool pages (client/features/tools/tool-gate.tsx). Every
 * tool needs `tools.use`, a financial one `tools.financial` too; a tool of another area with a
 * permission of its own needs only that one; an open tool needs none.
 */
export function toolOpens(
  entry: ToolEntry | undefined,
  has: (permission: 'tools.use' | 'tools.financial' | NonNullable<ToolEntry['permission']>) => boolean,
): boolean {
  if (entry?.open) return true;
  if (entry?.permission) return has(entry.permission);
  return has('tools.use') && (!entry?.financial || has('tools.financial'));
}

/** The permission a tool's screen and saved figures need. */
export const toolPermission = (slug: string): 'tools.use' | 'tools.financial' =>
  toolEntries.find((t) => t.slug === slug)?.financial ? 'tools.financial' : 'tools.use';

/** The default picture of a card without an uploaded image: its group's illustration. */
export const defaultToolImage = (group: ToolGroup) => `/tool-images/${group}.svg`;
