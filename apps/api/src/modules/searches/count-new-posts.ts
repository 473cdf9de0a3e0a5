import { newPostsCountLimit, type NewPosts } from '@postradar/contracts';
import type { Database, SavedSearch } from '@postradar/db';
import { searchPosts, type SearchViewer } from '@postradar/search/engine';
import { reachGroup } from '../groups/group-rows';
import { searchOfPath } from './search-of-path';

/**
 * How many posts matching a saved search PostRadar first saw after it was last run, counted to
 * 100 (`isCapped`: more): one post search as its screen runs it. The posts of a group the user
 * can no longer see are refused as that group's screen refuses them.
 */
export async function countNewPosts(
  db: Database,
  saved: SavedSearch,
  viewer: SearchViewer,
): Promise<NewPosts> {
  const search = searchOfPath(saved);
  if (search.within && 'group' in search.within) {
    await reachGroup(db, viewer, search.within.group, 'visible');
  }
  const { total, totalCapped } = await searchPosts(
    db,
    { ...search, page: 1, perPage: newPostsCountLimit, firstSeenAfter: saved.lastRunAt },
    viewer,
  );
  return {
    count: Math.min(total, newPostsCountLimit),
    isCapped: totalCapped || total > newPostsCountLimit,
  };
}
