import type { FastifyInstance } from 'fastify';
import { requireUser } from '../auth/require-user';
import { getOffer } from './get-offer';
import { submitOffer } from './submit-offer';

/**
 * The limited-time offer under /api/offer, for signed-in users: whether one runs (configured by
 * LIMITED_OFFER_ENDS_AT) and the form that asks to be contacted about it.
 */
export async function offerModule(app: FastifyInstance) {
  app.addHook('preValidation', requireUser);
  await app.register(getOffer);
  await app.register(submitOffer);
}
