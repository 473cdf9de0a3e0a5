import type { Database, User } from '@postradar/db';
import { AppError } from '../../lib/app-error';
import { findUserById } from './user-repository';

/** The user row of a valid token; a deleted account is treated as signed out. */
export async function requireExistingUser(db: Database, userId: string): Promise<User> {
  const user = await findUserById(db, userId);
  if (!user) throw new AppError('UNAUTHENTICATED', 'Please sign in.');
  return user;
}
