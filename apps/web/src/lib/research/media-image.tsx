import type { MediaType } from '@postradar/contracts';
import { useState, type CSSProperties, type ReactNode } from 'react';
import { classNames } from './class-names';
import classes from './media-image.module.css';
import { MediaPlaceholder } from './media-placeholder';

interface MediaImageProps {
  src: string | null | undefined;
  type: MediaType;
  alt?: string;
  fit?: 'cover' | 'contain';
  placeholderSize?: 'sm' | 'md';
  /** Replaces the standard placeholder (a video poster keeps its own play mark in the middle). */
  placeholder?: ReactNode;
  style?: CSSProperties;
  /**
   * An image on the screen before any scrolling (the page's largest content may be one): loaded
   * at once and before the others, instead of once the browser has laid the page out.
   */
  isOnFirstScreen?: boolean;
}

function fallback({ type, placeholder, placeholderSize }: MediaImageProps): ReactNode {
  return placeholder ?? <MediaPlaceholder type={type} size={placeholderSize} />;
}

function Image(props: MediaImageProps & { src: string }) {
  const { src, alt = '', fit = 'cover', style, isOnFirstScreen = false } = props;
  const [isFailed, setFailed] = useState(false);
  if (isFailed) return fallback(props);
  return (
    <img
      src={src}
      alt={alt}
      loading={isOnFirstScreen ? 'eager' : 'lazy'}
      fetchPriority={isOnFirstScreen ? 'high' : undefined}
      decoding="async"
      referrerPolicy="no-referrer"
      onError={() => setFailed(true)}
      className={classNames(classes.image, fit === 'contain' && classes.contain)}
      style={style}
    />
  );
}

/**
 * An imported media URL shown as it is, or the placeholder when there is none or it fails to
 * load. A new URL gets a fresh attempt.
 */
export function MediaImage(props: MediaImageProps) {
  if (!props.src) return fallback(props);
  return <Image key={props.src} {...props} src={props.src} />;
}
