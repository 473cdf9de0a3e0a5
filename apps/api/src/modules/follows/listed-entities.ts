import type { DomainListItem, PageListItem, PixelListItem, PostDto } from '@postradar/contracts';
import { domains, pages, pixels, type Database } from '@postradar/db';
import { findPosts } from '@postradar/search/engine';
import { inArray } from 'drizzle-orm';
import { toDomainListItem, toPageListItem, toPixelListItem } from '../research/entity-rows';
import type { TargetKind } from './collection-targets';

/** A followed or ignored item as its list shows it: a post as the API shows it, others' list rows. */
export type ListedEntity =
  | { kind: 'post'; post: PostDto }
  | { kind: 'page'; page: PageListItem }
  | { kind: 'domain'; domain: DomainListItem }
  | { kind: 'pixel'; pixel: PixelListItem };

type Listed<K extends TargetKind> = Extract<ListedEntity, { kind: K }>;
type Loader<K extends TargetKind> = (db: Database, ids: number[]) => Promise<[number, Listed<K>][]>;

const loaders: { [K in TargetKind]: Loader<K> } = {
  post: async (db, ids) =>
    (await findPosts(db, ids)).map((post) => [Number(post._id), { kind: 'post', post }]),
  page: async (db, ids) =>
    (await db.select().from(pages).where(inArray(pages.id, ids))).map((page) => [
      page.id,
      { kind: 'page', page: toPageListItem(page) },
    ]),
  domain: async (db, ids) =>
    (await db.select().from(domains).where(inArray(domains.id, ids))).map((domain) => [
      domain.id,
      { kind: 'domain', domain: toDomainListItem(domain) },
    ]),
  pixel: async (db, ids) =>
    (await db.select().from(pixels).where(inArray(pixels.id, ids))).map((pixel) => [
      pixel.id,
      { kind: 'pixel', pixel: toPixelListItem(pixel) },
    ]),
};

/** The items of one kind with these ids, by id (one statement; none without ids). */
export async function listedEntities<K extends TargetKind>(
  db: Database,
  kind: K,
  ids: number[],
): Promise<Map<number, Listed<K>>> {
  if (ids.length === 0) return new Map();
  const load = loaders[kind] as Loader<K>;
  return new Map(await load(db, ids));
}
