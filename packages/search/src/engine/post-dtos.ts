import type { PostDto } from '@postradar/contracts';
import type { Database } from '@postradar/db';
import { postsByIds, toPostDto, type PostRow } from './post-rows';
import { pixelsOfStores } from './store-pixels';

/**
 * Rows of posts as the API shows them, each with the pixels its store loads: one more statement
 * for the whole page, however many rows it holds.
 */
export async function toPostDtos(db: Database, rows: readonly PostRow[]): Promise<PostDto[]> {
  const domainIds = new Set(rows.flatMap((row) => (row.domain_id === null ? [] : [row.domain_id])));
  const pixels = await pixelsOfStores(db, [...domainIds]);
  return rows.map((row) =>
    toPostDto(row, row.domain_id === null ? [] : (pixels.get(row.domain_id) ?? [])),
  );
}

/** The posts with these ids, as the API shows them, in no particular order. */
export async function findPosts(db: Database, ids: readonly number[]): Promise<PostDto[]> {
  return toPostDtos(db, await postsByIds(db, ids, []));
}
