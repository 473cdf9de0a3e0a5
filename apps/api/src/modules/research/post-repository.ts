import type { DomainSummary, PageSummary, PixelSummary } from '@postradar/contracts';
import {
  domainPixels,
  pixels,
  postSnapshots,
  type Database,
  type Domain,
  type Page,
  type Pixel,
} from '@postradar/db';
import { asc, desc, eq } from 'drizzle-orm';
import { postsByIds, toPostDto } from './post-rows';

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

export async function findPostDetail(db: Database, id: number) {
  const [row] = await postsByIds(db, [id], []);
  if (!row) return undefined;
  const domainId = row.domain_id === null ? undefined : Number(row.domain_id);
  const [history, pixelRows] = await Promise.all([
    db
      .select({
        at: postSnapshots.at,
        reactions: postSnapshots.reactions,
        comments: postSnapshots.comments,
        shares: postSnapshots.shares,
      })
      .from(postSnapshots)
      .where(eq(postSnapshots.postId, id))
      .orderBy(desc(postSnapshots.at))
      .limit(HISTORY_LIMIT),
    domainId !== undefined
      ? db
          .select({ id: pixels.id, networkId: pixels.networkId, createdAt: pixels.createdAt })
          .from(domainPixels)
          .innerJoin(pixels, eq(pixels.id, domainPixels.pixelId))
          .where(eq(domainPixels.domainId, domainId))
          .orderBy(asc(pixels.networkId))
      : [],
  ]);
  return {
    ...toPostDto(row),
    history: history.reverse().map((point) => ({ ...point, at: iso(point.at) })),
    pixels: pixelRows.map(toPixelSummary),
  };
}
