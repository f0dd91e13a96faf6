import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ELLIPSIS } from '@/lib/excerpt';
import {
  charWidth,
  COVER_BOXES,
  layoutCover,
  layoutCoverText,
  PERSON_LEADING,
  textWidth,
  TITLE_LEADING,
  type CoverSize,
  type CoverText,
} from './cover-layout';

const SIZES: CoverSize[] = ['phone', 'wide'];

/** Advance widths in em of DejaVu Sans Bold (read from its hmtx table), the widest fallback font. */
const DEJAVU_BOLD =
  'a.675 b.716 c.593 d.716 e.678 f.435 g.716 h.712 i.343 j.343 k.665 l.343 m1.042 n.712 o.687 p.716 q.716 ' +
  'r.493 s.595 t.478 u.712 v.652 w.924 x.645 y.652 z.582 A.774 B.762 C.734 D.830 E.683 F.683 G.821 H.837 ' +
  'I.372 J.372 K.775 L.637 M.995 N.837 O.850 P.733 Q.850 R.770 S.720 T.682 U.812 V.774 W1.103 X.771 Y.724 ' +
  'Z.725 0.696 9.696 !.456 ".521 #.838 $.696 %1.002 &.872 \'.306 (.457 ).457 *.523 +.838 ,.380 -.415 ..380 ' +
  '/.365 :.400 ;.400 ?.580 @1.000 _.500 ~.838';

/** Every line fits the box's width and the lines its height, at the layout's size. */
function expectInside(layout: CoverText, box: { width: number; height: number }, leading: number) {
  for (const line of layout.lines) expect(textWidth(line) * layout.fontSize, line).toBeLessThanOrEqual(box.width);
  expect(layout.lines.length * layout.fontSize * leading).toBeLessThanOrEqual(box.height + 0.01);
}

describe('drawn cover layout', () => {
  it('estimates every letter, digit and sign at least as wide as the widest fallback font sets it', () => {
    for (const entry of DEJAVU_BOLD.split(' ')) {
      const [c, width] = [entry[0]!, Number(`0${entry.slice(1)}`.replace(/^01/, '1'))];
      expect(charWidth(c), c).toBeGreaterThanOrEqual(width);
    }
    expect(charWidth(' ')).toBeGreaterThanOrEqual(0.348);
    expect(charWidth('—')).toBeGreaterThanOrEqual(1);
  });

  it('sets "The Five Dysfunctions of a Team" in whole words, shrunk until "Dysfunctions" fits a line', () => {
    for (const size of SIZES) {
      const { title } = layoutCover('The Five Dysfunctions of a Team', 'Patrick Lencioni', size);
      expect(title.lines).toEqual(['The Five', 'Dysfunctions', 'of a Team']);
      expect(title.shortened).toBe(false);
      expect(textWidth('Dysfunctions') * title.fontSize).toBeLessThanOrEqual(COVER_BOXES[size].width);
      expect(title.fontSize).toBeGreaterThanOrEqual(9);
    }
  });

  it('sets "Unreasonable Hospitality" on two lines, neither word cut', () => {
    for (const size of SIZES) {
      const { title, person } = layoutCover('Unreasonable Hospitality', 'Will Guidara', size);
      expect(title.lines).toEqual(['Unreasonable', 'Hospitality']);
      expect(person.lines).toEqual(['Will Guidara']);
      expectInside(title, COVER_BOXES[size], TITLE_LEADING);
    }
  });

  it('gives a short title the largest size and a longer one a smaller size', () => {
    const short = layoutCover('Atomic Habits', 'James Clear', 'phone').title;
    const long = layoutCover('Never Split the Difference', 'Chris Voss', 'phone').title;
    expect(short.fontSize).toBe(17);
    expect(long.fontSize).toBeLessThan(short.fontSize);
    expect(long.lines.join(' ')).toBe('Never Split the Difference');
  });

  it('hyphenates a 40-letter word at the smallest size, each piece on its own line', () => {
    const word = 'Antidisestablishmentarianismextraordinar';
    expect(word).toHaveLength(40);
    for (const size of SIZES) {
      const { title } = layoutCover(word, 'A. Author', size);
      expect(title.fontSize).toBe(9);
      expect(title.lines.length).toBeGreaterThan(1);
      expect(title.lines.slice(0, -1).every((l) => l.endsWith('-'))).toBe(true);
      expect(title.lines.at(-1)!.endsWith('-')).toBe(false);
      expect(title.lines.map((l) => l.replace(/-$/, '')).join('')).toBe(word);
      expect(title.lines.every((l) => l.replace(/-$/, '').length >= 3)).toBe(true);
      expectInside(title, COVER_BOXES[size], TITLE_LEADING);
    }
  });

  it('keeps the words around a hyphenated one whole', () => {
    const { title } = layoutCover('The Antidisestablishmentarianism Handbook', 'A. Author', 'phone');
    expect(title.lines[0]).toBe('The');
    expect(title.lines.at(-1)).toBe('Handbook');
  });

  it('ends a title too long for the cover after a whole word with one "…"', () => {
    const title = Array.from({ length: 30 }, (_, i) => `Chapter${i}`).join(' ');
    const box = { width: 80, height: 60, sizes: [12, 10], lineHeight: 1.2 };
    const layout = layoutCoverText(title, box);
    expect(layout.shortened).toBe(true);
    expect(layout.fontSize).toBe(10);
    expect(layout.lines).toHaveLength(5);
    expect(layout.lines.at(-1)!.endsWith(ELLIPSIS)).toBe(true);
    const words = layout.lines.join(' ').slice(0, -1).split(' ');
    expect(words.every((w, i) => w === `Chapter${i}`)).toBe(true);
    expectInside(layout, box, box.lineHeight);
  });

  it('sets a person of several names on up to three small lines', () => {
    const { person } = layoutCover('Raving Fans', 'Ken Blanchard and Sheldon Bowles', 'phone');
    expect(person.lines.join(' ')).toBe('Ken Blanchard and Sheldon Bowles');
    expect(person.lines.length).toBeLessThanOrEqual(3);
  });

  it('never lays a line out wider or the lines taller than the box, and keeps every word of a title that fits', () => {
    const word = fc.stringMatching(/^[A-Za-z'&:,.!?-]{1,18}$/);
    const title = fc.array(word, { minLength: 1, maxLength: 25 }).map((w) => w.join(' '));
    fc.assert(
      fc.property(title, fc.constantFrom(...SIZES), (text, size) => {
        const { title: layout, person } = layoutCover(text, text, size);
        const box = COVER_BOXES[size];
        expectInside(layout, box, TITLE_LEADING);
        expect(person.lines.length * person.fontSize * PERSON_LEADING).toBeLessThan(box.height / 2);
        expect(layout.lines.every((l) => l.length > 0)).toBe(true);
        const hyphenated = text.split(' ').some((w) => textWidth(w) * 9 > box.width);
        if (!layout.shortened && !hyphenated) expect(layout.lines.join(' ')).toBe(text);
      }),
    );
  });
});
