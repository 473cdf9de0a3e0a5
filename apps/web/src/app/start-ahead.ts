import type { QueryClient } from '@tanstack/react-query';
import { isMembershipPresumedMissing } from '../lib/billing-gate/membership-presumed-missing';
import { screenPath, screenSearches } from '../lib/research/screen-searches';
import { routerState } from '../lib/router-state';
import { firstScreenWaitsForResults } from '../lib/first-screen-drawn';
import { session } from '../lib/session/session-storage';
import { loadScreenCodeAhead } from './screen-code';

/**
 * What the app asks for before its first render, beside its texts: the code of the screen at the
 * address, and for a signed-in user on a research screen its first results (search-ahead.ts),
 * unless this device remembers them without a running plan (the API would refuse the search: the
 * screen waits for the membership, then shows the results or the upgrade prompt). Settles when the
 * screen's code is in (or has failed to load), the first results or the prompt being drawn by the
 * screen when they arrive (which tells first-screen-drawn.ts).
 */
export function startAhead(queryClient: QueryClient): Promise<void> {
  const { pathname, search } = window.location;
  // A visitor without a session is sent to sign in: nothing of the main app is loaded for them.
  if (session.getAccessToken() === null) return Promise.resolve();
  const screenCode = loadScreenCodeAhead(pathname);
  if (screenSearches[screenPath(pathname)]) {
    firstScreenWaitsForResults();
    if (isMembershipPresumedMissing(session.getUser())) return screenCode;
    void import('../lib/research/search-ahead')
      .then(({ searchAhead }) =>
        searchAhead(queryClient, { pathname, search, state: routerState() }),
      )
      .catch(() => undefined);
  }
  return screenCode;
}
