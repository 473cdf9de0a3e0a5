import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { requirePlanFeature } from '../billing/membership-gates';
import { asResearchCalls } from './as-research-calls';
import { getDomain } from './get-domain';
import { getPage } from './get-page';
import { getPixel } from './get-pixel';
import { getPixelNetwork } from './get-pixel-network';
import { getPost } from './get-post';
import { listDomainPosts } from './list-domain-posts';
import { listDomains } from './list-domains';
import { listPagePosts } from './list-page-posts';
import { listPages } from './list-pages';
import { listPixelPosts } from './list-pixel-posts';
import { listPixels } from './list-pixels';
import { searchPosts } from './search-posts';

/** The pixels and their store networks: a feature of the plan. */
async function pixelResearch(app: FastifyInstance) {
  requirePlanFeature(app, 'pixels');
  await app.register(listPixels);
  await app.register(getPixel);
  await app.register(listPixelPosts);
  await app.register(getPixelNetwork);
}

/**
 * The research corpus under /api: post search, post detail, pages, domains and pixels, as
 * research calls (signed in, members only, limited, on the search connections).
 */
export const researchModule: FastifyPluginAsync = async (app) => {
  asResearchCalls(app);
  await app.register(searchPosts);
  await app.register(getPost);
  await app.register(listPages);
  await app.register(getPage);
  await app.register(listPagePosts);
  await app.register(listDomains);
  await app.register(getDomain);
  await app.register(listDomainPosts);
  await app.register(pixelResearch);
};
