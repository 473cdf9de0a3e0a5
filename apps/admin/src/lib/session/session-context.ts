import { createContext } from 'react';
import type { AdminLogin, StaffMember } from './staff-member';

/** Why the signed-out view is shown: a sign-out just now, or a session the server ended. */
export type SignedOutReason = { kind: 'signed-out' } | { kind: 'ended'; message: string };

export interface SessionContextValue {
  isSignedIn: boolean;
  user: StaffMember | null;
  /** Set once the session has ended in this page; null on a fresh visit. */
  signedOutReason: SignedOutReason | null;
  signIn(login: AdminLogin): void;
  updateUser(user: StaffMember): void;
  /** The staff member's own sign-out: ends the server session and clears this browser's. */
  signOut(): void;
  /** The server ended the session (failed refresh, 403, 401): clears it and shows the message. */
  endSession(message: string): void;
}

export const SessionContext = createContext<SessionContextValue | null>(null);
