import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  MAX_PREFIX_VALUES,
  MAX_QUERY_LENGTH,
  MAX_TERMS,
  normalizeHost,
  parseExcludeList,
  parseQuery,
} from './parse-query';

const fragments = fc.constantFrom(
  'page:',
  'p:',
  'site:',
  's:',
  'tag:',
  't:',
  'PAGE:',
  '"',
  ' ',
  ':',
  ',',
  'áo',
  'Thun',
  'ĐẸP',
  '😀',
  '\u0000',
  '\ud800',
  'https://www.x.shop/p',
  '\n',
);
const queryLike = fc
  .array(fc.oneof(fragments, fc.string()), { maxLength: 40 })
  .map((parts) => parts.join(''));

describe('parseQuery', () => {
  it('splits words, quoted phrases and prefixed values', () => {
    expect(
      parseQuery('áo thun page:"Nurse Life Co" s:https://www.NurseLife.shop/x t:nurse "y tá"'),
    ).toEqual({
      terms: [
        { text: 'áo', quoted: false },
        { text: 'thun', quoted: false },
        { text: 'y tá', quoted: true },
      ],
      pages: ['Nurse Life Co'],
      sites: ['nurselife.shop'],
      tags: ['nurse'],
      truncated: false,
    });
  });

  it('accepts long and short prefixes in any case, and several values of one prefix', () => {
    const query = parseQuery(
      'P:1048576 page:nurselifeco TAG:gift tag:"Y Tá" site:a.com SITE:b.com',
    );
    expect(query.pages).toEqual(['1048576', 'nurselifeco']);
    expect(query.tags).toEqual(['gift', 'Y Tá']);
    expect(query.sites).toEqual(['a.com', 'b.com']);
    expect(query.terms).toEqual([]);
  });

  it('lets an unclosed quote run to the end', () => {
    expect(parseQuery('shirt "áo thun').terms).toEqual([
      { text: 'shirt', quoted: false },
      { text: 'áo thun', quoted: true },
    ]);
    expect(parseQuery('page:"Nurse Life').pages).toEqual(['Nurse Life']);
  });

  it('drops empty prefixes, empty quotes and terms without a letter or digit', () => {
    expect(parseQuery('page: "" ... 😀 tag: s:/// --')).toEqual({
      terms: [],
      pages: [],
      sites: [],
      tags: [],
      truncated: false,
    });
  });

  it('treats unknown prefixes and colons inside words as words', () => {
    expect(parseQuery('foo:bar 10:30').terms.map((term) => term.text)).toEqual([
      'foo:bar',
      '10:30',
    ]);
  });

  it('limits the input and the number of terms and values', () => {
    expect(parseQuery('a '.repeat(400)).truncated).toBe(true);
    expect(parseQuery(Array.from({ length: 30 }, (_, i) => `w${i}`).join(' ')).terms).toHaveLength(
      MAX_TERMS,
    );
    const manyTags = parseQuery(Array.from({ length: 20 }, (_, i) => `t:x${i}`).join(' '));
    expect(manyTags.tags).toHaveLength(MAX_PREFIX_VALUES);
    expect(manyTags.truncated).toBe(true);
  });

  it('never throws and always returns a well-formed, bounded query (property)', () => {
    fc.assert(
      fc.property(fc.oneof(queryLike, fc.string({ unit: 'binary' }), fc.anything()), (input) => {
        const query = parseQuery(input);
        expect(query.terms.length).toBeLessThanOrEqual(MAX_TERMS);
        for (const list of [query.pages, query.sites, query.tags]) {
          expect(list.length).toBeLessThanOrEqual(MAX_PREFIX_VALUES);
          for (const value of list) expect(value.length).toBeLessThanOrEqual(MAX_QUERY_LENGTH);
        }
        for (const term of query.terms) expect(term.text.trim()).toBe(term.text);
        for (const site of query.sites) expect(site).toMatch(/^[a-z0-9.-]+$/);
      }),
      { numRuns: 2000 },
    );
  });

  it('parses what it is given back from its own parts (property)', () => {
    const word = fc.stringMatching(/^[a-zA-Z0-9áàảãạăắđêếôơưÁĐ]{1,8}$/);
    fc.assert(
      fc.property(
        fc.array(word, { maxLength: 8 }),
        fc.array(word, { maxLength: 3 }),
        (words, tags) => {
          const input = [...words, ...tags.map((tag) => `tag:"${tag}"`)].join(' ');
          const query = parseQuery(input);
          expect(query.terms.map((term) => term.text)).toEqual(words);
          expect(query.tags).toEqual([...new Set(tags)]);
        },
      ),
    );
  });
});

describe('normalizeHost', () => {
  it('keeps the host alone', () => {
    expect(normalizeHost('HTTPS://www.Shop.com:443/a?b#c')).toBe('shop.com');
    expect(normalizeHost('sub.shop.com')).toBe('sub.shop.com');
    expect(normalizeHost('áo.vn')).toBe('xn--o-tfa.vn');
    expect(normalizeHost('%%%')).toBe('');
  });
});

describe('parseExcludeList', () => {
  it('splits on commas and keeps phrases', () => {
    expect(parseExcludeList(' áo thun, ,sale,"free ship" , sale, !!')).toEqual([
      'áo thun',
      'sale',
      'free ship',
    ]);
    expect(parseExcludeList(undefined)).toEqual([]);
  });
});
