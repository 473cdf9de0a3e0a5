import type { PostDto } from '@postradar/contracts';
import type { Database } from '@postradar/db';
import type { PageOf } from '../pagination';
import { findPostPage } from './find-post-page';
import { planPostSearch } from './plan-post-search';
import type { PostSearch } from './search-filters';
import type { SearchViewer } from './search-viewer';

/**
 * One page of a validated post search with its total, counted no further than 1,000 (decision
 * 0013): the one way posts are searched. GET /api/posts, the posts of a page, domain or pixel and
 * the search benchmark (docs/benchmarks.md) all call it. The corpus statistics plan the search,
 * then the strategy of decisions 0019, 0026 and 0028 finds the page and the count.
 */
export async function searchPosts(
  db: Database,
  search: PostSearch,
  viewer: SearchViewer,
): Promise<PageOf<PostDto>> {
  const { where, orderBy, strategy } = await planPostSearch(db, search, viewer);
  return findPostPage(db, where, orderBy, search, strategy);
}
