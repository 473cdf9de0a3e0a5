import type { DomainPlatform, MediaType, PostKind } from '@postradar/contracts';
import {
  domainPixels,
  domains,
  pages,
  pixels,
  refreshAllEntityCounts,
  type Database,
} from '@postradar/db';
import { insertTestPosts, type TestPost } from '@postradar/db/testing';

/** A small deterministic corpus for comparing the engine with the reference evaluator. */

export const vocabulary = [
  'áo',
  'Áo',
  'ÁO',
  'ao',
  'thun',
  'Thun',
  'đẹp',
  'Đẹp',
  'dep',
  'mẹ',
  'con',
  'y',
  'tá',
  'Y',
  'nurse',
  'Nurse',
  'life',
  'shirt',
  'gift',
  'quà',
  'tặng',
  'giáng',
  'sinh',
  'dog',
  'mom',
  'cat',
  '2026',
] as const;
const separators = [' ', ' ', ' ', ', ', '! ', ' - ', '\n', ' 😀 ', '... ', ' “', '” '];

export interface FixturePage {
  networkId: string;
  name: string;
  username: string | null;
}
export interface FixtureDomain {
  host: string;
  platform: DomainPlatform;
}

export const fixturePages: FixturePage[] = [
  { networkId: '1048576', name: 'Nurse Life Co', username: 'nurselifeco' },
  { networkId: '2000001', name: 'Áo Thun Đẹp', username: 'AoThunDep' },
  { networkId: '2000002', name: 'Dog Mom Store', username: null },
  { networkId: '2000003', name: 'Quà Tặng Mẹ', username: 'quatangme' },
  { networkId: '2000004', name: 'Cat Life', username: 'catlife' },
];

export const fixtureDomains: FixtureDomain[] = [
  { host: 'nurselife.shop', platform: 'shopify' },
  { host: 'shop.nurselife.shop', platform: 'shopify' },
  { host: 'aothun.vn', platform: 'shopbase' },
  { host: 'dogmom.store', platform: 'woocommerce' },
  { host: 'giftshop.com', platform: 'other' },
];

/** Pixel ids, and the fixture domains (by index) loading each. */
export const fixturePixels = ['812345678901234', '812345678909999'];
export const fixturePixelDomains: number[][] = [[0, 1], [2]];

export const fixtureTags = ['Nurse', 'nurse', 'Y Tá', 'y ta', 'gift', 'Christmas', 'dog'];
/** Languages and countries as the importer stores them; null where a post does not tell. */
const fixtureLanguages = ['en', 'en', 'vi', 'pt-BR', null];
const fixtureCountries = ['US', 'US', 'VN', 'BR', null];
const kinds: PostKind[] = ['post', 'ad'];
const types: MediaType[] = ['photo', 'video', 'link', 'carousel', 'text'];

export interface FixturePost {
  networkId: string;
  kind: PostKind;
  page: number;
  domain: number | null;
  message: string;
  mediaType: MediaType;
  tags: string[];
  language: string | null;
  country: string | null;
  createdTime: Date;
  firstSeenAt: Date;
  metricsAt: Date;
  likes: number;
  loves: number;
  comments: number;
  shares: number;
  adSets: number | null;
  reactionsGain24h: number;
  massReactions: number;
  massShares: number;
  massComments: number;
}

/** mulberry32: a tiny seeded generator, so the fixture is the same on every run and engine. */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

export function generateFixture(count = 240, seed = 4): FixturePost[] {
  const next = random(seed);
  const int = (max: number) => Math.floor(next() * max);
  const pick = <T>(list: readonly T[]): T => list[int(list.length)] as T;
  // Languages and countries from a stream of their own: the rest is as it was before posts had them.
  const nextAudience = random(seed + 1);
  const pickAudience = <T>(list: readonly T[]): T =>
    list[Math.floor(nextAudience() * list.length)] as T;
  const base = Date.parse('2026-10-01T00:00:00Z');
  return Array.from({ length: count }, (_, index) => {
    const words = Array.from({ length: 1 + int(9) }, () => pick(vocabulary));
    const message = words.map((word, i) => (i === 0 ? word : pick(separators) + word)).join('');
    const kind = pick(kinds);
    const createdTime = new Date(base + int(60) * 86_400_000 + int(24) * 3_600_000);
    return {
      networkId: `fx_${index}`,
      kind,
      page: int(fixturePages.length),
      domain: next() < 0.2 ? null : int(fixtureDomains.length),
      message,
      mediaType: pick(types),
      tags: Array.from({ length: int(3) }, () => pick(fixtureTags)),
      language: pickAudience(fixtureLanguages),
      country: pickAudience(fixtureCountries),
      createdTime,
      firstSeenAt: new Date(createdTime.getTime() + int(48) * 3_600_000),
      metricsAt: new Date(base + int(20) * 86_400_000),
      // Small ranges on purpose: many ties, so the id tie-breaker is exercised.
      likes: int(30),
      loves: int(5),
      comments: int(12),
      shares: int(12),
      adSets: kind === 'ad' && next() < 0.8 ? int(6) : null,
      reactionsGain24h: int(10),
      massReactions: int(8) / 4,
      massShares: int(8) / 4,
      massComments: int(8) / 4,
    };
  });
}

export interface StoredFixture {
  posts: (FixturePost & { id: number })[];
  pageIds: number[];
  domainIds: number[];
  pixelIds: number[];
}

export async function loadFixture(db: Database, fixture: FixturePost[]): Promise<StoredFixture> {
  const pageRows = await db.insert(pages).values(fixturePages).returning({ id: pages.id });
  const domainRows = await db.insert(domains).values(fixtureDomains).returning({ id: domains.id });
  const pixelRows = await db
    .insert(pixels)
    .values(fixturePixels.map((networkId) => ({ networkId })))
    .returning({ id: pixels.id });
  const pageIds = pageRows.map((row) => row.id);
  const domainIds = domainRows.map((row) => row.id);
  const pixelIds = pixelRows.map((row) => row.id);
  await db.insert(domainPixels).values(
    fixturePixelDomains.flatMap((loading, pixel) =>
      loading.map((domain) => ({
        domainId: domainIds[domain] as number,
        pixelId: pixelIds[pixel] as number,
      })),
    ),
  );
  const rows: TestPost[] = fixture.map((post) => ({
    networkId: post.networkId,
    kind: post.kind,
    pageId: pageIds[post.page] as number,
    domainId: post.domain === null ? null : (domainIds[post.domain] as number),
    message: post.message,
    mediaType: post.mediaType,
    tags: post.tags,
    language: post.language,
    country: post.country,
    createdTime: post.createdTime,
    firstSeenAt: post.firstSeenAt,
    metricsAt: post.metricsAt,
    reactionsLike: post.likes,
    reactionsLove: post.loves,
    comments: post.comments,
    shares: post.shares,
    adSets: post.adSets,
    adPlatforms: post.kind === 'ad' ? ['facebook'] : null,
    reactionsGain24h: post.reactionsGain24h,
    massReactions: post.massReactions,
    massShares: post.massShares,
    massComments: post.massComments,
  }));
  const stored = await insertTestPosts(db, rows);
  // As an import leaves them: the pages', domains' and pixels' counts (decision 0040).
  await refreshAllEntityCounts(db);
  const idOf = new Map(stored.map((row) => [row.networkId, row.id]));
  return {
    posts: fixture.map((post) => ({ ...post, id: idOf.get(post.networkId) as number })),
    pageIds,
    domainIds,
    pixelIds,
  };
}
