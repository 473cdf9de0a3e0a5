import { Box, Center, Group, ThemeIcon, UnstyledButton } from '@mantine/core';
import type { PostDto } from '@postradar/contracts';
import { IconPlayerPlayFilled } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from '@postradar/ui';
import { MediaImage } from './media-image';
import { MediaPlaceholder } from './media-placeholder';

type Media = PostDto['media'][number];

/** A video: its poster with a play button, then the player; the placeholder if it cannot play. */
function VideoPlayer({ media }: { media: Media }) {
  const { t } = useTranslation();
  const [state, setState] = useState<'poster' | 'playing' | 'failed'>('poster');
  if (state === 'failed' || !media.original) return <MediaPlaceholder type="video" />;
  if (state === 'playing') {
    return (
      <video
        src={media.original}
        poster={media.thumb ?? undefined}
        controls
        autoPlay
        playsInline
        onError={() => setState('failed')}
        style={{ width: '100%', height: '100%', objectFit: 'contain', background: '#000' }}
      />
    );
  }
  return (
    <UnstyledButton
      onClick={() => setState('playing')}
      w="100%"
      h="100%"
      pos="relative"
      aria-label={t('research.media.play')}
      data-testid="media-play"
    >
      <MediaImage
        src={media.thumb}
        type="video"
        fit="contain"
        placeholder={<MediaPlaceholder type="video" withIcon={false} />}
      />
      <Center pos="absolute" inset={0}>
        <ThemeIcon size={64} radius="xl" color="dark" variant="filled" style={{ opacity: 0.8 }}>
          <IconPlayerPlayFilled size={30} />
        </ThemeIcon>
      </Center>
    </UnstyledButton>
  );
}

/**
 * A post's media, large: photos and link images whole, a video with its player, a carousel one
 * image at a time with a strip of the others.
 */
export function PostMediaViewer({ post }: { post: PostDto }) {
  const { t } = useTranslation();
  const [index, setIndex] = useState(0);
  const current = post.media[Math.min(index, Math.max(post.media.length - 1, 0))];
  return (
    <Box data-testid="post-media-viewer">
      <Box
        bg="gray.1"
        style={{
          aspectRatio: '1 / 1',
          maxHeight: '70vh',
          width: '100%',
          borderRadius: 'var(--mantine-radius-md)',
          overflow: 'hidden',
        }}
      >
        {post.mediaType === 'video' && current ? (
          <VideoPlayer key={current.original ?? current.thumb} media={current} />
        ) : (
          <MediaImage
            src={current?.original ?? current?.thumb}
            type={post.mediaType}
            fit="contain"
          />
        )}
      </Box>
      {post.media.length > 1 && (
        <Group gap={6} mt="xs" wrap="nowrap" style={{ overflowX: 'auto' }} py={2}>
          {post.media.map((media, position) => (
            <UnstyledButton
              key={`${position}-${media.thumb ?? media.original}`}
              onClick={() => setIndex(position)}
              aria-label={t('research.media.viewImage', {
                index: String(position + 1),
                count: post.media.length,
              })}
              aria-current={position === index ? 'true' : undefined}
              w={64}
              h={64}
              style={{
                flexShrink: 0,
                borderRadius: 'var(--mantine-radius-sm)',
                overflow: 'hidden',
                outline:
                  position === index
                    ? '2px solid var(--mantine-color-radar-6)'
                    : '1px solid var(--mantine-color-gray-3)',
                outlineOffset: position === index ? 1 : 0,
              }}
            >
              <MediaImage
                src={media.thumb ?? media.original}
                type={post.mediaType}
                placeholderSize="sm"
              />
            </UnstyledButton>
          ))}
        </Group>
      )}
    </Box>
  );
}
