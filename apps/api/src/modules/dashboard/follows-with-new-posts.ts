import { dashboardBlockSize, followKinds, type FollowItem } from '@postradar/contracts';
import type { Database } from '@postradar/db';
import { findFollowsWithNewPosts, findFollowSummary } from '../follows/follow-repository';
import { byMostNewPosts } from './new-posts-order';

/**
 * The user's followed pages, domains and pixels with posts since they last looked, the most new
 * posts first (then the latest followed), up to the block size.
 */
export async function followsWithNewPosts(db: Database, userId: string): Promise<FollowItem[]> {
  const found: FollowItem[] = [];
  for (const kind of followKinds)
    found.push(...(await findFollowsWithNewPosts(db, userId, kind, dashboardBlockSize)));
  return found
    .sort((a, b) => byMostNewPosts(a, b) || b.followedAt.localeCompare(a.followedAt))
    .slice(0, dashboardBlockSize);
}

/** How many pages, domains and pixels the user follows (those the corpus still holds). */
export async function countFollows(db: Database, userId: string): Promise<number> {
  const { follows } = await findFollowSummary(db, userId);
  return follows.page + follows.domain + follows.pixel;
}
