import {
  collectionLimits,
  type FavoriteItem,
  type FavoriteListQuery,
  type FavoriteState,
} from '@postradar/contracts';
import { favoriteCategories, favorites, posts, selectRows, type Database } from '@postradar/db';
import { offsetOf, pageOf, type PageOf } from '@postradar/search';
import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import { withPostCards } from '../../lib/with-post-cards';
import { limitReached } from '../../lib/collection-errors';
import { lockUserRow } from '../../lib/lock-user-row';

/**
 * Saves the posts into one of the user's categories in one statement: posts already there and
 * posts that do not exist are skipped, and nothing is saved when the new ones would take the
 * user past the favorites limit. Returns how many were added and the category's count after.
 */
export async function savePosts(
  db: Database,
  userId: string,
  categoryId: number,
  postIds: readonly number[],
): Promise<{ added: number; postCount: number }> {
  const idList = `{${postIds.join(',')}}`;
  return db.transaction(async (tx) => {
    await lockUserRow(tx, userId);
    const [counts] = await selectRows<{ saved: number; fresh: number }>(
      tx,
      sql`select
        (select count(*)::int from ${favorites} where ${favorites.userId} = ${userId}) as saved,
        (select count(*)::int from ${posts} where ${posts.id} = any(${idList}::bigint[]) and not exists (
          select 1 from ${favorites}
          where ${favorites.categoryId} = ${categoryId} and ${favorites.postId} = ${posts.id}
        )) as fresh`,
    );
    if ((counts?.saved ?? 0) + (counts?.fresh ?? 0) > collectionLimits.favorites)
      throw limitReached('favorites');
    const added = await selectRows<{ post_id: number }>(
      tx,
      sql`insert into favorites (category_id, post_id, user_id)
        select ${favoriteCategories.id}, ${posts.id}, ${favoriteCategories.userId}
        from ${favoriteCategories} join ${posts} on ${posts.id} = any(${idList}::bigint[])
        where ${favoriteCategories.id} = ${categoryId} and ${favoriteCategories.userId} = ${userId}
        on conflict do nothing
        returning post_id`,
    );
    const [held] = await tx
      .select({ total: count() })
      .from(favorites)
      .where(eq(favorites.categoryId, categoryId));
    return { added: added.length, postCount: held?.total ?? 0 };
  });
}

/** Takes the post out of one of the user's categories. */
export async function removeFromCategoryRow(
  db: Database,
  userId: string,
  categoryId: number,
  postId: number,
): Promise<void> {
  await db
    .delete(favorites)
    .where(
      and(
        eq(favorites.userId, userId),
        eq(favorites.categoryId, categoryId),
        eq(favorites.postId, postId),
      ),
    );
}

/** Takes the post out of every category of the user. */
export async function removeFromAllCategories(
  db: Database,
  userId: string,
  postId: number,
): Promise<void> {
  await db.delete(favorites).where(and(eq(favorites.userId, userId), eq(favorites.postId, postId)));
}

/** Where the user has saved the post: the ids of the categories holding it. */
export async function favoriteStateOf(
  db: Database,
  userId: string,
  postId: number,
): Promise<FavoriteState> {
  const rows = await db
    .select({ categoryId: favorites.categoryId })
    .from(favorites)
    .where(and(eq(favorites.userId, userId), eq(favorites.postId, postId)))
    .orderBy(asc(favorites.categoryId));
  return { postId: String(postId), categoryIds: rows.map((row) => String(row.categoryId)) };
}

/** One page of the user's saved posts, newest first, of one category or of all. */
export async function findFavorites(
  db: Database,
  userId: string,
  query: FavoriteListQuery,
): Promise<PageOf<FavoriteItem>> {
  const where = and(
    eq(favorites.userId, userId),
    query.categoryId === undefined ? undefined : eq(favorites.categoryId, Number(query.categoryId)),
  );
  const [rows, [counted]] = await Promise.all([
    db
      .select({
        postId: favorites.postId,
        categoryId: favorites.categoryId,
        createdAt: favorites.createdAt,
      })
      .from(favorites)
      .where(where)
      .orderBy(desc(favorites.createdAt), desc(favorites.postId), asc(favorites.categoryId))
      .limit(query.perPage)
      .offset(offsetOf(query)),
    db.select({ total: count() }).from(favorites).where(where),
  ]);
  const docs = await withPostCards(db, rows, (row, post) => ({
    post,
    categoryId: String(row.categoryId),
    savedAt: row.createdAt.toISOString(),
  }));
  return pageOf(docs, query, { total: counted?.total ?? 0, totalCapped: false });
}
