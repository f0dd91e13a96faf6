import { z } from 'zod';
import { timestamp } from './answers';
import { pageQueryOf, pageSchema } from './paging';
import { requiredText } from './text-fields';
import { exactMonthlyPayment } from './tools/loan';
import { roundCents } from './tools/numbers';
import type { ReportBody } from './tools/report';

/**
 * Feasibility studies (spec 001 §3 "Feasibility", §4): an owner's plan for a new location, an
 * expansion or a relocation, filled in by a wizard and projected over five years in three
 * scenarios. The projection is a pure monthly model (decision 0162); the request and answer shapes
 * of /api/feasibility-projects are here too.
 */

export const FEASIBILITY_TYPES = ['new_location', 'expansion', 'relocation'] as const;
export type FeasibilityType = (typeof FEASIBILITY_TYPES)[number];
export const feasibilityTypeLabels: Record<FeasibilityType, string> = {
  new_location: 'New location',
  expansion: 'Expansion',
  relocation: 'Relocation',
};

export const FEASIBILITY_STATUSES = ['draft', 'locked'] as const;
export type FeasibilityStatus = (typeof FEASIBILITY_STATUSES)[number];

export const SCENARIOS = ['conservative', 'base', 'optimistic'] as const;
export type ScenarioKey = (typeof SCENARIOS)[number];
export const scenarioLabels: Record<ScenarioKey, string> = {
  conservative: 'Conservative',
  base: 'Base',
  optimistic: 'Optimistic',
};

export const PROJECTION_MONTHS = 60;

export const feasibilityMessages = {
  nameRequired: 'Project name is required',
  typeRequired: 'Choose new location, expansion or relocation',
  locationRequired: 'Location is required',
  locked: 'This project is locked: it is the record of what was decided and can no longer change',
  notFound: 'Feasibility project not found',
  shareNotFound: 'This shared study is not available',
  wholeNumber: 'Must be a whole number of 0 or more',
  amount: 'Must be an amount of 0 or more',
  percent: 'Must be a percentage from 0 to 100',
  programName: 'Program name is required',
  tooManyPrograms: 'At most 30 programs',
} as const;
const m = feasibilityMessages;

const MONEY_MAX = 1_000_000_000;
const amount = z.number({ error: m.amount }).min(0, m.amount).max(MONEY_MAX, m.amount).transform(roundCents);
const whole = (max: number) =>
  z.number({ error: m.wholeNumber }).int(m.wholeNumber).min(0, m.wholeNumber).max(max, m.wholeNumber);
const percent = z.number({ error: m.percent }).min(0, m.percent).max(100, m.percent);

/** One program the site would run: its monthly tuition and the students it would hold when full. */
export const feasibilityProgramSchema = z.object({
  name: requiredText(m.programName, 80),
  monthlyTuition: amount,
  students: whole(10_000),
});

export const staffingSchema = z.object({
  coaches: whole(500),
  coachHourlyRate: amount,
  coachHoursPerWeek: whole(80),
  /** Salaried staff (a director, the front desk), per year in all. */
  salariedPayroll: amount,
  payrollTaxPercent: percent,
});

export const leaseFinanceSchema = z.object({
  /** Rent per square foot per year (triple net included). */
  rentPerSqftYear: amount,
  buildOutCost: amount,
  equipmentCost: amount,
  loanAmount: amount,
  loanRatePercent: percent,
  loanYears: whole(30),
});

export const opexSchema = z.object({
  utilitiesMonthly: amount,
  insuranceYearly: amount,
  marketingMonthly: amount,
  softwareMonthly: amount,
  otherMonthly: amount,
});

export const marketSchema = z.object({
  childrenInArea: whole(10_000_000),
  competitors: whole(1000),
  averageMarketTuition: amount,
});

export const assumptionsSchema = z.object({
  /** Share of the full enrollment on opening day. */
  openingEnrollmentPercent: percent,
  /** Months from opening to full enrollment. */
  rampMonths: whole(60),
  /** Enrollment growth a year once full. */
  annualGrowthPercent: percent,
  /** Tuition increase a year. */
  annualPriceIncreasePercent: percent,
  /** Registration fee a year per enrolled student. */
  annualRegistrationFee: amount,
});

