import { personalizationSchema, type Personalization } from '@postradar/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { session } from '../session/session-storage';
import { personalizationQueryKey } from './personalization-query-key';

const rememberedSchema = z.object({ userId: z.string(), personalization: personalizationSchema });

/**
 * Keeps the user's personalization on this device whenever the API answers it or the user saves
 * it, with the user's id (sign-out forgets it): the next start asks for the first results of a
 * research screen with it while the API is asked for the current one (search-ahead.ts). Returns
 * the function that stops keeping it.
 */
export function rememberPersonalization(queryClient: QueryClient): () => void {
  return queryClient.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' || event.action.type !== 'success') return;
    if (event.query.queryKey[0] !== personalizationQueryKey[0]) return;
    const userId = session.getUser()?._id;
    if (!userId) return;
    const personalization = event.query.state.data as Personalization;
    session.setPersonalization(JSON.stringify({ userId, personalization }));
  });
}

/** The personalization kept on this device for the signed-in user, or null. */
export function rememberedPersonalization(): Personalization | null {
  const raw = session.getPersonalization();
  const userId = session.getUser()?._id;
  if (raw === null || !userId) return null;
  try {
    const remembered = rememberedSchema.safeParse(JSON.parse(raw));
    return remembered.success && remembered.data.userId === userId
      ? remembered.data.personalization
      : null;
  } catch {
    return null;
  }
}
