import { foldText } from '@postradar/search';
import {
  fixtureDomains,
  fixturePages,
  fixturePixelDomains,
  fixturePixels,
  type StoredFixture,
} from '@postradar/search/testing';

/**
 * The counts of pages, domains and pixels, and a pixel's store network, written as plainly as
 * possible over the fixture in memory, sharing nothing with the SQL that derives them.
 */

type StoredPost = StoredFixture['posts'][number];

export interface ReferenceCounts {
  id: number;
  postCount: number;
  adCount: number;
  latestPostAt: string | null;
}

function countsOf(id: number, posts: StoredPost[]): ReferenceCounts {
  const latest = Math.max(...posts.map((post) => post.createdTime.getTime()));
  return {
    id,
    postCount: posts.length,
    adCount: posts.filter((post) => post.kind === 'ad').length,
    latestPostAt: posts.length > 0 ? new Date(latest).toISOString() : null,
  };
}

const postsOfDomains = (fixture: StoredFixture, domains: number[]) =>
  fixture.posts.filter((post) => post.domain !== null && domains.includes(post.domain));

const pagesOf = (posts: StoredPost[]) => new Set(posts.map((post) => post.page)).size;

export function referencePages(fixture: StoredFixture) {
  return fixturePages.map((page, index) => ({
    ...countsOf(
      fixture.pageIds[index] as number,
      fixture.posts.filter((post) => post.page === index),
    ),
    name: page.name,
    nameKey: foldText(page.name),
  }));
}

export function referenceDomains(fixture: StoredFixture) {
  return fixtureDomains.map((domain, index) => {
    const posts = postsOfDomains(fixture, [index]);
    return {
      ...countsOf(fixture.domainIds[index] as number, posts),
      host: domain.host,
      platform: domain.platform,
      pixelCount: fixturePixelDomains.filter((domains) => domains.includes(index)).length,
      pageCount: pagesOf(posts),
    };
  });
}

export function referencePixels(fixture: StoredFixture) {
  return fixturePixels.map((networkId, index) => {
    const domains = fixturePixelDomains[index] ?? [];
    const posts = postsOfDomains(fixture, domains);
    return {
      ...countsOf(fixture.pixelIds[index] as number, posts),
      networkId,
      domainCount: domains.length,
      pageCount: pagesOf(posts),
    };
  });
}

/** Which page links to which domain of a pixel, with its posts and ads there. */
export function referenceNetworkLinks(fixture: StoredFixture, pixel: number) {
  const links = [];
  for (const domain of fixturePixelDomains[pixel] ?? []) {
    for (const [page] of fixturePages.entries()) {
      const posts = fixture.posts.filter((post) => post.page === page && post.domain === domain);
      if (posts.length === 0) continue;
      const { postCount, adCount, latestPostAt } = countsOf(0, posts);
      links.push({
        domainId: String(fixture.domainIds[domain]),
        pageId: String(fixture.pageIds[page]),
        postCount,
        adCount,
        latestPostAt,
      });
    }
  }
  return links;
}

type Sortable = { id: number };

/** Most first, ties by id, highest first; no value last. */
export function byCountDescending<T extends Sortable>(value: (row: T) => number | string | null) {
  return (a: T, b: T) => {
    const [x, y] = [value(a), value(b)];
    if (x !== y) {
      if (x === null) return 1;
      if (y === null) return -1;
      return x < y ? 1 : -1;
    }
    return b.id - a.id;
  };
}

/** Alphabetical in byte order (as the database compares in the "C" collation), ties by id. */
export function byTextAscending<T extends Sortable>(value: (row: T) => string) {
  return (a: T, b: T) => {
    const [x, y] = [value(a), value(b)];
    if (x !== y) return x < y ? -1 : 1;
    return a.id - b.id;
  };
}

/** The orders every list offers: most posts, most ads, latest post. */
export function countOrders<T extends ReferenceCounts>() {
  return {
    posts: byCountDescending<T>((row) => row.postCount),
    ads: byCountDescending<T>((row) => row.adCount),
    latest: byCountDescending<T>((row) => row.latestPostAt),
  };
}
