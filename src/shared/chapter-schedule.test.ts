import { describe, expect, it } from 'vitest';
import { keepsSchedule, nthWeekday, parseMeetingDay, parseMeetingTime } from './chapter-schedule';

describe('a chapter schedule read as a rule', () => {
  it('reads the meeting day', () => {
    expect(parseMeetingDay('Second Tuesday')).toEqual({ weekday: 2, ordinal: 2 });
    expect(parseMeetingDay('first thursday')).toEqual({ weekday: 4, ordinal: 1 });
    expect(parseMeetingDay('Last Friday')).toEqual({ weekday: 5, ordinal: -1 });
    expect(parseMeetingDay('Wednesdays')).toEqual({ weekday: 3, ordinal: null });
    expect(parseMeetingDay('Every other Wed.')).toEqual({ weekday: 3, ordinal: null });
    for (const unreadable of ['', null, 'Monthly', 'When we can']) expect(parseMeetingDay(unreadable)).toBeNull();
  });

  it('reads the meeting time', () => {
    expect(parseMeetingTime('7:00 AM')).toBe(7 * 60);
    expect(parseMeetingTime('6:45am')).toBe(6 * 60 + 45);
    expect(parseMeetingTime('7 a.m.')).toBe(7 * 60);
    expect(parseMeetingTime('12:30 PM')).toBe(12 * 60 + 30);
    expect(parseMeetingTime('12:15 AM')).toBe(15);
    expect(parseMeetingTime('18:30')).toBe(18 * 60 + 30);
    for (const unreadable of ['', null, 'breakfast', '25:00', '13:00 PM', '7'])
      expect(parseMeetingTime(unreadable)).toBeNull();
  });

  it('finds the nth weekday of a month', () => {
    // December 2026 starts on a Tuesday.
    expect(nthWeekday(2026, 12, 4, 2)).toBe(10);
    expect(nthWeekday(2026, 12, 2, 1)).toBe(1);
    expect(nthWeekday(2026, 12, 4, -1)).toBe(31);
    expect(nthWeekday(2027, 2, 0, -1)).toBe(28);
  });

  it("checks an event against the schedule on the venue's clock", () => {
    const frontRange = { meetingDay: 'Second Thursday', meetingTime: '7:00 AM' };
    // Thursday December 10, 2026, 7:00 in Denver is 14:00 UTC.
    const denver = (date: string) => ({ date, timeZone: 'America/Denver' });
    expect(keepsSchedule(frontRange, denver('2026-12-10T14:00:00.000Z'))).toBe(true);
    expect(keepsSchedule(frontRange, denver('2026-12-10T14:30:00.000Z'))).toBe(false);
    expect(keepsSchedule(frontRange, denver('2026-12-03T14:00:00.000Z'))).toBe(false);
    expect(keepsSchedule(frontRange, denver('2026-12-08T14:00:00.000Z'))).toBe(false);
    // The same instant is a Thursday at 7:00 in Denver but not in Tokyo.
    expect(keepsSchedule(frontRange, { date: '2026-12-10T14:00:00.000Z', timeZone: 'Asia/Tokyo' })).toBe(false);
    expect(keepsSchedule({ meetingDay: 'Last Thursday', meetingTime: null }, denver('2026-12-31T14:00:00.000Z'))).toBe(
      true,
    );
    expect(keepsSchedule({ meetingDay: 'Last Thursday', meetingTime: null }, denver('2026-12-24T14:00:00.000Z'))).toBe(
      false,
    );
    expect(keepsSchedule({ meetingDay: 'Thursdays', meetingTime: 'early' }, denver('2026-12-24T14:00:00.000Z'))).toBe(
      true,
    );
    expect(keepsSchedule({ meetingDay: null, meetingTime: '7:00 AM' }, denver('2026-12-24T14:00:00.000Z'))).toBeNull();
  });
});
