import type { UseMutationResult } from '@tanstack/react-query';
import { createContext } from 'react';
import type { User } from './types';

export interface AuthContextValue {
  /** The signed-in user, or null when nobody is signed in (or not yet known). */
  user: User | null;
  /** True while the current user is first being looked up. */
  isLoading: boolean;
  /** A failure other than 401 while looking the user up. */
  error: Error | null;
  logoutMutation: UseMutationResult<void, Error, void>;
  // The accounts feature adds loginMutation and registerMutation here.
}

export const AuthContext = createContext<AuthContextValue | null>(null);
