import { researchPaths } from '@postradar/contracts';
import { pixels } from '@postradar/db';
import { existsIn, pixelScope } from './corpus-repository';
import { entityPostsRoute } from './entity-posts-route';

/**
 * GET /api/pixels/:id/posts: the posts linking to any domain that loads a pixel, searched like
 * GET /api/posts.
 */
export const listPixelPosts = entityPostsRoute({
  path: researchPaths.pixelPosts,
  exists: existsIn(pixels),
  scope: pixelScope,
  missingMessage: 'This pixel does not exist.',
});
