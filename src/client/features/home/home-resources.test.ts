import { describe, expect, it } from 'vitest';
import { moduleClaim } from './home-resources';

describe('the Learning Hub card counts real modules', () => {
  it("says the spec's 30+ from 30 published modules on, and the true count below", () => {
    expect(moduleClaim(31)).toBe('30+ educational modules');
    expect(moduleClaim(30)).toBe('30+ educational modules');
    expect(moduleClaim(29)).toBe('29 educational modules');
    expect(moduleClaim(1)).toBe('1 educational module');
    expect(moduleClaim(null)).toBe('30+ educational modules');
  });
});
