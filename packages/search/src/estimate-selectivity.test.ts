import { describe, expect, it } from 'vitest';
import {
  estimateSelectivity,
  guaranteedMatches,
  wordsAfterTags,
  type CorpusStatistics,
} from './estimate-selectivity';
import { parseQuery } from './parse-query';

const statistics: CorpusStatistics = {
  posts: 1_000_000,
  heapPages: 140_000,
  words: new Map([
    ['gift', 0.28],
    ['free', 0.17],
    ['shipping', 0.085],
    ['nurse', 0.0172],
    ['ao', 0.068],
    ['thun', 0.023],
    ['free shipping', 0.07],
    ['nurse gift', 0.005],
  ]),
  wordFloor: 0.0011,
  tags: new Map([['dog mom', 0.04]]),
  tagFloor: 0.03,
  correlations: new Map(),
  valueShares: new Map(),
  kinds: new Map([
    ['post', 0.6],
    ['ad', 0.4],
  ]),
  mediaTypes: new Map([
    ['photo', 0.45],
    ['video', 0.25],
  ]),
  languages: new Map([
    ['en', 0.7],
    ['vi', 0.25],
    ['pt-BR', 0.02],
  ]),
  languageFloor: 0.02,
  countries: new Map([
    ['US', 0.4],
    ['VN', 0.25],
  ]),
  countryFloor: 0.25,
  languageCountries: new Map([
    ['en US', 0.38],
    ['vi VN', 0.24],
    ['vi US', 0.01],
  ]),
  languageCountryFloor: 0.01,
};

const estimate = (q: string, extra: Record<string, unknown> = {}) =>
  estimateSelectivity({ query: parseQuery(q), mode: 'all', ...extra }, statistics);

