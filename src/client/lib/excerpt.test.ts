import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ELLIPSIS, excerpt } from './excerpt';

const blogExcerpt =
  'Start from your real cost per class hour, not from the gym down the road. A step-by-step way to set tuition that covers coaches, rent and growth.';

describe('excerpt', () => {
  it('gives a text that fits back unchanged, without an ellipsis', () => {
    expect(excerpt('Five numbers every owner should look at.', 200)).toBe('Five numbers every owner should look at.');
    expect(excerpt(blogExcerpt, blogExcerpt.length)).toBe(blogExcerpt);
    expect(excerpt('Two  spaces\nand a line', 21)).toBe('Two  spaces\nand a line');
  });

  it('cuts a longer text after its last whole word, with one ellipsis and nothing after it', () => {
    const short = excerpt(blogExcerpt, 60);
    expect(short).toBe('Start from your real cost per class hour, not from the gym…');
    expect(short.length).toBeLessThanOrEqual(60);
    expect(short.indexOf(ELLIPSIS)).toBe(short.length - 1);
  });

  it('keeps a word that ends exactly at the limit', () => {
    // "Start from your real" is 20 characters; the 21st is a space.
    expect(excerpt('Start from your real cost', 21)).toBe('Start from your real…');
  });

  it('drops a dangling comma, dash, stop or an ellipsis of the text itself before its own', () => {
    expect(excerpt('Rent, coaches, payroll and insurance all rise', 15)).toBe('Rent, coaches…');
    expect(excerpt('Budget lines — volunteer planning and revenue', 15)).toBe('Budget lines…');
    expect(excerpt('Wait for it... then the rest of the sentence', 16)).toBe('Wait for it…');
    expect(excerpt('One sentence. Another one follows here', 20)).toBe('One sentence…');
  });

  it('squeezes runs of white space in a text it cuts', () => {
    expect(excerpt('Five   simple\n\ntouches that keep new gymnasts', 22)).toBe('Five simple touches…');
  });

  it('cuts inside a word only when one word is longer than half the room', () => {
    const word = 'Pneumonoultramicroscopicsilicovolcanoconiosis';
    expect(excerpt(word, 20)).toBe(`${word.slice(0, 19)}${ELLIPSIS}`);
    expect(excerpt(`A ${word}`, 20)).toBe(`A ${word.slice(0, 17)}${ELLIPSIS}`);
  });

  it('keeps leading punctuation rather than cut the first word in two', () => {
    expect(excerpt(",' AA '", 5)).toBe(",'…");
  });

  it('always fits, ends in one ellipsis when it cuts, and keeps whole words where the text has spaces', () => {
    const words = fc.array(fc.stringMatching(/^[A-Za-z,.'-]{1,12}$/), { minLength: 1, maxLength: 60 });
    fc.assert(
      fc.property(words, fc.integer({ min: 2, max: 300 }), (list, max) => {
        const text = list.join(' ');
        const short = excerpt(text, max);
        expect(short.length).toBeLessThanOrEqual(Math.max(max, 1));
        if (short === text) return;
        expect(short.endsWith(ELLIPSIS)).toBe(true);
        expect(short.slice(0, -1)).not.toContain(ELLIPSIS);
        const kept = short.slice(0, -1);
        expect(text.startsWith(kept)).toBe(true);
        // Each word kept whole: what follows the kept part in the text starts at a word boundary
        // (or the text is one long word, cut because there was no boundary in reach).
        const next = text.slice(kept.length);
        const boundary = /^[\s,.'-]/.test(next) || /[,.'-]$/.test(kept);
        expect(boundary || kept.lastIndexOf(' ') < (max - 1) / 2).toBe(true);
      }),
    );
  });
});
