import { isApiError } from '@postradar/api-client';
import { useEffect, useRef } from 'react';
import { afterFirstScreen } from '../first-screen-drawn';
import { loadHeartbeat } from './load-heartbeat';
import { mergeHeartbeat } from './merge-heartbeat';
import { useAuth } from './use-auth';

/** How often a signed-in app asks for the user's current roles and scopes. */
export const heartbeatIntervalMs = 5 * 60_000;
/** Focus changes can be frequent: at most one heartbeat a minute. */
export const heartbeatMinGapMs = 60_000;

/**
 * While signed in: a heartbeat once the first screen is drawn, every 5 minutes and when the window regains focus (at
 * most once a minute). Changed roles or scopes replace those of the stored user, so menus and
 * gates follow at once. A session that has ended is logged out by the API client (403); any
 * other failure is only logged, the next beat tries again. (Signing in again within the minute
 * skips the first beat: the sign-in has just loaded the profile with its roles and scopes.)
 */
export function useHeartbeat(): void {
  const { isAuthenticated, user, updateUser } = useAuth();
  const userRef = useRef(user);
  const lastBeatAt = useRef(Number.NEGATIVE_INFINITY);

  useEffect(() => {
    userRef.current = user;
  }, [user]);

  useEffect(() => {
    if (!isAuthenticated) return;
    let isActive = true;

    function beat() {
      const now = Date.now();
      if (now - lastBeatAt.current < heartbeatMinGapMs) return;
      lastBeatAt.current = now;
      loadHeartbeat().then(
        (rights) => {
          const current = userRef.current;
          if (!isActive || !current) return;
          const merged = mergeHeartbeat(current, rights);
          if (merged) updateUser(merged);
        },
        (error: unknown) => {
          if (isApiError(error) && error.isCanceled) return;
          console.warn('[heartbeat] the roles and scopes could not be checked', error);
        },
      );
    }

    const cancelFirstBeat = afterFirstScreen(beat);
    const timer = setInterval(beat, heartbeatIntervalMs);
    window.addEventListener('focus', beat);
    return () => {
      isActive = false;
      cancelFirstBeat();
      clearInterval(timer);
      window.removeEventListener('focus', beat);
    };
  }, [isAuthenticated, updateUser]);
}
