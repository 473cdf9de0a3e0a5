import fc from 'fast-check';
import {
  fixtureDomains,
  fixturePages,
  fixturePixelDomains,
  type StoredFixture,
} from './corpus-fixture';

type StoredPost = StoredFixture['posts'][number];

/** A page, a domain or a pixel of the fixture, by index. */
export interface FixtureEntity {
  kind: 'pages' | 'domains' | 'pixels';
  index: number;
}

/** Any page, domain or pixel of the fixture. */
export const fixtureEntities = fc.oneof(
  fc.record({ kind: fc.constant('pages' as const), index: fc.nat(fixturePages.length - 1) }),
  fc.record({ kind: fc.constant('domains' as const), index: fc.nat(fixtureDomains.length - 1) }),
  fc.record({
    kind: fc.constant('pixels' as const),
    index: fc.nat(fixturePixelDomains.length - 1),
  }),
);

/** Whether a post is the entity's own: on its page, linking to its domain or to a domain loading its pixel. */
export function isOf({ kind, index }: FixtureEntity) {
  return (post: StoredPost) => {
    if (kind === 'pages') return post.page === index;
    if (kind === 'domains') return post.domain === index;
    return post.domain !== null && (fixturePixelDomains[index] ?? []).includes(post.domain);
  };
}

/** The database id of a fixture entity once stored. */
export function storedIdOf(fixture: StoredFixture, { kind, index }: FixtureEntity): number {
  const ids = { pages: fixture.pageIds, domains: fixture.domainIds, pixels: fixture.pixelIds };
  return ids[kind][index] as number;
}
