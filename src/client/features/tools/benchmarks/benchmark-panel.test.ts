import { describe, expect, it } from 'vitest';
import { placedFigure, quartilePhrase } from './benchmark-panel';

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

  it('speaks of the figure on screen, and of the saved one only when the screen has none', () => {
    // The quick check shows $58.62 while the gym's latest save (its breakdown) is $65.17: the line is about $58.62.
    expect(placedFigure(58.62, 65.17)).toEqual({ value: 58.62, source: 'screen' });
    expect(placedFigure(58.62, null)).toEqual({ value: 58.62, source: 'screen' });
    // The figure on screen is the one saved (to the cent): "Your … of $65.17 puts your gym in …".
    expect(placedFigure(65.17, 65.17)).toEqual({ value: 65.17, source: 'both' });
    expect(placedFigure(4.17, 4.170000000000001)).toEqual({ value: 4.17, source: 'both' });
    // No valid figure on screen: the gym's latest saved one, said to be that.
    expect(placedFigure(null, 65.17)).toEqual({ value: 65.17, source: 'saved' });
    expect(placedFigure(null, null)).toBeNull();
  });
});
