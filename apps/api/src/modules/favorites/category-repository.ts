import { collectionLimits, type FavoriteCategory } from '@postradar/contracts';
import { favoriteCategories, favorites, type Database } from '@postradar/db';
import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import { limitReached } from '../../lib/collection-errors';
import { lockUserRow } from '../../lib/lock-user-row';

/** The name the default category gets when it is created; the user may rename it. */
export const defaultCategoryName = 'Favorites';

const postCount = sql<number>`(select count(*)::int from ${favorites} where ${favorites.categoryId} = ${favoriteCategories.id})`;

/** Whether the category holds the post (false when no post is named). */
function holdsPost(postId: number | undefined) {
  return postId === undefined
    ? sql<boolean>`false`
    : sql<boolean>`exists (select 1 from ${favorites} where ${favorites.categoryId} = ${favoriteCategories.id} and ${favorites.postId} = ${postId})`;
}

function categoryColumns(postId?: number) {
  return {
    id: favoriteCategories.id,
    name: favoriteCategories.name,
    isDefault: favoriteCategories.isDefault,
    createdAt: favoriteCategories.createdAt,
    updatedAt: favoriteCategories.updatedAt,
    postCount,
    hasPost: holdsPost(postId),
  };
}

interface CategoryRow {
  id: number;
  name: string;
  isDefault: boolean;
  createdAt: Date;
  updatedAt: Date;
  postCount: number;
  hasPost: boolean;
}

function toFavoriteCategory(row: CategoryRow): FavoriteCategory {
  return {
    _id: String(row.id),
    name: row.name,
    isDefault: row.isDefault,
    postCount: row.postCount,
    hasPost: row.hasPost,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** `%`, `_` and `\` taken literally in a LIKE pattern. */
function likeLiteral(value: string) {
  return value.replace(/[\\%_]/g, (char) => `\\${char}`);
}

const ownedBy = (userId: string, id: number) =>
  and(eq(favoriteCategories.id, id), eq(favoriteCategories.userId, userId));

/**
 * The user's default category, created on first need. Two requests creating it at once end with
 * one: the second insert meets the one-default index and does nothing, then both read it.
 */
export async function ensureDefaultCategory(db: Database, userId: string): Promise<number> {
  const findDefault = async () => {
    const [found] = await db
      .select({ id: favoriteCategories.id })
      .from(favoriteCategories)
      .where(and(eq(favoriteCategories.userId, userId), eq(favoriteCategories.isDefault, true)));
    return found?.id;
  };
  const existing = await findDefault();
  if (existing !== undefined) return existing;
  await db
    .insert(favoriteCategories)
    .values({ userId, name: defaultCategoryName, isDefault: true })
    .onConflictDoNothing();
  const created = await findDefault();
  if (created === undefined) throw new Error('the default favorite category was not created');
  return created;
}

/** The user's categories, default first then by name, `q` matching part of the name. */
export async function findCategories(
  db: Database,
  userId: string,
  filter: { q?: string; postId?: number },
): Promise<FavoriteCategory[]> {
  const rows = await db
    .select(categoryColumns(filter.postId))
    .from(favoriteCategories)
    .where(
      and(
        eq(favoriteCategories.userId, userId),
        filter.q
          ? sql`${favoriteCategories.name} ilike ${`%${likeLiteral(filter.q)}%`}`
          : undefined,
      ),
    )
    .orderBy(
      desc(favoriteCategories.isDefault),
      sql`lower(${favoriteCategories.name})`,
      asc(favoriteCategories.id),
    );
  return rows.map(toFavoriteCategory);
}

/** One of the user's categories with its count; undefined for another user's or a missing id. */
export async function findCategory(
  db: Database,
  userId: string,
  id: number,
): Promise<FavoriteCategory | undefined> {
  const [row] = await db
    .select(categoryColumns())
    .from(favoriteCategories)
    .where(ownedBy(userId, id));
  return row && toFavoriteCategory(row);
}

/**
 * Adds a category after the default one (created first if needed), unless the user already has
 * as many as the limit. A name the user already has raises a unique violation.
 */
export async function insertCategory(
  db: Database,
  userId: string,
  name: string,
): Promise<FavoriteCategory> {
  return db.transaction(async (tx) => {
    await lockUserRow(tx, userId);
    await ensureDefaultCategory(tx, userId);
    const [held] = await tx
      .select({ total: count() })
      .from(favoriteCategories)
      .where(eq(favoriteCategories.userId, userId));
    if ((held?.total ?? 0) >= collectionLimits.favoriteCategories)
      throw limitReached('favoriteCategories');
    const [created] = await tx.insert(favoriteCategories).values({ userId, name }).returning();
    if (!created) throw new Error('the favorite category was not created');
    return toFavoriteCategory({ ...created, postCount: 0, hasPost: false });
  });
}

/** Renames one of the user's categories; false when it is not theirs or does not exist. */
export async function updateCategoryName(
  db: Database,
  userId: string,
  id: number,
  name: string,
): Promise<boolean> {
  const updated = await db
    .update(favoriteCategories)
    .set({ name, updatedAt: new Date() })
    .where(ownedBy(userId, id))
    .returning({ id: favoriteCategories.id });
  return updated.length > 0;
}

/** Deletes one of the user's categories that is not the default; its favorites go with it. */
export async function deleteCategoryRow(db: Database, userId: string, id: number) {
  const deleted = await db
    .delete(favoriteCategories)
    .where(and(ownedBy(userId, id), eq(favoriteCategories.isDefault, false)))
    .returning({ id: favoriteCategories.id });
  return deleted.length > 0;
}
