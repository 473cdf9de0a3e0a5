import { getTableColumns, sql } from 'drizzle-orm';
import type { Database } from '../create-db';
import { postContents, type NewPostContent } from '../schema/post-contents';
import { posts, type NewPost } from '../schema/posts';

/** A post as a test describes it: the columns of `posts` and of its `post_contents` row. */
export type TestPost = Omit<NewPost, 'messageFolded' | 'tagKeys'> & Omit<NewPostContent, 'postId'>;

const contentKeys = new Set(Object.keys(getTableColumns(postContents)));

/**
 * Stores posts as the importer does: the folded message and tag keys computed by the database's
 * own functions from the message and tags, and each post's contents beside it (decision 0026).
 */
export async function insertTestPosts(db: Database, rows: TestPost[]) {
  if (rows.length === 0) return [];
  const split = rows.map((row) => {
    const entries = Object.entries(row);
    return {
      post: Object.fromEntries(entries.filter(([key]) => !contentKeys.has(key))) as NewPost,
      content: Object.fromEntries(entries.filter(([key]) => contentKeys.has(key))) as Omit<
        NewPostContent,
        'postId'
      >,
    };
  });
  const stored = await db
    .insert(posts)
    .values(
      split.map(({ post, content }) => ({
        ...post,
        messageFolded: sql`postradar_fold(${content.message ?? ''})`,
        tagKeys: sql`postradar_fold_all(array[${sql.join(
          (content.tags ?? []).map((tag) => sql`${tag}`),
          sql`, `,
        )}]::text[])`,
      })),
    )
    .returning();
  const idOf = new Map(stored.map((post) => [post.networkId, post.id]));
  await db
    .insert(postContents)
    .values(
      split.map(({ post, content }) => ({ ...content, postId: idOf.get(post.networkId) ?? 0 })),
    );
  return stored;
}
