import { researchCalls } from '@postradar/contracts';
import { pages } from '@postradar/db';
import { existsIn } from './corpus-repository';
import { entityPostsRoute } from './entity-posts-route';

/** GET /api/pages/:id/posts: a page's posts, searched, filtered and sorted like GET /api/posts. */
export const listPagePosts = entityPostsRoute({
  call: researchCalls.pagePosts,
  exists: existsIn(pages),
  within: (id) => ({ page: id }),
  missingMessage: 'This page does not exist.',
});
