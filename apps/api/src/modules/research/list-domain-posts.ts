import { researchCalls } from '@postradar/contracts';
import { domains } from '@postradar/db';
import { existsIn } from './corpus-repository';
import { entityPostsRoute } from './entity-posts-route';

/** GET /api/domains/:id/posts: the posts linking to a domain, searched like GET /api/posts. */
export const listDomainPosts = entityPostsRoute({
  call: researchCalls.domainPosts,
  exists: existsIn(domains),
  within: (id) => ({ domain: id }),
  missingMessage: 'This domain does not exist.',
});
