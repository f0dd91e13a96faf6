import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { eventKind, fromLocalInput, googleCalendarLink, mapLink, paragraphs, seatsText, toLocalInput } from './format';

describe('seatsText', () => {
  it('counts seats, says Full, and points to Zoom when the room is full', () => {
    expect(seatsText({ spotsLeft: 12, hasZoom: false })).toBe('12 seats left');
    expect(seatsText({ spotsLeft: 1, hasZoom: true })).toBe('1 seat left');
    expect(seatsText({ spotsLeft: 0, hasZoom: false })).toBe('Full');
    expect(seatsText({ spotsLeft: 0, hasZoom: true })).toBe('Full · Zoom available');
  });
});

describe('eventKind', () => {
  it('reads the kind of event from its title', () => {
    expect(eventKind('Austin Owners Breakfast')).toBe('breakfast');
    expect(eventKind('Pricing Workshop')).toBe('workshop');
    expect(eventKind('Spring social')).toBe('meetup');
  });
});

describe('datetime-local conversion', () => {
  it('gives an ISO string with the browser offset that names the same instant', () => {
    fc.assert(
      fc.property(fc.date({ min: new Date('2000-01-01'), max: new Date('2090-01-01'), noInvalidDate: true }), (d) => {
        const local = toLocalInput(d.toISOString());
        const iso = fromLocalInput(local);
        expect(iso).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:00[+-]\d{2}:\d{2}$/);
        // Same minute as the original instant (seconds are dropped by the input).
        expect(Math.floor(new Date(iso).getTime() / 60_000)).toBe(Math.floor(d.getTime() / 60_000));
      }),
    );
  });
  it('leaves text that is no date alone, so the schema message shows', () => {
    expect(fromLocalInput('')).toBe('');
    expect(fromLocalInput('tomorrow')).toBe('tomorrow');
  });
});

describe('links', () => {
  it('builds a Google Calendar link with UTC start and a two-hour end', () => {
    const url = new URL(
      googleCalendarLink({
        title: 'Breakfast',
        date: '2026-12-08T12:30:00.000Z',
        location: 'Austin, TX',
        description: 'Eggs',
      }),
    );
    expect(url.hostname).toBe('calendar.google.com');
    expect(url.searchParams.get('text')).toBe('Breakfast');
    expect(url.searchParams.get('dates')).toBe('20261208T123000Z/20261208T143000Z');
    expect(url.searchParams.get('location')).toBe('Austin, TX');
  });
  it('searches the place on OpenStreetMap', () => {
    expect(mapLink('12 Main St, Austin')).toBe('https://www.openstreetmap.org/search?query=12%20Main%20St%2C%20Austin');
  });
  it('splits a description into paragraphs at blank lines', () => {
    expect(paragraphs('One\nline two\n\n\nTwo\n')).toEqual(['One\nline two', 'Two']);
  });
});
