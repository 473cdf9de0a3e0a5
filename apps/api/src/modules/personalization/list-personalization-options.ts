import { personalizationCalls } from '@postradar/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { refreshedEvery } from '../../lib/refreshed-every';
import { routeCall } from '../../lib/route-call';
import { audienceOptions } from './audience-options';
import { countCorpusAudience } from './corpus-audience';

/** How often the corpus's niches, languages and countries are counted again, per process. */
const countedEveryMs = 10 * 60_000;

/**
 * GET /api/personalization/options: what the corpus holds to choose from, by posts. The counts
 * scan every post, so they are taken at most every ten minutes (computedAt says when), and `q`
 * filters the niches counted.
 */
export const listPersonalizationOptions: FastifyPluginAsyncZod = async (app) => {
  const corpusAudience = refreshedEvery(countedEveryMs, () => countCorpusAudience(app.db));
  routeCall(app, personalizationCalls.personalizationOptions, {
    handler: async (request) => {
      const { value, computedAt } = await corpusAudience();
      const options = audienceOptions(value, request.query.q);
      return { success: true as const, data: { ...options, computedAt: computedAt.toISOString() } };
    },
  });
};
