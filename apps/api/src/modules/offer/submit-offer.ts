import { offerCalls } from '@postradar/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error';
import { routeCall } from '../../lib/route-call';
import { currentUser } from '../auth/require-user';
import { storeSubmissionOnce } from './offer-submission-repository';
import { requireRunningOfferEnd } from './running-offer';

/** Answers to the offer one user may send (valid or not) in this window; the form sends one. */
const submissionsPerUser = { max: 10, timeWindow: '10 minutes' };

/**
 * POST /api/offer/submissions: stores the user's e-mail and phone or social-network contact for
 * the offer running now ('No offer is running now.' otherwise). A second answer to the same offer
 * changes nothing and answers when the first was stored.
 */
export const submitOffer: FastifyPluginAsyncZod = async (app) => {
  routeCall(app, offerCalls.submitOffer, {
    config: {
      rateLimit: {
        ...submissionsPerUser,
        // Counted per user, once requireUser (a preValidation hook of the module) knows them.
        hook: 'preValidation',
        keyGenerator: (request) => currentUser(request).userId,
        errorResponseBuilder: () =>
          new AppError(
            'RATE_LIMITED',
            'Too many answers to the offer. Try again in a few minutes.',
          ),
      },
    },
    handler: async (request) => {
      const offerEndsAt = requireRunningOfferEnd(app.config);
      const submittedAt = await storeSubmissionOnce(app.db, {
        userId: currentUser(request).userId,
        offerEndsAt,
        ...request.body,
      });
      return { success: true as const, data: { submittedAt: submittedAt.toISOString() } };
    },
  });
};
