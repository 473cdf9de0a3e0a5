import { Anchor, Box, Group, Stack, Text } from '@mantine/core';
import type { IgnoredItem } from '@postradar/contracts';
import { useTranslation } from '@postradar/ui';
import { Link } from 'react-router';
import { MediaImage } from '../../lib/research/media-image';
import { postPath } from '../../lib/research/post-links';
import { ListedEntityName } from '../../lib/entities/listed-entity-name';

/** The most characters of an ignored post's text its row shows. */
const excerptLength = 140;

function excerpt(message: string): string {
  const text = message.replace(/\s+/g, ' ').trim();
  return text.length > excerptLength ? `${text.slice(0, excerptLength - 1)}…` : text;
}

/**
 * What an ignored item is: a post as a small thumbnail, its page and the start of its text; a
 * page or a store as the lists show them.
 */
export function IgnoredItemName({ item }: { item: IgnoredItem }) {
  const { t } = useTranslation();
  if (item.kind !== 'post') return <ListedEntityName entity={item} />;
  const { post } = item;
  const text = excerpt(post.message);
  return (
    <Group gap="sm" wrap="nowrap" miw={0} align="flex-start">
      <Box
        w={48}
        h={48}
        style={{ flexShrink: 0, borderRadius: 'var(--mantine-radius-md)', overflow: 'hidden' }}
      >
        <MediaImage src={post.media[0]?.thumb} type={post.mediaType} placeholderSize="sm" />
      </Box>
      <Stack gap={2} miw={0}>
        <Anchor
          component={Link}
          to={postPath(post._id)}
          fw={600}
          c="dark.7"
          truncate
          data-testid="blacklist-post-link"
        >
          {post.page?.name ?? t('follows.blacklist.unknownPage')}
        </Anchor>
        <Text fz="xs" c="dimmed" lineClamp={2} style={{ overflowWrap: 'anywhere' }}>
          {text || t('follows.blacklist.noText')}
        </Text>
      </Stack>
    </Group>
  );
}
