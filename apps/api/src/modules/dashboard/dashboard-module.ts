import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { requireUser } from '../auth/require-user';
import { gateMembership } from '../billing/membership-gates';
import { asResearchCalls } from '../research/as-research-calls';
import { getCorpusFigures } from './get-corpus-figures';
import { getLatestFavorites } from './get-latest-favorites';
import { getMovingPosts } from './get-moving-posts';
import { getNews } from './get-news';

/**
 * The blocks that search: research calls (members only, the limits of decision 0035, the search
 * connections). They are not searches of the trial's allowance: opening the dashboard neither
 * spends nor needs the day's searches.
 */
async function searchingBlocks(app: FastifyInstance) {
  asResearchCalls(app);
  await app.register(getMovingPosts);
  await app.register(getNews);
}

/** The latest favorites, for members whose plan has favorites. */
async function favoritesBlock(app: FastifyInstance) {
  app.addHook('preValidation', requireUser);
  gateMembership(app, 'favorites');
  await app.register(getLatestFavorites);
}

/** The corpus in figures: the same for every signed-in user, membership or not. */
async function corpusBlock(app: FastifyInstance) {
  app.addHook('preValidation', requireUser);
  await app.register(getCorpusFigures);
}

/**
 * The dashboard's blocks under /api (docs/product.md, Dashboard), each its own call so that each
 * loads, fails and refreshes on its own, each saying when it was computed.
 */
export const dashboardModule: FastifyPluginAsync = async (app) => {
  await app.register(searchingBlocks);
  await app.register(favoritesBlock);
  await app.register(corpusBlock);
};
