import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  buildCalendar,
  calendarFileName,
  calendarHost,
  escapeIcsText,
  foldIcsLine,
  icsDateTime,
  buildTimeZone,
} from './service/calendar';
import { csvCell, toCsv } from '../../platform/csv';

const event = {
  id: 42,
  title: 'Pricing, classes; and more',
  description: 'Line one\nLine two, with a comma',
  location: 'Summit Gymnastics; Hall B, Denver',
  start: new Date('2027-05-01T13:05:09Z'),
  timeZone: 'America/Denver',
  url: 'https://club.example.org/events/42',
  host: 'club.example.org',
  stamp: new Date('2026-11-24T00:00:00Z'),
};

describe('the iCalendar invite', () => {
  it('escapes backslash, semicolon, comma and line breaks', () => {
    expect(escapeIcsText('a\\b;c,d\ne\r\nf')).toBe('a\\\\b\\;c\\,d\\ne\\nf');
  });

  it('writes UTC times as YYYYMMDDTHHMMSSZ', () => {
    expect(icsDateTime(new Date('2027-05-01T13:05:09.999Z'))).toBe('20270501T130509Z');
  });

  it('folds lines longer than 75 octets, never splitting a character', () => {
    const line = `SUMMARY:${'é'.repeat(60)}`;
    const folded = foldIcsLine(line);
    expect(folded.split('\r\n').length).toBeGreaterThan(1);
    for (const part of folded.split('\r\n')) expect(Buffer.byteLength(part)).toBeLessThanOrEqual(75);
    expect(
      folded
        .split('\r\n')
        .slice(1)
        .every((p) => p.startsWith(' ')),
    ).toBe(true);
    expect(folded.replace(/\r\n /g, '')).toBe(line);
    expect(foldIcsLine('SHORT:x')).toBe('SHORT:x');
  });

  it('folding round-trips any text and keeps every line within 75 octets', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 400 }), (text) => {
        const folded = foldIcsLine(`DESCRIPTION:${text}`);
        expect(folded.replace(/\r\n /g, '')).toBe(`DESCRIPTION:${text}`);
        for (const part of folded.split('\r\n')) expect(Buffer.byteLength(part)).toBeLessThanOrEqual(75);
      }),
    );
  });

  it('builds one VEVENT with UID, DTSTAMP, DTSTART, a two-hour DTEND, SUMMARY, LOCATION and DESCRIPTION', () => {
    const ics = buildCalendar(event);
    const lines = ics.replace(/\r\n /g, '').split('\r\n');
    expect(lines.slice(0, 3)).toEqual(['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//The Breakfast Club//Events//EN']);
    expect(lines).toContain('UID:event-42@club.example.org');
    expect(lines).toContain('DTSTAMP:20261124T000000Z');
    // On the venue's clock (Denver keeps daylight time in May: UTC-6), naming its zone.
    expect(lines).toContain('DTSTART;TZID=America/Denver:20270501T070509');
    expect(lines).toContain('DTEND;TZID=America/Denver:20270501T090509');
    expect(lines).toContain('SUMMARY:Pricing\\, classes\\; and more');
    expect(lines).toContain('LOCATION:Summit Gymnastics\\; Hall B\\, Denver');
    expect(lines).toContain('DESCRIPTION:Line one\\nLine two\\, with a comma\\n\\nhttps://club.example.org/events/42');
    expect(lines.filter((l) => l === 'BEGIN:VEVENT')).toHaveLength(1);
    expect(ics.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(ics.split('\r\n').every((l) => Buffer.byteLength(l) <= 75)).toBe(true);
  });

  it('defines the zone it names: the changes of offset around the event, or one observance without any', () => {
    const denver = buildTimeZone('America/Denver', new Date('2027-05-01T13:05:09Z'));
    expect(denver.slice(0, 2)).toEqual(['BEGIN:VTIMEZONE', 'TZID:America/Denver']);
    // 2027: daylight time from March 14 at 2:00 (MST) to November 7 at 2:00 (MDT).
    expect(denver.join('\n')).toContain(
      'BEGIN:DAYLIGHT\nDTSTART:20270314T020000\nTZOFFSETFROM:-0700\nTZOFFSETTO:-0600\nTZNAME:MDT\nEND:DAYLIGHT',
    );
    expect(denver.join('\n')).toContain(
      'BEGIN:STANDARD\nDTSTART:20271107T020000\nTZOFFSETFROM:-0600\nTZOFFSETTO:-0700\nTZNAME:MST\nEND:STANDARD',
    );
    expect(denver.at(-1)).toBe('END:VTIMEZONE');
    expect(buildTimeZone('America/Phoenix', new Date('2027-05-01T13:00:00Z'))).toEqual([
      'BEGIN:VTIMEZONE',
      'TZID:America/Phoenix',
      'BEGIN:STANDARD',
      'DTSTART:19700101T000000',
      'TZOFFSETFROM:-0700',
      'TZOFFSETTO:-0700',
      'TZNAME:MST',
      'END:STANDARD',
      'END:VTIMEZONE',
    ]);
  });

  it('takes the UID host from PUBLIC_URL, else breakfastclub', () => {
    expect(calendarHost('https://club.example.org/')).toBe('club.example.org');
    expect(calendarHost(undefined)).toBe('breakfastclub');
  });

  it('names the file after the title', () => {
    expect(calendarFileName('Meet-season cash flow!')).toBe('meet-season-cash-flow.ics');
    expect(calendarFileName('☕')).toBe('event.ics');
  });
});

describe('the attendee CSV', () => {
  it('prefixes formula starts with a quote and quotes as RFC 4180 says', () => {
    expect(csvCell('=SUM(A1)')).toBe("'=SUM(A1)");
    expect(csvCell('+1 555')).toBe("'+1 555");
    expect(csvCell('-2')).toBe("'-2");
    expect(csvCell('@cmd')).toBe("'@cmd");
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell(null)).toBe('');
    expect(
      toCsv([
        ['a', 'b'],
        ['c', 'd'],
      ]),
    ).toBe('a,b\r\nc,d\r\n');
  });

  it('no cell ever starts with a formula character', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const cell = csvCell(text);
        const inner = cell.startsWith('"') ? cell.slice(1) : cell;
        expect(/^[=+\-@]/.test(inner)).toBe(false);
      }),
    );
  });
});
