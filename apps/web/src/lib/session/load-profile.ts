import { userCalls } from '@postradar/contracts';
import { api } from '../api';
import { userSchema, type User } from './user';

/** GET /api/user/profile (never from a cache), validated against the contract. */
export async function loadProfile(): Promise<User> {
  const profile = await api.call(userCalls.profile);
  return userSchema.parse(profile);
}
