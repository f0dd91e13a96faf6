import { describe, expect, it } from 'vitest';
import { safeRedirect, signInHref } from './redirect';

describe('safeRedirect', () => {
  it('keeps a path of this site, with its query', () => {
    expect(safeRedirect('/chapter/3')).toBe('/chapter/3');
    expect(safeRedirect('/events?past=true')).toBe('/events?past=true');
  });

  it('refuses other origins and nonsense, going home instead', () => {
    for (const bad of [
      null,
      '',
      'chapter/3',
      '//evil.example',
      '/\\evil.example',
      'https://evil.example',
      'javascript:alert(1)',
    ]) {
      expect(safeRedirect(bad)).toBe('/');
    }
  });

  it('round-trips through the sign-in link', () => {
    const href = signInHref('/breakfast-club/start-chapter');
    expect(href).toBe('/auth?redirect=%2Fbreakfast-club%2Fstart-chapter');
    expect(safeRedirect(new URL(href, 'http://x').searchParams.get('redirect'))).toBe('/breakfast-club/start-chapter');
  });
});
