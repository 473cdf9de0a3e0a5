import {
  Anchor,
  Avatar,
  Badge,
  Button,
  Card,
  CopyButton,
  Grid,
  Group,
  SimpleGrid,
  Stack,
  Text,
} from '@mantine/core';
import type { PostDetailDto } from '@postradar/contracts';
import { formatFullDate } from '@postradar/i18n';
import { TimeAgo, useLanguage } from '@postradar/ui';
import {
  IconCheck,
  IconExternalLink,
  IconLink,
  IconMessageCircle,
  IconShare3,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { adPlatformLabel } from './ad-platform-label';
import { ctaLabel } from './cta-label';
import { EngagementCharts } from './engagement-charts';
import { EngagementStat } from './engagement-stat';
import { formatNumber } from './format-count';
import { GainBadge } from './gain-badge';
import { MorePosts } from './more-posts';
import { PixelIds } from './pixel-ids';
import { PostActions } from './post-actions';
import {
  originalPostUrl,
  pagePostsHref,
  pageQuery,
  storePostsHref,
  storeQuery,
  tagPostsHref,
} from './post-links';
import { PostMediaViewer } from './post-media-viewer';
import { ReactionsButton } from './reactions-button';
import { StoreLine } from './store-line';

export interface PostDetailProps {
  post: PostDetailDto;
  /** The card's data is shown while the history loads. */
  isPlaceholder?: boolean;
  /** Location state for links to other posts (keeps a modal over its list). */
  linkState?: unknown;
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={2} miw={0}>
      <Text fz="xs" fw={700} c="dimmed" tt="uppercase" style={{ letterSpacing: '0.04em' }}>
        {label}
      </Text>
      <Text component="div" fz="sm">
        {children}
      </Text>
    </Stack>
  );
}

function FullDate({ time }: { time: string }) {
  const language = useLanguage();
  return (
    <Stack gap={0}>
      <TimeAgo time={time} />
      <Text fz="xs" c="dimmed">
        {formatFullDate(time, language)}
      </Text>
    </Stack>
  );
}

/**
 * Everything about a post: large media, full text, call to action, page, store and platform,
 * pixels, first seen and last updated, ad details, engagement over time, and more from the same
 * page and store.
 */