describe('estimateSelectivity', () => {
  it('takes a listed word’s share, folded like the documents', () => {
    expect(estimate('Gift')).toBeCloseTo(0.28);
    expect(estimate('áo')).toBeCloseTo(0.068);
  });

  it('puts an unlisted word at half the floor', () => {
    expect(estimate('zebra')).toBeCloseTo(0.00055);
  });

  it('bounds all and order by the rarest word, a phrase also by its rarest pair, and adds up any', () => {
    expect(estimate('free shipping')).toBeCloseTo(0.085);
    expect(estimate('free shipping', { mode: 'order' })).toBeCloseTo(0.085);
    expect(estimate('free shipping', { mode: 'exact' })).toBeCloseTo(0.07);
    expect(estimate('"free shipping" gift')).toBeCloseTo(0.07);
    // 'ao thun' is not a listed pair: below the floor, like an unlisted word.
    expect(estimate('"ao thun" nurse')).toBeCloseTo(0.00055);
    expect(estimate('ao thun nurse')).toBeCloseTo(0.0172);
    expect(estimate('free shipping', { mode: 'any' })).toBeCloseTo(0.255);
    expect(estimate('gift free shipping ao thun', { mode: 'any' })).toBeCloseTo(0.626);
    expect(estimate('gift gift gift gift', { mode: 'any' })).toBe(1);
  });

  it('combines tags with words and scales by kind, media types and range bounds', () => {
    expect(estimate('tag:"Dog Mom"')).toBeCloseTo(0.04);
    expect(estimate('gift tag:"dog mom"')).toBeCloseTo(0.04);
    expect(estimate('gift', { kind: 'ad' })).toBeCloseTo(0.112);
    expect(estimate('gift', { mediaTypes: ['photo', 'video'] })).toBeCloseTo(0.196);
    expect(estimate('gift', { reactions: { min: 10 }, createdFrom: new Date() })).toBeCloseTo(0.07);
  });

  it('keeps ads alone under a bound on their ad sets, and nothing among organic posts', () => {
    expect(estimate('gift', { adSets: { min: 2 } })).toBeCloseTo(0.056);
    expect(estimate('gift', { kind: 'ad', adSets: { min: 2 } })).toBeCloseTo(0.056);
    expect(estimate('gift', { kind: 'post', adSets: { max: 5 } })).toBe(0);
  });

  it('takes niches as tags: any of them, no more common than the tags asked for as well', () => {
    expect(estimate('', { niches: ['Dog Mom'] })).toBeCloseTo(0.04);
    expect(estimate('', { niches: ['dog mom', 'fishing'] })).toBeCloseTo(0.055);
    expect(estimate('tag:"dog mom"', { niches: ['fishing'] })).toBeCloseTo(0.015);
    expect(estimate('gift', { niches: ['dog mom'], kind: 'ad' })).toBeCloseTo(0.016);
    // A niche that folds to nothing matches nothing.
    expect(estimate('', { niches: ['🎄'] })).toBe(0);
  });

  it('scales by the languages or countries, an unlisted one at half the floor', () => {
    expect(estimate('gift', { languages: ['vi'] })).toBeCloseTo(0.07);
    expect(estimate('gift', { languages: ['en', 'vi'] })).toBeCloseTo(0.266);
    expect(estimate('gift', { languages: ['fr'] })).toBeCloseTo(0.0028);
    expect(estimate('gift', { countries: ['US'] })).toBeCloseTo(0.112);
  });

  it('takes a language and a country together from the statistics of their pairs', () => {
    expect(estimate('', { niches: ['dog mom'], languages: ['vi'], countries: ['VN'] })).toBeCloseTo(
      0.0096,
    );
    expect(estimate('gift', { languages: ['vi'], countries: ['US'] })).toBeCloseTo(0.0028);
    // Unlisted pairs at half the floor, never more than the rarer of the two alone.
    expect(estimate('gift', { languages: ['en', 'pt-BR'], countries: ['VN'] })).toBeCloseTo(0.0028);
    expect(estimate('gift', { languages: ['pt-BR'], countries: ['US', 'VN'] })).toBeCloseTo(0.0028);
    // Without them, no more common than the rarer of the two: they mostly go together.
    const unpaired = { ...statistics, languageCountries: new Map<string, number>() };
    expect(
      estimateSelectivity(
        { query: parseQuery('gift'), mode: 'all', languages: ['en'], countries: ['US'] },
        unpaired,
      ),
    ).toBeCloseTo(0.112);
    // Never analysed: no narrowing, rather than none at all.
    const unanalysed = { ...statistics, languages: new Map<string, number>(), languageFloor: 0 };
    expect(
      estimateSelectivity(
        { query: parseQuery('gift'), mode: 'all', languages: ['en'] },
        unanalysed,
      ),
    ).toBeCloseTo(0.28);
  });

  it('has no estimate without words, tags or niches, with page or site prefixes, or without statistics', () => {
    expect(estimate('')).toBeUndefined();
    expect(estimate('', { languages: ['en'], countries: ['US'], kind: 'ad' })).toBeUndefined();
    expect(estimate('!!!')).toBeUndefined();
    expect(estimate('gift page:nurselifeco')).toBeUndefined();
    expect(estimate('gift site:nurselife.shop')).toBeUndefined();
    expect(estimate('gift', { scope: { pageIds: [7] } })).toBeUndefined();
    expect(
      estimateSelectivity({ query: parseQuery('gift'), mode: 'all' }, undefined),
    ).toBeUndefined();
  });
});

