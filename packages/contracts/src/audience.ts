import { z } from 'zod/mini';
import { commaList } from './comma-list';
import { refineStorableText } from './storable-text';

/**
 * Who a post speaks to: its niches (the post's tags, folded like words), its language and the
 * country it targets. A post search can keep only posts of some of each, and the user's
 * personalization stores the ones they care about (docs/product.md, Personalization).
 */

/** The most niches, languages and countries one search or one personalization names. */
export const audienceLimits = { niches: 20, languages: 10, countries: 30 } as const;

/** A niche: a tag of the corpus, matched as words are (case and accents ignored). */
export const nicheSchema = z
  .string()
  .check(
    z.trim(),
    z.minLength(1, 'must not be empty'),
    z.maxLength(60, 'must be at most 60 characters'),
    z.regex(/^[^\s,][^,]*$/, 'must not contain commas'),
    z.superRefine(refineStorableText),
  );

/** A language as imports carry it: en, vi, pt-BR. */
export const languageCodeSchema = z
  .string()
  .check(
    z.trim(),
    z.regex(/^[a-z]{2,3}(-[A-Za-z0-9]{2,8})?$/, 'must be a language code such as en, vi or pt-BR'),
  );

/** A two-letter country code, stored upper-case. */
export const countryCodeSchema = z.pipe(
  z.string().check(z.trim(), z.regex(/^[A-Za-z]{2}$/, 'must be a two-letter country code')),
  z.transform((code: string) => code.toUpperCase()),
);

/** The audience filters of a post search: a post passes when it has one of each list given. */
export const audienceQueryShape = {
  /** Niches (tags): a post with any of them. */
  niches: z.optional(commaList(nicheSchema, 'niches', audienceLimits.niches)),
  /** Languages: a post in any of them. */
  languages: z.optional(commaList(languageCodeSchema, 'language codes', audienceLimits.languages)),
  /** Countries: a post targeting any of them. */
  countries: z.optional(commaList(countryCodeSchema, 'country codes', audienceLimits.countries)),
};
