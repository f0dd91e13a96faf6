import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { chapterStates, filterChapters, meetingRhythm, memberCountLabel } from './format';

const chapter = (name: string, city: string, state: string, presidentName: string | null = null) => ({
  name,
  city,
  state,
  presidentName,
});
const chapters = [
  chapter('Front Range Breakfast Club', 'Denver', 'CO', 'Dana Owner'),
  chapter('Lone Star Gym Owners Breakfast', 'Austin', 'TX'),
  chapter('Bay Area Gym Leaders Breakfast', 'San Jose', 'CA'),
];

describe('filterChapters', () => {
  it('matches every word against name, city, state and president, ignoring case', () => {
    expect(filterChapters(chapters, 'denver', '').map((c) => c.city)).toEqual(['Denver']);
    expect(filterChapters(chapters, 'gym  breakfast', '').map((c) => c.state)).toEqual(['TX', 'CA']);
    expect(filterChapters(chapters, 'dana', '').map((c) => c.state)).toEqual(['CO']);
    expect(filterChapters(chapters, 'nowhere', '')).toEqual([]);
  });

  it('narrows by state', () => {
    expect(filterChapters(chapters, '', 'tx').map((c) => c.city)).toEqual(['Austin']);
    expect(filterChapters(chapters, 'denver', 'TX')).toEqual([]);
  });

  it('never adds a chapter, and an empty search with no state keeps all of them', () => {
    fc.assert(
      fc.property(fc.string(), fc.constantFrom('', 'CO', 'TX', 'CA', 'FL'), (search, state) => {
        const out = filterChapters(chapters, search, state);
        expect(out.every((c) => chapters.includes(c))).toBe(true);
        expect(out.length).toBeLessThanOrEqual(filterChapters(chapters, '', state).length);
      }),
    );
    expect(filterChapters(chapters, '   ', '')).toEqual(chapters);
  });
});

describe('labels', () => {
  it('lists the states once, sorted', () => {
    expect(chapterStates([...chapters, chapter('x', 'Boulder', 'co')])).toEqual(['CA', 'CO', 'TX']);
  });

  it('writes the meeting rhythm from what the chapter set', () => {
    expect(meetingRhythm({ meetingFrequency: 'Monthly', meetingDay: 'Second Tuesday', meetingTime: '7:00 AM' })).toBe(
      'Monthly · Second Tuesday · 7:00 AM',
    );
    expect(meetingRhythm({ meetingFrequency: null, meetingDay: null, meetingTime: null })).toBeNull();
  });

  it('counts members in words', () => {
    expect(memberCountLabel(1)).toBe('1 member');
    expect(memberCountLabel(0)).toBe('0 members');
    expect(memberCountLabel(12)).toBe('12 members');
  });
});
