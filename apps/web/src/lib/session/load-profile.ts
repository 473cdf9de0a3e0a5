import { unwrap } from '@postradar/api-client';
import { paths, userProfileResponseSchema } from '@postradar/contracts';
import { api } from '../api';
import { userSchema, type User } from './user';

/** GET /api/user/profile (cache-busted, SPEC section 7), validated against the contract. */
export async function loadProfile(): Promise<User> {
  const profile = await api.main
    .get(paths.userProfile, { params: { _: Date.now() } })
    .then(unwrap(userProfileResponseSchema));
  return userSchema.parse(profile);
}