describe('guaranteedMatches', () => {
  const guaranteed = (q: string, extra: Record<string, unknown> = {}) =>
    guaranteedMatches({ query: parseQuery(q), mode: 'all', ...extra }, statistics);

  it('takes a tenth of what the statistics say of one listed word or tag', () => {
    expect(guaranteed('Nurse')).toBe(1_720);
    expect(guaranteed('gift', { mode: 'exact' })).toBe(28_000);
    expect(guaranteed('tag:"dog mom"')).toBe(4_000);
  });

  it('takes a tenth of the most common listed niche of niches alone', () => {
    expect(guaranteed('', { niches: ['fishing', 'Dog Mom'] })).toBe(4_000);
    expect(guaranteed('', { niches: ['fishing', '🎄'] })).toBe(0);
  });

  it('takes a tenth of every post for a search without words, tags, niches or filters', () => {
    expect(guaranteed('')).toBe(statistics.posts / 10);
    expect(guaranteed('', { ignored: { postsAtMost: 2_500 } })).toBe(statistics.posts / 10 - 2_500);
    expect(guaranteed('', { ignored: {} })).toBe(0);
    expect(guaranteed('', { kind: 'ad' })).toBe(0);
  });

  it('takes the most common word of an any search', () => {
    expect(guaranteed('nurse gift zebra', { mode: 'any' })).toBe(28_000);
  });

  it('takes a listed pair for two words in any mode: its holders match them as typed', () => {
    expect(guaranteed('free shipping', { mode: 'exact' })).toBe(7_000);
    expect(guaranteed('"free shipping"', { mode: 'any' })).toBe(7_000);
    expect(guaranteed('free shipping', { mode: 'order' })).toBe(7_000);
    expect(guaranteed('nurse gift')).toBe(500);
  });

  it("takes what a user's ignore lists can remove off the guarantee", () => {
    const bound = guaranteed('free shipping', { mode: 'exact' });
    expect(guaranteed('free shipping', { mode: 'exact', ignored: { postsAtMost: 2_500 } })).toBe(
      bound - 2_500,
    );
    expect(guaranteed('free shipping', { mode: 'exact', ignored: { postsAtMost: 1e9 } })).toBe(0);
  });

  it('guarantees nothing for unlisted pairs, longer phrases, unlisted words, or anything that narrows', () => {
    expect(guaranteed('gift nurse')).toBe(0);
    expect(guaranteed('free shipping gift', { mode: 'exact' })).toBe(0);
    expect(guaranteed('"ao thun"', { mode: 'any' })).toBe(0);
    expect(guaranteed('zebra')).toBe(0);
    expect(guaranteed('gift tag:"dog mom"')).toBe(0);
    expect(guaranteed('gift', { niches: ['dog mom'] })).toBe(0);
    expect(guaranteed('tag:gift', { niches: ['dog mom'] })).toBe(0);
    expect(guaranteed('gift', { languages: ['en'] })).toBe(0);
    expect(guaranteed('', { niches: ['dog mom'], countries: ['US'] })).toBe(0);
    expect(guaranteed('gift page:nurselifeco')).toBe(0);
    expect(guaranteed('gift', { kind: 'ad' })).toBe(0);
    expect(guaranteed('gift', { mediaTypes: ['photo'] })).toBe(0);
    expect(guaranteed('gift', { reactions: { min: 1 } })).toBe(0);
    expect(guaranteed('gift', { adSets: { max: 3 } })).toBe(0);
    expect(guaranteed('gift', { createdTo: new Date() })).toBe(0);
    expect(guaranteed('gift', { exclude: ['mug'] })).toBe(0);
    expect(guaranteed('gift', { ignored: { postIds: [1] } })).toBe(0);
    expect(guaranteed('gift', { firstSeenAfter: new Date() })).toBe(0);
    expect(guaranteed('gift', { scope: { domainIds: [3] } })).toBe(0);
    expect(guaranteedMatches({ query: parseQuery('gift'), mode: 'all' }, undefined)).toBe(0);
  });
});

describe('wordsAfterTags', () => {
  const after = (q: string, extra: Record<string, unknown> = {}) =>
    wordsAfterTags({ query: parseQuery(q), mode: 'all', ...extra }, statistics);

  it('checks a word on the posts a tag finds when it is ten times as common as they are', () => {
    // gift 28% against dog mom 4% (7 times): the word's bitmap still pays.
    expect(after('gift tag:"dog mom"')).toBe(false);
    // As ads (40%) in photos (45%): 0.72% of posts, a 39th of the word's.
    expect(after('gift tag:"dog mom"', { kind: 'ad', mediaTypes: ['photo'] })).toBe(true);
    expect(after('free shipping tag:"dog mom"', { mode: 'any', kind: 'ad' })).toBe(true);
  });

  it('checks a word on the posts niches find as on those a tag finds', () => {
    expect(after('gift', { niches: ['dog mom'], kind: 'ad', mediaTypes: ['photo'] })).toBe(true);
    expect(after('gift', { niches: ['dog mom'] })).toBe(false);
  });

  it('keeps rarer words and phrases, judged by their rarest word or pair, in the bitmap', () => {
    expect(after('nurse tag:"dog mom"', { kind: 'ad', mediaTypes: ['photo'] })).toBe(false);
    expect(after('"ao thun" tag:"dog mom"', { kind: 'ad', mediaTypes: ['photo'] })).toBe(false);
    // The pair 'free shipping' (7%), or in order the rarer word (8.5%), against 1.6%.
    expect(after('free shipping tag:"dog mom"', { mode: 'exact', kind: 'ad' })).toBe(false);
    expect(after('free shipping tag:"dog mom"', { mode: 'order', kind: 'ad' })).toBe(false);
  });

  it('needs words, tags and statistics', () => {
    expect(after('gift', { kind: 'ad', mediaTypes: ['photo'] })).toBe(false);
    expect(after('tag:"dog mom"', { kind: 'ad' })).toBe(false);
    expect(wordsAfterTags({ query: parseQuery('gift tag:x'), mode: 'all' }, undefined)).toBe(false);
  });
});
