import { createContext } from 'react';
import type { SessionTokens } from './session-storage';
import type { User } from './user';

export interface AuthContextValue {
  /** An access token is present and the user object is non-empty. */
  isAuthenticated: boolean;
  user: User | null;
  /** Login success: stores both tokens and the user. */
  login(tokens: SessionTokens, user: User): void;
  /** Replaces the stored user (profile reload, heartbeat with new scopes, language change). */
  updateUser(user: User): void;
  /**
   * Ends the session (on the server too), clears it and goes to the sign-in screen; `message` (a forced logout's server
   * message) is shown there.
   */
  logout(message?: string): void;
}

export const AuthContext = createContext<AuthContextValue | null>(null);
