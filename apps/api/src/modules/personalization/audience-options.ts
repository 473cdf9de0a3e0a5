import type { PersonalizationOptions } from '@postradar/contracts';
import { foldText } from '@postradar/search';
import type { CorpusAudience } from './corpus-audience';

/** The most niches one answer lists. */
export const nichesShown = 60;

/**
 * What the personalization screen offers: the niches containing `q` (folded as the niches are:
 * case and accents ignored), up to nichesShown, and every language and country; the most posts
 * first, as counted.
 */
export function audienceOptions(
  audience: CorpusAudience,
  q: string | undefined,
): Omit<PersonalizationOptions, 'computedAt'> {
  const wanted = foldText(q ?? '');
  const niches = wanted
    ? audience.niches.filter((niche) => niche.value.includes(wanted))
    : audience.niches;
  return {
    niches: niches.slice(0, nichesShown),
    languages: audience.languages,
    countries: audience.countries,
  };
}
