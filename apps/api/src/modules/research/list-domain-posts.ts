import { researchPaths } from '@postradar/contracts';
import { findDomain, postsOfDomain } from './corpus-repository';
import { entityPostsRoute } from './entity-posts-route';

/** GET /api/domains/:id/posts: posts linking to a domain, newest first. */
export const listDomainPosts = entityPostsRoute({
  path: researchPaths.domainPosts,
  exists: findDomain,
  postsOf: postsOfDomain,
  missingMessage: 'This domain does not exist.',
});
