import { referralCalls } from '@postradar/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeCall } from '../../lib/route-call';
import { currentAccount } from '../auth/require-user';
import { readReferralProgramme } from './referral-programme';

/** GET /api/referral: the user's place in the referral programme and, once accepted, its figures. */
export const getProgramme: FastifyPluginAsyncZod = async (app) => {
  routeCall(app, referralCalls.programme, {
    handler: async (request) => {
      const { user } = currentAccount(request);
      return {
        success: true as const,
        data: await readReferralProgramme(app.db, app.config.referral, user),
      };
    },
  });
};
