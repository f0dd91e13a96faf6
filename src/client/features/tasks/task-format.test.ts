import { describe, expect, it } from 'vitest';
import { formatDay, localToday, parseEnhancedText } from './task-format';

describe('the task screens’ formats', () => {
  it('reads the enhanced text as headings, numbered steps, bullets and paragraphs', () => {
    const text = [
      'Steps',
      '1. Pull the statements.',
      '2) Compare the rates.',
      '',
      'Why it matters',
      'Fees add up.',
      'Measure of success:',
      '- Effective rate under 3%',
      '- Reviewed every year',
      'Pitfalls to avoid',
      '* Signing a long contract',
    ].join('\n');
    expect(parseEnhancedText(text)).toEqual([
      { kind: 'heading', text: 'Steps' },
      { kind: 'steps', items: ['Pull the statements.', 'Compare the rates.'] },
      { kind: 'heading', text: 'Why it matters' },
      { kind: 'text', text: 'Fees add up.' },
      { kind: 'heading', text: 'Measure of success' },
      { kind: 'bullets', items: ['Effective rate under 3%', 'Reviewed every year'] },
      { kind: 'heading', text: 'Pitfalls to avoid' },
      { kind: 'bullets', items: ['Signing a long contract'] },
    ]);
    expect(parseEnhancedText('')).toEqual([]);
  });

  it('writes calendar dates the same in every time zone', () => {
    expect(formatDay('2026-12-01')).toBe('Dec 1, 2026');
    expect(localToday(new Date(2026, 0, 5, 23, 30))).toBe('2026-01-05');
  });
});
