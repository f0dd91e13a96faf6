import { describe, expect, it } from 'vitest';
import { safeRedirect } from './redirect';

describe('safeRedirect', () => {
  it('follows a path on this site', () => {
    expect(safeRedirect('/events/12')).toBe('/events/12');
    expect(safeRedirect('/events?past=true')).toBe('/events?past=true');
  });
  it('goes home for nothing, another host or a full URL', () => {
    expect(safeRedirect(null)).toBe('/');
    expect(safeRedirect('')).toBe('/');
    expect(safeRedirect('//evil.example/x')).toBe('/');
    expect(safeRedirect('/\\evil.example')).toBe('/');
    expect(safeRedirect('https://evil.example')).toBe('/');
  });
});
