import type { FavoriteCategory } from '@postradar/contracts';
import type { Database } from '@postradar/db';
import { notFound } from '../../lib/app-error';
import { findCategory } from './category-repository';

/** One of the user's categories; another user's id answers as a missing one does. */
export async function requireCategory(
  db: Database,
  userId: string,
  id: number,
): Promise<FavoriteCategory> {
  const category = await findCategory(db, userId, id);
  if (!category) throw notFound('Favorite category not found.');
  return category;
}
