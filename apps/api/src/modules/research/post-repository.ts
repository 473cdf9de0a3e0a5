import type { DomainSummary, PageSummary, PixelSummary } from '@postradar/contracts';
import { postSnapshots, type Database, type Domain, type Page, type Pixel } from '@postradar/db';
import { findPosts } from '@postradar/search/engine';
import { desc, eq } from 'drizzle-orm';

const iso = (date: Date) => date.toISOString();

export function toPageSummary(page: Page): PageSummary {
  return {
    _id: String(page.id),
    networkId: page.networkId,
    name: page.name,
    username: page.username,
    category: page.category,
    pictureUrl: page.pictureUrl,
    followers: page.followers,
    country: page.country,
  };
}

export function toDomainSummary(domain: Pick<Domain, 'id' | 'host' | 'platform'>): DomainSummary {
  return { _id: String(domain.id), host: domain.host, platform: domain.platform };
}

export function toPixelSummary(pixel: Pick<Pixel, 'id' | 'networkId'>): PixelSummary {
  return { _id: String(pixel.id), networkId: pixel.networkId };
}

/** The most recent engagement points kept for the detail view. */
const HISTORY_LIMIT = 2000;

/** A post with its store's pixels (as every post carries them) and its engagement history. */
export async function findPostDetail(db: Database, id: number) {
  const [post] = await findPosts(db, [id]);
  if (!post) return undefined;
  const history = await db
    .select({
      at: postSnapshots.at,
      reactions: postSnapshots.reactions,
      comments: postSnapshots.comments,
      shares: postSnapshots.shares,
    })
    .from(postSnapshots)
    .where(eq(postSnapshots.postId, id))
    .orderBy(desc(postSnapshots.at))
    .limit(HISTORY_LIMIT);
  return {
    ...post,
    history: history.reverse().map((point) => ({ ...point, at: iso(point.at) })),
  };
}
