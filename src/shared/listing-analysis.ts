import { roundCents, roundTo } from './tools/numbers';
import { REGION_NAMES } from './regions';
import type { Comparables, GrowthLevel, ListingMetrics, ListingType, ValuationPosition } from './business-listings';

/**
 * The analysis of a business for sale, computed from the listing's figures and words by the
 * documented rules of decision 0159, never invented. The metrics are arithmetic on the figures;
 * the text parts come from the figures, the words of the title and description, and the typical
 * ranges below. When a language model is configured it may rewrite the text parts; it never
 * touches the metrics (server: business-listings/service/writer.ts).
 */

export interface ListingFacts {
  title: string;
  type: ListingType;
  description: string;
  price: number;
  location: string;
  revenue: number | null;
  cashFlow: number;
  established: number | null;
  employees: number | null;
}

export interface ListingTextParts {
  features: string[];
  location: string;
  businessModel: string;
  opportunities: string[];
  risks: string[];
  competitiveAdvantages: string[];
  growthPotential: string;
  growthLevel: GrowthLevel;
  keywords: string[];
}

export interface ComputedAnalysis extends ListingTextParts {
  metrics: ListingMetrics;
  valuation: { typicalLow: number; typicalHigh: number; position: ValuationPosition | null };
}

/**
 * Typical asking price ÷ seller's cash flow and cash flow ÷ revenue of small owner-run businesses
 * of each type (decision 0159): recurring tuition makes swim schools the most sought after;
 * ninja gyms are young and sell lower.
 */
export const TYPICAL_RANGES: Record<ListingType, { multiple: [number, number]; margin: [number, number] }> = {
  gymnastics: { multiple: [2, 3.5], margin: [0.15, 0.3] },
  swim: { multiple: [2.5, 4], margin: [0.2, 0.35] },
  ninja: { multiple: [1.75, 3], margin: [0.15, 0.3] },
};

function ratio(part: number, whole: number | null, digits: number): number | null {
  if (!whole || whole <= 0) return null;
  const value = roundTo(part / whole, digits);
  return Number.isFinite(value) ? value : null;
}

/** The five metrics: plain ratios and dollars, null where an input is missing, never NaN. */
export function listingMetrics(facts: ListingFacts, asOfYear: number): ListingMetrics {
  const revenue = facts.revenue && facts.revenue > 0 ? facts.revenue : null;
  return {
    priceToRevenue: ratio(facts.price, revenue, 2),
    priceToCashFlow: ratio(facts.price, facts.cashFlow, 2),
    cashFlowMargin: ratio(facts.cashFlow, revenue, 4),
    revenuePerEmployee:
      revenue !== null && facts.employees && facts.employees > 0 ? roundCents(revenue / facts.employees) : null,
    yearsInBusiness: facts.established === null ? null : Math.max(0, asOfYear - facts.established),
  };
}

export function valuationPosition(type: ListingType, multiple: number | null): ValuationPosition | null {
  if (multiple === null) return null;
  const [low, high] = TYPICAL_RANGES[type].multiple;
  return multiple < low ? 'below' : multiple > high ? 'above' : 'within';
}

