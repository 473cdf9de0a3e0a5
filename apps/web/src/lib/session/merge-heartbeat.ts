import type { User } from './user';

export interface AccessRights {
  roles: readonly string[];
  scopes: readonly string[];
}

function sameSet(a: readonly string[], b: readonly string[]): boolean {
  if (a.length !== b.length) return false;
  const set = new Set(a);
  return b.every((item) => set.has(item));
}

/**
 * A heartbeat that finds changed roles or scopes replaces them in the stored user.
 * Returns the updated user, or null when nothing changed (the order of a list does not count).
 */
export function mergeHeartbeat(user: User, rights: AccessRights): User | null {
  const isRolesChanged = !sameSet(user.roles, rights.roles);
  const isScopesChanged = !sameSet(user.scopes, rights.scopes);
  if (!isRolesChanged && !isScopesChanged) return null;
  return {
    ...user,
    ...(isRolesChanged && { roles: [...rights.roles] }),
    ...(isScopesChanged && { scopes: [...rights.scopes] }),
  };
}
