import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { MyEvent } from '@shared/events';
import MyEventsPage from './my-events-page';

const DAY = 86_400_000;

function rsvp(i: number, daysFromNow: number): MyEvent {
  return {
    id: 1000 + i,
    eventId: i,
    mode: 'in-person',
    status: 'going',
    createdAt: '2026-05-01T12:00:00.000Z',
    event: {
      id: i,
      title: `Breakfast ${i}`,
      description: 'Coffee and numbers',
      location: 'Denver, CO',
      date: new Date(Date.now() + daysFromNow * DAY).toISOString(),
      timeZone: 'America/Denver',
      capacity: 20,
      gymId: 1,
      gymName: 'Alpha Gymnastics',
      chapterId: null,
      chapterName: null,
      imageUrl: null,
      rsvpCount: 3,
      spotsLeft: 17,
      hasZoom: false,
    },
  };
}

/** The page as drawn with the answer of its first ask: one more than it shows of each side. */
function render(upcoming: number, past: number) {
  const client = new QueryClient({
    defaultOptions: { queries: { staleTime: Infinity, retry: false, queryFn: () => new Promise(() => {}) } },
  });
  const rows = [
    ...Array.from({ length: upcoming }, (_, i) => rsvp(i + 1, i + 1)),
    ...Array.from({ length: past }, (_, i) => rsvp(500 + i, -i - 1)),
  ];
  client.setQueryData(['/api/my-events?upcoming=26&past=11'], rows);
  return renderToStaticMarkup(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/my-events']}>
        <MyEventsPage path="/my-events" />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const count = (html: string, text: string) => html.split(text).length - 1;

describe('/my-events in pages (decision 0187)', () => {
  it('shows 25 upcoming and offers more when the answer holds a 26th', () => {
    const html = render(26, 3);
    expect(count(html, 'Cancel RSVP<span')).toBe(25);
    expect(html).toContain('>Breakfast 25<');
    expect(html).not.toContain('>Breakfast 26<');
    expect(html).toContain('Show more upcoming events');
    expect(html).not.toContain('Show more past events');
  });

  it('shows 10 past and offers more when the answer holds an 11th; no button when all are shown', () => {
    const html = render(4, 11);
    expect(count(html, 'Cancel RSVP<span')).toBe(4);
    expect(html).toContain('>Breakfast 509<');
    expect(html).not.toContain('>Breakfast 510<');
    expect(html).toContain('Show more past events');
    expect(html).not.toContain('Show more upcoming events');
  });
});
