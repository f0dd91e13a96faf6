import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  EVENT_TIME_ZONES,
  instantToVenueTime,
  isTimeZone,
  venueTimeToInstant,
  zoneForRegion,
  zoneOffsetMinutes,
} from './time-zones';

describe('zoneForRegion', () => {
  it("gives the zone of a gym's state or province, and of the countries the club knows", () => {
    expect(zoneForRegion('CO')).toBe('America/Denver');
    expect(zoneForRegion('tx')).toBe('America/Chicago');
    expect(zoneForRegion('AZ')).toBe('America/Phoenix');
    expect(zoneForRegion('CA', 'United States')).toBe('America/Los_Angeles');
    expect(zoneForRegion('ON', 'Canada')).toBe('America/Toronto');
    expect(zoneForRegion('SK', 'Canada')).toBe('America/Regina');
    expect(zoneForRegion('WA', 'Australia')).toBe('Australia/Perth');
    expect(zoneForRegion('', 'United Kingdom')).toBe('Europe/London');
    expect(zoneForRegion('ZZ')).toBe('America/New_York');
    expect(zoneForRegion(null)).toBe('America/New_York');
  });
});

describe('isTimeZone', () => {
  it('takes IANA names only', () => {
    for (const { zone } of EVENT_TIME_ZONES) expect(isTimeZone(zone)).toBe(true);
    expect(isTimeZone('UTC')).toBe(true);
    expect(isTimeZone('Asia/Tokyo')).toBe(true);
    expect(isTimeZone('America/Argentina/Buenos_Aires')).toBe(true);
    for (const bad of ['MST', '+02:00', 'Mars/Olympus', '', 'America/Denver; DROP TABLE', 'a'.repeat(80)]) {
      expect(isTimeZone(bad)).toBe(false);
    }
  });
});

describe('the venue clock', () => {
  it('turns a wall time into the instant with the offset in force then', () => {
    expect(venueTimeToInstant('2026-12-10T07:00', 'America/Denver')).toBe('2026-12-10T07:00:00-07:00');
    expect(venueTimeToInstant('2026-07-09T07:00', 'America/Denver')).toBe('2026-07-09T07:00:00-06:00');
    expect(venueTimeToInstant('2026-12-10T07:00', 'America/St_Johns')).toBe('2026-12-10T07:00:00-03:30');
    expect(venueTimeToInstant('2026-12-10T23:30', 'Asia/Tokyo')).toBe('2026-12-10T23:30:00+09:00');
    expect(zoneOffsetMinutes('America/Denver', new Date('2026-12-10T14:00:00Z'))).toBe(-420);
  });

  it('names a real instant for a time the clocks skip', () => {
    const iso = venueTimeToInstant('2026-03-08T02:30', 'America/Denver')!;
    expect(iso).toMatch(/^2026-03-08T0[13]:30:00-0[67]:00$/);
    expect(instantToVenueTime(new Date(iso).toISOString(), 'America/Denver')).toBe(iso.slice(0, 16));
  });

  it('refuses text that is no date and time', () => {
    for (const bad of ['', 'tomorrow', '2026-02-31T07:00', '2026-12-10T25:00', '2026-12-10 07:00']) {
      expect(venueTimeToInstant(bad, 'America/Denver')).toBeNull();
    }
  });

  it('reads back the wall time it was given, and the same instant outside a repeated hour', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('2000-01-01'), max: new Date('2090-01-01'), noInvalidDate: true }),
        fc.constantFrom('America/Denver', 'Asia/Tokyo', 'Australia/Adelaide', 'America/St_Johns', 'UTC'),
        (d, zone) => {
          const local = instantToVenueTime(d.toISOString(), zone);
          const iso = venueTimeToInstant(local, zone)!;
          expect(iso).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:00[+-]\d{2}:\d{2}$/);
          expect(instantToVenueTime(new Date(iso).toISOString(), zone)).toBe(local);
          // The same minute, or the other reading of a wall time the clocks show twice in autumn.
          const gap = Math.abs(Math.floor(new Date(iso).getTime() / 60_000) - Math.floor(d.getTime() / 60_000));
          expect([0, 30, 60]).toContain(gap);
        },
      ),
    );
  });
});
