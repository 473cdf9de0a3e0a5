import type { PostDto } from '@postradar/contracts';
import type { CollectionTarget } from './follow-kinds';

/** The most pixels of a post's store its follow menu and group choice offer. */
export const maxPostPixels = 3;

/**
 * What of a post a user can follow or group: its page, its store, and its store's first pixels,
 * in that order (those it has).
 */
export function postTargets(post: PostDto): CollectionTarget[] {
  const targets: CollectionTarget[] = [];
  if (post.page) targets.push({ kind: 'page', id: post.page._id, name: post.page.name });
  if (post.domain) targets.push({ kind: 'domain', id: post.domain._id, name: post.domain.host });
  for (const pixel of post.pixels.slice(0, maxPostPixels)) {
    targets.push({ kind: 'pixel', id: pixel._id, name: pixel.networkId });
  }
  return targets;
}
