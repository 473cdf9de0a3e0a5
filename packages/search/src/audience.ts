import { isSearchable } from './parse-query';

/**
 * Who a post speaks to, as the post search's audience filters read it (docs/product.md): its
 * niches (tags), its language and the country it targets.
 */

/**
 * The niches that can match a tag: those holding a letter or digit, as `tag:` values must (one
 * that folds to nothing matches no post, rather than the tags that fold to nothing too).
 */
export function searchableNiches(niches: readonly string[]): string[] {
  return niches.filter(isSearchable);
}

/**
 * A language tag in its usual case, whatever case or separator it came with (`EN` -> `en`,
 * `pt_br` -> `pt-BR`, `zh-hant` -> `zh-Hant`, `es-419`): how the importer stores a post's language
 * (migration 0019 rewrote the stored ones so) and how the search reads its `languages`, so that
 * `pt-br` finds the posts in `pt-BR`.
 */
export function languageTag(code: string): string {
  const [language = '', subtag] = code.trim().replace('_', '-').split('-');
  if (subtag === undefined) return language.toLowerCase();
  return `${language.toLowerCase()}-${subtagCase(subtag)}`;
}

/** A region (two letters) upper-case, a script (four letters) capitalised, anything else lower. */
function subtagCase(subtag: string): string {
  if (subtag.length === 2) return subtag.toUpperCase();
  if (subtag.length === 4) return subtag.charAt(0).toUpperCase() + subtag.slice(1).toLowerCase();
  return subtag.toLowerCase();
}
