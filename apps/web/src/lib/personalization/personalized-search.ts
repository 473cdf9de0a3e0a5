import type { Personalization, PersonalizationKind } from '@postradar/contracts';

/** The search parameters a personalization sets, named as GET /api/posts and the address name them. */
export const personalizedParamNames = ['niches', 'languages', 'countries', 'kind'] as const;
export type PersonalizedParamName = (typeof personalizedParamNames)[number];
export type PersonalizedParams = Partial<Record<PersonalizedParamName, string>>;

/** The post kind a search keeps for each choice (both keeps every post). */
const kindParams: Record<PersonalizationKind, string | undefined> = {
  posts: 'post',
  ads: 'ad',
  both: undefined,
};

export interface PersonalizedSearchOptions {
  /**
   * Whether the screen lets the search choose posts or ads (Posts, Trending); the Ads library
   * keeps ads whatever the personalization says.
   */
  withKind: boolean;
}

/**
 * The parameters the user's personalization adds to a new search (niches, languages and
 * countries comma-separated, and the kind where the screen has the choice), or null when it adds
 * none. The dashboard's links into Trending use the same ones.
 */
export function personalizedSearch(
  personalization: Personalization | undefined,
  { withKind }: PersonalizedSearchOptions,
): PersonalizedParams | null {
  if (!personalization) return null;
  const params: PersonalizedParams = {};
  if (personalization.niches.length > 0) params.niches = personalization.niches.join(',');
  if (personalization.languages.length > 0) params.languages = personalization.languages.join(',');
  if (personalization.countries.length > 0) params.countries = personalization.countries.join(',');
  const kind = withKind ? kindParams[personalization.kind] : undefined;
  if (kind) params.kind = kind;
  return Object.keys(params).length > 0 ? params : null;
}

/** A comma-separated list as a set to compare ('US, ca' is {'US', 'CA'} for countries). */
function listOf(value: string | undefined, name: PersonalizedParamName): Set<string> {
  const items = (value ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean)
    .map((item) => (name === 'countries' ? item.toUpperCase() : item.toLowerCase()));
  return new Set(items);
}

function isSameList(a: string | undefined, b: string | undefined, name: PersonalizedParamName) {
  const left = listOf(a, name);
  const right = listOf(b, name);
  return left.size === right.size && [...left].every((item) => right.has(item));
}

/**
 * Whether a search carries each parameter `personalized` sets, with the same values (in any order
 * and case), so that a screen may say the search is personalized. Other filters may come with it.
 */
export function isPersonalizedSearch(
  params: PersonalizedParams,
  personalized: PersonalizedParams,
): boolean {
  return personalizedParamNames.every(
    (name) =>
      personalized[name] === undefined || isSameList(params[name], personalized[name], name),
  );
}

/** The search without the parameters `personalized` sets (what the user chose beside them). */
export function withoutPersonalized<T extends PersonalizedParams>(
  params: T,
  personalized: PersonalizedParams,
): T {
  const isSet = (name: string) =>
    (personalizedParamNames as readonly string[]).includes(name) &&
    personalized[name as PersonalizedParamName] !== undefined;
  return Object.fromEntries(Object.entries(params).filter(([name]) => !isSet(name))) as T;
}
