import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ExpandableText } from './expandable-text';

const long =
  'Why most small businesses stay stuck: the owner works in the business instead of on it. Read it before you write your first operations manual, and your front desk and coaching will stop depending on you being in the building.';

describe('ExpandableText', () => {
  it('shows a text that fits whole, with no button', () => {
    const html = renderToStaticMarkup(<ExpandableText text="Short and whole." className="mt-2" />);
    expect(html).toBe('<p class="mt-2">Short and whole.</p>');
  });

  it('shows a longer text up to a whole word with "…" and a folded More button naming what it opens', () => {
    const html = renderToStaticMarkup(<ExpandableText text={long} about="The E-Myth Revisited" />);
    expect(html).toContain('before you write your first operations manual, and your front…</span>');
    expect(html).not.toContain('desk');
    expect(html).toMatch(/<button type="button" aria-expanded="false" aria-controls="([^"]+)"/);
    const id = /aria-controls="([^"]+)"/.exec(html)![1]!;
    expect(html).toContain(`<span id="${id}">`);
    expect(html).toContain('More<span class="sr-only"> about The E-Myth Revisited</span></button>');
  });
});
