import type { SearchType } from './ads-archive-vocabulary';
import type { FakeArchivedAd } from './fake-archived-ad';

/** The words of a text, lower-case: runs of letters and digits. */
const wordsOf = (text: string): string[] => text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];

/** Whether `words` holds `phrase` as consecutive words. */
function containsPhrase(words: string[], phrase: string[]): boolean {
  return words.some((_, start) => phrase.every((word, i) => words[start + i] === word));
}

/**
 * Whether the ad's texts (bodies, link titles, descriptions and captions) answer `search_terms`:
 * unordered, every word appears somewhere; exact phrase, the words appear in a row in one text.
 * Case does not matter.
 */
export function matchesSearchTerms(
  ad: FakeArchivedAd,
  searchTerms: string,
  searchType: SearchType,
): boolean {
  const texts = [
    ...(ad.ad_creative_bodies ?? []),
    ...(ad.ad_creative_link_titles ?? []),
    ...(ad.ad_creative_link_descriptions ?? []),
    ...(ad.ad_creative_link_captions ?? []),
  ].map(wordsOf);
  const wanted = wordsOf(searchTerms);
  if (searchType === 'KEYWORD_EXACT_PHRASE') {
    return texts.some((words) => containsPhrase(words, wanted));
  }
  const present = new Set(texts.flat());
  return wanted.every((word) => present.has(word));
}
