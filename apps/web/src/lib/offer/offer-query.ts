import { offerCalls, type Offer } from '@postradar/contracts';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { api } from '../api';
import { useIsFirstScreenDrawn } from '../first-screen-drawn';
import { shouldRetry } from '../research/use-post-search';
import { useAuth } from '../session/use-auth';

/** The query key of the limited-time offer: refresh it after the user answers it. */
export const offerQueryKey = ['offer'] as const;

/** The longest a browser timer waits (about 24.8 days). */
const longestTimer = 2 ** 31 - 1;

/**
 * The limited-time offer running now for the signed-in user (null when none), read once a while,
 * from when the first screen is drawn.
 */
function useOffer() {
  const { user } = useAuth();
  const isFirstScreenDrawn = useIsFirstScreenDrawn();
  return useQuery({
    queryKey: offerQueryKey,
    queryFn: ({ signal }) => api.call(offerCalls.offer, { signal }),
    enabled: Boolean(user) && isFirstScreenDrawn,
    retry: shouldRetry,
    staleTime: 10 * 60_000,
  });
}

/**
 * The limited-time offer while it runs and is for the user (not for one paying for a plan), or
 * null: it goes when its end comes, without a reload.
 */
export function useRunningOffer(): Offer | null {
  const offer = useOffer().data ?? null;
  const endsAt = offer ? Date.parse(offer.endsAt) : null;
  const [endedAt, setEndedAt] = useState<number | null>(null);
  useEffect(() => {
    if (endsAt === null) return;
    const timer = setTimeout(
      () => {
        if (Date.now() >= endsAt) setEndedAt(endsAt);
      },
      Math.min(Math.max(endsAt - Date.now(), 0), longestTimer),
    );
    return () => clearTimeout(timer);
  }, [endsAt]);
  if (!offer?.isForUser || endsAt === null || endedAt === endsAt) return null;
  return offer;
}
