import {
  Anchor,
  Box,
  Button,
  Card,
  Group,
  Skeleton,
  Stack,
  Text,
  Title,
  UnstyledButton,
} from '@mantine/core';
import type { PostDto } from '@postradar/contracts';
import { useLanguage, useTranslation } from '@postradar/ui';
import { IconChevronRight, IconRefresh } from '@tabler/icons-react';
import { Link } from 'react-router';
import { formatCompact } from './format-count';
import { MediaImage } from './media-image';
import classes from './more-posts.module.css';
import { postPath } from './post-links';
import { allPosts } from './search-posts';
import { usePostSearch } from './use-post-search';

interface MorePostsProps {
  title: string;
  /** A query of the query language ('page:…', 'site:…'). */
  query: string;
  /** The post on screen, left out of the list. */
  excludeId: string;
  seeAllHref: string;
  /** Location state of the links (keeps a modal over its list). */
  linkState?: unknown;
  testId: string;
}

const shown = 5;

function MorePost({ post, linkState }: { post: PostDto; linkState?: unknown }) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <UnstyledButton
      component={Link}
      to={postPath(post._id)}
      state={linkState}
      p={6}
      className={classes.item}
      data-testid="more-post"
    >
      <Group gap="sm" wrap="nowrap">
        <Box w={52} h={52} style={{ flexShrink: 0, borderRadius: 8, overflow: 'hidden' }}>
          <MediaImage
            src={post.media[0]?.thumb ?? post.media[0]?.original}
            type={post.mediaType}
            placeholderSize="sm"
          />
        </Box>
        <Stack gap={2} miw={0} style={{ flex: 1 }}>
          <Text fz="sm" lineClamp={2} lh={1.35}>
            {post.message || t(`research.mediaTypes.${post.mediaType}`)}
          </Text>
          <Text fz="xs" c="dimmed">
            {t('research.card.reactionsCount', {
              value: formatCompact(post.reactions.total, language),
            })}
          </Text>
        </Stack>
        <IconChevronRight size={16} color="var(--mantine-color-gray-5)" />
      </Group>
    </UnstyledButton>
  );
}

/** A few other posts of the same page or store, most reacted first, and a link to all of them. */
export function MorePosts({
  title,
  query,
  excludeId,
  seeAllHref,
  linkState,
  testId,
}: MorePostsProps) {
  const { t } = useTranslation();
  const results = usePostSearch(allPosts, {
    q: query,
    sort: 'reactions',
    perPage: '10',
  });
  const posts = (results.data?.docs ?? []).filter((post) => post._id !== excludeId).slice(0, shown);
  return (
    <Card padding="md" data-testid={testId}>
      <Group justify="space-between" mb="xs" gap="sm">
        <Title order={3} fz="md">
          {title}
        </Title>
        <Anchor component={Link} to={seeAllHref} fz="sm" fw={600}>
          {t('research.detail.seeAll')}
        </Anchor>
      </Group>
      {results.isPending ? (
        <Stack gap="xs">
          {[0, 1, 2].map((row) => (
            <Skeleton key={row} h={52} radius="md" />
          ))}
        </Stack>
      ) : results.isError ? (
        <Group gap="sm" wrap="nowrap" justify="space-between" data-testid={`${testId}-error`}>
          <Text fz="sm" c="red.7">
            {results.error.message}
          </Text>
          <Button
            size="compact-sm"
            variant="default"
            leftSection={<IconRefresh size={14} />}
            onClick={() => void results.refetch()}
            style={{ flexShrink: 0 }}
          >
            {t('common.retry')}
          </Button>
        </Group>
      ) : posts.length === 0 ? (
        <Text fz="sm" c="dimmed">
          {t('research.detail.nothingMore')}
        </Text>
      ) : (
        <Stack gap={2}>
          {posts.map((post) => (
            <MorePost key={post._id} post={post} linkState={linkState} />
          ))}
        </Stack>
      )}
    </Card>
  );
}
