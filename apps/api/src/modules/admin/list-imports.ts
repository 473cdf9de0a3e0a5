import { importListQuerySchema, importListResponseSchema, importPaths } from '@postradar/contracts';
import { listImportRuns, toImportSummary } from '@postradar/ingest';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireScope } from '../auth/require-user';

/** GET /admin-api/imports: the latest import runs with their summaries, newest first. */
export const listImports: FastifyPluginAsyncZod = async (app) => {
  app.get(
    importPaths.imports,
    {
      schema: { querystring: importListQuerySchema, response: { 200: importListResponseSchema } },
      preValidation: requireScope('admin', 'super-admin'),
    },
    async (request) => {
      const runs = await listImportRuns(app.db, request.query.limit);
      return { success: true as const, data: { runs: runs.map(toImportSummary) } };
    },
  );
};
