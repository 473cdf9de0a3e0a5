import type { PixelSummary, PostDetailDto, PostDto } from '@postradar/contracts';
import type { Database } from '@postradar/db';
import { sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { isoTime, postByIdQuery, postsByIds, toPostDto, type PostRow } from './post-rows';
import { pixelsOfStores, storePixelsJson } from './store-pixels';

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

/** The most recent engagement points kept for a post's detail. */
const HISTORY_LIMIT = 2000;

interface PostDetailRow extends PostRow {
  pixels: PixelSummary[];
  history: PostDetailDto['history'];
}

/**
 * The latest HISTORY_LIMIT engagement points of post `id`, oldest first, as a JSON array of
 * engagement points, their times written as the post's own (isoTime).
 */
function engagementHistoryJson(id: SQL): SQL {
  const point = sql.raw(
    `json_build_object('at', ${isoTime('latest.at')}, 'reactions', latest.reactions, ` +
      `'comments', latest.comments, 'shares', latest.shares)`,
  );
  return sql`coalesce((
    select json_agg(${point} order by latest.at)
    from (select at, reactions, comments, shares from post_snapshots where post_id = ${id}
      order by at desc limit ${HISTORY_LIMIT}) as latest), '[]')`;
}

const dialect = new PgDialect();

/**
 * A post's detail in one statement (its row, its store's pixels and its history), prepared once
 * per connection: PostgreSQL plans it once instead of on every call, which cost several times
 * more than running it (decision 0049). Drizzle prepares its query builder's statements only;
 * its session prepares raw SQL the same way.
 */
function preparePostDetailQuery(db: Database) {
  const id = sql`${sql.placeholder('id')}`;
  const query = sql`select post.*,
      ${storePixelsJson(sql`post.domain_id::bigint`)} as pixels,
      ${engagementHistoryJson(id)} as history
    from (${postByIdQuery(id)}) as post`;
  return db._.session.prepareQuery(dialect.sqlToQuery(query), undefined, 'find_post_detail', false);
}

const postDetailQueries = new WeakMap<Database, ReturnType<typeof preparePostDetailQuery>>();

/** One post as the API shows it, with its engagement history; undefined when there is none. */
export async function findPostDetail(db: Database, id: number): Promise<PostDetailDto | undefined> {
  let query = postDetailQueries.get(db);
  if (!query) postDetailQueries.set(db, (query = preparePostDetailQuery(db)));
  // Both drivers answer with `{ rows }` (as selectRows reads them).
  const { rows } = (await query.execute({ id })) as { rows: PostDetailRow[] };
  const [row] = rows;
  return row && { ...toPostDto(row, row.pixels), history: row.history };
}
