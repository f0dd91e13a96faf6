import { describe, expect, it } from 'vitest';
import { quartilePhrase } from './benchmark-panel';

describe('benchmark words', () => {
  it('places a figure in a quartile of the cohort, counted from the best, in words a gym owner reads', () => {
    const q = { p25: 40, p50: 55, p75: 70 };
    const values = [30, 40, 54.99, 55, 70, 70.01];
    expect(values.map((v) => quartilePhrase(v, { ...q, higherIsBetter: true }))).toEqual([
      'the 4th quartile (bottom quarter)',
      'the 3rd quartile (bottom half)',
      'the 3rd quartile (bottom half)',
      'the 2nd quartile (top half)',
      'the 1st quartile (top quarter)',
      'the 1st quartile (top quarter)',
    ]);
    // Where lower is better (churn), the lowest figures are the top quarter.
    expect(values.map((v) => quartilePhrase(v, { ...q, higherIsBetter: false }))).toEqual([
      'the 1st quartile (top quarter)',
      'the 1st quartile (top quarter)',
      'the 2nd quartile (top half)',
      'the 2nd quartile (top half)',
      'the 3rd quartile (bottom half)',
      'the 4th quartile (bottom quarter)',
    ]);
  });
});
