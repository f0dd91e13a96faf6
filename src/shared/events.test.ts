import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { eventInputSchema, eventMessages as m, normalizeZoomLink, parseEventDate, spotsLeft } from './events';

describe('parseEventDate (spec 001 §5: ISO or YYYY-MM-DD HH:MM:SS)', () => {
  it('reads the spec form as UTC and ISO forms with their offset', () => {
    expect(parseEventDate('2026-12-05 08:30:00')).toBe('2026-12-05T08:30:00.000Z');
    expect(parseEventDate('2026-12-05T08:30:00Z')).toBe('2026-12-05T08:30:00.000Z');
    expect(parseEventDate('2026-12-05T08:30:00-05:00')).toBe('2026-12-05T13:30:00.000Z');
    expect(parseEventDate('2026-12-05T08:30:00.250+0100')).toBe('2026-12-05T07:30:00.250Z');
    expect(parseEventDate('2026-12-05T08:30')).toBe('2026-12-05T08:30:00.000Z');
  });

  it('refuses text that is no real date and time', () => {
    for (const bad of [
      '',
      'tomorrow',
      '2026-02-31 10:00:00',
      '2026-13-01 10:00:00',
      '2026-12-05',
      '2026-12-05 25:00:00',
    ]) {
      expect(parseEventDate(bad)).toBeNull();
    }
  });

  it('never throws and answers an ISO string or null for any text', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const out = parseEventDate(text);
        return out === null || !Number.isNaN(Date.parse(out));
      }),
    );
  });
});

describe('normalizeZoomLink (spec 001 §5: URL or bare domain)', () => {
  it('prepends https:// to a bare domain and keeps URLs', () => {
    expect(normalizeZoomLink('zoom.us/j/123')).toBe('https://zoom.us/j/123');
    expect(normalizeZoomLink('https://us02web.zoom.us/j/8?pwd=x')).toBe('https://us02web.zoom.us/j/8?pwd=x');
  });

  it('refuses what is neither', () => {
    for (const bad of ['not a link', 'javascript:alert(1)', 'zoom', 'https://', 'ftp://zoom.us/j/1']) {
      expect(normalizeZoomLink(bad)).toBeNull();
    }
  });
});

describe('spotsLeft', () => {
  it('is capacity minus seats taken, never below zero', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 100_000 }), fc.nat(200_000), (capacity, taken) => {
        const left = spotsLeft(capacity, taken);
        return left >= 0 && left <= capacity && (taken >= capacity || left === capacity - taken);
      }),
    );
  });
});

describe('eventInputSchema messages', () => {
  const valid = {
    gymId: 1,
    title: 'Breakfast',
    description: 'Coffee and numbers',
    location: 'Denver',
    date: '2026-12-05 08:30:00',
    capacity: 20,
  };
  const messageOf = (input: object) => eventInputSchema.safeParse(input).error?.issues[0]?.message;

  it('gives each spec message', () => {
    expect(messageOf({ ...valid, gymId: 0 })).toBe(m.gymRequired);
    expect(messageOf({ ...valid, title: ' ' })).toBe('Title is required');
    expect(messageOf({ ...valid, description: '' })).toBe('Description is required');
    expect(messageOf({ ...valid, location: '' })).toBe('Location is required');
    expect(messageOf({ ...valid, date: '2026-99-99' })).toBe('Please enter a valid date and time');
    expect(messageOf({ ...valid, capacity: 0 })).toBe('Capacity must be greater than 0');
    expect(messageOf({ ...valid, zoomLink: 'not a link' })).toBe('Please enter a valid URL or domain');
  });

  it('stores a bare zoom domain with https:// and a blank one as null', () => {
    expect(eventInputSchema.parse({ ...valid, zoomLink: 'zoom.us/j/123' }).zoomLink).toBe('https://zoom.us/j/123');
    expect(eventInputSchema.parse({ ...valid, zoomLink: '' }).zoomLink).toBeNull();
  });
});
