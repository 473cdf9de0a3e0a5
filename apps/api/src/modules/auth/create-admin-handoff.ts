import { authCalls } from '@postradar/contracts';
import { adminHandoffCodes } from '@postradar/db';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error';
import { routeCall } from '../../lib/route-call';
import { requireExistingUser } from '../users/require-existing-user';
import { hasFeature, resolveAccessRights } from './access-rights';
import { recordAuditEvent } from './audit';
import { noStore } from './no-store';
import { createOpaqueToken, hashToken } from './opaque-token';
import { currentUser, requireUser } from './require-user';

export const adminHandoffLifetimeSeconds = 60;
export const adminScopes = ['admin-worker', 'admin', 'super-admin'] as const;

/**
 * POST /authentication/admin-handoff: a single-use code, valid 60 seconds, that carries a staff
 * member to {baseAdminUrl}/auth/{code} (docs/product.md, Admin hand-off). Roles are re-read, not
 * taken from the token.
 */
export const createAdminHandoff: FastifyPluginAsyncZod = async (app) => {
  routeCall(app, authCalls.adminHandoff, {
    onRequest: noStore,
    preValidation: requireUser,
    handler: async (request) => {
      const user = await requireExistingUser(app.db, currentUser(request).userId);
      const { scopes } = await resolveAccessRights(app.db, user.id, user.roles);
      const [first, ...alternatives] = adminScopes;
      if (!hasFeature(scopes, first, alternatives)) {
        throw new AppError('FORBIDDEN', 'Only staff can open the admin panel.');
      }
      const code = createOpaqueToken();
      await app.db.insert(adminHandoffCodes).values({
        codeHash: hashToken(code),
        userId: user.id,
        expiresAt: new Date(Date.now() + adminHandoffLifetimeSeconds * 1000),
      });
      await recordAuditEvent(app.db, {
        type: 'admin-handoff',
        userId: user.id,
        ipAddress: request.ip,
      });
      return {
        success: true as const,
        data: {
          code,
          url: `${app.config.baseAdminUrl}/auth/${code}`,
          expiresInSeconds: adminHandoffLifetimeSeconds,
        },
      };
    },
  });
};
