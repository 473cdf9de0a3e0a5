import { groupCalls, postSorts, type PostSort } from '@postradar/contracts';
import { PostResults } from '../../lib/research/post-results';

/** A group's posts take every sort of the post search, trending first (its default). */
const groupSorts: readonly PostSort[] = [
  'trending',
  ...postSorts.filter((sort) => sort !== 'trending'),
];

/** The tab the search's address keeps, so that searching stays on the group's posts. */
const trendingTab = { tab: 'trending' };

/**
 * 'Group Trending posts': the posts of every member with the whole post search (words, filters,
 * sorts, grid or list, the detail, the pager), sorted by trending unless the address says.
 */
export function GroupPosts({ id }: { id: string }) {
  return (
    <PostResults
      source={{ call: groupCalls.groupPosts, id }}
      sorts={groupSorts}
      screenParams={trendingTab}
    />
  );
}
