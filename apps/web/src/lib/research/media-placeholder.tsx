import { Center, Stack, Text } from '@mantine/core';
import type { MediaType } from '@postradar/contracts';
import {
  IconAlignLeft,
  IconCarouselHorizontal,
  IconLink,
  IconPhoto,
  IconVideo,
  type Icon,
} from '@tabler/icons-react';
import { useTranslation } from '@postradar/ui';

export const mediaIcons: Record<MediaType, Icon> = {
  photo: IconPhoto,
  video: IconVideo,
  link: IconLink,
  carousel: IconCarouselHorizontal,
  text: IconAlignLeft,
};

/**
 * Stands in for media that is missing or failed to load: the media type's icon and name on a
 * soft tint, so a card never shows a broken image.
 */
export function MediaPlaceholder({
  type,
  size = 'md',
  withIcon = true,
}: {
  type: MediaType;
  size?: 'sm' | 'md';
  /** Off where something else marks the middle (a video's play mark): the label moves down. */
  withIcon?: boolean;
}) {
  const { t } = useTranslation();
  const TypeIcon = mediaIcons[type];
  const label =
    type === 'text'
      ? t('research.media.textPost')
      : t('research.media.unavailable', { type: t(`research.mediaTypes.${type}`) });
  return (
    <Center
      h="100%"
      w="100%"
      bg="var(--mantine-color-gray-1)"
      c="gray.6"
      data-testid="media-placeholder"
      data-media-type={type}
      style={{
        backgroundImage:
          'linear-gradient(135deg, var(--mantine-color-gray-0) 0%, var(--mantine-color-gray-2) 100%)',
      }}
    >
      <Stack align="center" gap={size === 'sm' ? 2 : 6} px="xs" pt={withIcon ? 0 : 100}>
        {withIcon && <TypeIcon size={size === 'sm' ? 22 : 36} stroke={1.4} aria-hidden />}
        {size === 'md' && (
          <Text fz="xs" fw={500} ta="center">
            {label}
          </Text>
        )}
      </Stack>
    </Center>
  );
}
