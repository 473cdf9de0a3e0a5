import { referralCalls } from '@postradar/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeCall } from '../../lib/route-call';
import { currentAccount } from '../auth/require-user';
import { saveAffiliateCode } from './member-repository';
import { readReferralProgramme } from './referral-programme';

/**
 * PUT /api/referral/code: a member's new code for their link (members only; a code another user
 * has, in any case, is refused with 409). Links with the old code stop crediting them.
 */
export const setReferralCode: FastifyPluginAsyncZod = async (app) => {
  routeCall(app, referralCalls.setCode, {
    handler: async (request) => {
      const { user } = currentAccount(request);
      const { code } = request.body;
      await saveAffiliateCode(app.db, user.id, code);
      return {
        success: true as const,
        data: await readReferralProgramme(app.db, app.config.referral, {
          id: user.id,
          affiliateCode: code,
        }),
      };
    },
  });
};
