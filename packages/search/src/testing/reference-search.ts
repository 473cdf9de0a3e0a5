import type { PostSearchQuery, PostSort } from '@postradar/contracts';
import { foldText, foldWords } from '../fold-text';
import { isSearchable, parseExcludeList, parseQuery } from '../parse-query';
import { fixtureDomains, fixturePages, type StoredFixture } from './corpus-fixture';

/**
 * The reference evaluator: the search semantics written as plainly as possible over the fixture
 * in memory, sharing nothing with the SQL builder but the parser.
 */

type StoredPost = StoredFixture['posts'][number];

/** Does `needle` occur in `words` as adjacent words, starting at or after `from`? Where it ends. */
function findPhrase(words: string[], needle: string[], from = 0): number {
  if (needle.length === 0) return -1;
  for (let start = from; start + needle.length <= words.length; start += 1) {
    if (needle.every((word, offset) => words[start + offset] === word))
      return start + needle.length;
  }
  return -1;
}

const contains = (words: string[], needle: string[]) => findPhrase(words, needle) !== -1;

function inOrder(words: string[], terms: string[][]): boolean {
  let cursor = 0;
  for (const term of terms) {
    const end = findPhrase(words, term, cursor);
    if (end === -1) return false;
    cursor = end;
  }
  return true;
}

/** Database ids, as the engine gets them. */
export interface Ignored {
  postIds?: number[];
  pageIds?: number[];
  domainIds?: number[];
}

export function referenceSearch(
  fixture: StoredFixture,
  query: PostSearchQuery,
  ignored: Ignored = {},
): number[] {
  const parsed = parseQuery(query.q ?? '');
  const terms = parsed.terms.map((term) => foldWords(term.text)).filter((words) => words.length);
  const excluded = parseExcludeList(query.exclude ?? '').map(foldWords);
  const matching = fixture.posts.filter((post) => {
    const words = foldWords(post.message);
    if (terms.length > 0) {
      const ok =
        query.mode === 'all'
          ? terms.every((term) => contains(words, term))
          : query.mode === 'any'
            ? terms.some((term) => contains(words, term))
            : query.mode === 'exact'
              ? contains(words, terms.flat())
              : inOrder(words, terms);
      if (!ok) return false;
    }
    if (excluded.some((keyword) => contains(words, keyword))) return false;
    const page = fixturePages[post.page];
    if (parsed.pages.length > 0 && page) {
      const nameWords = foldWords(page.name);
      const ok = parsed.pages.some(
        (value) =>
          value === page.networkId ||
          value.toLowerCase() === page.username?.toLowerCase() ||
          (isSearchable(value) && contains(nameWords, foldWords(value))),
      );
      if (!ok) return false;
    }
    if (parsed.sites.length > 0) {
      const host = post.domain === null ? null : fixtureDomains[post.domain]?.host;
      if (!host || !parsed.sites.some((site) => host === site || host.endsWith(`.${site}`))) {
        return false;
      }
    }
    const keys = post.tags.map(foldText);
    if (parsed.tags.length > 0 && !parsed.tags.some((tag) => keys.includes(foldText(tag)))) {
      return false;
    }
    // A niche is matched as a tag: value is, and one without a letter or digit matches nothing.
    const niches = (query.niches ?? []).filter(isSearchable).map(foldText);
    if (query.niches?.length && !niches.some((niche) => keys.includes(niche))) return false;
    // Languages compared whatever their case: pt-br is pt-BR.
    const languages = (query.languages ?? []).map((language) => language.toLowerCase());
    if (languages.length > 0 && !languages.includes(post.language?.toLowerCase() ?? '')) {
      return false;
    }
    if (query.countries?.length && !query.countries.includes(post.country ?? '')) return false;
    const reactions = post.likes + post.loves;
    const inRange = (value: number | null, min?: number, max?: number) =>
      (min === undefined && max === undefined) ||
      // A post without ad sets has no count to bound (organic posts, ads not telling).
      (value !== null &&
        (min === undefined || value >= min) &&
        (max === undefined || value <= max));
    return (
      (!query.kind || post.kind === query.kind) &&
      (!query.type || query.type.length === 0 || query.type.includes(post.mediaType)) &&
      (!query.createdFrom || post.createdTime >= query.createdFrom) &&
      (!query.createdTo || post.createdTime <= query.createdTo) &&
      inRange(reactions, query.reactionsMin, query.reactionsMax) &&
      inRange(post.shares, query.sharesMin, query.sharesMax) &&
      inRange(post.comments, query.commentsMin, query.commentsMax) &&
      inRange(post.adSets, query.adSetsMin, query.adSetsMax) &&
      !ignored.postIds?.includes(post.id) &&
      !ignored.pageIds?.includes(fixture.pageIds[post.page] as number) &&
      !(
        post.domain !== null &&
        ignored.domainIds?.includes(fixture.domainIds[post.domain] as number)
      )
    );
  });
  const key = sortKey(query.sort);
  return matching
    .sort((a, b) => {
      const [x, y] = [key(a), key(b)];
      if (x !== y) {
        if (x === null) return 1;
        if (y === null) return -1;
        return y - x;
      }
      return b.id - a.id;
    })
    .map((post) => post.id);
}

function sortKey(sort: PostSort): (post: StoredPost) => number | null {
  switch (sort) {
    case 'newest':
      return (post) => post.metricsAt.getTime();
    case 'ads':
      return (post) => post.adSets;
    case 'reactions':
      return (post) => post.likes + post.loves;
    case 'shares':
      return (post) => post.shares;
    case 'comments':
      return (post) => post.comments;
    case 'fb_created':
      return (post) => post.createdTime.getTime();
    case 'system_created':
      return (post) => post.firstSeenAt.getTime();
    case 'trending':
      return (post) => post.reactionsGain24h;
    case 'mass_reactions':
      return (post) => post.massReactions;
    case 'mass_shares':
      return (post) => post.massShares;
    case 'mass_comments':
      return (post) => post.massComments;
  }
}
