import { describe, expect, it } from 'vitest';
import { ordinal, quarterOf } from './benchmark-panel';

describe('benchmark words', () => {
  it('writes ordinals as people say them', () => {
    expect([1, 2, 3, 4, 11, 12, 13, 21, 22, 62, 100].map(ordinal)).toEqual([
      '1st',
      '2nd',
      '3rd',
      '4th',
      '11th',
      '12th',
      '13th',
      '21st',
      '22nd',
      '62nd',
      '100th',
    ]);
  });

  it('places a figure in a quarter of the cohort', () => {
    const q = { p25: 40, p50: 55, p75: 70 };
    expect([30, 40, 54.99, 55, 70, 70.01].map((v) => quarterOf(v, q))).toEqual([
      'in the lowest quarter',
      'between the lowest quarter and the median',
      'between the lowest quarter and the median',
      'between the median and the top quarter',
      'between the median and the top quarter',
      'in the top quarter',
    ]);
  });
});
