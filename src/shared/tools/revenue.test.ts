import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { roundCents } from './numbers';
import {
  benchmarkFigure,
  facilityBreakdown,
  facilityInputSchema,
  revenuePerSqft,
  revenuePerSqftInputSchema,
  revenueSqftFigures,
  revenueSqftHighlights,
  revenueSqftInputSchema,
  revenueSqftMessages as m,
  revenueSqftReport,
} from './revenue';
import { allFinite, firstMessage, isCents, money, whole } from './test-helpers';

describe('revenue per square foot', () => {
  it('divides the year’s revenue by the usable area, as by hand', () => {
    // 850,000 ÷ 12,000 = 70.8333… → 70.83 a year; 70.8333… ÷ 12 = 5.9027… → 5.90 a month
    const input = revenuePerSqftInputSchema.parse({ annualRevenue: 850_000, squareFeet: 12_000 });
    expect(revenuePerSqft(input)).toEqual({ annualPerSqft: 70.83, monthlyPerSqft: 5.9 });
  });

  it('gives 0 until an area is entered', () => {
    expect(revenuePerSqft({ annualRevenue: 850_000, squareFeet: 0 })).toEqual({ annualPerSqft: 0, monthlyPerSqft: 0 });
  });

  it('explains what is wrong', () => {
    const parse = (patch: object) =>
      firstMessage(revenuePerSqftInputSchema.safeParse({ annualRevenue: 1, squareFeet: 1, ...patch }));
    expect(parse({ annualRevenue: -1 })).toBe('Annual revenue cannot be negative');
    expect(parse({ squareFeet: -1 })).toBe('Usable square feet cannot be negative');
    expect(parse({ squareFeet: 0.5 })).toBe('Usable square feet must be a whole number');
  });

  it('never gives NaN or Infinity, gives whole cents, and grows with revenue', () => {
    fc.assert(
      fc.property(money(1e8), whole(1e7), money(1e6), (annualRevenue, squareFeet, more) => {
        const r = revenuePerSqft(revenuePerSqftInputSchema.parse({ annualRevenue, squareFeet }));
        expect(allFinite(r)).toBe(true);
        expect(isCents(r.annualPerSqft) && isCents(r.monthlyPerSqft)).toBe(true);
        const richer = revenuePerSqft({ annualRevenue: annualRevenue + more, squareFeet });
        expect(richer.annualPerSqft).toBeGreaterThanOrEqual(r.annualPerSqft);
      }),
    );
  });
});

/** A 10,000 sq ft building: two class spaces that earn, a lobby and an office that do not. */
const building = {
  annualRevenue: 600_000,
  areas: [
    { areaName: 'Team floor', sqft: 6_000, isUsable: true, annualRevenue: 300_000 },
    { areaName: 'Preschool room', sqft: 2_000, isUsable: true, annualRevenue: 120_000 },
    { areaName: 'Lobby', sqft: 1_500, isUsable: false },
    { areaName: 'Office', sqft: 500, isUsable: false, annualRevenue: 0 },
  ],
};

