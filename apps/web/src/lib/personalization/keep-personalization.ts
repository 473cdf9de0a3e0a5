import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { afterFirstScreen } from '../first-screen-drawn';
import { rememberedPersonalization } from './remembered-personalization';
import { personalizationQuery } from './use-personalization';

/**
 * Once the first screen is drawn, asks for the signed-in user's personalization when this device
 * keeps none for them (remembered-personalization.ts keeps the answer): a research screen opened
 * later, or at the next start, then asks for its first results at once (search-ahead.ts) instead
 * of after the personalization's round trip. Returns the function that cancels the wait.
 */
export function keepPersonalization(queryClient: QueryClient): () => void {
  return afterFirstScreen(() => {
    // Failing, nothing is kept: a research screen asks again, and says so if it fails too.
    if (rememberedPersonalization() === null)
      void queryClient.prefetchQuery(personalizationQuery());
  });
}

/** keepPersonalization for the signed-in app's screens, whichever the user opens first. */
export function useKeepPersonalization(): void {
  const queryClient = useQueryClient();
  useEffect(() => keepPersonalization(queryClient), [queryClient]);
}
