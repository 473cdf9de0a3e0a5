import {
  mediaTypes,
  nicheSchema,
  perPageChoices,
  postSearchQuerySchema,
  postSorts,
  searchModes,
  type PostSearchQuery,
} from '@postradar/contracts';
import { act, renderHook } from '@testing-library/react';
import fc from 'fast-check';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { validateSearch } from './search-errors';
import { toFormValues, toSearchParams } from './search-form-values';
import {
  readSearchParams,
  requestParams,
  searchParamNames,
  writeSearchParams,
  type SearchParams,
  type SearchScope,
} from './search-params';
import { useSearchAddress } from './use-search-address';

/** The scopes of the three research screens. */
const scopes = {
  posts: { defaultSort: 'newest' },
  ads: { defaultSort: 'newest', fixed: { kind: 'ad' } },
  trending: { defaultSort: 'trending' },
} satisfies Record<string, SearchScope>;

// ---- arbitrary searches the contract of GET /api/posts accepts ----

/** Text as a person may type it: any Unicode, quotes, prefixes, '&', '=', '+', '%', '#'. */
const typedText = fc
  .oneof(
    fc.string({ unit: 'grapheme', maxLength: 30 }),
    fc.constantFrom(
      'ao thun',
      'Áo Thun',
      '"gift for" mom',
      'page:"Nurse Life Co" site:nurselife.shop',
      'a&b=c+d%20#e?f',
      '  spaced  ',
    ),
  )
  .filter((text) => text !== '' && postSearchQuerySchema.shape.q.safeParse(text).success);

const wholeNumber = fc.stringMatching(/^\d{1,9}$/);

/** A lower and an upper bound in order, each of them optional. */
function range<T>(bound: fc.Arbitrary<T>, order: (value: T) => number) {
  return fc
    .tuple(fc.option(bound, { nil: undefined }), fc.option(bound, { nil: undefined }))
    .map(([first, second]) =>
      first !== undefined && second !== undefined && order(first) > order(second)
        ? [second, first]
        : [first, second],
    );
}

/** A date alone or an ISO date-time; sorted by instant, a date alone only widens the range. */
const dateBound = fc
  .tuple(
    fc.date({ min: new Date('2020-01-01'), max: new Date('2030-12-31'), noInvalidDate: true }),
    fc.boolean(),
  )
  .map(([date, isDateOnly]) => ({ date, isDateOnly }));
const formatDate = ({ date, isDateOnly }: { date: Date; isDateOnly: boolean }) =>
  isDateOnly ? date.toISOString().slice(0, 10) : date.toISOString();

const typeList = fc
  .tuple(
    fc.array(fc.constantFrom(...mediaTypes), { minLength: 1, maxLength: 6 }),
    fc.constantFrom(',', ', ', ' ,'),
  )
  .map(([types, separator]) => types.join(separator));

/** A comma-separated list as a person may write it, spaces around the commas or not. */
function commaList(item: fc.Arbitrary<string>) {
  return fc
    .tuple(fc.array(item, { minLength: 1, maxLength: 4 }), fc.constantFrom(',', ', ', ' ,'))
    .map(([items, separator]) => items.join(separator));
}

/** Niches as typed: any text but commas, with accents, quotes and '&', '%', '#'. */
const niche = fc
  .oneof(
    fc.constantFrom('nurse', 'Dog Mom', "mother's day", 'tết', 'Y Tá', 'a&b=c+d%20#e?f'),
    fc.string({ unit: 'grapheme', minLength: 1, maxLength: 20 }),
  )
  .filter((text) => nicheSchema.safeParse(text).success);

const searchParams: fc.Arbitrary<SearchParams> = fc
  .record(
    {
      q: typedText,
      mode: fc.constantFrom(...searchModes),
      exclude: typedText,
      kind: fc.constantFrom('post', 'ad'),
      type: typeList,
      created: range(dateBound, ({ date }) => date.getTime()),
      reactions: range(wholeNumber, Number),
      shares: range(wholeNumber, Number),
      comments: range(wholeNumber, Number),
      adSets: range(wholeNumber, Number),
      niches: commaList(niche),
      languages: commaList(fc.constantFrom('en', 'vi', 'pt-BR', 'pt-br', 'fil', 'es-419')),
      // Country codes in any case: the contract reads them upper-case.
      countries: commaList(fc.constantFrom('US', 'vn', 'Gb', 'AU')),
      sort: fc.constantFrom(...postSorts),
      perPage: fc.constantFrom(...perPageChoices.map(String)),
      pageIndex: fc.integer({ min: 1, max: 100 }),
    },
    { requiredKeys: [] },
  )
  .map(({ created, reactions, shares, comments, adSets, pageIndex, ...rest }) => {
    const perPage = Number(rest.perPage ?? 50);
    const params: SearchParams = {
      ...rest,
      createdFrom: created?.[0] && formatDate(created[0]),
      createdTo: created?.[1] && formatDate(created[1]),
      reactionsMin: reactions?.[0],
      reactionsMax: reactions?.[1],
      sharesMin: shares?.[0],
      sharesMax: shares?.[1],
      commentsMin: comments?.[0],
      commentsMax: comments?.[1],
      adSetsMin: adSets?.[0],
      adSetsMax: adSets?.[1],
      // Any page the cap allows (pages x perPage <= 10000).
      page: pageIndex === undefined ? undefined : String(1 + (pageIndex % (10_000 / perPage))),
    };
    return Object.fromEntries(
      Object.entries(params).filter(([, value]) => value !== undefined),
    ) as SearchParams;
  });

