import { afterEach, describe, expect, it } from 'vitest';
import { setDisplayZone } from '@/lib/display-zone';
import {
  eventDay,
  eventDayOfMonth,
  eventKind,
  eventLongDay,
  eventMonth,
  eventTime,
  fromLocalInput,
  googleCalendarLink,
  mapLink,
  paragraphs,
  readerTime,
  seatsText,
  toLocalInput,
} from './format';

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
  it('reads the form on the venue clock, whatever the browser zone', () => {
    expect(fromLocalInput('2026-12-10T07:00', 'America/Denver')).toBe('2026-12-10T07:00:00-07:00');
    expect(toLocalInput('2026-12-10T14:00:00.000Z', 'America/Denver')).toBe('2026-12-10T07:00');
  });
  it('leaves text that is no date alone, so the schema message shows', () => {
    expect(fromLocalInput('', 'America/Denver')).toBe('');
    expect(fromLocalInput('tomorrow', 'America/Denver')).toBe('tomorrow');
  });
});

describe('the venue clock and the reader clock', () => {
  afterEach(() => setDisplayZone(undefined));
  const breakfast = { date: '2026-12-10T14:00:00.000Z', timeZone: 'America/Denver' };

  it('tells the event on the venue clock, whatever the reader zone', () => {
    setDisplayZone('Asia/Tokyo');
    expect(eventTime(breakfast)).toBe('7:00 AM MST');
    expect(eventDay(breakfast)).toBe('Thu, Dec 10, 2026');
    expect(eventLongDay(breakfast)).toBe('Thursday, December 10, 2026');
    expect([eventMonth(breakfast), eventDayOfMonth(breakfast)]).toEqual(['Dec', '10']);
  });

  it("adds the reader's own time where it differs, with the day when that differs too", () => {
    setDisplayZone('Asia/Tokyo');
    expect(readerTime(breakfast)).toBe('11:00 PM GMT+9');
    setDisplayZone('Europe/London');
    expect(readerTime(breakfast)).toBe('2:00 PM GMT');
    setDisplayZone('America/Los_Angeles');
    expect(readerTime(breakfast)).toBe('6:00 AM PST');
    setDisplayZone('America/Boise');
    expect(readerTime(breakfast)).toBeNull();
    setDisplayZone('Pacific/Auckland');
    expect(readerTime(breakfast)).toBe('Fri, Dec 11, 3:00 AM GMT+13');
  });

  it('says nothing of the reader clock while a page rendered without knowing it hydrates', () => {
    setDisplayZone('UTC', false);
    expect(readerTime(breakfast)).toBeNull();
    expect(eventTime(breakfast)).toBe('7:00 AM MST');
  });
});

describe('links', () => {
  it('builds a Google Calendar link with UTC start and a two-hour end', () => {
    const url = new URL(
      googleCalendarLink({
        title: 'Breakfast',
        date: '2026-12-08T12:30:00.000Z',
        timeZone: 'America/Chicago',
        location: 'Austin, TX',
        description: 'Eggs',
      }),
    );
    expect(url.hostname).toBe('calendar.google.com');
    expect(url.searchParams.get('text')).toBe('Breakfast');
    expect(url.searchParams.get('dates')).toBe('20261208T123000Z/20261208T143000Z');
    expect(url.searchParams.get('location')).toBe('Austin, TX');
    expect(url.searchParams.get('ctz')).toBe('America/Chicago');
  });
  it('searches the place on OpenStreetMap', () => {
    expect(mapLink('12 Main St, Austin')).toBe('https://www.openstreetmap.org/search?query=12%20Main%20St%2C%20Austin');
  });
  it('splits a description into paragraphs at blank lines', () => {
    expect(paragraphs('One\nline two\n\n\nTwo\n')).toEqual(['One\nline two', 'Two']);
  });
});
