import { describe, expect, it } from 'vitest';
import { formatCount } from './use-dashboard-metrics';

describe('formatCount', () => {
  it('writes whole counts as en-US does', () => {
    for (const n of [
      0,
      7,
      42,
      999,
      1000,
      1234,
      12345,
      123456,
      1234567,
      10000000,
      -1234,
      -999,
      Number.MAX_SAFE_INTEGER,
    ]) {
      expect(formatCount(n)).toBe(n.toLocaleString('en-US'));
    }
  });
});
