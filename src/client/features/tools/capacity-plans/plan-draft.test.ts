import { describe, expect, it } from 'vitest';
import { capacityPlanInputSchema, type CapacityPlanRecord } from '@shared/tools/capacity-plans';
import { gymPrefill } from '../gym-facts';
import { cellKey, draftFromFacts, draftFromPlan, draftToInput, draftToParts, factsOfPlan } from './plan-draft';

const facts = gymPrefill({
  gymId: 1,
  capacity: {
    usableSqft: 14_500,
    bars: 4,
    beams: 6,
    vaults: 2,
    floors: 1,
    pits: 0,
    trampolines: 2,
    weeklyClassSlots: 48,
    maxStudentsPerClass: 10,
    updatedAt: new Date('2026-09-01T00:00:00Z'),
  },
  programs: [
    { id: 1, programType: 'Preschool', isActive: true, monthlyPrice: 72, classesPerWeek: 1, notes: null },
    { id: 2, programType: 'Summer camp', isActive: false, monthlyPrice: 0, classesPerWeek: 5, notes: null },
    { id: 3, programType: 'Ninja', isActive: true, monthlyPrice: 95, classesPerWeek: 1, notes: null },
  ],
});

describe('the capacity plan in the editor', () => {
  it('starts from the gym’s floor, equipment and active programs, open the usual hours', () => {
    const d = draftFromFacts(facts);
    expect(d.usableSqft).toBe('14500');
    expect(d.equipment.map((e) => [e.kind, e.count, e.athletesPerStation])).toEqual([
      ['Bars', '4', '4'],
      ['Beams', '6', '3'],
      ['Vaults', '2', '3'],
      ['Floors', '1', '10'],
      ['Trampolines', '2', '2'],
    ]);
    expect(d.programs.map((p) => [p.name, p.studentsPerClass, p.coachRatio])).toEqual([
      ['Preschool', '10', '8'],
      ['Ninja', '10', '8'],
    ]);
    const parts = draftToParts(d);
    expect(parts.gymProfile.openHours).toEqual([
      { day: 0, opens: 15, closes: 21 },
      { day: 1, opens: 15, closes: 21 },
      { day: 2, opens: 15, closes: 21 },
      { day: 3, opens: 15, closes: 21 },
      { day: 4, opens: 15, closes: 21 },
      { day: 5, opens: 8, closes: 14 },
    ]);
    expect(parts.schedule).toEqual([]);
    // Without facts: example figures.
    expect(draftFromFacts(null).programs.map((p) => p.name)).toEqual(['Preschool', 'Recreational', 'Team']);
  });

  it('sends the schedule by program place, drops empty cells, and keeps the others when a program goes', () => {
    const d = draftFromFacts(facts);
    const [preschool, ninja] = d.programs;
    d.name = 'Fall';
    d.schedule = {
      [cellKey(0, 16)]: { [ninja!.key]: 2, [preschool!.key]: 1 },
      [cellKey(5, 9)]: { [preschool!.key]: 0 },
    };
    const body = draftToInput(d);
    expect(body.schedule).toEqual([
      {
        day: 0,
        hour: 16,
        runs: [
          { program: 0, classes: 1 },
          { program: 1, classes: 2 },
        ],
      },
    ]);
    expect(capacityPlanInputSchema.safeParse(body).success).toBe(true);
    const withoutPreschool = { ...d, programs: [ninja!] };
    expect(draftToInput(withoutPreschool).schedule).toEqual([{ day: 0, hour: 16, runs: [{ program: 0, classes: 2 }] }]);
  });

  it('reads figures leniently for the live grid, and strictly for the save', () => {
    const d = { ...draftFromFacts(facts), usableSqft: '12,000', sqftPerAthlete: '' };
    d.programs = [{ ...d.programs[0]!, coachRatio: '0', classLength: 'long' }];
    const parts = draftToParts(d);
    expect(parts.gymProfile).toMatchObject({ usableSqft: 12_000, sqftPerAthlete: 50 });
    expect(parts.programs[0]).toMatchObject({ coachRatio: 1, classLength: 60 });
    const refused = capacityPlanInputSchema.safeParse(draftToInput(d));
    expect(refused.success).toBe(false);
    expect(refused.error?.issues.map((i) => i.path.join('.'))).toEqual(
      expect.arrayContaining(['gymProfile.sqftPerAthlete', 'programs.0.coachRatio', 'programs.0.classLength']),
    );
  });

  it('loads a saved plan back, and reads its facts for the update offer', () => {
    const plan = {
      id: 7,
      name: 'Fall',
      description: null,
      gymProfile: { usableSqft: 9000, sqftPerAthlete: 45, openHours: [{ day: 2, opens: 16, closes: 20 }] },
      equipment: [
        { kind: 'Bars', count: 3, athletesPerStation: 4 },
        { kind: 'trampoline', count: 1, athletesPerStation: 2 },
        { kind: 'Air track', count: 1, athletesPerStation: 3 },
      ],
      programs: [{ name: 'Rec', studentsPerClass: 8, coachRatio: 8, classLength: 60 }],
      schedule: [{ day: 2, hour: 16, runs: [{ program: 0, classes: 2 }] }],
    } as unknown as CapacityPlanRecord;
    const d = draftFromPlan(plan);
    expect(d.openHours[2]).toEqual({ open: true, opens: 16, closes: 20 });
    expect(d.openHours[0]!.open).toBe(false);
    expect(d.schedule[cellKey(2, 16)]).toEqual({ [d.programs[0]!.key]: 2 });
    expect(draftToInput(d)).toMatchObject({ description: '', schedule: plan.schedule });
    expect(factsOfPlan(draftToParts(d))).toEqual({ usableSqft: 9000, bars: 3, trampolines: 1 });
  });
});
