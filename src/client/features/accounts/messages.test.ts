import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api';
import { serverMessage } from './messages';

describe('serverMessage (spec 000 §8: toasts carry the server message, else the default)', () => {
  it('reads the body message without the status prefix', () => {
    const error = new ApiError(400, '400: Invalid username or password', { message: 'Invalid username or password' });
    expect(serverMessage(error, 'Login failed')).toBe('Invalid username or password');
  });

  it('falls back to the error text, then to the default', () => {
    expect(serverMessage(new ApiError(502, '502: Bad Gateway', '<html>'), 'Login failed')).toBe('502: Bad Gateway');
    expect(serverMessage(new Error(''), 'Registration failed')).toBe('Registration failed');
    expect(serverMessage(null, 'Failed to reset password')).toBe('Failed to reset password');
  });
});
