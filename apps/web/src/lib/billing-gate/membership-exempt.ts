/** Roles that see gated content without a running membership. */
const membershipExemptRoles = new Set([
  'super-admin',
  'admin',
  'mod',
  'admin-worker',
  'idea-mod',
  'group-mod',
  'beta-checktm',
]);

/** Whether the roles see gated content without a running membership. */
export function isMembershipExempt(roles: readonly string[] = []): boolean {
  return roles.some((role) => membershipExemptRoles.has(role));
}
