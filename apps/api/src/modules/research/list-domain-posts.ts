import { researchPaths } from '@postradar/contracts';
import { domains } from '@postradar/db';
import { existsIn, domainScope } from './corpus-repository';
import { entityPostsRoute } from './entity-posts-route';

/** GET /api/domains/:id/posts: the posts linking to a domain, searched like GET /api/posts. */
export const listDomainPosts = entityPostsRoute({
  path: researchPaths.domainPosts,
  exists: existsIn(domains),
  scope: domainScope,
  missingMessage: 'This domain does not exist.',
});
