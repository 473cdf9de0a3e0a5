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
import { useLanguage, useTranslation } from '@postradar/ui';
import {
  IconCheck,
  IconExternalLink,
  IconLink,
  IconMessageCircle,
  IconShare3,
} from '@tabler/icons-react';
import { Link } from 'react-router';
import { AdDetails } from './ad-details';
import { useFirstFrameDrawn } from '../after-next-frame';
import { ctaLabel } from './cta-label';
import { DetailFact, FullDate } from './detail-fact';
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

/**
 * Everything about a post: large media, headline and full text, call to action, page, store and
 * platform, pixels, first and last seen and last updated, ad details, engagement over time, and
 * more from the same page and store.
 */
export function PostDetail({ post, isPlaceholder = false, linkState }: PostDetailProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const original = originalPostUrl(post);
  const pageName = post.page?.name ?? t('research.card.unknownPage');
  // The engagement charts and the posts of the same page and store, below the fold, follow the
  // first frame: the post itself shows sooner.
  const isFirstFrameDrawn = useFirstFrameDrawn();

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

            {post.headline && (
              <Text
                fw={700}
                style={{ overflowWrap: 'anywhere' }}
                data-testid="post-detail-headline"
              >
                {post.headline}
              </Text>
            )}

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
              <DetailFact label={t('research.detail.created')}>
                <FullDate time={post.createdTime} />
              </DetailFact>
              <DetailFact label={t('research.detail.firstSeen')}>
                <FullDate time={post.firstSeenAt} />
              </DetailFact>
              <DetailFact label={t('research.detail.lastSeen')} testId="post-detail-last-seen">
                <FullDate time={post.lastSeenAt} />
              </DetailFact>
              <DetailFact label={t('research.detail.lastUpdated')}>
                <FullDate time={post.metricsAt} />
              </DetailFact>
            </SimpleGrid>

            {post.domain && (
              <DetailFact label={t('research.detail.store')}>
                <StoreLine domain={post.domain} />
              </DetailFact>
            )}

            {post.link && (
              <DetailFact label={t('research.detail.link')}>
                <Anchor
                  href={post.link}
                  target="_blank"
                  rel="noopener noreferrer"
                  fz="sm"
                  style={{ overflowWrap: 'anywhere' }}
                >
                  {post.link}
                </Anchor>
              </DetailFact>
            )}

            {post.domain && (
              <DetailFact label={t('research.detail.pixels')}>
                {post.pixels.length > 0 ? (
                  <PixelIds pixels={post.pixels} testId="post-detail-pixels" />
                ) : (
                  <Text fz="sm" c="dimmed">
                    {t('research.detail.noPixels')}
                  </Text>
                )}
              </DetailFact>
            )}

            {post.ad && <AdDetails post={post} ad={post.ad} />}

            {post.tags.length > 0 && (
              <DetailFact label={t('research.detail.tags')}>
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
              </DetailFact>
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

      {isFirstFrameDrawn && <EngagementCharts history={post.history} isLoading={isPlaceholder} />}

      {isFirstFrameDrawn && (post.page || post.domain) && (
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
