import { adminCalls } from '@postradar/contracts';
import { adminHandoffCodes } from '@postradar/db';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { randomUUID } from 'node:crypto';
import { AppError } from '../../lib/app-error';
import { routeCall } from '../../lib/route-call';
import { hasFeature, resolveAccessRights } from '../auth/access-rights';
import { adminScopes } from '../auth/create-admin-handoff';
import { issueAccessTokenFor } from '../auth/issue-tokens';
import { noStore } from '../auth/no-store';
import { hashToken } from '../auth/opaque-token';
import { startSession } from '../auth/start-session';
import { requireExistingUser } from '../users/require-existing-user';

const invalidCodeMessage =
  'This sign-in link is invalid, already used or expired. Open the admin panel again from PostRadar.';

/** POST /admin-api/auth/exchange: trades a handoff code (once, within 60 s) for an admin session. */
export const exchangeAdminCode: FastifyPluginAsyncZod = async (app) => {
  routeCall(app, adminCalls.exchangeCode, {
    config: { rateLimit: { max: app.config.rateLimits.signInPerMinute, timeWindow: '1 minute' } },
    onRequest: noStore,
    handler: async (request) => {
      const [claimed] = await app.db
        .update(adminHandoffCodes)
        .set({ usedAt: new Date() })
        .where(
          and(
            eq(adminHandoffCodes.codeHash, hashToken(request.body.code)),
            isNull(adminHandoffCodes.usedAt),
            gt(adminHandoffCodes.expiresAt, new Date()),
          ),
        )
        .returning();
      if (!claimed) throw new AppError('UNAUTHENTICATED', invalidCodeMessage);
      const user = await requireExistingUser(app.db, claimed.userId);
      const { scopes } = await resolveAccessRights(app.db, user.id, user.roles);
      const [first, ...alternatives] = adminScopes;
      if (!hasFeature(scopes, first, alternatives))
        throw new AppError('FORBIDDEN', 'Only staff can open the admin panel.');

      const { session, refreshToken } = await startSession(app.db, {
        userId: user.id,
        device: {
          deviceId: `admin-site:${randomUUID()}`,
          userAgent: String(request.headers['user-agent'] ?? '').slice(0, 512),
          ipAddress: request.ip,
        },
        deviceLimit: Number.POSITIVE_INFINITY,
        isExempt: true,
        ttlDays: 1,
      });
      return {
        success: true as const,
        data: {
          access_token: await issueAccessTokenFor(app, user, session.id),
          refresh_token: refreshToken,
          user: {
            _id: user.id,
            email: user.email,
            name: user.name,
            avatar: user.avatarUrl,
            roles: user.roles,
          },
        },
      };
    },
  });
};