/** The median, or null of nothing. */
export function median(values: readonly number[]): number | null {
  const sorted = [...values].filter(Number.isFinite).sort((a, b) => a - b);
  if (!sorted.length) return null;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** The other listings of the same type, summarised. */
export function comparablesOf(
  others: readonly { price: number; revenue: number | null; cashFlow: number }[],
): Comparables {
  const multiples = others.map((o) => ratio(o.price, o.cashFlow, 2)).filter((v): v is number => v !== null);
  const margins = others.map((o) => ratio(o.cashFlow, o.revenue, 4)).filter((v): v is number => v !== null);
  const at = (v: number | null, digits: number) => (v === null ? null : roundTo(v, digits));
  return {
    count: others.length,
    medianPriceToCashFlow: at(median(multiples), 2),
    medianCashFlowMargin: at(median(margins), 4),
    medianPrice: at(median(others.map((o) => o.price)), 2),
  };
}

// ---- words ---------------------------------------------------------------------------------------

/** A feature the words of a listing name: its label and the patterns that name it. */
const FEATURES: [string, RegExp][] = [
  [
    'Real estate included',
    /real estate (is )?included|building (is )?included|owns? the (building|property)|includes? the (building|property)/i,
  ],
  ['Equipment included', /equipment (is )?included|all equipment|includes? (all )?(the )?equipment|ff&e/i],
  ['Indoor pool', /indoor pool|heated pool|\bpools?\b/i],
  ['Foam pit or in-ground pit', /foam pit|in-?ground pit|\bpits?\b/i],
  ['Competitive team program', /competitive team|team program|usag|usa gymnastics|xcel|\bmeets?\b|swim team/i],
  [
    'Recurring tuition or memberships',
    /recurring|tuition|membership|monthly (billing|autopay|dues)|autopay|enrollment/i,
  ],
  ['Birthday parties', /birthday|part(y|ies) (room|package)s?/i],
  ['Camps', /\bcamps?\b|summer camp|holiday camp/i],
  [
    'Trained staff in place',
    /trained staff|staff (will )?(stay|remain)|experienced (staff|coaches|instructors)|tenured|staff in place|management in place/i,
  ],
  ['Semi-absentee or manager-run', /absentee|manager[- ]run|general manager (in place|runs)|owner works (part|few)/i],
  ['Franchise', /franchise/i],
  ['Seller financing', /seller financ|owner financ|seller carry|seller note/i],
  ['SBA pre-qualified', /sba/i],
  [
    'Long or transferable lease',
    /long[- ]term lease|lease (is )?transferable|assumable lease|\d+[- ]year lease|lease through/i,
  ],
  ['Waitlist', /wait ?list|waiting list/i],
  ['Class-management software', /jackrabbit|iclasspro|class management software|online (booking|registration)/i],
  ['Preschool and toddler classes', /preschool|toddler|parent[- ]and[- ]me|\btots?\b/i],
  ['Ninja or parkour classes', /ninja|parkour|obstacle/i],
  ['Swim lessons', /swim (lessons|school|instruction)|learn[- ]to[- ]swim/i],
];

const STOP_WORDS = new Set(
  (
    'a an and are as at be been but by for from has have in into is it its of on or our that the their this to was ' +
    'were will with we you your all also more most than very per over under up out new one two three four five ' +
    'business sale seller buyer price asking listing offered includes including included located location area ' +
    'opportunity established years year owner owners well great established strong since just only each every ' +
    'has had not no can may which who what when where while them they there these those such both many much'
  ).split(/\s+/),
);

/** The eight words that say most about a listing: the type, then the most frequent telling words. */
export function listingKeywords(facts: Pick<ListingFacts, 'title' | 'description' | 'type'>): string[] {
  const counts = new Map<string, { count: number; first: number }>();
  const words = `${facts.title} ${facts.title} ${facts.description}`.toLowerCase().match(/[a-z][a-z'-]{2,}/g) ?? [];
  words.forEach((raw, index) => {
    const word = raw.replace(/'s$/, '').replace(/^-+|-+$/g, '');
    if (word.length < 3 || STOP_WORDS.has(word) || word === facts.type) return;
    const seen = counts.get(word);
    if (seen) seen.count += 1;
    else counts.set(word, { count: 1, first: index });
  });
  const ranked = [...counts.entries()]
    .sort((a, b) => b[1].count - a[1].count || a[1].first - b[1].first)
    .map(([word]) => word);
  return [facts.type, ...ranked].slice(0, 8);
}

/** "Round Rock, TX" → { city: 'Round Rock', state: 'TX' }; a county or a bare state reads too. */
export function readLocation(location: string): { city: string | null; state: string | null } {
  const parts = location
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean);
  const last = parts.at(-1) ?? '';
  const code = /^([A-Za-z]{2})(\s+(\d{5}(-\d{4})?|[A-Za-z]\d[A-Za-z]\s?\d[A-Za-z]\d))?$/.exec(last)?.[1]?.toUpperCase();
  const named = Object.entries(REGION_NAMES).find(([, name]) => name.toLowerCase() === last.toLowerCase())?.[0];
  const state = code && REGION_NAMES[code] ? code : (named ?? null);
  const city = state ? (parts.length > 1 ? parts.slice(0, -1).join(', ') : null) : (parts[0] ?? null);
  return { city, state };
}

const money = (value: number) =>
  value >= 1_000_000
    ? `$${roundTo(value / 1_000_000, 2)}M`
    : value >= 1000
      ? `$${Math.round(value / 1000)}K`
      : `$${Math.round(value)}`;
const pct = (value: number) => `${roundTo(value * 100, 1)}%`;
const times = (value: number) => `${roundTo(value, 2)}×`;

/** The analysis of one listing: metrics, valuation and the text parts, by the rules of decision 0159. */
export function analyseListing(facts: ListingFacts, asOfYear: number, comparables?: Comparables): ComputedAnalysis {
  const metrics = listingMetrics(facts, asOfYear);
  const range = TYPICAL_RANGES[facts.type];
  const [low, high] = range.multiple;
  const [marginLow, marginHigh] = range.margin;
  const position = valuationPosition(facts.type, metrics.priceToCashFlow);
  const text = `${facts.title}\n${facts.description}`;
  const has = (label: string) => features.includes(label);
  const features = FEATURES.filter(([, re]) => re.test(text)).map(([label]) => label);
  const typeName = { gymnastics: 'gymnastics', swim: 'swim', ninja: 'ninja' }[facts.type];
  const {
    margin: m,
    years,
    perHead,
  } = {
    margin: metrics.cashFlowMargin,
    years: metrics.yearsInBusiness,
    perHead: metrics.revenuePerEmployee,
  };

  // Location.
  const place = readLocation(facts.location);
  const stateName = place.state ? REGION_NAMES[place.state] : null;
  const location = place.city && stateName ? `${place.city}, ${stateName}` : (stateName ?? facts.location);

  // Business model.
  const model = [
    has('Franchise') ? `A franchised ${typeName} business` : `An independent ${typeName} business`,
    has('Recurring tuition or memberships') ? 'earning recurring monthly tuition' : 'earning class and program fees',
    has('Real estate included') ? 'that owns its building' : 'in a leased facility',
  ].join(' ');
  const extras = [
    has('Competitive team program') ? 'a competitive team' : null,
    has('Camps') ? 'camps' : null,
    has('Birthday parties') ? 'birthday parties' : null,
  ].filter(Boolean);
  const businessModel = `${model}${extras.length ? `, with ${extras.join(', ')} on top` : ''}.`;

  // Risks.
  const risks: string[] = [];
  if (position === 'above' && metrics.priceToCashFlow !== null)
    risks.push(
      has('Real estate included')
        ? `Asking ${times(metrics.priceToCashFlow)} cash flow with the building: ask for the business and the real estate priced apart`
        : `Asking ${times(metrics.priceToCashFlow)} cash flow, above the typical ${low}–${high}× for ${typeName}`,
    );
  if (metrics.priceToRevenue === null) risks.push('Revenue not disclosed: ask for three years of tax returns');
  if (m !== null && m > 0.45)
    risks.push(`Cash flow is ${pct(m)} of revenue: check that a market wage for the owner's own work is counted`);
  if (m !== null && m < marginLow)
    risks.push(`Thin margin (${pct(m)}) against the typical ${pct(marginLow)}–${pct(marginHigh)}`);
  if (years !== null && years < 3)
    risks.push(`Young business (${years} ${years === 1 ? 'year' : 'years'}): little history to judge by`);
  if (years === null) risks.push('Year established not stated');
  if (facts.employees !== null && facts.employees <= 3) risks.push('Depends on the owner and a few people');
  if (!has('Real estate included') && !has('Long or transferable lease'))
    risks.push('Lease terms not stated: confirm the remaining term and the transfer');
  if (has('Franchise')) risks.push('Franchise approval and transfer fees apply');

  // Competitive advantages.
  const competitiveAdvantages: string[] = [];
  if (years !== null && years >= 10) competitiveAdvantages.push(`Established ${years} years: a known name locally`);
  if (has('Real estate included')) competitiveAdvantages.push('Owns its building: no landlord risk');
  if (has('Competitive team program')) competitiveAdvantages.push('Competitive team that keeps athletes for years');
  if (has('Waitlist')) competitiveAdvantages.push('Demand beyond capacity (a waitlist)');
  if (has('Trained staff in place')) competitiveAdvantages.push('Trained staff who stay with the sale');
  if (has('Indoor pool') && facts.type === 'swim') competitiveAdvantages.push('Own pool: scarce and costly to build');
  if (has('Foam pit or in-ground pit')) competitiveAdvantages.push('Pit and equipment a newcomer would have to fund');
  if (m !== null && m >= marginHigh && m <= 0.45)
    competitiveAdvantages.push(`Margin of ${pct(m)}, at the top of the range`);
  if (/only|no (other|direct) compet|exclusive/i.test(text))
    competitiveAdvantages.push('Little direct competition nearby');

  // Opportunities.
  const opportunities: string[] = [];
  if (position === 'below' && metrics.priceToCashFlow !== null)
    opportunities.push(`Priced at ${times(metrics.priceToCashFlow)} cash flow, below the typical ${low}–${high}×`);
  if (!has('Camps')) opportunities.push('Add school-break camps: full days on the existing floor');
  if (!has('Birthday parties')) opportunities.push('Add weekend birthday parties');
  if (!has('Competitive team program') && facts.type !== 'swim')
    opportunities.push('Start a competitive or pre-team track to keep older athletes');
  if (!has('Preschool and toddler classes')) opportunities.push('Add preschool classes in the quiet weekday mornings');
  if (has('Waitlist')) opportunities.push('Open more class times for the waitlist');
  if (m !== null && m < marginLow) opportunities.push('Review pricing and payroll share to reach a typical margin');
  if (perHead !== null && perHead < 40_000)
    opportunities.push(`Revenue per employee is ${money(perHead)}: schedule coaches to class fill`);
  if (has('Semi-absentee or manager-run'))
    opportunities.push('Run under the manager in place while you keep another business');

  // Growth potential.
  const growthPoints =
    (has('Waitlist') ? 2 : 0) +
    (years !== null && years >= 3 ? 1 : 0) +
    (m !== null && m >= marginLow ? 1 : 0) +
    (opportunities.length >= 4 ? 1 : 0) +
    (position === 'above' ? -1 : 0) +
    (position === 'below' ? 1 : 0);
  const growthLevel: GrowthLevel = growthPoints >= 4 ? 'strong' : growthPoints >= 2 ? 'moderate' : 'limited';
  const growthWords: Record<GrowthLevel, string> = {
    strong: 'Strong',
    moderate: 'Moderate',
    limited: 'Limited',
  };
  const reasons = [
    has('Waitlist') ? 'unmet demand' : null,
    opportunities.length >= 4 ? `${opportunities.length} programs or changes still open` : null,
    position === 'above' ? 'a price that already counts on growth' : null,
    position === 'below' ? 'a price below the typical multiple' : null,
    m !== null && m < marginLow ? 'margins to rebuild first' : null,
  ].filter(Boolean);
  const growthPotential = `${growthWords[growthLevel]}${reasons.length ? `: ${reasons.join(', ')}` : ''}.`;

  if (
    comparables &&
    comparables.count > 0 &&
    comparables.medianPriceToCashFlow !== null &&
    metrics.priceToCashFlow !== null
  ) {
    const gap = metrics.priceToCashFlow - comparables.medianPriceToCashFlow;
    if (gap > 0.75)
      risks.push(
        `Priced above the other ${typeName} listings (median ${times(comparables.medianPriceToCashFlow)} cash flow)`,
      );
    else if (gap < -0.75)
      opportunities.push(
        `Priced below the other ${typeName} listings (median ${times(comparables.medianPriceToCashFlow)} cash flow)`,
      );
  }

  return {
    metrics,
    valuation: { typicalLow: low, typicalHigh: high, position },
    features,
    location,
    businessModel,
    opportunities,
    risks,
    competitiveAdvantages,
    growthPotential,
    growthLevel,
    keywords: listingKeywords(facts),
  };
}
