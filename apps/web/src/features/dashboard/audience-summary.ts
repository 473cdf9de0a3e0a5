import type { Personalization } from '@postradar/contracts';
import type { Language } from '@postradar/i18n';
import { countryName, languageName } from '../../lib/personalization/audience-names';

/**
 * The user's niches, languages and countries in a line, each list by name
 * ('nurse, dog mom · English · United States'); empty lists are left out.
 */
export function audienceSummary(
  audience: Pick<Personalization, 'niches' | 'languages' | 'countries'>,
  language: Language,
): string {
  return [
    audience.niches,
    audience.languages.map((code) => languageName(code, language)),
    audience.countries.map((code) => countryName(code, language)),
  ]
    .filter((list) => list.length > 0)
    .map((list) => list.join(', '))
    .join(' · ');
}
