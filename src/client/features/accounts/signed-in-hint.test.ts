import { describe, expect, it } from 'vitest';
import { hasSignedInHint } from './signed-in-hint';

describe('the signed-in hint', () => {
  it('is found among other cookies and not mistaken for a look-alike or an emptied one', () => {
    expect(hasSignedInHint('signed_in=1')).toBe(true);
    expect(hasSignedInHint('theme=dark; signed_in=1; x=2')).toBe(true);
    expect(hasSignedInHint('')).toBe(false);
    expect(hasSignedInHint('not_signed_in=1; signed_inx=1')).toBe(false);
    expect(hasSignedInHint('signed_in=')).toBe(false);
  });
});
