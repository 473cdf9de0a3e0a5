import type { QueryClient } from '@tanstack/react-query';
import { markedIdsOf } from '../collections/post-marks';
import { collectionMarksQuery } from '../collections/use-collection-marks';
import { isPersonalizationCleared } from '../personalization/cleared-personalization';
import { personalizedSearch } from '../personalization/personalized-search';
import { rememberedPersonalization } from '../personalization/remembered-personalization';
import { personalizationQuery } from '../personalization/use-personalization';
import { screenPath, screenSearches, screenSearchScope } from './screen-searches';
import {
  readSearchParams,
  requestParams,
  writeSearchParams,
  type SearchScope,
} from './search-params';
import { firstScreenCards } from './first-screen';
import { preloadPreviewImages } from './preview-image';
import { allPosts } from './search-posts';
import { postSearchQuery } from './use-post-search';

interface Address {
  pathname: string;
  search: string;
  /** The history entry's state, as the router keeps it. */
  state: unknown;
}

/**
 * Asks for the first results of the research screen at `address` while the app's code is still
 * loading, into the query cache where the screen finds them: the same search the screen will run
 * (the address's, or on an empty address the user's personalization, as the screen starts), so
 * that nothing is asked twice; then, beside the drawing of its cards rather than after it, their
 * marks (favorites, follows, ignored) and the images of the first ones. Another address asks for
 * nothing.
 */
export async function searchAhead(queryClient: QueryClient, address: Address): Promise<void> {
  const screen = screenSearches[screenPath(address.pathname)];
  if (!screen) return;
  const page = await firstResults(queryClient, address, screenSearchScope(screen));
  if (page.docs.length > 0)
    void queryClient.prefetchQuery(collectionMarksQuery(markedIdsOf(page.docs)));
  preloadPreviewImages(page.docs.slice(0, firstScreenCards));
}

/**
 * The screen's first search (the address's, or the personalization's), answered. The
 * personalization this device kept is used at once, the API being asked for the current one
 * beside it: the screen starts on the current one, and asks again only if the user changed it
 * elsewhere since.
 */
async function firstResults(queryClient: QueryClient, address: Address, scope: SearchScope) {
  let params = readSearchParams(address.search);
  if (Object.keys(params).length === 0 && !isPersonalizationCleared(address.state)) {
    const current = queryClient.fetchQuery(personalizationQuery());
    // Failing, it is the screen's to say (unless awaited below).
    current.catch(() => undefined);
    const personalization = rememberedPersonalization() ?? (await current);
    const personalized = personalizedSearch(personalization, { withKind: !scope.fixed?.kind });
    if (personalized) params = readSearchParams(writeSearchParams(personalized, scope));
  }
  return queryClient.fetchQuery(postSearchQuery(allPosts, requestParams(params, scope)));
}
