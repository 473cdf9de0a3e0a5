import { dashboardCalls } from '@postradar/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { refreshedEvery } from '../../lib/refreshed-every';
import { routeCall } from '../../lib/route-call';
import { countCorpusFigures } from './corpus-figures';

/** How often the corpus figures are counted again, per process: they are the same for everyone. */
const countedEveryMs = 5 * 60_000;

/**
 * GET /api/dashboard/corpus: posts and ads found in the last 24 hours, the pages, domains and
 * pixels tracked, and posts and ads found per UTC day over 30 days, counted at most every five
 * minutes (computedAt says when).
 */
export const getCorpusFigures: FastifyPluginAsyncZod = async (app) => {
  const corpusFigures = refreshedEvery(countedEveryMs, (at) => countCorpusFigures(app.db, at));
  routeCall(app, dashboardCalls.corpus, {
    handler: async () => {
      const { value, computedAt } = await corpusFigures();
      return { success: true as const, data: { ...value, computedAt: computedAt.toISOString() } };
    },
  });
};
