import { z } from 'zod/mini';
import { audienceLimits, countryCodeSchema, languageCodeSchema, nicheSchema } from './audience';
import { successEnvelope } from './envelope';
import { searchText } from './research';

/** Whether the user researches organic posts, ads or both. */
export const personalizationKinds = ['posts', 'ads', 'both'] as const;
export type PersonalizationKind = (typeof personalizationKinds)[number];

function distinctList<T extends z.ZodMiniType<string, string>>(item: T, max: number, what: string) {
  return z.pipe(
    z.array(item).check(z.maxLength(max, `must list at most ${max} ${what}`)),
    z.transform((list: z.output<T>[]) => [...new Set(list)]),
  );
}

/** What the user asks Trending, the dashboard and a new search to show by default. */
export const personalizationBodySchema = z.object({
  niches: distinctList(nicheSchema, audienceLimits.niches, 'niches'),
  languages: distinctList(languageCodeSchema, audienceLimits.languages, 'languages'),
  countries: distinctList(countryCodeSchema, audienceLimits.countries, 'countries'),
  kind: z.enum(personalizationKinds, { message: 'must be posts, ads or both' }),
});
export type PersonalizationBody = z.output<typeof personalizationBodySchema>;

export const personalizationSchema = z.object({
  niches: z.array(z.string()),
  languages: z.array(z.string()),
  countries: z.array(z.string()),
  kind: z.enum(personalizationKinds),
  /** When the user last saved it; null for a user who never did (the dashboard welcomes them). */
  updatedAt: z.nullable(z.string()),
});
export type Personalization = z.infer<typeof personalizationSchema>;
export const personalizationResponseSchema = successEnvelope(personalizationSchema);

/** GET /api/personalization/options: niches whose name contains `q`. */
export const personalizationOptionsQuerySchema = z.object({ q: z.optional(searchText(60)) });

const optionSchema = z.object({
  /** The niche as searches name it, a language code or a country code. */
  value: z.string(),
  /** Posts of the corpus with it. */
  posts: z.int(),
});
export type PersonalizationOption = z.infer<typeof optionSchema>;

/** What the corpus holds to choose from, the most posts first. */
export const personalizationOptionsSchema = z.object({
  /** Up to 60 niches (those containing `q` when given). */
  niches: z.array(optionSchema),
  languages: z.array(optionSchema),
  countries: z.array(optionSchema),
  /** When these counts were taken. */
  computedAt: z.string(),
});
export type PersonalizationOptions = z.infer<typeof personalizationOptionsSchema>;
export const personalizationOptionsResponseSchema = successEnvelope(personalizationOptionsSchema);
