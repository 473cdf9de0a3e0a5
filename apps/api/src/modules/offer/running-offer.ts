import type { Config } from '../../config';
import { AppError } from '../../lib/app-error';

export const noOfferRunning = 'No offer is running now.';

/**
 * The end of the limited-time offer running at `now`: the configured LIMITED_OFFER_ENDS_AT while
 * it is ahead, null when none is set or it has passed. The end also names the offer, so that the
 * answers to one offer stay apart from the next one's.
 */
export function runningOfferEnd(config: Config, now = new Date()): Date | null {
  const endsAt = config.limitedOfferEndsAt;
  return endsAt && endsAt > now ? endsAt : null;
}

/** The running offer's end, or 404 'No offer is running now.'. */
export function requireRunningOfferEnd(config: Config, now = new Date()): Date {
  const endsAt = runningOfferEnd(config, now);
  if (!endsAt) throw new AppError('NOT_FOUND', noOfferRunning);
  return endsAt;
}
