import type { MediaType } from '@postradar/contracts';
import { useTranslation } from '@postradar/ui';
import {
  IconAlignLeft,
  IconCarouselHorizontal,
  IconLink,
  IconPhoto,
  IconVideo,
  type Icon,
} from '@tabler/icons-react';
import { classNames } from './class-names';
import classes from './media-placeholder.module.css';

export const mediaIcons: Record<MediaType, Icon> = {
  photo: IconPhoto,
  video: IconVideo,
  link: IconLink,
  carousel: IconCarouselHorizontal,
  text: IconAlignLeft,
};

/**
 * Stands in for media that is missing or failed to load: the media type's icon and name on a
 * soft tint, so a card never shows a broken image. Plain markup with Mantine's look (Center,
 * Stack, Text): a page of result cards may hold dozens.
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
    <div className={classes.placeholder} data-testid="media-placeholder" data-media-type={type}>
      <div
        className={classNames(
          classes.content,
          size === 'sm' && classes.small,
          !withIcon && classes.withoutIcon,
        )}
      >
        {withIcon && <TypeIcon size={size === 'sm' ? 22 : 36} stroke={1.4} aria-hidden />}
        {size === 'md' && <p className={classes.label}>{label}</p>}
      </div>
    </div>
  );
}
