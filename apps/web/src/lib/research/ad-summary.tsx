import { Badge, Group, Text } from '@mantine/core';
import type { PostDto } from '@postradar/contracts';
import { TimeAgo, useTranslation } from '@postradar/ui';
import { IconSpeakerphone } from '@tabler/icons-react';
import { adPlatformLabel } from './ad-platform-label';
import { adStatus } from './ad-status';

/**
 * An ad's platforms, how long it has been running (or since when it stopped; an end still to come
 * is not a stop) and its ad sets.
 */
export function AdSummary({ ad }: { ad: NonNullable<PostDto['ad']> }) {
  const { t } = useTranslation();
  const status = adStatus(ad);
  return (
    <Group gap={6} wrap="wrap" data-testid="post-ad-summary">
      <IconSpeakerphone size={16} stroke={1.7} color="var(--mantine-color-gray-6)" aria-hidden />
      {ad.adSets !== null && (
        <Badge size="sm" variant="light" color="orange" style={{ textTransform: 'none' }}>
          {t('research.card.adSets', { count: ad.adSets })}
        </Badge>
      )}
      {status.running && ad.startTime && (
        <Text fz="xs" c="dimmed">
          {t('research.card.started')} <TimeAgo time={ad.startTime} />
        </Text>
      )}
      {!status.running && (
        <Text fz="xs" c="dimmed">
          {t('research.card.stopped')} <TimeAgo time={status.stoppedAt} />
        </Text>
      )}
      <Text fz="xs" c="dimmed" aria-label={t('research.card.platformsLabel')}>
        {ad.platforms.map((platform) => adPlatformLabel(platform, t)).join(' · ')}
      </Text>
    </Group>
  );
}
