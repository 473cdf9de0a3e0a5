import { Anchor, Badge, Card, SimpleGrid, Stack, Text } from '@mantine/core';
import type { PostDto } from '@postradar/contracts';
import { formatFullDate } from '@postradar/i18n';
import { useLanguage, useTranslation } from '@postradar/ui';
import { IconExternalLink } from '@tabler/icons-react';
import { countryName } from '../personalization/audience-names';
import { adPlatformLabel } from './ad-platform-label';
import { adStatus } from './ad-status';
import { DetailFact, FullDate } from './detail-fact';
import { formatNumber } from './format-count';
import { adLibraryUrl } from './post-links';
import { MoreSpoiler } from './post-text';

type Ad = NonNullable<PostDto['ad']>;

/** Running (green) or stopped, with the date it stopped or is set to end. */
function AdStatusFact({ ad }: { ad: Ad }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const status = adStatus(ad);
  return (
    <DetailFact label={t('research.detail.adStatus')} testId="post-detail-ad-status">
      <Stack gap={4} align="flex-start">
        <Badge
          variant="light"
          color={status.running ? 'green' : 'gray'}
          style={{ textTransform: 'none' }}
        >
          {status.running ? t('research.detail.adRunning') : t('research.detail.adStopped')}
        </Badge>
        {status.running && status.endsAt && (
          <Text fz="xs" c="dimmed">
            {t('research.detail.adEnds', { date: formatFullDate(status.endsAt, language) })}
          </Text>
        )}
        {!status.running && (
          <Text fz="xs" c="dimmed">
            {formatFullDate(status.stoppedAt, language)}
          </Text>
        )}
      </Stack>
    </DetailFact>
  );
}

/** The countries an ad reached, by name in the interface language, in its alphabetical order. */
function ReachedCountries({ codes }: { codes: string[] }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const names = codes
    .map((code) => countryName(code, language))
    .sort((a, b) => a.localeCompare(b, language));
  return (
    <DetailFact label={t('research.detail.reachedCountries')} testId="post-detail-ad-countries">
      <MoreSpoiler>{names.join(', ')}</MoreSpoiler>
    </DetailFact>
  );
}

/**
 * What the Ad Library tells about an ad: whether it runs, since when, its ad sets and platforms,
 * the countries it reached and its EU reach, and a link to it there.
 */
export function AdDetails({ post, ad }: { post: Pick<PostDto, 'kind' | 'networkId'>; ad: Ad }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const libraryUrl = adLibraryUrl(post);
  return (
    <Card padding="sm" radius="md" data-testid="post-detail-ad">
      <Text fz="xs" fw={700} c="dimmed" tt="uppercase" mb={6}>
        {t('research.detail.ad')}
      </Text>
      <Stack gap="sm">
        <SimpleGrid cols={2} spacing="sm">
          <AdStatusFact ad={ad} />
          {ad.startTime && (
            <DetailFact label={t('research.detail.adStart')}>
              <FullDate time={ad.startTime} />
            </DetailFact>
          )}
          <DetailFact label={t('research.detail.adSets')}>
            {ad.adSets === null ? '—' : formatNumber(ad.adSets, language)}
          </DetailFact>
          <DetailFact label={t('research.detail.platforms')}>
            {ad.platforms.map((platform) => adPlatformLabel(platform, t)).join(', ')}
          </DetailFact>
          {ad.euTotalReach !== null && (
            <DetailFact label={t('research.detail.euReach')} testId="post-detail-ad-eu-reach">
              {formatNumber(ad.euTotalReach, language)}
            </DetailFact>
          )}
        </SimpleGrid>
        {ad.reachedCountries.length > 0 && <ReachedCountries codes={ad.reachedCountries} />}
        {libraryUrl && (
          <Anchor
            href={libraryUrl}
            target="_blank"
            rel="noopener noreferrer"
            fz="sm"
            data-testid="post-detail-ad-library"
          >
            <IconExternalLink
              size={14}
              stroke={1.7}
              style={{ verticalAlign: '-2px', marginRight: 4 }}
              aria-hidden
            />
            {t('research.detail.viewInAdLibrary')}
          </Anchor>
        )}
      </Stack>
    </Card>
  );
}
