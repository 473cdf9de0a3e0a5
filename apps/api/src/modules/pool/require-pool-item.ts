import type { PoolItem } from '@postradar/contracts';
import type { Database } from '@postradar/db';
import { notFound } from '../../lib/app-error';
import { findPoolItem } from './pool-repository';

/** The post as it is on the pool: 'Post is not on the pool.' when it is not there. */
export async function requirePoolItem(
  db: Database,
  ownerId: string,
  postId: number,
): Promise<PoolItem> {
  const item = await findPoolItem(db, ownerId, postId);
  if (!item) throw notFound('Post is not on the pool.');
  return item;
}
