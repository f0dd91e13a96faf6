import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  feasibilityDefaults,
  feasibilityPatchSchema,
  projectFeasibility,
  projectScenario,
  SCENARIOS,
  type FeasibilityInputs,
  type ProjectionYear,
} from './feasibility';

/** 300 students at $100, 10,000 sq ft at $12 a year, $120,000 of salaries, $50,000 of the owner's own money. */
const simple: FeasibilityInputs = {
  sqft: 10_000,
  ceilingHeight: 24,
  parking: 40,
  programs: [{ name: 'Recreational', monthlyTuition: 100, students: 300 }],
  staffing: { coaches: 0, coachHourlyRate: 0, coachHoursPerWeek: 0, salariedPayroll: 120_000, payrollTaxPercent: 0 },
  leaseFinance: {
    rentPerSqftYear: 12,
    buildOutCost: 50_000,
    equipmentCost: 0,
    loanAmount: 0,
    loanRatePercent: 0,
    loanYears: 0,
  },
  opex: { utilitiesMonthly: 0, insuranceYearly: 0, marketingMonthly: 0, softwareMonthly: 0, otherMonthly: 0 },
  market: { childrenInArea: 0, competitors: 0, averageMarketTuition: 0 },
  assumptions: {
    openingEnrollmentPercent: 100,
    rampMonths: 0,
    annualGrowthPercent: 0,
    annualPriceIncreasePercent: 0,
    annualRegistrationFee: 0,
  },
};

