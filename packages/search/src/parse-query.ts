/**
 * The query language of `q` (decision 0012): free words and quoted phrases, and the prefixes
 * page:/p:, site:/s:, tag:/t: with a bare or quoted value, in any order. The parser is total: any
 * string gives a query, never an exception; an unclosed quote runs to the end of the input.
 */

/** A word or a quoted phrase as typed; the database folds it (case, diacritics, punctuation). */
export interface QueryTerm {
  text: string;
  quoted: boolean;
}

export interface ParsedQuery {
  /** Free words and phrases, in the order typed; the search mode applies to these. */
  terms: QueryTerm[];
  /** page: values (a page's name words, its id or its username). Any of them may match. */
  pages: string[];
  /** site: values as hosts (lower case, no scheme, path or `www.`). Any of them may match. */
  sites: string[];
  /** tag: values. Any of them may match. */
  tags: string[];
  /** True when the input was cut to MAX_QUERY_LENGTH or terms/values beyond the limits dropped. */
  truncated: boolean;
}

export const MAX_QUERY_LENGTH = 500;
export const MAX_TERMS = 16;
export const MAX_PREFIX_VALUES = 10;

const prefixes: Record<string, 'pages' | 'sites' | 'tags'> = {
  page: 'pages',
  p: 'pages',
  site: 'sites',
  s: 'sites',
  tag: 'tags',
  t: 'tags',
};
const prefixPattern = /^(page|p|site|s|tag|t):/i;
/** Characters the database folds into a searchable word (see postradar_fold). */
const searchable = /[\p{Script=Latin}0-9]/u;

export function isSearchable(text: string): boolean {
  return searchable.test(text);
}

/** nurselife.shop from 'https://www.NurseLife.shop/products/x'; '' when nothing host-like remains. */
export function normalizeHost(value: string): string {
  let host = value.trim().toLowerCase();
  host = host.replace(/^[a-z][a-z0-9+.-]*:\/\//, '');
  host = host.replace(/[/?#].*$/, '').replace(/:\d*$/, '');
  if (/[^ -~]/.test(host)) {
    try {
      host = new URL(`http://${host}`).hostname;
    } catch {
      return '';
    }
  }
  host = host.replace(/[^a-z0-9.-]/g, '').replace(/^\.+|\.+$/g, '');
  return host.replace(/^www\./, '');
}

interface Token {
  prefix: 'pages' | 'sites' | 'tags' | null;
  value: string;
  quoted: boolean;
}

function isSpace(char: string) {
  return /\s/u.test(char);
}

/** Reads a quoted value starting after the opening quote; returns it and the index after it. */
function readQuoted(input: string, start: number): [string, number] {
  const end = input.indexOf('"', start);
  return end === -1 ? [input.slice(start), input.length] : [input.slice(start, end), end + 1];
}

function tokenize(input: string): Token[] {
  const tokens: Token[] = [];
  let index = 0;
  while (index < input.length) {
    const char = input.charAt(index);
    if (isSpace(char)) {
      index += 1;
      continue;
    }
    if (char === '"') {
      const [value, next] = readQuoted(input, index + 1);
      tokens.push({ prefix: null, value, quoted: true });
      index = next;
      continue;
    }
    const prefixMatch = prefixPattern.exec(input.slice(index, index + 5));
    if (prefixMatch?.[1]) {
      const prefix = prefixes[prefixMatch[1].toLowerCase()] ?? null;
      let cursor = index + prefixMatch[0].length;
      if (input.charAt(cursor) === '"') {
        const [value, next] = readQuoted(input, cursor + 1);
        tokens.push({ prefix, value, quoted: true });
        index = next;
        continue;
      }
      const start = cursor;
      while (cursor < input.length && !isSpace(input.charAt(cursor))) cursor += 1;
      tokens.push({ prefix, value: input.slice(start, cursor), quoted: false });
      index = cursor;
      continue;
    }
    const start = index;
    while (index < input.length && !isSpace(input.charAt(index)) && input.charAt(index) !== '"') {
      index += 1;
    }
    tokens.push({ prefix: null, value: input.slice(start, index), quoted: false });
  }
  return tokens;
}

function pushUnique(list: string[], value: string, limit: number): boolean {
  if (list.includes(value)) return true;
  if (list.length >= limit) return false;
  list.push(value);
  return true;
}

export function parseQuery(input: unknown): ParsedQuery {
  const text = typeof input === 'string' ? input : '';
  let limited = text.slice(0, MAX_QUERY_LENGTH);
  // Never cut a surrogate pair in two.
  if (text.length > MAX_QUERY_LENGTH && /[\uD800-\uDBFF]$/.test(limited)) {
    limited = limited.slice(0, -1);
  }
  const query: ParsedQuery = {
    terms: [],
    pages: [],
    sites: [],
    tags: [],
    truncated: text.length > MAX_QUERY_LENGTH,
  };
  for (const token of tokenize(limited)) {
    const value = token.value.trim().replace(/\s+/gu, ' ');
    if (token.prefix === 'sites') {
      const host = normalizeHost(value);
      if (host && !pushUnique(query.sites, host, MAX_PREFIX_VALUES)) query.truncated = true;
    } else if (token.prefix) {
      if (isSearchable(value) || (token.prefix === 'pages' && /\S/.test(value))) {
        if (!pushUnique(query[token.prefix], value, MAX_PREFIX_VALUES)) query.truncated = true;
      }
    } else if (isSearchable(value)) {
      if (query.terms.length < MAX_TERMS) query.terms.push({ text: value, quoted: token.quoted });
      else query.truncated = true;
    }
  }
  return query;
}

/** `exclude`: comma-separated keywords (each a word or a phrase); unsearchable entries dropped. */
export function parseExcludeList(input: unknown): string[] {
  if (typeof input !== 'string') return [];
  const keywords: string[] = [];
  for (const part of input.slice(0, MAX_QUERY_LENGTH).split(',')) {
    const keyword = part.replaceAll('"', ' ').trim().replace(/\s+/gu, ' ');
    if (isSearchable(keyword) && !keywords.includes(keyword)) keywords.push(keyword);
    if (keywords.length >= MAX_TERMS) break;
  }
  return keywords;
}
