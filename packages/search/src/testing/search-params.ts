import { postSorts, searchModes } from '@postradar/contracts';
import fc from 'fast-check';
import { vocabulary } from './corpus-fixture';

export type Params = Record<string, string>;

/** A comma-separated list of some of `values`, as a query parameter. */
function someOf(values: readonly string[]) {
  return fc.subarray([...values], { minLength: 1, maxLength: 3 }).map((list) => list.join(','));
}

/**
 * The audience filters over the fixture: its tags in other cases and accents, one it lacks and
 * one that folds to nothing; its languages and countries in other cases, and one it lacks.
 */
const audience = {
  niches: someOf(['nurse', 'Y TA', 'y tá', 'gift', 'christmas', 'cat', '🎄']),
  languages: someOf(['en', 'vi', 'pt-BR', 'pt-br', 'fr']),
  countries: someOf(['US', 'vn', 'BR', 'FR']),
};

/** Some of the audience filters, at least one. */
export function audienceParams() {
  return fc
    .record(audience, { requiredKeys: [] })
    .filter((params) => Object.keys(params).length > 0);
}

/** Random searches over every mode, exclusion, prefix, filter, sort and page size. */
export function searchParams() {
  const word = fc.constantFrom(...vocabulary);
  const term = fc.oneof(
    word,
    fc.tuple(word, word).map(([a, b]) => `"${a} ${b}"`),
    fc.constantFrom(
      'page:"Nurse Life Co"',
      'p:1048576',
      'page:aothundep',
      'p:quà',
      'page:life',
      'site:nurselife.shop',
      's:aothun.vn',
      'site:https://www.dogmom.store/x',
      's:shop',
      'tag:nurse',
      't:"y ta"',
      'tag:Y Tá',
      'tag:gift',
      't:none',
    ),
  );
  // Each filter is left out four times in five, so that many queries still match something.
  const optional = <T>(arbitrary: fc.Arbitrary<T>) =>
    fc.oneof({ arbitrary: fc.constant(undefined), weight: 4 }, { arbitrary, weight: 1 });
  const count = fc.integer({ min: 0, max: 40 }).map(String);
  // The fixture's ads run 0 to 5 ad sets.
  const adSets = fc.integer({ min: 0, max: 6 }).map(String);
  const day = fc
    .integer({ min: 0, max: 60 })
    .map((offset) => new Date(Date.UTC(2026, 9, 1 + offset)).toISOString().slice(0, 10));
  return fc.record(
    {
      q: fc.array(term, { maxLength: 3 }).map((terms) => terms.join(' ')),
      mode: fc.constantFrom(...searchModes),
      exclude: optional(
        fc
          .array(
            fc.oneof(
              word,
              fc.tuple(word, word).map((pair) => pair.join(' ')),
            ),
            { minLength: 1, maxLength: 2 },
          )
          .map((list) => list.join(',')),
      ),
      kind: optional(fc.constantFrom('post', 'ad')),
      type: optional(
        fc
          .subarray(['photo', 'video', 'link', 'carousel', 'text'], { minLength: 1 })
          .map((list) => list.join(',')),
      ),
      createdFrom: optional(day),
      createdTo: optional(day),
      reactionsMin: optional(count),
      reactionsMax: optional(count),
      sharesMin: optional(count),
      sharesMax: optional(count),
      commentsMin: optional(count),
      commentsMax: optional(count),
      adSetsMin: optional(adSets),
      adSetsMax: optional(adSets),
      niches: optional(audience.niches),
      languages: optional(audience.languages),
      countries: optional(audience.countries),
      sort: fc.constantFrom(...postSorts),
      perPage: fc.constantFrom('10', '20', '50', '100'),
      page: fc.constantFrom('1', '1', '2', '3'),
    },
    { requiredKeys: ['q', 'mode', 'sort', 'perPage', 'page'] },
  );
}
