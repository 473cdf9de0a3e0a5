import { referralCalls } from '@postradar/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeCall } from '../../lib/route-call';
import { currentAccount } from '../auth/require-user';
import { savePayoutEmail } from './member-repository';
import { readReferralProgramme } from './referral-programme';

/** PUT /api/referral/payout: the PayPal address a member's payouts go to (members only, else 409). */
export const setPayoutEmail: FastifyPluginAsyncZod = async (app) => {
  routeCall(app, referralCalls.setPayoutEmail, {
    handler: async (request) => {
      const { user } = currentAccount(request);
      await savePayoutEmail(app.db, user.id, request.body.email);
      return {
        success: true as const,
        data: await readReferralProgramme(app.db, app.config.referral, user),
      };
    },
  });
};
