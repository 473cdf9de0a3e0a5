import type { FastifyInstance } from 'fastify';
import { requireUser } from '../auth/require-user';
import { getProgramme } from './get-programme';
import { joinProgramme } from './join-programme';
import { recordClick } from './record-click';
import { setPayoutEmail } from './set-payout-email';
import { setReferralCode } from './set-referral-code';

/** A signed-in user's place in the programme, asking to join it, and what members set. */
async function memberRoutes(app: FastifyInstance) {
  app.addHook('preValidation', requireUser);
  await app.register(getProgramme);
  await app.register(joinProgramme);
  await app.register(setPayoutEmail);
  await app.register(setReferralCode);
}

/**
 * The referral programme under /api/referral (docs/product.md, Referral programme): members earn
 * a share of their referrals' first purchases; the openings of their links are counted publicly.
 */
export async function referralModule(app: FastifyInstance) {
  await app.register(memberRoutes);
  await app.register(recordClick);
}
