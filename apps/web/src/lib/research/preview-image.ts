import type { PostDto } from '@postradar/contracts';

/** The image a post's card shows: its first media's thumbnail, or the media itself. */
export function previewImageUrl(post: PostDto): string | null | undefined {
  const first = post.media[0];
  return first?.thumb ?? first?.original;
}

/**
 * Fetches the images of the first cards while the cards are still being rendered, so that they
 * are drawn with the cards instead of being asked for once the cards are laid out.
 */
export function preloadPreviewImages(posts: readonly PostDto[]): void {
  for (const post of posts) {
    const url = previewImageUrl(post);
    if (!url) continue;
    const image = new Image();
    image.referrerPolicy = 'no-referrer';
    image.decoding = 'async';
    image.src = url;
  }
}
