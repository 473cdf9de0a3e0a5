import { z } from 'zod';
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
  .trim()
  .min(1, 'must not be empty')
  .max(60, 'must be at most 60 characters')
  .regex(/^[^\s,][^,]*$/, 'must not contain commas')
  .superRefine(refineStorableText);

/** A language as imports carry it: en, vi, pt-BR. */
export const languageCodeSchema = z
  .string()
  .trim()
  .regex(/^[a-z]{2,3}(-[A-Za-z0-9]{2,8})?$/, 'must be a language code such as en, vi or pt-BR');

/** A two-letter country code, stored upper-case. */
export const countryCodeSchema = z
  .string()
  .trim()
  .regex(/^[A-Za-z]{2}$/, 'must be a two-letter country code')
  .transform((code) => code.toUpperCase());

/** A comma-separated list in a query parameter: each item checked, duplicates dropped. */
function commaList<T extends z.ZodType<string, string>>(item: T, max: number, what: string) {
  return z
    .string()
    .transform((value) =>
      value
        .split(',')
        .map((part) => part.trim())
        .filter(Boolean),
    )
    .refine((list) => list.length <= max, `must list at most ${max} ${what}`)
    .refine((list) => list.every((part) => item.safeParse(part).success), {
      message: `must be ${what}, comma-separated`,
    })
    .transform((list) => [...new Set(list.map((part) => item.parse(part) as string))]);
}

/** The audience filters of a post search: a post passes when it has one of each list given. */
export const audienceQueryShape = {
  /** Niches (tags): a post with any of them. */
  niches: commaList(nicheSchema, audienceLimits.niches, 'niches').optional(),
  /** Languages: a post in any of them. */
  languages: commaList(languageCodeSchema, audienceLimits.languages, 'language codes').optional(),
  /** Countries: a post targeting any of them. */
  countries: commaList(countryCodeSchema, audienceLimits.countries, 'country codes').optional(),
};
