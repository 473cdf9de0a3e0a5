import cookie from '@fastify/cookie';
import rateLimit from '@fastify/rate-limit';
import { routePrefixes } from '@postradar/contracts';
import type { DbHandle } from '@postradar/db';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { randomUUID } from 'node:crypto';
import { trustProxyOption, type Config } from './config';
import { adminModule } from './modules/admin/admin-module';
import { affiliateModule } from './modules/affiliate/affiliate-module';
import { getOpenApiDocument } from './modules/api-docs/get-openapi-document';
import { authModule } from './modules/auth/auth-module';
import { billingModule } from './modules/billing/billing-module';
import { dashboardModule } from './modules/dashboard/dashboard-module';
import { demoMediaModule } from './modules/demo-media/demo-media-module';
import { favoritesModule } from './modules/favorites/favorites-module';
import { followsModule } from './modules/follows/follows-module';
import { groupsModule } from './modules/groups/groups-module';
import { personalizationModule } from './modules/personalization/personalization-module';
import { serializeRequest } from './modules/auth/redact-url';
import { checkHealth } from './modules/health/check-health';
import { ideasModule } from './modules/ideas/ideas-module';
import { offerModule } from './modules/offer/offer-module';
import { plansModule } from './modules/plans/plans-module';
import { poolModule } from './modules/pool/pool-module';
import { referralModule } from './modules/referral/referral-module';
import { researchModule } from './modules/research/research-module';
import { searchesModule } from './modules/searches/searches-module';
import { usersModule } from './modules/users/users-module';
import { closeGracefully } from './plugins/close-gracefully';
import {
  answerConnectionError,
  answerFrameworkError,
  registerErrorHandler,
} from './plugins/error-handler';
import { registerReplyCompression } from './plugins/compress-replies';
import { registerSecurityHeaders } from './plugins/security';
import { registerWebApp } from './plugins/web-app';

export const appVersion = '1.1.0';

export interface AppDependencies {
  config: Config;
  database: DbHandle;
  /** Where the log goes instead of standard output (tests read it). */
  logStream?: LogStream;
}

interface LogStream {
  write(line: string): void;
}

function loggerOptions(config: Config, logStream: LogStream | undefined) {
  const pretty = config.environment === 'development' && process.stdout.isTTY && !logStream;
  return {
    level: config.logLevel,
    redact: ['req.headers.authorization', 'req.headers["refresh-token"]'],
    // One-time codes in URLs (sign-in callback, admin hand-off) never reach the log.
    serializers: { req: serializeRequest },
    ...(logStream ? { stream: logStream } : {}),
    ...(pretty
      ? { transport: { target: 'pino-pretty', options: { translateTime: 'HH:MM:ss' } } }
      : {}),
  };
}

/**
 * Builds the whole API as one Fastify instance without listening, so tests can `inject()` into it.
 * The database is opened by the caller and closed when the app closes.
 */
export async function buildApp({
  config,
  database,
  logStream,
}: AppDependencies): Promise<FastifyInstance> {
  const app = Fastify({
    logger: loggerOptions(config, logStream),
    genReqId: () => randomUUID(),
    bodyLimit: config.bodyLimitBytes,
    trustProxy: trustProxyOption(config.trustProxy),
    routerOptions: { ignoreTrailingSlash: true },
    // Failures before a route is found, and of the HTTP message itself, in the envelope too.
    frameworkErrors: answerFrameworkError,
    clientErrorHandler: answerConnectionError,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('db', database.db);
  app.decorate('database', database);
  app.decorate('config', config);
  app.decorate('appVersion', appVersion);
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  app.addHook('onClose', () => database.close());

  closeGracefully(app);
  registerErrorHandler(app);
  await registerSecurityHeaders(app);
  await app.register(rateLimit, { global: false });
  await app.register(cookie);
  await registerReplyCompression(app);

  await app.register(checkHealth);
  await authModule(app);
  await app.register(plansModule, { prefix: routePrefixes.main });
  await app.register(billingModule, { prefix: routePrefixes.payment });
  await app.register(researchModule, { prefix: routePrefixes.main });
  await app.register(demoMediaModule, { prefix: routePrefixes.main });
  await app.register(usersModule, { prefix: routePrefixes.main });
  await app.register(favoritesModule, { prefix: routePrefixes.main });
  await app.register(followsModule, { prefix: routePrefixes.main });
  await app.register(poolModule, { prefix: routePrefixes.main });
  await app.register(groupsModule, { prefix: routePrefixes.main });
  await app.register(searchesModule, { prefix: routePrefixes.main });
  await app.register(personalizationModule, { prefix: routePrefixes.main });
  await app.register(dashboardModule, { prefix: routePrefixes.main });
  await app.register(ideasModule, { prefix: routePrefixes.main });
  await app.register(offerModule, { prefix: routePrefixes.main });
  await app.register(affiliateModule, { prefix: routePrefixes.main });
  await app.register(referralModule, { prefix: routePrefixes.main });
  await app.register(adminModule, { prefix: routePrefixes.admin });
  await app.register(getOpenApiDocument, { prefix: routePrefixes.main });

  if (config.webDistDir)
    await registerWebApp(app, { webDistDir: config.webDistDir, adminDistDir: config.adminDistDir });
  return app;
}
