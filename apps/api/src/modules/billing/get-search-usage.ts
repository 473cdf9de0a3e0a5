import { billingCalls } from '@postradar/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeCall } from '../../lib/route-call';
import { currentAccount } from '../auth/require-user';
import { searchAllowance, searchDay, searchDayEnd, searchesOn } from './trial-limits';

/**
 * GET /payment/usage: the searches counted today (UTC) against the running plan's allowance, as
 * the searches themselves are held to it (no limit: null), and when the next day's starts.
 */
export const getSearchUsage: FastifyPluginAsyncZod = async (app) => {
  routeCall(app, billingCalls.usage, {
    handler: async (request) => {
      const { user, rights } = currentAccount(request);
      const day = searchDay(new Date());
      return {
        success: true as const,
        data: {
          day,
          resetsAt: searchDayEnd(day).toISOString(),
          searchesToday: await searchesOn(app.db, user.id, day),
          ...searchAllowance(rights),
        },
      };
    },
  });
};
