import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { toolsMessages } from '../fields';
import {
  capacityPlanPartsSchema,
  cellText,
  gridHours,
  capacityPlan,
  capacityPlanInputSchema,
  capacityPlanMessages as m,
  capacityPlanReport,
  hourLabel,
  type CapacityPlanParts,
} from './index';
import { allFinite, firstMessage } from '../test-helpers';

/**
 * By hand: 3,000 sq ft at 50 sq ft an athlete holds 60; bars 2 × 4 + beams 2 × 3 + floor 1 × 10 +
 * trampoline 1 × 2 = 26 athletes at once, so the equipment limits the gym to 26.
 * Rec: 8 a class, 8:1, 60 min. Team: 10 a class, 5:1, 120 min (two hours on the floor).
 * Monday 4–8 PM: 4 PM two rec classes (16 athletes, 2 coaches, 16 ÷ 26 = 61.54%); 5 PM one rec and one
 * team (18, 1 + 2 = 3 coaches, 69.23%); 6 PM the team still on (10, 2 coaches, 38.46%); 7 PM empty (0%).
 * Average (16 + 18 + 10 + 0) ÷ (26 × 4) = 42.31%; athlete-hours 2 × 8 + 8 + 10 × 2 = 44.
 * Saturday 9 AM–noon: one rec class at 9 (8, 30.77%), 10 and 11 empty: 8 ÷ 78 = 10.26%.
 * Sunday (closed) 10 AM: three team classes, 30 athletes at 10 and 11 AM, 115.38% and over capacity;
 * athlete-hours 3 × 10 × 2 = 60; 3 × 2 = 6 coaches.
 * Week: 7 open hours, 8 classes, 112 athlete-hours; busiest Sunday 10 AM (30); counted hours 4 + 3 + 2 = 9,
 * 112 ÷ (26 × 9) = 47.86%; 2 hours over capacity.
 */
const plan: CapacityPlanParts = {
  gymProfile: {
    usableSqft: 3000,
    sqftPerAthlete: 50,
    openHours: [
      { day: 0, opens: 16, closes: 20 },
      { day: 5, opens: 9, closes: 12 },
    ],
  },
  equipment: [
    { kind: 'Bars', count: 2, athletesPerStation: 4 },
    { kind: 'Beams', count: 2, athletesPerStation: 3 },
    { kind: 'Floor', count: 1, athletesPerStation: 10 },
    { kind: 'Trampoline', count: 1, athletesPerStation: 2 },
  ],
  programs: [
    { name: 'Rec', studentsPerClass: 8, coachRatio: 8, classLength: 60 },
    { name: 'Team', studentsPerClass: 10, coachRatio: 5, classLength: 120 },
  ],
  schedule: [
    { day: 0, hour: 16, runs: [{ program: 0, classes: 2 }] },
    {
      day: 0,
      hour: 17,
      runs: [
        { program: 0, classes: 1 },
        { program: 1, classes: 1 },
      ],
    },
    { day: 5, hour: 9, runs: [{ program: 0, classes: 1 }] },
    { day: 6, hour: 10, runs: [{ program: 1, classes: 3 }] },
  ],
};

