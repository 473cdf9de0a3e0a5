import type { PostDto } from '@postradar/contracts';
import { TimeAgo, useTranslation } from '@postradar/ui';
import { IconSpeakerphone } from '@tabler/icons-react';
import { adPlatformLabel } from './ad-platform-label';
import { adStatus } from './ad-status';
import classes from './ad-summary.module.css';
import { PlainBadge } from './plain-badge';

/**
 * An ad's platforms, how long it has been running (or since when it stopped; an end still to come
 * is not a stop) and its ad sets.
 */
export function AdSummary({ ad }: { ad: NonNullable<PostDto['ad']> }) {
  const { t } = useTranslation();
  const status = adStatus(ad);
  return (
    <div className={classes.summary} data-testid="post-ad-summary">
      <IconSpeakerphone size={16} stroke={1.7} color="var(--mantine-color-gray-6)" aria-hidden />
      {ad.adSets !== null && (
        <PlainBadge size="sm" variant="light" color="orange" asWritten>
          {t('research.card.adSets', { count: ad.adSets })}
        </PlainBadge>
      )}
      {status.running && ad.startTime && (
        <p className={classes.fact}>
          {t('research.card.started')} <TimeAgo time={ad.startTime} />
        </p>
      )}
      {!status.running && (
        <p className={classes.fact}>
          {t('research.card.stopped')} <TimeAgo time={status.stoppedAt} />
        </p>
      )}
      <p className={classes.fact} aria-label={t('research.card.platformsLabel')}>
        {ad.platforms.map((platform) => adPlatformLabel(platform, t)).join(' · ')}
      </p>
    </div>
  );
}
