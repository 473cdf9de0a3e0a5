/**
 * Who is searching: what the user's own data adds to a post search. Today it adds nothing, and
 * every user gets the same results for the same search.
 *
 * The plan: the user's ignore lists (the posts, pages and domains a seller chose never to see
 * again) are applied here, in the engine, so that every caller of `searchPosts` (post search and
 * the posts of a page, domain or pixel) leaves them out without knowing about them. The viewer
 * will then carry the ignored post, page and domain ids, or `searchFilters` will read them as
 * subqueries of the ignore tables keyed by `userId`; either way they become
 * `PostSearchFilters.ignored`, which the SQL builder already applies (an anti-join per list,
 * tested with lists and subqueries) and which already stops the statistics from guaranteeing a
 * count (`guaranteedMatches`).
 */
export interface SearchViewer {
  /** The signed-in user (`users.id`). */
  userId: string;
}
