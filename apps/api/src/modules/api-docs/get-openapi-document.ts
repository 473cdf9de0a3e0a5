import { apiDocsCalls, callGroups } from '@postradar/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeCall } from '../../lib/route-call';
import { buildOpenApiDocument } from './openapi-document';

/** GET /api/openapi.json: the OpenAPI 3.1 document of every call, built once at start-up. */
export const getOpenApiDocument: FastifyPluginAsyncZod = async (app) => {
  const document = buildOpenApiDocument(callGroups, app.appVersion);
  routeCall(app, apiDocsCalls.openApiDocument, { handler: async () => document });
};
