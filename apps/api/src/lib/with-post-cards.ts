import type { PostDto } from '@postradar/contracts';
import { users, type Database } from '@postradar/db';
import { findPosts } from '@postradar/search/engine';

/**
 * The items of a list of posts (favorites, the pool, ideas): each row joined to its post's card,
 * in the rows' order. A row whose post is gone meanwhile is left out.
 */
export async function withPostCards<Row extends { postId: number }, Item>(
  db: Database,
  rows: readonly Row[],
  toItem: (row: Row, post: PostDto) => Item,
): Promise<Item[]> {
  const found = await findPosts(db, [...new Set(rows.map((row) => row.postId))]);
  const postsById = new Map(found.map((post) => [post._id, post]));
  return rows.flatMap((row) => {
    const post = postsById.get(String(row.postId));
    return post ? [toItem(row, post)] : [];
  });
}

/** The columns of who added an item, from `users` left-joined on the item's adder. */
export const adderColumns = { adderName: users.name, adderAvatar: users.avatarUrl };

/** Who added an item, or null once their account is gone. */
export function addedBy(row: { adderName: string | null; adderAvatar: string | null }) {
  return row.adderName === null ? null : { name: row.adderName, avatar: row.adderAvatar };
}
