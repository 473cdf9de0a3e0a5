import { researchCalls } from '@postradar/contracts';
import { pixels } from '@postradar/db';
import { existsIn } from './corpus-repository';
import { entityPostsRoute } from './entity-posts-route';

/**
 * GET /api/pixels/:id/posts: the posts linking to any domain that loads a pixel, searched like
 * GET /api/posts.
 */
export const listPixelPosts = entityPostsRoute({
  call: researchCalls.pixelPosts,
  exists: existsIn(pixels),
  within: (id) => ({ pixel: id }),
  missingMessage: 'This pixel does not exist.',
});
