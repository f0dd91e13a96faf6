import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api';
import { errorText } from './use-gym-submission';

const FALLBACK = 'Failed to submit gym. Please try again.';

describe('gym submission error text (spec 000 §8)', () => {
  it('shows the server message when the server answered', () => {
    expect(errorText(new ApiError(400, '400: Gym name is required', { message: 'Gym name is required' }), FALLBACK)).toBe(
      '400: Gym name is required',
    );
  });

  it('falls back when there is no server message (network failure)', () => {
    expect(errorText(new TypeError('Failed to fetch'), FALLBACK)).toBe(FALLBACK);
    expect(errorText(new ApiError(500, '', null), FALLBACK)).toBe(FALLBACK);
    expect(errorText(undefined, FALLBACK)).toBe(FALLBACK);
  });
});