export type FeasibilityProgram = z.output<typeof feasibilityProgramSchema>;
export type Staffing = z.output<typeof staffingSchema>;
export type LeaseFinance = z.output<typeof leaseFinanceSchema>;
export type Opex = z.output<typeof opexSchema>;
export type Market = z.output<typeof marketSchema>;
export type Assumptions = z.output<typeof assumptionsSchema>;

/** A plan's numbers as the wizard fills them in. */
export interface FeasibilityInputs {
  sqft: number | null;
  ceilingHeight: number | null;
  parking: number | null;
  programs: FeasibilityProgram[];
  staffing: Staffing;
  leaseFinance: LeaseFinance;
  opex: Opex;
  market: Market;
  assumptions: Assumptions;
}

/** What a new project starts from: a typical 12,000 sq ft gymnastics site (the owner changes every figure). */
export const feasibilityDefaults: Omit<FeasibilityInputs, 'sqft' | 'ceilingHeight' | 'parking'> = {
  programs: [
    { name: 'Recreational gymnastics', monthlyTuition: 95, students: 300 },
    { name: 'Preschool', monthlyTuition: 80, students: 120 },
    { name: 'Competitive team', monthlyTuition: 230, students: 40 },
  ],
  staffing: { coaches: 12, coachHourlyRate: 18, coachHoursPerWeek: 20, salariedPayroll: 95_000, payrollTaxPercent: 10 },
  leaseFinance: {
    rentPerSqftYear: 14,
    buildOutCost: 150_000,
    equipmentCost: 180_000,
    loanAmount: 250_000,
    loanRatePercent: 9,
    loanYears: 10,
  },
  opex: {
    utilitiesMonthly: 2_500,
    insuranceYearly: 18_000,
    marketingMonthly: 1_500,
    softwareMonthly: 400,
    otherMonthly: 1_200,
  },
  market: { childrenInArea: 25_000, competitors: 2, averageMarketTuition: 100 },
  assumptions: {
    openingEnrollmentPercent: 30,
    rampMonths: 18,
    annualGrowthPercent: 3,
    annualPriceIncreasePercent: 3,
    annualRegistrationFee: 50,
  },
};

const nullableWhole = (max: number) => whole(max).nullable();

/** PATCH /api/feasibility-projects/:id: any of the wizard's fields, saved as the owner goes. */
export const feasibilityFieldsSchema = z.object({
  name: requiredText(m.nameRequired, 120),
  type: z.enum(FEASIBILITY_TYPES, { error: m.typeRequired }),
  location: requiredText(m.locationRequired, 200),
  sqft: nullableWhole(1_000_000),
  ceilingHeight: z.number({ error: 'Ceiling height must be a number of feet' }).min(0).max(200).nullable(),
  parking: nullableWhole(10_000),
  programs: z.array(feasibilityProgramSchema).max(30, m.tooManyPrograms),
  staffing: staffingSchema,
  leaseFinance: leaseFinanceSchema,
  opex: opexSchema,
  market: marketSchema,
  assumptions: assumptionsSchema,
});
export const feasibilityPatchSchema = feasibilityFieldsSchema.partial().strict();
export type FeasibilityPatch = z.input<typeof feasibilityPatchSchema>;

/** POST /api/feasibility-projects */
export const feasibilityCreateSchema = z.object({
  name: requiredText(m.nameRequired, 120),
  type: z.enum(FEASIBILITY_TYPES, { error: m.typeRequired }),
  location: requiredText(m.locationRequired, 200),
});
export type FeasibilityCreate = z.input<typeof feasibilityCreateSchema>;

/** The answer's shape of a group of figures: plain numbers (the request's schema rounds and checks them). */
function numbersOf<S extends z.ZodRawShape>(schema: z.ZodObject<S>) {
  return z.object(
    Object.fromEntries(Object.keys(schema.shape).map((k) => [k, z.number()])) as { [K in keyof S]: z.ZodNumber },
  );
}

