import { ELLIPSIS } from '@/lib/excerpt';

/**
 * The lines of a drawn cover (a book or podcast without a picture): its title or person set in
 * whole words in a small box. Nothing is measured in the browser (no flash, the same lines on the
 * server): widths are estimated on the wide side, so lines laid out here fit in whichever of the
 * page's fonts the device has, and the browser never has to break or clip a word.
 */

/**
 * A character's advance in em, rounded up from DejaVu Sans Bold, the widest of the page's
 * fallback fonts (Inter, San Francisco, Segoe UI, Roboto and Arial are narrower).
 */
export function charWidth(c: string): number {
  if (c === ' ') return 0.35;
  if (/[ijlIJ.,:;'|]/.test(c)) return 0.4;
  if (/[frt()[\]/!"*-]/.test(c)) return 0.53;
  if (/[mwMW%@&]/.test(c)) return 1.12;
  if (/[a-z0-9?$_`]/.test(c)) return 0.72;
  // Capitals, other signs and Latin letters with accents; dashes, quotes, CJK and emoji above that.
  return c.codePointAt(0)! < 0x2000 ? 0.85 : 1.2;
}

/** The estimated width of a text in em. */
export function textWidth(text: string): number {
  let width = 0;
  for (const c of text) width += charWidth(c);
  return width;
}

export interface CoverBox {
  /** The text's box in px. */
  width: number;
  height: number;
  /** Font sizes in px to try, largest first; the last is the smallest allowed. */
  sizes: readonly number[];
  lineHeight: number;
}

export interface CoverText {
  lines: string[];
  fontSize: number;
  /** The text did not fit even at the smallest size: the last line ends in "…". */
  shortened: boolean;
}

const VOWEL = /[aeiouyäöüàáâèéêìíîòóôùúû]/i;
const LETTER = /\p{L}/u;
const DANGLING = /[\s,;:.!?\-–—]+$/u;

/**
 * Where a word too long for any line is broken: the longest start that fits with a hyphen after it,
 * moved back to a syllable-like boundary (vowel-consonant-vowel or between two consonants) when one
 * lies in its last third, and never leaving fewer than three letters on either side.
 */
function breakPoint(chars: string[], room: number): number {
  let fit = 0;
  let width = charWidth('-');
  while (fit < chars.length && width + charWidth(chars[fit]!) <= room) width += charWidth(chars[fit++]!);
  fit = Math.max(1, Math.min(fit, chars.length - 3));
  for (let i = fit; i >= Math.max(3, Math.ceil((fit * 2) / 3)); i--) {
    const [a, b, c, d] = [chars[i - 2], chars[i - 1], chars[i], chars[i + 1]];
    if (!b || !c || !d || !LETTER.test(b) || !LETTER.test(c) || !LETTER.test(d)) continue;
    const vcv = VOWEL.test(b) && !VOWEL.test(c) && VOWEL.test(d);
    const vccv = a !== undefined && VOWEL.test(a) && !VOWEL.test(b) && !VOWEL.test(c) && VOWEL.test(d);
    if (vcv || vccv) return i;
  }
  return fit;
}

/** A piece of text to set: a word, or a piece of a hyphenated word, which ends its line. */
interface Token {
  text: string;
  endsLine: boolean;
}

/** A word wider than `room` em as pieces that fit, each but the last ending in a hyphen. */
function hyphenate(word: string, room: number): Token[] {
  const pieces: Token[] = [];
  let rest = [...word];
  while (textWidth(rest.join('')) > room && rest.length > 3) {
    const at = breakPoint(rest, room);
    pieces.push({ text: `${rest.slice(0, at).join('')}-`, endsLine: true });
    rest = rest.slice(at);
  }
  return [...pieces, { text: rest.join(''), endsLine: false }];
}

/** Tokens filled greedily into lines of `room` em. */
function wrap(tokens: Token[], room: number): string[] {
  const lines: string[] = [];
  let line = '';
  let open = false;
  for (const token of tokens) {
    const joined = `${line} ${token.text}`;
    if (line && open && textWidth(joined) <= room) line = joined;
    else {
      if (line) lines.push(line);
      line = token.text;
    }
    open = !token.endsLine;
  }
  if (line) lines.push(line);
  return lines;
}

/**
 * The largest size at which every word fits a line and all lines fit the box. When none does, the
 * smallest size: a word wider than a line is hyphenated, and lines beyond the box are left out,
 * the last kept one ending in "…" after a whole word.
 */
export function layoutCoverText(text: string, box: CoverBox): CoverText {
  const words = text.trim().split(/\s+/).filter(Boolean);
  const fits = (lines: string[], size: number) => lines.length * size * box.lineHeight <= box.height + 0.01;
  for (const size of box.sizes) {
    const room = box.width / size;
    if (words.some((w) => textWidth(w) > room)) continue;
    const lines = wrap(
      words.map((text) => ({ text, endsLine: false })),
      room,
    );
    if (fits(lines, size)) return { lines, fontSize: size, shortened: false };
  }

  const size = box.sizes.at(-1)!;
  const room = box.width / size;
  const pieces = words.flatMap((text) =>
    textWidth(text) > room ? hyphenate(text, room) : [{ text, endsLine: false }],
  );
  const lines = wrap(pieces, room);
  const most = Math.max(1, Math.floor((box.height + 0.01) / (size * box.lineHeight)));
  if (lines.length <= most) return { lines, fontSize: size, shortened: false };

  const kept = lines.slice(0, most);
  // The last line gives up whole words (a letter at a time only inside one long word) for the "…".
  let last = kept[most - 1]!.replace(DANGLING, '');
  while (last.length > 1 && textWidth(`${last}${ELLIPSIS}`) > room) {
    last = (last.includes(' ') ? last.slice(0, last.lastIndexOf(' ')) : [...last].slice(0, -1).join('')).replace(
      DANGLING,
      '',
    );
  }
  kept[most - 1] = `${last}${ELLIPSIS}`;
  return { lines: kept, fontSize: size, shortened: true };
}

const TITLE_SIZES = [17, 16, 15, 14, 13, 12, 11.5, 11, 10.5, 10, 9.5, 9];
const PERSON_SIZES = [11, 10.5, 10, 9.5, 9];
export const TITLE_LEADING = 1.15;
export const PERSON_LEADING = 1.25;
const GAP = 8;

/** The cover's text area: 96 × 144 px less 8 px padding on a phone, 112 × 176 less 12 from `sm`. */
export const COVER_BOXES = {
  phone: { width: 80, height: 128 },
  wide: { width: 88, height: 152 },
} as const;
export type CoverSize = keyof typeof COVER_BOXES;

/** A cover's title and, at the bottom, its author or host (one line if it fits at any size, else up to three). */
export function layoutCover(title: string, person: string, size: CoverSize): { title: CoverText; person: CoverText } {
  const { width, height } = COVER_BOXES[size];
  // One line at a smaller size reads better than a name broken over two.
  const oneLine = person.trim().split(/\s+/).join(' ');
  const single = PERSON_SIZES.find((size) => textWidth(oneLine) * size <= width);
  const by = single
    ? { lines: [oneLine], fontSize: single, shortened: false }
    : layoutCoverText(person, {
        width,
        height: 3 * PERSON_SIZES.at(-1)! * PERSON_LEADING,
        sizes: PERSON_SIZES,
        lineHeight: PERSON_LEADING,
      });
  const byHeight = by.lines.length * by.fontSize * PERSON_LEADING;
  const name = layoutCoverText(title, {
    width,
    height: height - byHeight - GAP,
    sizes: TITLE_SIZES,
    lineHeight: TITLE_LEADING,
  });
  return { title: name, person: by };
}