describe('gym capacity plan, by hand', () => {
  const r = capacityPlan(plan);

  it('takes the smaller of the floor and the equipment as the capacity', () => {
    expect(r).toMatchObject({ floorCapacity: 60, equipmentCapacity: 26, capacity: 26, limitedBy: 'equipment' });
  });

  it('counts athletes, coaches and utilization hour by hour', () => {
    const monday = r.hours.filter((h) => h.day === 0).map((h) => [h.hour, h.athletes, h.coaches, h.utilizationPercent]);
    expect(monday).toEqual([
      [16, 16, 2, 61.54],
      [17, 18, 3, 69.23],
      [18, 10, 2, 38.46],
      [19, 0, 0, 0],
    ]);
    const sunday = r.hours.filter((h) => h.day === 6);
    expect(sunday.map((h) => [h.hour, h.open, h.athletes, h.coaches, h.utilizationPercent, h.overCapacity])).toEqual([
      [10, false, 30, 6, 115.38, true],
      [11, false, 30, 6, 115.38, true],
    ]);
    // Closed and empty hours are not listed: Tuesday has none.
    expect(r.hours.filter((h) => h.day === 1)).toEqual([]);
  });

  it('sums each day and the week', () => {
    expect(r.days[0]).toEqual({
      day: 0,
      openHours: 4,
      classes: 4,
      athleteHours: 44,
      peak: { day: 0, hour: 17, athletes: 18 },
      peakCoaches: 3,
      averageUtilizationPercent: 42.31,
      hoursOverCapacity: 0,
    });
    expect(r.days[5]).toMatchObject({ openHours: 3, athleteHours: 8, averageUtilizationPercent: 10.26 });
    expect(r.days[1]).toMatchObject({ openHours: 0, classes: 0, peak: null, averageUtilizationPercent: 0 });
    expect(r.days[6]).toMatchObject({ athleteHours: 60, averageUtilizationPercent: 115.38, hoursOverCapacity: 2 });
    expect(r.week).toEqual({
      openHours: 7,
      classes: 8,
      athleteHours: 112,
      peak: { day: 6, hour: 10, athletes: 30 },
      peakCoaches: 6,
      averageUtilizationPercent: 47.86,
      hoursOverCapacity: 2,
    });
    // Rec: 2 + 1 + 1 = 4 classes, 4 × 8 = 32 athlete-hours; Team: 1 + 3 = 4 classes, 4 × 10 × 2 = 80
    expect(r.programs).toEqual([
      { classes: 4, athleteHours: 32 },
      { classes: 4, athleteHours: 80 },
    ]);
  });

  it('counts a short class’s minutes, cuts a late one at midnight, and reads the limits that are set', () => {
    const short = capacityPlan({
      ...plan,
      programs: [{ name: 'Tots', studentsPerClass: 8, coachRatio: 4, classLength: 45 }],
      schedule: [
        { day: 2, hour: 10, runs: [{ program: 0, classes: 1 }] },
        { day: 2, hour: 23, runs: [{ program: 0, classes: 1 }] },
      ],
    });
    // 8 × 45 ÷ 60 = 6 athlete-hours each; the 11 PM class ends by midnight
    expect(short.days[2]).toMatchObject({ athleteHours: 12, classes: 2, peakCoaches: 2 });
    expect(short.hours.filter((h) => h.day === 2).map((h) => h.hour)).toEqual([10, 23]);
    const lateTeam = capacityPlan({ ...plan, schedule: [{ day: 3, hour: 23, runs: [{ program: 1, classes: 1 }] }] });
    // 120 minutes from 11 PM: one hour left in the day, 10 athlete-hours
    expect(lateTeam.days[3]).toMatchObject({ athleteHours: 10 });
    expect(lateTeam.hours.map((h) => h.hour)).toEqual([16, 17, 18, 19, 23, 9, 10, 11]);

    expect(capacityPlan({ ...plan, equipment: [] })).toMatchObject({ capacity: 60, limitedBy: 'floor' });
    const noFloor = capacityPlan({ ...plan, gymProfile: { ...plan.gymProfile, usableSqft: 0 } });
    expect(noFloor).toMatchObject({ floorCapacity: null, capacity: 26, limitedBy: 'equipment' });
    const unknown = capacityPlan({ ...plan, equipment: [], gymProfile: { ...plan.gymProfile, usableSqft: 0 } });
    expect(unknown).toMatchObject({ capacity: null, limitedBy: null });
    expect(unknown.hours.find((h) => h.day === 0 && h.hour === 16)?.utilizationPercent).toBeNull();
    expect(unknown.hours.find((h) => h.day === 0 && h.hour === 19)?.utilizationPercent).toBe(0);
    expect(unknown.week.averageUtilizationPercent).toBeNull();
    // Equipment rows with a count of 0 are no limit
    const none = capacityPlan({ ...plan, equipment: [{ kind: 'Bars', count: 0, athletesPerStation: 4 }] });
    expect(none.capacity).toBe(60);
  });

  it('writes hours and cells for the grid and the export', () => {
    expect([0, 9, 12, 16, 23, 24].map(hourLabel)).toEqual(['12 AM', '9 AM', '12 PM', '4 PM', '11 PM', '12 AM']);
    // Saturday opens at 9 AM, Monday closes at 8 PM: 9 AM to 7 PM, the last hour that opens
    expect(gridHours(plan, r)).toEqual([9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19]);
    expect(cellText(r.hours.find((h) => h.day === 0 && h.hour === 17))).toBe('18 · 69%');
    expect(cellText(undefined)).toBe('—');
    const report = capacityPlanReport(plan, r);
    expect(report.results.find((f) => f.key === 'peak')?.value).toBe('Sun 10 AM');
    const grid = report.tables.find((t) => t.key === 'schedule')!;
    expect(grid.columns.map((c) => c.label)).toEqual(['Hour', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun']);
    expect(grid.rows.find((row) => row[0] === '5 PM')).toEqual(['5 PM', '18 · 69%', '—', '—', '—', '—', '—', '—']);
    expect(grid.rows.find((row) => row[0] === '10 AM')).toEqual([
      '10 AM',
      '—',
      '—',
      '—',
      '—',
      '—',
      '0 · 0%',
      '30 · 115%',
    ]);
    expect(report.tables.find((t) => t.key === 'classes')!.rows).toHaveLength(5);
    expect(report.inputs.find((f) => f.key === 'openHours')?.value).toBe('Mon 4 PM–8 PM, Sat 9 AM–12 PM');
  });
});

describe('gym capacity plan, validation', () => {
  const body = { name: 'Fall', description: '', ...plan };
  const parse = (patch: object) => firstMessage(capacityPlanInputSchema.safeParse({ ...body, ...patch }));
  const profile = (patch: object) => ({ gymProfile: { ...plan.gymProfile, ...patch } });

  it('accepts a plan and stores a blank description as null', () => {
    const parsed = capacityPlanInputSchema.parse(body);
    expect(parsed.description).toBeNull();
    expect(capacityPlanPartsSchema.parse(plan)).toEqual(plan);
  });

  it('explains what is wrong', () => {
    expect(parse({ name: ' ' })).toBe(m.planNameRequired);
    expect(parse(profile({ sqftPerAthlete: 0.5 }))).toBe(m.sqftPerAthleteMin);
    expect(parse(profile({ sqftPerAthlete: -1 }))).toBe(toolsMessages.negative('Square feet per athlete'));
    expect(parse(profile({ usableSqft: 10.5 }))).toBe(toolsMessages.notWhole('Usable square feet'));
    expect(parse(profile({ openHours: [{ day: 7, opens: 9, closes: 12 }] }))).toBe(m.dayInvalid);
    expect(parse(profile({ openHours: [{ day: 1, opens: 24, closes: 12 }] }))).toBe(m.hourInvalid);
    expect(parse(profile({ openHours: [{ day: 1, opens: 9, closes: 25 }] }))).toBe(m.closingInvalid);
    expect(parse(profile({ openHours: [{ day: 1, opens: 12, closes: 12 }] }))).toBe(m.closingBeforeOpening);
    const twice = [
      { day: 1, opens: 9, closes: 12 },
      { day: 1, opens: 14, closes: 18 },
    ];
    expect(parse(profile({ openHours: twice }))).toBe(m.dayTwice);
    expect(parse({ equipment: [{ kind: '', count: 1, athletesPerStation: 4 }] })).toBe(m.equipmentNameRequired);
    expect(parse({ equipment: [{ kind: 'Bars', count: -1, athletesPerStation: 4 }] })).toBe(
      toolsMessages.negative('Count'),
    );
    const program = plan.programs[0]!;
    expect(parse({ programs: [{ ...program, name: '' }, plan.programs[1]] })).toBe(toolsMessages.programNameRequired);
    expect(parse({ programs: [{ ...program, coachRatio: 0 }, plan.programs[1]] })).toBe(m.coachRatioMin);
    expect(parse({ programs: [{ ...program, classLength: 0 }, plan.programs[1]] })).toBe(m.classLengthMin);
    expect(parse({ programs: [{ ...program, classLength: 481 }, plan.programs[1]] })).toBe(
      toolsMessages.tooLarge('Class length', 480),
    );
    expect(parse({ programs: Array.from({ length: 101 }, () => program), schedule: [] })).toBe(
      toolsMessages.tooManyRows(100),
    );
    const cell = (patch: object) => ({
      schedule: [{ day: 0, hour: 16, runs: [{ program: 0, classes: 1 }], ...patch }],
    });
    expect(parse(cell({ hour: 24 }))).toBe(m.hourInvalid);
    expect(parse(cell({ day: -1 }))).toBe(m.dayInvalid);
    expect(parse(cell({ runs: [{ program: 2, classes: 1 }] }))).toBe(m.programMissing);
    expect(parse(cell({ runs: [{ program: 0, classes: 51 }] }))).toBe(toolsMessages.tooLarge('Classes', 50));
    const sameProgram = [
      { program: 0, classes: 1 },
      { program: 0, classes: 2 },
    ];
    expect(parse(cell({ runs: sameProgram }))).toBe(m.programTwice);
    const same = { day: 0, hour: 16, runs: [] };
    expect(parse({ schedule: [same, same] })).toBe(m.cellTwice);
    const every = Array.from({ length: 169 }, (_, i) => ({ day: i % 7, hour: i % 24, runs: [] }));
    expect(parse({ schedule: every })).toBe(m.tooManyCells);
  });
});

describe('gym capacity plan, properties', () => {
  const arbitraryPlan = fc
    .record({
      usableSqft: fc.integer({ min: 0, max: 10_000_000 }),
      sqftPerAthlete: fc.double({ min: 1, max: 10_000, noNaN: true }),
      open: fc.uniqueArray(
        fc.record({ day: fc.integer({ min: 0, max: 6 }), opens: fc.integer({ min: 0, max: 23 }), len: fc.nat(24) }),
        { selector: (o) => o.day, maxLength: 7 },
      ),
      equipment: fc.array(
        fc.record({ kind: fc.constant('Bars'), count: fc.nat(1000), athletesPerStation: fc.nat(1000) }),
        { maxLength: 6 },
      ),
      programs: fc.array(
        fc.record({
          name: fc.constant('P'),
          studentsPerClass: fc.nat(1000),
          coachRatio: fc.integer({ min: 1, max: 1000 }),
          classLength: fc.integer({ min: 1, max: 480 }),
        }),
        { minLength: 1, maxLength: 5 },
      ),
      cells: fc.uniqueArray(
        fc.record({
          day: fc.integer({ min: 0, max: 6 }),
          hour: fc.integer({ min: 0, max: 23 }),
          runs: fc.uniqueArray(fc.record({ program: fc.nat(4), classes: fc.nat(50) }), {
            selector: (r) => r.program,
            maxLength: 5,
          }),
        }),
        { selector: (c) => c.day * 24 + c.hour, maxLength: 30 },
      ),
    })
    .map((p): CapacityPlanParts =>
      capacityPlanPartsSchema.parse({
        gymProfile: {
          usableSqft: p.usableSqft,
          sqftPerAthlete: p.sqftPerAthlete,
          openHours: p.open.map((o) => ({ day: o.day, opens: o.opens, closes: Math.min(24, o.opens + 1 + o.len) })),
        },
        equipment: p.equipment,
        programs: p.programs,
        schedule: p.cells.map((c) => ({ ...c, runs: c.runs.filter((r) => r.program < p.programs.length) })),
      }),
    );

  it('never gives NaN or Infinity', () => {
    fc.assert(
      fc.property(arbitraryPlan, (p) => {
        const r = capacityPlan(p);
        expect(allFinite(r)).toBe(true);
        expect(allFinite(capacityPlanReport(p, r))).toBe(true);
      }),
    );
  });

  it('never lowers the athletes of any hour with more classes', () => {
    fc.assert(
      fc.property(
        arbitraryPlan,
        fc.integer({ min: 0, max: 6 }),
        fc.nat(23),
        fc.integer({ min: 1, max: 50 }),
        (p, d, h, extra) => {
          const before = capacityPlan(p);
          const cell = p.schedule.find((c) => c.day === d && c.hour === h);
          const schedule = cell
            ? p.schedule.map((c) =>
                c === cell
                  ? {
                      ...c,
                      runs: c.runs.length
                        ? c.runs.map((r, i) => (i === 0 ? { ...r, classes: r.classes + extra } : r))
                        : [{ program: 0, classes: extra }],
                    }
                  : c,
              )
            : [...p.schedule, { day: d, hour: h, runs: [{ program: 0, classes: extra }] }];
          const after = capacityPlan({ ...p, schedule });
          for (const hour of before.hours) {
            const later = after.hours.find((x) => x.day === hour.day && x.hour === hour.hour);
            expect(later!.athletes).toBeGreaterThanOrEqual(hour.athletes);
          }
          expect(after.week.athleteHours).toBeGreaterThanOrEqual(before.week.athleteHours);
          expect(after.week.classes).toBeGreaterThan(before.week.classes);
        },
      ),
    );
  });

  it('is 0% used, every hour, when nothing is scheduled', () => {
    fc.assert(
      fc.property(arbitraryPlan, fc.boolean(), (p, empty) => {
        const schedule = empty
          ? []
          : p.schedule.map((c) => ({ ...c, runs: c.runs.map((r) => ({ ...r, classes: 0 })) }));
        const r = capacityPlan({ ...p, schedule });
        for (const h of r.hours) expect(h.utilizationPercent).toBe(0);
        for (const d of r.days) expect(d.averageUtilizationPercent).toBe(0);
        expect(r.week).toMatchObject({ athleteHours: 0, classes: 0, peak: null, averageUtilizationPercent: 0 });
      }),
    );
  });
});