export const feasibilityProjectSchema = z.object({
  id: z.number(),
  name: z.string(),
  type: z.enum(FEASIBILITY_TYPES),
  location: z.string(),
  status: z.enum(FEASIBILITY_STATUSES),
  sqft: z.number().nullable(),
  ceilingHeight: z.number().nullable(),
  parking: z.number().nullable(),
  programs: z.array(z.object({ name: z.string(), monthlyTuition: z.number(), students: z.number() })),
  staffing: numbersOf(staffingSchema),
  leaseFinance: numbersOf(leaseFinanceSchema),
  opex: numbersOf(opexSchema),
  market: numbersOf(marketSchema),
  assumptions: numbersOf(assumptionsSchema),
  shareToken: z.string().nullable(),
  lockedAt: timestamp.nullable(),
  createdAt: timestamp,
  updatedAt: timestamp,
});
export type FeasibilityProject = z.input<typeof feasibilityProjectSchema>;
export type FeasibilityProjectRecord = z.output<typeof feasibilityProjectSchema>;

export const feasibilityListQuerySchema = pageQueryOf(20);
export const feasibilityPageSchema = pageSchema(feasibilityProjectSchema);

// ---- the projection -----------------------------------------------------------------------------

/** How each scenario bends the owner's own assumptions (decision 0162). */
export const SCENARIO_FACTORS: Record<ScenarioKey, { enrollment: number; ramp: number; growthPoints: number }> = {
  conservative: { enrollment: 0.8, ramp: 1.5, growthPoints: -2 },
  base: { enrollment: 1, ramp: 1, growthPoints: 0 },
  optimistic: { enrollment: 1.15, ramp: 0.75, growthPoints: 1 },
};

export interface ProjectionYear {
  revenue: number;
  expenses: number;
  ebitda: number;
}

export interface ScenarioResult {
  years: ProjectionYear[];
  /** The first month (1–60) whose cash after rent, payroll, costs and the loan is not negative; null if none. */
  breakevenMonth: number | null;
  /**
   * Months until the cash after the loan pays back the owner's own money (build-out and equipment
   * not borrowed); null if not within five years.
   */
  paybackMonths: number | null;
  /** Students enrolled at the end of each year. */
  students: number[];
}

export interface FeasibilityResults {
  scenarios: Record<ScenarioKey, ScenarioResult>;
  /** Site checks in plain words (ceiling height, parking, space per student). */
  checks: string[];
  /** The owner's own money: build-out and equipment less the loan. */
  ownerInvestment: number;
  monthlyDebtService: number;
}

export const scenarioResultSchema = z.object({
  years: z.array(z.object({ revenue: z.number(), expenses: z.number(), ebitda: z.number() })),
  breakevenMonth: z.number().nullable(),
  paybackMonths: z.number().nullable(),
  students: z.array(z.number()),
});
export const feasibilityResultsSchema = z.object({
  scenarios: z.object({
    conservative: scenarioResultSchema,
    base: scenarioResultSchema,
    optimistic: scenarioResultSchema,
  }),
  checks: z.array(z.string()),
  ownerInvestment: z.number(),
  monthlyDebtService: z.number(),
});

/** The share of full enrollment in month `month` (1-based) of a scenario. */
export function enrollmentShare(assumptions: Assumptions, scenario: ScenarioKey, month: number): number {
  const f = SCENARIO_FACTORS[scenario];
  const opening = Math.min(1, assumptions.openingEnrollmentPercent / 100);
  const ramp = Math.max(1, Math.round(assumptions.rampMonths * f.ramp));
  const ramped = month >= ramp ? 1 : opening + ((1 - opening) * (month - 1)) / ramp;
  const growth = Math.max(0, assumptions.annualGrowthPercent + f.growthPoints) / 100;
  const monthsFull = Math.max(0, month - ramp);
  return ramped * (1 + growth) ** (monthsFull / 12) * f.enrollment;
}

