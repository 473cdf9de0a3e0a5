import { offerCalls } from '@postradar/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeCall } from '../../lib/route-call';
import { currentUser } from '../auth/require-user';
import { isPayingMember } from './is-paying-member';
import { findSubmissionTime } from './offer-submission-repository';
import { runningOfferEnd } from './running-offer';

/**
 * GET /api/offer: the limited-time offer running now (null when none), whether it is for this
 * user (not for one paying for a plan now) and when they answered it.
 */
export const getOffer: FastifyPluginAsyncZod = async (app) => {
  routeCall(app, offerCalls.offer, {
    handler: async (request) => {
      const offerEndsAt = runningOfferEnd(app.config);
      if (!offerEndsAt) return { success: true as const, data: null };
      const { userId } = currentUser(request);
      const [isPaying, submittedAt] = await Promise.all([
        isPayingMember(app.db, userId),
        findSubmissionTime(app.db, { userId, offerEndsAt }),
      ]);
      return {
        success: true as const,
        data: {
          endsAt: offerEndsAt.toISOString(),
          isForUser: !isPaying,
          submittedAt: submittedAt?.toISOString() ?? null,
        },
      };
    },
  });
};
