import { demoMediaCalls } from '@postradar/contracts';
import { parseDemoImageName, renderDemoImage } from '@postradar/ingest';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '../../lib/app-error';
import { routeCall } from '../../lib/route-call';

/**
 * GET /api/media/demo/:name: a picture of the demo corpus (decision 0041), drawn from its name
 * alone. The same name always gives the same image, so browsers keep it for a year; the SVG
 * holds no script, and the policy sent with it would block one anyway.
 */
export const getDemoImage: FastifyPluginAsyncZod = async (app) => {
  routeCall(app, demoMediaCalls.image, {
    handler: async (request, reply) => {
      const image = parseDemoImageName(request.params.name);
      if (!image) throw notFound('This picture does not exist.');
      return reply
        .type('image/svg+xml; charset=utf-8')
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
        .send(renderDemoImage(image));
    },
  });
};
