import { newPostsCountLimit, type FollowKind } from '@postradar/contracts';
import { domainPixels, follows, posts } from '@postradar/db';
import { sql, type SQL } from 'drizzle-orm';

/**
 * The posts of the followed target of the outer `follows` row: a page's posts, the posts linking
 * to a domain, or to any domain loading a pixel.
 */
function ownPosts(kind: FollowKind): SQL {
  if (kind === 'page') return sql`${posts.pageId} = ${follows.targetId}`;
  if (kind === 'domain') return sql`${posts.domainId} = ${follows.targetId}`;
  return sql`${posts.domainId} in (select ${domainPixels.domainId} from ${domainPixels} where ${domainPixels.pixelId} = ${follows.targetId})`;
}

/** Its posts PostRadar found since the user last looked (the follow's `seen_at`). */
function newPosts(kind: FollowKind): SQL {
  return sql`select 1 from ${posts} where ${ownPosts(kind)} and ${posts.firstSeenAt} > ${follows.seenAt}`;
}

/** How many new posts the outer follow has, counted no further than newPostsCountLimit + 1. */
export function newPostsCount(kind: FollowKind): SQL<number> {
  return sql<number>`(select count(*)::int from (${newPosts(kind)} limit ${newPostsCountLimit + 1}) as fresh)`;
}

/** Whether the outer follow has any new post. */
export function hasNewPosts(kind: FollowKind): SQL<boolean> {
  return sql<boolean>`exists (${newPosts(kind)})`;
}
