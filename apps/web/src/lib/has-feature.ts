/** Scope names the web app checks (docs/product.md, Features and scopes). */
export const scopes = {
  admin: 'admin',
  adminWorker: 'admin-worker',
  superAdmin: 'super-admin',
  teamMaster: 'team-master',
  trial: 'trial',
} as const;

/**
 * A feature check passes if the scope list contains the feature or one of the
 * alternative scopes.
 */
export function hasFeature(
  userScopes: readonly string[] | null | undefined,
  feature: string,
  alternatives: readonly string[] = [],
): boolean {
  if (!userScopes || userScopes.length === 0) return false;
  return userScopes.includes(feature) || alternatives.some((scope) => userScopes.includes(scope));
}
