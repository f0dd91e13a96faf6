import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api';
import { QueryState } from './query-state';

type Query = Parameters<typeof QueryState<string[]>>[0]['query'];
const base = {
  data: undefined,
  error: null,
  isPending: false,
  isError: false,
  isRefetching: false,
  refetch: async () => ({}),
};
const q = (over: Partial<Query>) => ({ ...base, ...over }) as unknown as Query;

const render = (query: Query) =>
  renderToStaticMarkup(
    <QueryState
      query={query}
      errorFallback="Could not load the list."
      notFound={<p>Not here</p>}
      isEmpty={(items) => items.length === 0}
      empty={<p>Nothing yet</p>}
    >
      {(items) => (
        <ul>
          {items.map((i) => (
            <li key={i}>{i}</li>
          ))}
        </ul>
      )}
    </QueryState>,
  );

describe('QueryState', () => {
  it('shows a loading status while pending', () => {
    expect(render(q({ isPending: true }))).toContain('aria-label="Loading"');
  });

  it('shows the server message, else the fallback, with Try again', () => {
    const failed = render(q({ isError: true, error: new ApiError(500, '500: Database unavailable', null) }));
    expect(failed).toContain('500: Database unavailable');
    expect(failed).toContain('Try again');
    expect(render(q({ isError: true, error: new TypeError('fetch failed') }))).toContain('Could not load the list.');
  });

  it('shows the not-found state for a 404', () => {
    expect(render(q({ isError: true, error: new ApiError(404, '404: Not found', null) }))).toBe('<p>Not here</p>');
  });

  it('shows the empty state, else the content', () => {
    expect(render(q({ data: [] }))).toBe('<p>Nothing yet</p>');
    expect(render(q({ data: ['a', 'b'] }))).toBe('<ul><li>a</li><li>b</li></ul>');
  });
});
