import type { ReferralProgramme } from '@postradar/contracts';
import type { Database } from '@postradar/db';
import type { ReferralTerms } from '../../config';
import { findMemberWithFigures, referralCurrency, type MemberWithFigures } from './member-figures';

/**
 * A user's place in the programme as GET /api/referral answers it: the figures for an accepted
 * member only (none for a user waiting, turned down or blocked).
 */
export function toReferralProgramme(
  member: MemberWithFigures | undefined,
  code: string,
  terms: ReferralTerms,
): ReferralProgramme {
  return {
    status: member?.status ?? 'none',
    code,
    joinedAt: member ? member.joinedAt.toISOString() : null,
    payoutEmail: member?.payoutEmail ?? null,
    commissionPercent: terms.commissionPercent,
    holdDays: terms.holdDays,
    earnings:
      member?.status === 'accepted'
        ? {
            clicks: member.clicks,
            referrals: member.referrals,
            conversions: member.conversions,
            pending: member.pending,
            earned: member.earned,
            paid: member.paid,
            currency: referralCurrency,
          }
        : null,
  };
}

/** The user's place in the programme, read now (one statement). */
export async function readReferralProgramme(
  db: Database,
  terms: ReferralTerms,
  user: { id: string; affiliateCode: string },
): Promise<ReferralProgramme> {
  const member = await findMemberWithFigures(db, terms, user.id);
  return toReferralProgramme(member, user.affiliateCode, terms);
}
