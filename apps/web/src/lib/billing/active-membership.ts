import type { MembershipDto } from '@postradar/contracts';

/** A membership that still gives access (one that ended counts as none). */
export function isActiveMembership(
  membership: MembershipDto | null | undefined,
): membership is MembershipDto {
  return membership != null && !membership.isExpired;
}
