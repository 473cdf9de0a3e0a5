import type { NewPosts } from '@postradar/contracts';

/** Orders by new posts, the most first: a capped count (100+) before an exact 100. */
export function byMostNewPosts(a: { newPosts: NewPosts }, b: { newPosts: NewPosts }): number {
  const rank = ({ count, isCapped }: NewPosts) => count + (isCapped ? 1 : 0);
  return rank(b.newPosts) - rank(a.newPosts);
}