describe('facility breakdown', () => {
  it('works out the building and each area as by hand', () => {
    // total 6,000 + 2,000 + 1,500 + 500 = 10,000 sq ft; usable 6,000 + 2,000 = 8,000 (80%)
    // per usable sq ft 600,000 ÷ 8,000 = 75.00 a year, 6.25 a month; per total sq ft 600,000 ÷ 10,000 = 60.00
    // assigned 300,000 + 120,000 = 420,000; not assigned 600,000 − 420,000 = 180,000
    // team floor: space 6,000 ÷ 10,000 = 60%, revenue 300,000 ÷ 600,000 = 50%, 300,000 ÷ 6,000 = 50.00 a sq ft
    // preschool: 20%, 20%, 120,000 ÷ 2,000 = 60.00; lobby 15%, 0%, 0.00; office 5%, 0%, 0.00
    const r = facilityBreakdown(facilityInputSchema.parse(building));
    expect(r).toMatchObject({
      totalSqft: 10_000,
      usableSqft: 8_000,
      usableSharePercent: 80,
      annualPerSqft: 75,
      monthlyPerSqft: 6.25,
      annualPerTotalSqft: 60,
      assignedRevenue: 420_000,
      unassignedRevenue: 180_000,
    });
    expect(r.areas.map((a) => [a.areaName, a.spaceSharePercent, a.revenueSharePercent, a.revenuePerSqft])).toEqual([
      ['Team floor', 60, 50, 50],
      ['Preschool room', 20, 20, 60],
      ['Lobby', 15, 0, 0],
      ['Office', 5, 0, 0],
    ]);
    // The lobby's revenue was left out: it is 0.
    expect(r.areas[2]).toMatchObject({ isUsable: false, annualRevenue: 0 });
  });

  it('shares the space only when no area revenue is given, and rounds as by hand', () => {
    // total 7,000 + 5,000 + 1,000 = 13,000; usable 12,000 → 850,000 ÷ 12,000 = 70.83, 5.90 a month;
    // 850,000 ÷ 13,000 = 65.3846… → 65.38; shares 53.846… → 53.85, 38.461… → 38.46, 7.692… → 7.69
    const r = facilityBreakdown(
      facilityInputSchema.parse({
        annualRevenue: 850_000,
        areas: [
          { areaName: 'Main floor', sqft: 7_000 },
          { areaName: 'Ninja zone', sqft: 5_000 },
          { areaName: 'Lobby', sqft: 1_000, isUsable: false },
        ],
      }),
    );
    expect(r).toMatchObject({ annualPerSqft: 70.83, monthlyPerSqft: 5.9, annualPerTotalSqft: 65.38 });
    expect(r.areas.map((a) => [a.spaceSharePercent, a.revenueSharePercent, a.revenuePerSqft])).toEqual([
      [53.85, null, null],
      [38.46, null, null],
      [7.69, null, null],
    ]);
    expect(r.unassignedRevenue).toBe(850_000);
  });

  it('gives no revenue per sq ft to an area of no space, and 0 a building of none', () => {
    const r = facilityBreakdown({
      annualRevenue: 1_000,
      areas: [{ areaName: 'Parking lot camp', sqft: 0, isUsable: true, annualRevenue: 1_000 }],
    });
    expect(r).toMatchObject({ totalSqft: 0, annualPerSqft: 0, annualPerTotalSqft: 0, usableSharePercent: 0 });
    expect(r.areas[0]).toMatchObject({ spaceSharePercent: 0, revenueSharePercent: 100, revenuePerSqft: null });
  });

  it('explains what is wrong', () => {
    const parse = (patch: object, area: object = {}) =>
      firstMessage(
        facilityInputSchema.safeParse({ ...building, ...patch, areas: [{ ...building.areas[0], ...area }] }),
      );
    expect(parse({}, { areaName: ' ' })).toBe(m.areaNameRequired);
    expect(parse({}, { sqft: -5 })).toBe('Square feet cannot be negative');
    expect(parse({}, { sqft: 10.5 })).toBe('Square feet must be a whole number');
    expect(parse({}, { sqft: 10_000_001 })).toBe('Square feet must not exceed 10,000,000');
    expect(parse({}, { isUsable: 'yes' })).toBe(m.usableInvalid);
    expect(parse({}, { annualRevenue: -1 })).toBe('Area revenue cannot be negative');
    expect(parse({ annualRevenue: 299_999.99 })).toBe(m.areasExceedTotal);
    expect(m.areasExceedTotal).toBe('Revenue of the areas cannot exceed annual revenue');
    expect(parse({ annualRevenue: 300_000 })).toBeNull();
    expect(firstMessage(facilityInputSchema.safeParse({ annualRevenue: 1, areas: [] }))).toBe(m.areasRequired);
  });
});

