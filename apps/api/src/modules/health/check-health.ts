import { healthCalls } from '@postradar/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error';
import { routeCall } from '../../lib/route-call';

/** Levels that log no more than warnings: the app's own when it is one of them. */
const quietLevels = ['error', 'fatal', 'silent'] as const;

/**
 * GET /healthz: 200 when the database answers, 503 saying it is unreachable otherwise, within
 * the connect timeout even when it stopped answering (decision 0037). Load balancers poll this:
 * only failures are logged.
 */
export const checkHealth: FastifyPluginAsyncZod = async (app) => {
  routeCall(app, healthCalls.check, {
    logLevel: quietLevels.find((level) => level === app.config.logLevel) ?? 'warn',
    handler: async (request) => {
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
  });
};