export function PostDetail({ post, isPlaceholder = false, linkState }: PostDetailProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const original = originalPostUrl(post);
  const pageName = post.page?.name ?? t('research.card.unknownPage');

  return (
    <Stack gap="lg" data-testid="post-detail" data-post-id={post._id}>
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <PostMediaViewer key={post._id} post={post} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Stack gap="md">
            <Group gap="sm" wrap="nowrap">
              <Avatar
                src={post.page?.pictureUrl ?? null}
                name={pageName}
                alt=""
                color="initials"
                radius="xl"
                size={48}
                imageProps={{ referrerPolicy: 'no-referrer' }}
              />
              <Stack gap={0} miw={0}>
                {post.page ? (
                  <Anchor
                    component={Link}
                    to={pagePostsHref(post.page)}
                    fw={700}
                    c="var(--mantine-color-text)"
                    truncate
                  >
                    {pageName}
                  </Anchor>
                ) : (
                  <Text fw={700}>{pageName}</Text>
                )}
                <Text fz="xs" c="dimmed" truncate>
                  {[
                    post.page?.category,
                    post.page?.followers !== null && post.page?.followers !== undefined
                      ? t('research.detail.followers', {
                          value: formatNumber(post.page.followers, language),
                        })
                      : null,
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                </Text>
              </Stack>
              {post.kind === 'ad' && (
                <Badge color="orange" variant="filled" ml="auto" style={{ flexShrink: 0 }}>
                  {t('research.card.ad')}
                </Badge>
              )}
            </Group>

            {post.message.trim() && (
              <Text
                fz="sm"
                lh={1.6}
                style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}
                data-testid="post-detail-text"
              >
                {post.message}
              </Text>
            )}

            {post.cta && (post.cta.title || post.cta.type) && (
              <Card padding="sm" radius="md" bg="gray.0" data-testid="post-detail-cta">
                <Group justify="space-between" gap="sm" wrap="nowrap">
                  <Stack gap={0} miw={0}>
                    <Text fz="xs" c="dimmed">
                      {t('research.detail.callToAction')}
                    </Text>
                    {post.cta.title && (
                      <Text fz="sm" fw={600} truncate>
                        {post.cta.title}
                      </Text>
                    )}
                  </Stack>
                  {post.cta.type && post.link && (
                    <Button
                      component="a"
                      href={post.link}
                      target="_blank"
                      rel="noopener noreferrer"
                      size="compact-sm"
                      variant="default"
                      style={{ flexShrink: 0 }}
                    >
                      {ctaLabel(post.cta.type, t)}
                    </Button>
                  )}
                  {post.cta.type && !post.link && (
                    <Badge
                      variant="default"
                      size="lg"
                      radius="sm"
                      style={{ textTransform: 'none' }}
                    >
                      {ctaLabel(post.cta.type, t)}
                    </Badge>
                  )}
                </Group>
              </Card>
            )}

            <Group gap="lg" wrap="wrap" style={{ rowGap: 8 }}>
              <ReactionsButton reactions={post.reactions} />
              <EngagementStat
                icon={IconMessageCircle}
                label={t('research.card.comments')}
                value={post.comments}
              />
              <EngagementStat
                icon={IconShare3}
                label={t('research.card.shares')}
                value={post.shares}
              />
              <GainBadge field="reactions" value={post.gained24h.reactions} />
            </Group>

            <SimpleGrid cols={2} spacing="md" verticalSpacing="md">
              <Fact label={t('research.detail.created')}>
                <FullDate time={post.createdTime} />
              </Fact>
              <Fact label={t('research.detail.firstSeen')}>
                <FullDate time={post.firstSeenAt} />
              </Fact>
              <Fact label={t('research.detail.lastUpdated')}>
                <FullDate time={post.metricsAt} />
              </Fact>
            </SimpleGrid>

            {post.domain && (
              <Fact label={t('research.detail.store')}>
                <StoreLine domain={post.domain} />
              </Fact>
            )}

            {post.link && (
              <Fact label={t('research.detail.link')}>
                <Anchor
                  href={post.link}
                  target="_blank"
                  rel="noopener noreferrer"
                  fz="sm"
                  style={{ overflowWrap: 'anywhere' }}
                >
                  {post.link}
                </Anchor>
              </Fact>
            )}

            {post.domain && (
              <Fact label={t('research.detail.pixels')}>
                {post.pixels.length > 0 ? (
                  <PixelIds pixels={post.pixels} testId="post-detail-pixels" />
                ) : (
                  <Text fz="sm" c="dimmed">
                    {t('research.detail.noPixels')}
                  </Text>
                )}
              </Fact>
            )}

            {post.ad && (
              <Card padding="sm" radius="md" data-testid="post-detail-ad">
                <Text fz="xs" fw={700} c="dimmed" tt="uppercase" mb={6}>
                  {t('research.detail.ad')}
                </Text>
                <SimpleGrid cols={2} spacing="sm">
                  <Fact label={t('research.detail.adSets')}>
                    {post.ad.adSets === null ? '—' : formatNumber(post.ad.adSets, language)}
                  </Fact>
                  <Fact label={t('research.detail.platforms')}>
                    {post.ad.platforms.map((platform) => adPlatformLabel(platform, t)).join(', ')}
                  </Fact>
                  {post.ad.startTime && (
                    <Fact label={t('research.detail.adStart')}>
                      <FullDate time={post.ad.startTime} />
                    </Fact>
                  )}
                  <Fact label={t('research.detail.adStop')}>
                    {post.ad.stopTime ? (
                      <FullDate time={post.ad.stopTime} />
                    ) : (
                      t('research.detail.stillRunning')
                    )}
                  </Fact>
                </SimpleGrid>
              </Card>
            )}

            {post.tags.length > 0 && (
              <Fact label={t('research.detail.tags')}>
                <Group gap={6}>
                  {post.tags.map((tag) => (
                    <Badge
                      key={tag}
                      component={Link}
                      to={tagPostsHref(tag)}
                      variant="light"
                      color="gray"
                      radius="sm"
                      style={{ textTransform: 'none', cursor: 'pointer' }}
                    >
                      #{tag}
                    </Badge>
                  ))}
                </Group>
              </Fact>
            )}

            <Group gap="sm">
              <PostActions post={post} />
              <Button
                component="a"
                href={original}
                target="_blank"
                rel="noopener noreferrer"
                variant="light"
                leftSection={<IconExternalLink size={16} />}
                data-testid="post-detail-original"
              >
                {t('research.card.openOriginal')}
              </Button>
              <CopyButton value={original} timeout={2000}>
                {({ copied, copy }) => (
                  <Button
                    variant="default"
                    onClick={copy}
                    leftSection={copied ? <IconCheck size={16} /> : <IconLink size={16} />}
                    color={copied ? 'teal' : undefined}
                  >
                    {copied ? t('research.card.copied') : t('research.detail.copyLink')}
                  </Button>
                )}
              </CopyButton>
            </Group>
          </Stack>
        </Grid.Col>
      </Grid>

      <EngagementCharts history={post.history} isLoading={isPlaceholder} />

      {(post.page || post.domain) && (
        <SimpleGrid cols={{ base: 1, md: post.page && post.domain ? 2 : 1 }} spacing="md">
          {post.page && (
            <MorePosts
              title={t('research.detail.moreFromPage')}
              query={pageQuery(post.page)}
              excludeId={post._id}
              seeAllHref={pagePostsHref(post.page)}
              linkState={linkState}
              testId="more-from-page"
            />
          )}
          {post.domain && (
            <MorePosts
              title={t('research.detail.moreFromStore')}
              query={storeQuery(post.domain)}
              excludeId={post._id}
              seeAllHref={storePostsHref(post.domain)}
              linkState={linkState}
              testId="more-from-store"
            />
          )}
        </SimpleGrid>
      )}
    </Stack>
  );
}
