import { researchPaths } from '@postradar/contracts';
import { findPage, postsOfPage } from './corpus-repository';
import { entityPostsRoute } from './entity-posts-route';

/** GET /api/pages/:id/posts: a page's posts, newest first. */
export const listPagePosts = entityPostsRoute({
  path: researchPaths.pagePosts,
  exists: findPage,
  postsOf: postsOfPage,
  missingMessage: 'This page does not exist.',
});
