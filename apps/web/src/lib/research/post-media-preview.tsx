import { Badge, Box, Center, ThemeIcon } from '@mantine/core';
import type { PostDto } from '@postradar/contracts';
import { IconCarouselHorizontal, IconPlayerPlayFilled } from '@tabler/icons-react';
import { useTranslation } from '@postradar/ui';
import { formatDuration } from './format-duration';
import { MediaImage } from './media-image';
import { MediaPlaceholder } from './media-placeholder';

/**
 * The first media of a post, filling its box: a photo, a video's poster with a play mark and its
 * length, a carousel's first image with the number of images.
 */
export function PostMediaPreview({ post, compact = false }: { post: PostDto; compact?: boolean }) {
  const { t } = useTranslation();
  const first = post.media[0];
  const isVideo = post.mediaType === 'video';
  const videoLength = first?.videoLength;
  return (
    <Box pos="relative" w="100%" h="100%" bg="gray.1" style={{ overflow: 'hidden' }}>
      <MediaImage
        src={first?.thumb ?? first?.original}
        type={post.mediaType}
        placeholderSize={compact ? 'sm' : 'md'}
        placeholder={
          isVideo ? (
            <MediaPlaceholder type="video" withIcon={false} size={compact ? 'sm' : 'md'} />
          ) : undefined
        }
      />
      {isVideo && (
        <Center pos="absolute" inset={0} style={{ pointerEvents: 'none' }}>
          <ThemeIcon
            size={compact ? 36 : 48}
            radius="xl"
            color="dark"
            variant="filled"
            style={{ opacity: 0.78, boxShadow: 'var(--mantine-shadow-md)' }}
            data-testid="media-play-mark"
          >
            <IconPlayerPlayFilled size={22} aria-hidden />
          </ThemeIcon>
        </Center>
      )}
      {isVideo && videoLength ? (
        <Badge
          pos="absolute"
          bottom={8}
          right={8}
          color="dark"
          variant="filled"
          radius="sm"
          style={{ opacity: 0.85 }}
          aria-label={t('research.card.videoLength', { length: formatDuration(videoLength) })}
        >
          {formatDuration(videoLength)}
        </Badge>
      ) : null}
      {post.mediaType === 'carousel' && post.media.length > 1 && (
        <Badge
          pos="absolute"
          top={8}
          right={8}
          color="dark"
          variant="filled"
          radius="sm"
          leftSection={<IconCarouselHorizontal size={12} aria-hidden />}
          style={{ opacity: 0.85 }}
          aria-label={t('research.card.carouselCount', { count: post.media.length })}
          data-testid="media-carousel-count"
        >
          {post.media.length}
        </Badge>
      )}
    </Box>
  );
}