const scopeName = fc.constantFrom<keyof typeof scopes>('posts', 'ads', 'trending');

/** The search the API runs for an address of a screen, as the contract reads it. */
function searchOf(params: SearchParams, scope: SearchScope): PostSearchQuery {
  return postSearchQuerySchema.parse(requestParams(params, scope));
}

/** What the search form submits for the search of `address`: the same search, on page 1. */
function submitForm(address: string): SearchParams {
  const current = readSearchParams(address);
  return toSearchParams(toFormValues(current), current);
}

describe('a search in the address', () => {
  it('carries every parameter of GET /api/posts', () => {
    expect([...searchParamNames].sort()).toEqual(Object.keys(postSearchQuerySchema.shape).sort());
  });

  it('only generates searches the contract accepts', () => {
    fc.assert(
      fc.property(searchParams, (params) => {
        expect(postSearchQuerySchema.safeParse(params).success).toBe(true);
      }),
    );
  });

  it('survives being written to the address and read back', () => {
    fc.assert(
      fc.property(searchParams, scopeName, (params, name) => {
        const scope: SearchScope = scopes[name];
        const address = writeSearchParams(params, scope);
        const read = readSearchParams(address);
        expect(searchOf(read, scope)).toEqual(searchOf(params, scope));
        // The address is canonical: writing what was read gives the same address.
        expect(writeSearchParams(read, scope)).toBe(address);
      }),
    );
  });

  it('survives parse -> form values -> address -> parse, back on page 1', () => {
    fc.assert(
      fc.property(searchParams, scopeName, (params, name) => {
        const scope: SearchScope = scopes[name];
        const address = writeSearchParams(params, scope);
        const submitted = submitForm(address);
        // The form finds nothing wrong with a search the contract accepts.
        expect(validateSearch(submitted)).toEqual({});
        const after = readSearchParams(writeSearchParams(submitted, scope));
        expect(searchOf(after, scope)).toEqual({ ...searchOf(params, scope), page: 1 });
        // Words and niches stay as typed (the API folds them).
        expect(after.q).toBe(params.q);
        expect(after.exclude).toBe(params.exclude);
        expect(after.niches?.split(',')).toEqual(
          params.niches && [...new Set(params.niches.split(',').map((item) => item.trim()))],
        );
      }),
    );
  });

  it('leaves out unknown and empty parameters and keeps the first of a repeated one', () => {
    expect(readSearchParams('?q=mug&utm_source=mail&exclude=&q=cup&page=2')).toEqual({
      q: 'mug',
      page: '2',
    });
  });

  it("leaves the screen's defaults and fixed parameters out of the address", () => {
    const defaults = { mode: 'all', page: '1', perPage: '50' };
    expect(writeSearchParams({ ...defaults, sort: 'newest', kind: 'ad' }, scopes.ads)).toBe('');
    expect(writeSearchParams({ ...defaults, sort: 'trending' }, scopes.trending)).toBe('');
    expect(writeSearchParams({ ...defaults, sort: 'newest' }, scopes.trending)).toBe(
      '?sort=newest',
    );
    expect(requestParams({ kind: 'post' }, scopes.ads)).toEqual({ kind: 'ad', sort: 'newest' });
  });
});

describe('useSearchAddress', () => {
  function renderAt(address: string, scope: SearchScope) {
    const wrapper = ({ children }: { children: ReactNode }) => (
      <MemoryRouter initialEntries={[`/a/posts${address}`]}>{children}</MemoryRouter>
    );
    return renderHook(() => ({ ...useSearchAddress(scope), location: useLocation() }), {
      wrapper,
    });
  }

  it('moves to the search the form submits, which reads back as the same search', () => {
    fc.assert(
      fc.property(searchParams, scopeName, (params, name) => {
        const scope: SearchScope = scopes[name];
        const address = writeSearchParams(params, scope);
        const { result, unmount } = renderAt(address, scope);
        try {
          expect(searchOf(result.current.params, scope)).toEqual(searchOf(params, scope));
          act(() => {
            result.current.go(submitForm(address));
          });
          expect(result.current.location.pathname).toBe('/a/posts');
          expect(searchOf(result.current.params, scope)).toEqual({
            ...searchOf(params, scope),
            page: 1,
          });
          // Submitting the unchanged form again adds no history entry (the screen refetches).
          const settled = result.current.location.search;
          let moved = true;
          act(() => {
            moved = result.current.go(submitForm(settled));
          });
          expect(moved).toBe(false);
          expect(result.current.location.search).toBe(settled);
        } finally {
          unmount();
        }
      }),
      { numRuns: 60 },
    );
  });
});
