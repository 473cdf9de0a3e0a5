import { researchPaths } from '@postradar/contracts';
import { pages } from '@postradar/db';
import { existsIn, pageScope } from './corpus-repository';
import { entityPostsRoute } from './entity-posts-route';

/** GET /api/pages/:id/posts: a page's posts, searched, filtered and sorted like GET /api/posts. */
export const listPagePosts = entityPostsRoute({
  path: researchPaths.pagePosts,
  exists: existsIn(pages),
  scope: pageScope,
  missingMessage: 'This page does not exist.',
});
