/** The sorts whose meaning needs a word: trending and the three spikes. */
export const explainedSorts = [
  'trending',
  'mass_reactions',
  'mass_shares',
  'mass_comments',
] as const;
export type ExplainedSort = (typeof explainedSorts)[number];

export function isExplainedSort(sort: string | null | undefined): sort is ExplainedSort {
  return (explainedSorts as readonly (string | null | undefined)[]).includes(sort);
}
