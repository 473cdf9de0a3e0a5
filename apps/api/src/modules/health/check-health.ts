import { healthResponseSchema, paths } from '@postradar/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error';

/** GET /healthz: 200 when the database answers, 503 otherwise (load balancers poll this). */
export const checkHealth: FastifyPluginAsyncZod = async (app) => {
  app.get(
    paths.health,
    { schema: { response: { 200: healthResponseSchema } }, logLevel: 'warn' },
    async (request) => {
      try {
        await app.database.ping();
      } catch (error) {
        request.log.error({ err: error }, 'health check: database unreachable');
        throw new AppError('SERVICE_UNAVAILABLE', 'The database is unreachable.');
      }
      return {
        success: true as const,
        data: {
          status: 'ok' as const,
          database: app.database.kind,
          version: app.appVersion,
          uptimeSeconds: Math.round(process.uptime()),
        },
      };
    },
  );
};
