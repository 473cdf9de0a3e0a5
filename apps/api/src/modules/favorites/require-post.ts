import { posts, type Database } from '@postradar/db';
import { eq } from 'drizzle-orm';
import { notFound } from '../../lib/app-error';

/** A post a collection call names must be in the corpus: 'Post not found.' otherwise. */
export async function requirePost(db: Database, postId: number): Promise<void> {
  const [found] = await db.select({ id: posts.id }).from(posts).where(eq(posts.id, postId));
  if (!found) throw notFound('Post not found.');
}
