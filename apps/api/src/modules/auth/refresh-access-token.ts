import { authCalls } from '@postradar/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error';
import { routeCall } from '../../lib/route-call';
import { findUserById } from '../users/user-repository';
import { issueAccessTokenFor } from './issue-tokens';
import { noStore } from './no-store';
import { rotateRefreshToken } from './rotate-refresh-token';

/** POST /authentication/oauth/token (refresh-token header): a new access token, a rotated refresh token. */
export const refreshAccessToken: FastifyPluginAsyncZod = async (app) => {
  routeCall(app, authCalls.refreshToken, {
    config: { rateLimit: { max: app.config.rateLimits.tokenPerMinute, timeWindow: '1 minute' } },
    onRequest: noStore,
    handler: async (request) => {
      const presented = request.headers['refresh-token'];
      if (typeof presented !== 'string' || presented.length === 0 || presented.length > 200) {
        throw new AppError('UNAUTHENTICATED', 'A refresh token is required.');
      }
      const { session, refreshToken } = await rotateRefreshToken(app.db, presented, request.ip);
      const user = await findUserById(app.db, session.userId);
      if (!user) throw new AppError('UNAUTHENTICATED', 'Please sign in.');
      const accessToken = await issueAccessTokenFor(app, user, session.id);
      return {
        success: true as const,
        data: { access_token: accessToken, refresh_token: refreshToken },
        message: 'Token refreshed.',
      };
    },
  });
};