describe('saved summaries', () => {
  it('tell a quick check from a breakdown, with a name and an optional year', () => {
    const quick = { kind: 'quick', name: ' 2025 ', annualRevenue: 850_000, squareFeet: 12_000 };
    expect(revenueSqftInputSchema.parse(quick)).toEqual({ ...quick, name: '2025', year: null });
    const parse = (body: object) => firstMessage(revenueSqftInputSchema.safeParse(body));
    expect(parse({ ...quick, kind: 'guess' })).toBe(m.kindInvalid);
    expect(parse({ ...quick, name: '' })).toBe(m.nameRequired);
    expect(parse({ ...quick, name: 'x'.repeat(101) })).toBe('Must not exceed 100 characters');
    for (const year of [1999, 2101, 2025.5, '2025']) expect(parse({ ...quick, year })).toBe(m.yearInvalid);
    expect(parse({ ...quick, year: 2100 })).toBeNull();
    expect(parse({ kind: 'facility', name: 'x', annualRevenue: 1, areas: [] })).toBe(m.areasRequired);
  });

  it('store a quick check’s space as both total and usable, and report each kind', () => {
    const quick = revenueSqftInputSchema.parse({
      kind: 'quick',
      name: 'Q',
      year: 2024,
      annualRevenue: 850_000,
      squareFeet: 12_000,
    });
    const q = revenueSqftFigures(quick);
    expect(q).toEqual({
      totalSqft: 12_000,
      usableSqft: 12_000,
      annualPerSqft: 70.83,
      monthlyPerSqft: 5.9,
      annualPerTotalSqft: 70.83,
      facility: null,
    });
    const qr = revenueSqftReport(quick, q);
    expect(qr.inputs.map((f) => f.value)).toEqual(['2024', 850_000, 12_000]);
    expect(qr.results.filter((f) => f.primary).map((f) => f.value)).toEqual([70.83, 5.9]);

    const facility = revenueSqftInputSchema.parse({ kind: 'facility', name: 'F', ...building });
    const fr = revenueSqftReport(facility, revenueSqftFigures(facility));
    expect(fr.inputs.map((f) => f.value)).toEqual([null, 600_000, 4]);
    expect(fr.tables[0]!.rows[0]).toEqual(['Team floor', 6_000, 'Yes', 300_000, 60, 50, 50]);
    expect(fr.tables[0]!.rows[2]).toEqual(['Lobby', 1_500, 'No', 0, 15, 0, 0]);
  });
});

describe('facility properties', () => {
  const area = fc.record({
    areaName: fc.constant('a'),
    sqft: whole(1e7),
    isUsable: fc.boolean(),
    annualRevenue: money(1e6),
  });
  const input = fc
    .record({ areas: fc.array(area, { minLength: 1, maxLength: 12 }), extra: money(1e7) })
    .map(({ areas, extra }) => ({ areas, annualRevenue: areas.reduce((n, a) => n + a.annualRevenue, 0) + extra }));

  it('never gives NaN or Infinity, keeps money in cents and shares the whole space', () => {
    fc.assert(
      fc.property(input, (raw) => {
        const parsed = facilityInputSchema.safeParse(raw);
        if (!parsed.success) return; // the areas' revenue rounded past a total just above it
        const r = facilityBreakdown(parsed.data);
        expect(allFinite(r)).toBe(true);
        for (const v of [
          r.annualPerSqft,
          r.monthlyPerSqft,
          r.annualPerTotalSqft,
          r.assignedRevenue,
          r.unassignedRevenue,
        ])
          expect(isCents(v)).toBe(true);
        for (const a of r.areas) expect(a.revenuePerSqft === null || isCents(a.revenuePerSqft)).toBe(true);
        const shared = r.areas.reduce((n, a) => n + a.spaceSharePercent, 0);
        if (r.totalSqft > 0) expect(Math.abs(shared - 100)).toBeLessThanOrEqual(0.005 * r.areas.length + 1e-9);
        expect(r.usableSqft).toBeLessThanOrEqual(r.totalSqft);
      }),
    );
  });

  it('never lowers the revenue per square foot when the year earns more', () => {
    fc.assert(
      fc.property(input, money(1e6), (raw, more) => {
        const parsed = facilityInputSchema.safeParse(raw);
        if (!parsed.success) return;
        const before = facilityBreakdown(parsed.data);
        const after = facilityBreakdown({ ...parsed.data, annualRevenue: parsed.data.annualRevenue + more });
        expect(after.annualPerSqft).toBeGreaterThanOrEqual(before.annualPerSqft);
        expect(after.monthlyPerSqft).toBeGreaterThanOrEqual(before.monthlyPerSqft);
        expect(after.annualPerTotalSqft).toBeGreaterThanOrEqual(before.annualPerTotalSqft);
      }),
    );
  });
});

