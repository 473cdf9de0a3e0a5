import { referralCalls } from '@postradar/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeCall } from '../../lib/route-call';
import { countClick } from './click-repository';

/**
 * POST /api/referral/clicks (public): a visitor opened a referral link. Counted for the code's
 * owner unless staff blocked them; limited per address, as anyone can call it.
 */
export const recordClick: FastifyPluginAsyncZod = async (app) => {
  routeCall(app, referralCalls.recordClick, {
    config: {
      rateLimit: { max: app.config.rateLimits.referralClicksPerMinute, timeWindow: '1 minute' },
    },
    handler: async (request) => ({
      success: true as const,
      data: { counted: await countClick(app.db, request.body.code) },
    }),
  });
};
