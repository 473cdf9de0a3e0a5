import { adminCalls } from '@postradar/contracts';
import { listImportRuns, toImportSummary } from '@postradar/ingest';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeCall } from '../../lib/route-call';
import { requireScope } from '../auth/require-user';

/** GET /admin-api/imports: the latest import runs with their summaries, newest first. */
export const listImports: FastifyPluginAsyncZod = async (app) => {
  routeCall(app, adminCalls.listImports, {
    preValidation: requireScope('admin', 'super-admin'),
    handler: async (request) => {
      const runs = await listImportRuns(app.db, request.query.limit);
      return { success: true as const, data: { runs: runs.map(toImportSummary) } };
    },
  });
};