/** The five-year projection of a plan in one scenario. */
export function projectScenario(inputs: FeasibilityInputs, scenario: ScenarioKey): ScenarioResult {
  const { staffing, leaseFinance, opex, assumptions } = inputs;
  const fullStudents = inputs.programs.reduce((n, p) => n + p.students, 0);
  const rent = ((inputs.sqft ?? 0) * leaseFinance.rentPerSqftYear) / 12;
  const coachPay = (staffing.coaches * staffing.coachHourlyRate * staffing.coachHoursPerWeek * 52) / 12;
  const payroll = (coachPay + staffing.salariedPayroll / 12) * (1 + staffing.payrollTaxPercent / 100);
  const costs =
    opex.utilitiesMonthly +
    opex.insuranceYearly / 12 +
    opex.marketingMonthly +
    opex.softwareMonthly +
    opex.otherMonthly;
  const debt = debtService(leaseFinance);
  const invested = ownerInvestmentOf(leaseFinance);

  const years: ProjectionYear[] = [];
  const students: number[] = [];
  let breakevenMonth: number | null = null;
  let paybackMonths: number | null = invested <= 0 ? 0 : null;
  let cumulative = 0;
  for (let month = 1; month <= PROJECTION_MONTHS; month++) {
    const year = Math.floor((month - 1) / 12);
    const share = enrollmentShare(assumptions, scenario, month);
    const price = (1 + assumptions.annualPriceIncreasePercent / 100) ** year;
    const tuition = inputs.programs.reduce((sum, p) => sum + p.students * share * p.monthlyTuition * price, 0);
    const enrolled = fullStudents * share;
    const revenue = tuition + (enrolled * assumptions.annualRegistrationFee) / 12;
    const expenses = rent + payroll + costs;
    const cash = revenue - expenses - (month <= leaseFinance.loanYears * 12 ? debt : 0);
    if (breakevenMonth === null && cash >= 0) breakevenMonth = month;
    cumulative += cash;
    if (paybackMonths === null && cumulative >= invested) paybackMonths = month;
    const row = (years[year] ??= { revenue: 0, expenses: 0, ebitda: 0 });
    row.revenue += revenue;
    row.expenses += expenses;
    if (month % 12 === 0) students.push(Math.round(enrolled));
  }
  return {
    years: years.map((y) => ({
      revenue: roundCents(y.revenue),
      expenses: roundCents(y.expenses),
      ebitda: roundCents(y.revenue - y.expenses),
    })),
    breakevenMonth,
    paybackMonths,
    students,
  };
}

/** The monthly loan payment (principal and interest), or 0 without a loan. */
export function debtService(lf: LeaseFinance): number {
  if (lf.loanAmount <= 0 || lf.loanYears <= 0) return 0;
  return exactMonthlyPayment(lf.loanAmount, lf.loanRatePercent, lf.loanYears * 12);
}

export const ownerInvestmentOf = (lf: LeaseFinance) =>
  roundCents(Math.max(0, lf.buildOutCost + lf.equipmentCost - lf.loanAmount));

