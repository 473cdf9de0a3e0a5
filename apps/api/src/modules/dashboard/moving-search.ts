import {
  dashboardBlockSize,
  type MovingSort,
  type Personalization,
  type PersonalizationKind,
  type PostSearchQuery,
} from '@postradar/contracts';

/** The kind of post a personalization keeps: both is no filter. */
const postKindOf: Record<PersonalizationKind, PostSearchQuery['kind']> = {
  posts: 'post',
  ads: 'ad',
  both: undefined,
};

/** Whether the personalization narrows anything. */
export function isPersonalized(personalization: Personalization): boolean {
  const { niches, languages, countries, kind } = personalization;
  return niches.length + languages.length + countries.length > 0 || kind !== 'both';
}

/**
 * The post search of a moving-today block: the first cards by the sort, within the user's niches,
 * languages, countries and kind of posts (a list left empty is no filter).
 */
export function movingSearch(sort: MovingSort, personalization: Personalization): PostSearchQuery {
  const { niches, languages, countries, kind } = personalization;
  return {
    mode: 'all',
    sort,
    page: 1,
    perPage: dashboardBlockSize,
    ...(niches.length > 0 && { niches }),
    ...(languages.length > 0 && { languages }),
    ...(countries.length > 0 && { countries }),
    ...(postKindOf[kind] && { kind: postKindOf[kind] }),
  };
}
