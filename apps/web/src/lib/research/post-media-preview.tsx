import type { PostDto } from '@postradar/contracts';
import { useTranslation } from '@postradar/ui';
import { IconCarouselHorizontal, IconPlayerPlayFilled } from '@tabler/icons-react';
import { classNames } from './class-names';
import { formatDuration } from './format-duration';
import { MediaImage } from './media-image';
import { MediaPlaceholder } from './media-placeholder';
import { PlainBadge } from './plain-badge';
import classes from './post-media-preview.module.css';
import { previewImageUrl } from './preview-image';
import { useVariantColors } from './variant-colors';

/** A video's play mark in the middle of its poster. */
function PlayMark({ compact }: { compact: boolean }) {
  const colors = useVariantColors('dark', 'filled');
  return (
    <div className={classes.playMarkBox}>
      <div
        className={classNames(classes.playMark, compact && classes.compact)}
        style={colors}
        data-testid="media-play-mark"
      >
        <IconPlayerPlayFilled size={22} aria-hidden />
      </div>
    </div>
  );
}

/**
 * The first media of a post, filling its box: a photo, a video's poster with a play mark and its
 * length, a carousel's first image with the number of images.
 */
export function PostMediaPreview({
  post,
  compact = false,
  isOnFirstScreen = false,
}: {
  post: PostDto;
  compact?: boolean;
  /** Loads the image at once and first, as the largest content on the screen may be one. */
  isOnFirstScreen?: boolean;
}) {
  const { t } = useTranslation();
  const first = post.media[0];
  const isVideo = post.mediaType === 'video';
  const videoLength = first?.videoLength;
  return (
    <div className={classes.preview}>
      <MediaImage
        src={previewImageUrl(post)}
        type={post.mediaType}
        placeholderSize={compact ? 'sm' : 'md'}
        isOnFirstScreen={isOnFirstScreen}
        placeholder={
          isVideo ? (
            <MediaPlaceholder type="video" withIcon={false} size={compact ? 'sm' : 'md'} />
          ) : undefined
        }
      />
      {isVideo && <PlayMark compact={compact} />}
      {isVideo && videoLength ? (
        <PlainBadge
          color="dark"
          variant="filled"
          className={classNames(classes.count, classes.length)}
          aria-label={t('research.card.videoLength', { length: formatDuration(videoLength) })}
        >
          {formatDuration(videoLength)}
        </PlainBadge>
      ) : null}
      {post.mediaType === 'carousel' && post.media.length > 1 && (
        <PlainBadge
          color="dark"
          variant="filled"
          leftSection={<IconCarouselHorizontal size={12} aria-hidden />}
          className={classNames(classes.count, classes.carousel)}
          aria-label={t('research.card.carouselCount', { count: post.media.length })}
          data-testid="media-carousel-count"
        >
          {post.media.length}
        </PlainBadge>
      )}
    </div>
  );
}