/** Checks of the site against what a gymnastics floor needs, in plain words. */
export function siteChecks(inputs: FeasibilityInputs): string[] {
  const checks: string[] = [];
  const students = inputs.programs.reduce((n, p) => n + p.students, 0);
  if (inputs.ceilingHeight !== null && inputs.ceilingHeight < 20)
    checks.push(
      `A ${inputs.ceilingHeight} ft ceiling is low for bars, vault and tumbling: 20 ft or more clear is the usual minimum.`,
    );
  if (inputs.sqft !== null && inputs.sqft > 0 && students > 0) {
    const perStudent = inputs.sqft / students;
    if (perStudent < 20)
      checks.push(
        `${Math.round(perStudent)} sq ft per enrolled student: most gyms need 25 or more to run classes side by side.`,
      );
  }
  if (inputs.parking !== null && students > 0 && inputs.parking < Math.ceil(students / 15))
    checks.push(
      `${inputs.parking} parking spaces for ${students} students: pick-up and drop-off usually need one space for every 15.`,
    );
  if (inputs.sqft === null || inputs.sqft === 0) checks.push('No floor space given yet: rent is counted as $0.');
  if (inputs.market.competitors > 0 && inputs.market.averageMarketTuition > 0) {
    const ours = students > 0 ? inputs.programs.reduce((s, p) => s + p.monthlyTuition * p.students, 0) / students : 0;
    if (ours > inputs.market.averageMarketTuition * 1.25)
      checks.push(
        `Average tuition of $${Math.round(ours)} is more than 25% above the area's $${Math.round(inputs.market.averageMarketTuition)}.`,
      );
  }
  if (inputs.market.childrenInArea > 0 && students > inputs.market.childrenInArea * 0.03)
    checks.push(
      `Full enrollment is ${students} of ${inputs.market.childrenInArea.toLocaleString('en-US')} children in the area (over 3%): a high share for one gym.`,
    );
  return checks;
}

export function projectFeasibility(inputs: FeasibilityInputs): FeasibilityResults {
  return {
    scenarios: {
      conservative: projectScenario(inputs, 'conservative'),
      base: projectScenario(inputs, 'base'),
      optimistic: projectScenario(inputs, 'optimistic'),
    },
    checks: siteChecks(inputs),
    ownerInvestment: ownerInvestmentOf(inputs.leaseFinance),
    monthlyDebtService: roundCents(debtService(inputs.leaseFinance)),
  };
}

/** GET /api/feasibility/shared/:token */
export const sharedFeasibilitySchema = z.object({
  project: feasibilityProjectSchema.omit({ shareToken: true }),
  results: feasibilityResultsSchema,
});

export const shareAnswerSchema = z.object({ shareToken: z.string(), url: z.string() });

/** The study as a report (the PDF and .xlsx export): the site and money in, each scenario's five years out. */
export function feasibilityReport(
  project: Pick<FeasibilityProject, 'name' | 'type' | 'location' | 'sqft' | 'ceilingHeight' | 'parking'>,
  results: FeasibilityResults,
): ReportBody {
  return {
    inputs: [
      { key: 'type', label: 'Project', value: feasibilityTypeLabels[project.type], unit: 'text' },
      { key: 'location', label: 'Location', value: project.location, unit: 'text' },
      { key: 'sqft', label: 'Square feet', value: project.sqft, unit: 'number' },
      { key: 'ceiling', label: 'Ceiling height (ft)', value: project.ceilingHeight, unit: 'number' },
      { key: 'parking', label: 'Parking spaces', value: project.parking, unit: 'number' },
      { key: 'invested', label: "Owner's own money", value: results.ownerInvestment, unit: 'money' },
      { key: 'debt', label: 'Loan payment a month', value: results.monthlyDebtService, unit: 'money' },
    ],
    results: SCENARIOS.flatMap((s) => [
      {
        key: `${s}-breakeven`,
        label: `${scenarioLabels[s]}: break-even month`,
        value: results.scenarios[s].breakevenMonth,
        unit: 'number' as const,
        primary: s === 'base' ? true : undefined,
      },
      {
        key: `${s}-payback`,
        label: `${scenarioLabels[s]}: payback (months)`,
        value: results.scenarios[s].paybackMonths,
        unit: 'number' as const,
      },
    ]),
    tables: SCENARIOS.map((s) => ({
      key: s,
      heading: `${scenarioLabels[s]} scenario`,
      columns: [
        { label: 'Year', unit: 'number' as const },
        { label: 'Revenue', unit: 'money' as const },
        { label: 'Expenses', unit: 'money' as const },
        { label: 'EBITDA', unit: 'money' as const },
        { label: 'Students', unit: 'number' as const },
      ],
      rows: results.scenarios[s].years.map((y, i) => [
        i + 1,
        y.revenue,
        y.expenses,
        y.ebitda,
        results.scenarios[s].students[i] ?? null,
      ]),
    })),
  };
}
