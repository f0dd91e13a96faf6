import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { StarDisplay } from './stars';

/** How many of the five stars are drawn filled: the width the filled row is cut at, over 24. */
function filledStars(html: string): number {
  const rect = /<clipPath[^>]*><rect width="([\d.]+)"/.exec(html);
  if (!html.includes('fill-accent-400')) return 0;
  return Number(rect![1]) / 24;
}

describe('StarDisplay', () => {
  it('fills whole stars, and half a star from .5 (spec 000 §9)', () => {
    expect(filledStars(renderToStaticMarkup(<StarDisplay value={5} />))).toBe(5);
    expect(filledStars(renderToStaticMarkup(<StarDisplay value={4.5} />))).toBe(4.5);
    expect(filledStars(renderToStaticMarkup(<StarDisplay value={3.7} />))).toBe(3.5);
    expect(filledStars(renderToStaticMarkup(<StarDisplay value={3.4} />))).toBe(3);
    expect(filledStars(renderToStaticMarkup(<StarDisplay value={0.4} />))).toBe(0);
  });

  it('is one image named by its rating, its stars hidden from screen readers', () => {
    const html = renderToStaticMarkup(<StarDisplay value={4.25} />);
    expect(html).toMatch(/^<span role="img" aria-label="Rated 4\.3 out of 5"/);
    expect(html.match(/<svg/g)).toHaveLength(1);
    expect(html).toContain('aria-hidden="true"');
    expect(renderToStaticMarkup(<StarDisplay value={2} label="2 out of 5 stars" />)).toContain(
      'aria-label="2 out of 5 stars"',
    );
  });

  it('cuts each rating at its own outline: two on one page do not share ids', () => {
    const html = renderToStaticMarkup(
      <>
        <StarDisplay value={1} />
        <StarDisplay value={4} />
      </>,
    );
    const ids = [...html.matchAll(/<clipPath id="([^"]+)"/g)].map((m) => m[1]);
    expect(ids).toHaveLength(2);
    expect(new Set(ids).size).toBe(2);
    expect(html).toContain(`clip-path="url(#${ids[1]})"`);
  });
});
