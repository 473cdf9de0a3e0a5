import type { FastifyPluginAsync } from 'fastify';
import { getDemoImage } from './get-demo-image';

/** Pictures the API draws for the demo corpus, under /api, for anyone (images carry no token). */
export const demoMediaModule: FastifyPluginAsync = async (app) => {
  await app.register(getDemoImage);
};