describe('the feasibility projection', () => {
  it('works the simple plan out by hand: $30,000 in, $20,000 out a month', () => {
    const base = projectScenario(simple, 'base');
    expect(base.years).toHaveLength(5);
    expect(base.years[0]).toEqual({ revenue: 360_000, expenses: 240_000, ebitda: 120_000 });
    expect(base.breakevenMonth).toBe(1);
    expect(base.paybackMonths).toBe(5);
    expect(base.students).toEqual([300, 300, 300, 300, 300]);
    // Conservative: 80% of the students, $24,000 a month.
    const conservative = projectScenario(simple, 'conservative');
    expect(conservative.years[0]).toEqual({ revenue: 288_000, expenses: 240_000, ebitda: 48_000 });
    expect(conservative.paybackMonths).toBe(13);
  });

  it('says null when the plan never breaks even or pays back', () => {
    const poor = projectScenario(
      { ...simple, programs: [{ name: 'Rec', monthlyTuition: 100, students: 100 }] },
      'base',
    );
    expect(poor.breakevenMonth).toBeNull();
    expect(poor.paybackMonths).toBeNull();
  });

  it('counts the loan in the cash, not in EBITDA', () => {
    const borrowed = {
      ...simple,
      leaseFinance: { ...simple.leaseFinance, loanAmount: 50_000, loanRatePercent: 6, loanYears: 5 },
    };
    const r = projectFeasibility(borrowed);
    expect(r.ownerInvestment).toBe(0);
    expect(r.monthlyDebtService).toBe(966.64);
    expect(r.scenarios.base.years[0]!.ebitda).toBe(120_000);
    expect(r.scenarios.base.paybackMonths).toBe(0);
  });

  it('checks the site in plain words', () => {
    const r = projectFeasibility({ ...simple, ceilingHeight: 16, parking: 10, sqft: 5000 });
    expect(r.checks).toEqual([
      'A 16 ft ceiling is low for bars, vault and tumbling: 20 ft or more clear is the usual minimum.',
      '17 sq ft per enrolled student: most gyms need 25 or more to run classes side by side.',
      '10 parking spaces for 300 students: pick-up and drop-off usually need one space for every 15.',
    ]);
  });

  const inputs = fc.record({
    sqft: fc.option(fc.integer({ min: 0, max: 100_000 }), { nil: null }),
    ceilingHeight: fc.option(fc.integer({ min: 0, max: 60 }), { nil: null }),
    parking: fc.option(fc.integer({ min: 0, max: 1000 }), { nil: null }),
    programs: fc.array(
      fc.record({
        name: fc.constant('Program'),
        monthlyTuition: fc.integer({ min: 0, max: 2000 }),
        students: fc.integer({ min: 0, max: 2000 }),
      }),
      { maxLength: 5 },
    ),
    staffing: fc.record({
      coaches: fc.integer({ min: 0, max: 100 }),
      coachHourlyRate: fc.integer({ min: 0, max: 100 }),
      coachHoursPerWeek: fc.integer({ min: 0, max: 80 }),
      salariedPayroll: fc.integer({ min: 0, max: 1_000_000 }),
      payrollTaxPercent: fc.integer({ min: 0, max: 100 }),
    }),
    leaseFinance: fc.record({
      rentPerSqftYear: fc.integer({ min: 0, max: 100 }),
      buildOutCost: fc.integer({ min: 0, max: 5_000_000 }),
      equipmentCost: fc.integer({ min: 0, max: 1_000_000 }),
      loanAmount: fc.integer({ min: 0, max: 5_000_000 }),
      loanRatePercent: fc.integer({ min: 0, max: 100 }),
      loanYears: fc.integer({ min: 0, max: 30 }),
    }),
    opex: fc.record({
      utilitiesMonthly: fc.integer({ min: 0, max: 50_000 }),
      insuranceYearly: fc.integer({ min: 0, max: 200_000 }),
      marketingMonthly: fc.integer({ min: 0, max: 50_000 }),
      softwareMonthly: fc.integer({ min: 0, max: 5000 }),
      otherMonthly: fc.integer({ min: 0, max: 50_000 }),
    }),
    market: fc.record({
      childrenInArea: fc.integer({ min: 0, max: 1_000_000 }),
      competitors: fc.integer({ min: 0, max: 50 }),
      averageMarketTuition: fc.integer({ min: 0, max: 1000 }),
    }),
    assumptions: fc.record({
      openingEnrollmentPercent: fc.integer({ min: 0, max: 100 }),
      rampMonths: fc.integer({ min: 0, max: 60 }),
      annualGrowthPercent: fc.integer({ min: 0, max: 100 }),
      annualPriceIncreasePercent: fc.integer({ min: 0, max: 100 }),
      annualRegistrationFee: fc.integer({ min: 0, max: 500 }),
    }),
  });

  it('runs revenue conservative ≤ base ≤ optimistic every year, finite, on any plan the schema accepts', () => {
    fc.assert(
      fc.property(inputs, (plan) => {
        expect(feasibilityPatchSchema.safeParse(plan).success).toBe(true);
        const r = projectFeasibility(plan);
        for (let y = 0; y < 5; y++) {
          const [c, b, o] = SCENARIOS.map((s) => r.scenarios[s].years[y]!) as [
            ProjectionYear,
            ProjectionYear,
            ProjectionYear,
          ];
          expect(c.revenue).toBeLessThanOrEqual(b.revenue + 0.01);
          expect(b.revenue).toBeLessThanOrEqual(o.revenue + 0.01);
          for (const v of [c, b, o].flatMap((row) => [row.revenue, row.expenses, row.ebitda]))
            expect(Number.isFinite(v)).toBe(true);
        }
        for (const s of SCENARIOS) {
          const { breakevenMonth, paybackMonths } = r.scenarios[s];
          expect(breakevenMonth === null || (breakevenMonth >= 1 && breakevenMonth <= 60)).toBe(true);
          expect(paybackMonths === null || (paybackMonths >= 0 && paybackMonths <= 60)).toBe(true);
        }
      }),
      { numRuns: 60 },
    );
  });

  it('the defaults make a plan that breaks even within five years in the base case', () => {
    const r = projectFeasibility({ sqft: 12_000, ceilingHeight: 24, parking: 40, ...feasibilityDefaults });
    expect(r.scenarios.base.breakevenMonth).not.toBeNull();
    expect(r.scenarios.base.years[4]!.ebitda).toBeGreaterThan(0);
  });
});