/**
 * The three places a revenue per sq ft shows: the screen (the quick check's or the breakdown's
 * figures), the saved summary (its stored figures, its row's highlights and its report) and the
 * network panel (the figure it places). The server stores the inputs in cents before computing.
 */
function everywhere(annualRevenue: number, usableSqft: number) {
  const quick = { kind: 'quick' as const, annualRevenue, squareFeet: usableSqft };
  const breakdown = {
    kind: 'facility' as const,
    annualRevenue,
    areas: [
      { areaName: 'Class space', sqft: usableSqft, isUsable: true, annualRevenue: 0 },
      { areaName: 'Lobby', sqft: 1_500, isUsable: false, annualRevenue: 0 },
    ],
  };
  const named = { name: 'Year', year: 2025, annualRevenue: roundCents(annualRevenue) };
  const savedQuick = revenueSqftFigures(revenueSqftInputSchema.parse({ ...quick, ...named }));
  const savedBreakdown = revenueSqftFigures(revenueSqftInputSchema.parse({ ...breakdown, ...named }));
  return {
    quickScreen: revenueSqftFigures(quick).annualPerSqft,
    breakdownScreen: facilityBreakdown(breakdown).annualPerSqft,
    savedQuick: savedQuick.annualPerSqft,
    savedBreakdown: savedBreakdown.annualPerSqft,
    savedRow: revenueSqftHighlights(savedQuick)[0]!.value,
    savedReport: revenueSqftReport({ ...quick, ...named }, savedQuick).results[0]!.value,
    networkFromScreen: benchmarkFigure(revenueSqftFigures(quick)),
    networkFromSaved: benchmarkFigure(savedBreakdown),
  };
}

describe('one revenue per square foot', () => {
  it('gives the same figure on screen, in the saved summary and in the network panel, as by hand', () => {
    // The demo owner's 14,500 usable sq ft: 850,000 ÷ 14,500 = 58.6206… → $58.62 everywhere, whichever screen.
    const figures = everywhere(850_000, 14_500);
    expect(new Set(Object.values(figures))).toEqual(new Set([58.62]));
    // 868,000 ÷ 14,500 = 59.862… → $59.86; 945,000 ÷ 14,500 = 65.172… → $65.17: other inputs, other figures.
    expect(everywhere(868_000, 14_500).quickScreen).toBe(59.86);
    expect(everywhere(945_000, 14_500).breakdownScreen).toBe(65.17);
    // Typed past the cent, $1,000.009 is saved as $1,000.01, and 1,000.01 ÷ 2 = 500.005 → $500.01 on screen
    // too (the typed 1,000.009 ÷ 2 = 500.0045 would have shown $500.00).
    expect(new Set(Object.values(everywhere(1_000.009, 2)))).toEqual(new Set([500.01]));
  });

  it('gives the same figure in all of them for any inputs, a revenue typed past the cent included', () => {
    fc.assert(
      fc.property(money(1e8), fc.integer({ min: 1, max: 1e7 }), (annualRevenue, usableSqft) => {
        const figures = everywhere(annualRevenue, usableSqft);
        expect(new Set(Object.values(figures)).size).toBe(1);
      }),
    );
  });

  it('places no figure in the network without usable space, as the benchmark counts none', () => {
    expect(benchmarkFigure(revenueSqftFigures({ kind: 'quick', annualRevenue: 850_000, squareFeet: 0 }))).toBeNull();
    const lobbyOnly = facilityBreakdown({
      annualRevenue: 1_000,
      areas: [{ areaName: 'Lobby', sqft: 500, isUsable: false, annualRevenue: 0 }],
    });
    expect(benchmarkFigure(lobbyOnly)).toBeNull();
  });
});
