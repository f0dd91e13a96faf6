import { describe, expect, it } from 'vitest';
import type { GymFactsRecord } from '@shared/tools/gym-facts';
import { factChanges, factsWithChanges, gymPrefill } from './prefill';

const facts: GymFactsRecord = {
  gymId: 4,
  capacity: {
    usableSqft: 12_000,
    bars: 4,
    beams: 0,
    vaults: 1,
    floors: 1,
    pits: 0,
    trampolines: 2,
    weeklyClassSlots: 70,
    maxStudentsPerClass: 8,
    updatedAt: new Date('2026-10-01T00:00:00Z'),
  },
  programs: [
    { id: 1, programType: 'Recreational', isActive: true, monthlyPrice: 110, classesPerWeek: 1, notes: null },
    { id: 2, programType: 'Team', isActive: true, monthlyPrice: 245, classesPerWeek: 3, notes: 'Levels 3–5' },
    { id: 3, programType: 'Open gym', isActive: true, monthlyPrice: 0, classesPerWeek: 1, notes: null },
    { id: 4, programType: 'Summer ninja', isActive: false, monthlyPrice: 95, classesPerWeek: 1, notes: null },
  ],
};

describe('gym facts as the tools’ starting figures', () => {
  it('reads space, classes, equipment and the average tuition of the active paid programs', () => {
    const p = gymPrefill(facts);
    expect(p).toMatchObject({ usableSqft: 12_000, weeklyClassSlots: 70, maxStudentsPerClass: 8 });
    expect(p.equipment.map((e) => [e.key, e.count])).toEqual([
      ['bars', 4],
      ['vaults', 1],
      ['floors', 1],
      ['trampolines', 2],
    ]);
    expect(p.activePrograms.map((x) => x.programType)).toEqual(['Recreational', 'Team', 'Open gym']);
    // (110 + 245) ÷ 2 = 177.50: the free open gym and the paused program are left out.
    expect(p.averageMonthlyTuition).toBe(177.5);
  });

  it('starts from nothing when the gym saved no facts', () => {
    expect(gymPrefill({ gymId: 4, capacity: null, programs: [] })).toEqual({
      usableSqft: null,
      weeklyClassSlots: null,
      maxStudentsPerClass: null,
      equipment: [],
      activePrograms: [],
      averageMonthlyTuition: null,
    });
    expect(gymPrefill(undefined).usableSqft).toBeNull();
  });

  it('offers to update only the facts a tool changed, keeping the rest and the programs as saved', () => {
    // 8 is as saved, 2.5 bars is no count, 0 vaults says nothing about the gym: none is offered.
    const changes = factChanges(facts, { usableSqft: 14_000, maxStudentsPerClass: 8, bars: 2.5, vaults: 0 });
    expect(changes).toEqual([
      { key: 'usableSqft', label: 'Usable floor space (sq ft)', saved: 12_000, proposed: 14_000 },
    ]);
    const body = factsWithChanges(facts, changes);
    expect(body.capacity).toMatchObject({ usableSqft: 14_000, bars: 4, vaults: 1, weeklyClassSlots: 70 });
    // No program list: the server keeps the gym's programs as they are.
    expect(body).not.toHaveProperty('programs');
    // Unsaved facts: every proposed figure is a change, the rest start at 0.
    const fresh = factChanges({ gymId: 4, capacity: null, programs: [] }, { usableSqft: 9000 });
    expect(factsWithChanges(null, fresh).capacity).toMatchObject({ usableSqft: 9000, bars: 0 });
  });
});
