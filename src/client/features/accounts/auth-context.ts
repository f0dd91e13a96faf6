import type { UseMutationResult } from '@tanstack/react-query';
import type { LoginInput, RegisterPayload } from '@shared/accounts';
import { createContext } from 'react';
import type { User } from './types';

export interface AuthContextValue {
  /** The signed-in user, or null when nobody is signed in (or not yet known). */
  user: User | null;
  /** True while the current user is first being looked up. */
  isLoading: boolean;
  /** A failure other than 401 while looking the user up. */
  error: Error | null;
  loginMutation: UseMutationResult<User, Error, LoginInput>;
  registerMutation: UseMutationResult<User, Error, RegisterPayload>;
  logoutMutation: UseMutationResult<void, Error, void>;
}

export const AuthContext = createContext<AuthContextValue | null>(null);
