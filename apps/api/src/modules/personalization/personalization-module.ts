import type { FastifyPluginAsync } from 'fastify';
import { requireUser } from '../auth/require-user';
import { getPersonalization } from './get-personalization';
import { listPersonalizationOptions } from './list-personalization-options';
import { updatePersonalization } from './update-personalization';

/**
 * The signed-in user's personalization under /api: the niches, languages, countries and kind of
 * posts Trending, the dashboard and a new search start from, and what the corpus offers to choose
 * from. No membership needed: a new user chooses before they start the trial.
 */
export const personalizationModule: FastifyPluginAsync = async (app) => {
  app.addHook('preValidation', requireUser);
  await app.register(getPersonalization);
  await app.register(updatePersonalization);
  await app.register(listPersonalizationOptions);
};
