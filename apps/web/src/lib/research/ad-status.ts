import type { PostDto } from '@postradar/contracts';

/**
 * Whether an ad runs: it has stopped once its stop time has passed. An ad with no stop time, or one
 * still to come (the end its advertiser set), is running.
 */
export type AdStatus =
  { running: true; endsAt: string | null } | { running: false; stoppedAt: string };

export function adStatus(
  ad: Pick<NonNullable<PostDto['ad']>, 'stopTime'>,
  now: number = Date.now(),
): AdStatus {
  if (ad.stopTime && Date.parse(ad.stopTime) <= now) {
    return { running: false, stoppedAt: ad.stopTime };
  }
  return { running: true, endsAt: ad.stopTime };
}
