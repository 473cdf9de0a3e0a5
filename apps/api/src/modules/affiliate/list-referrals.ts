import { affiliateCalls } from '@postradar/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeCall } from '../../lib/route-call';
import { currentAccount } from '../auth/require-user';
import { countReferrals, findReferrals } from './referral-repository';

/**
 * GET /api/affiliate: a page of the users who signed up through the signed-in user's link, newest
 * first, with how many there are and how many of them paid. A page past the end is empty.
 */
export const listReferrals: FastifyPluginAsyncZod = async (app) => {
  routeCall(app, affiliateCalls.referrals, {
    handler: async (request) => {
      const { user } = currentAccount(request);
      const { page, limit } = request.query;
      const [affiliates, { total, purchases }] = await Promise.all([
        findReferrals(app.db, user, { offset: (page - 1) * limit, limit }),
        countReferrals(app.db, user.id),
      ]);
      return {
        success: true as const,
        data: { affiliates, pages: Math.ceil(total / limit), page, limit, total, purchases },
      };
    },
  });
};
