import type { FavoriteCategory } from '@postradar/contracts';

/** The search as the API would store it as a name: trimmed, compared case-insensitively. */
const fold = (text: string) => text.trim().toLocaleLowerCase();

/**
 * The categories whose name holds the search, and the name to offer creating: the search itself
 * when no category has exactly that name (none for an empty search).
 */
export function matchCategories(
  categories: readonly FavoriteCategory[],
  search: string,
): { matches: FavoriteCategory[]; newName: string | null } {
  const wanted = fold(search);
  if (!wanted) return { matches: [...categories], newName: null };
  const matches = categories.filter((category) => fold(category.name).includes(wanted));
  const isTaken = matches.some((category) => fold(category.name) === wanted);
  return { matches, newName: isTaken ? null : search.trim() };
}
