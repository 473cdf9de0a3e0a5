import { researchPaths } from '@postradar/contracts';
import { findPixel, postsOfPixel } from './corpus-repository';
import { entityPostsRoute } from './entity-posts-route';

/** GET /api/pixels/:id/posts: posts linking to any domain that loads a pixel, newest first. */
export const listPixelPosts = entityPostsRoute({
  path: researchPaths.pixelPosts,
  exists: findPixel,
  postsOf: postsOfPixel,
  missingMessage: 'This pixel does not exist.',
});
