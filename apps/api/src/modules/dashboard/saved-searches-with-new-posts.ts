import { dashboardBlockSize, type DashboardNews, type NewPosts } from '@postradar/contracts';
import { posts, savedSearches, type Database, type SavedSearch } from '@postradar/db';
import type { SearchViewer } from '@postradar/search/engine';
import { and, desc, eq, lt, max } from 'drizzle-orm';
import { AppError } from '../../lib/app-error';
import { countNewPosts } from '../searches/count-new-posts';
import { toSavedSearch } from '../searches/saved-search-repository';
import { byMostNewPosts } from './new-posts-order';

/**
 * The most saved searches looked at for new posts, each one post search: the newest saved among
 * those last run before the latest post arrived.
 */
export const savedSearchesChecked = 20;

/**
 * The saved searches that could have new posts: run before the latest post PostRadar found
 * (found through the first-seen index), newest saved first.
 */
async function savedSearchesToCheck(db: Database, userId: string): Promise<SavedSearch[]> {
  const [latest] = await db.select({ at: max(posts.firstSeenAt) }).from(posts);
  if (!latest?.at) return [];
  return db
    .select()
    .from(savedSearches)
    .where(and(eq(savedSearches.userId, userId), lt(savedSearches.lastRunAt, latest.at)))
    .orderBy(desc(savedSearches.createdAt), desc(savedSearches.id))
    .limit(savedSearchesChecked);
}

/** Its new posts, or none for a search that no longer runs (its group gone, a parameter refused). */
async function newPostsOf(
  db: Database,
  saved: SavedSearch,
  viewer: SearchViewer,
): Promise<NewPosts | undefined> {
  try {
    return await countNewPosts(db, saved, viewer);
  } catch (error) {
    if (error instanceof AppError) return undefined;
    throw error;
  }
}

/**
 * Up to the block size of the user's saved searches with posts first seen since they were last
 * run, the most new posts first, counted as the saved searches list counts them, one search at
 * a time (the call holds one place among the user's searches at once).
 */
export async function savedSearchesWithNewPosts(
  db: Database,
  userId: string,
  viewer: SearchViewer,
): Promise<DashboardNews['savedSearches']> {
  const found: DashboardNews['savedSearches'] = [];
  for (const saved of await savedSearchesToCheck(db, userId)) {
    const newPosts = await newPostsOf(db, saved, viewer);
    if (newPosts && newPosts.count > 0) found.push({ ...toSavedSearch(saved), newPosts });
    if (found.length === dashboardBlockSize) break;
  }
  return found.sort(byMostNewPosts);
}
