import { adminCalls } from '@postradar/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeCall } from '../../lib/route-call';
import { resolveAccessRights } from '../auth/access-rights';
import { adminScopes } from '../auth/create-admin-handoff';
import { currentUser, requireScope } from '../auth/require-user';
import { requireExistingUser } from '../users/require-existing-user';
import { toUserProfile } from '../users/to-user-profile';

/** GET /admin-api/me: the staff member signed in to the admin site. */
export const getStaffMember: FastifyPluginAsyncZod = async (app) => {
  routeCall(app, adminCalls.me, {
    preValidation: requireScope(...adminScopes),
    handler: async (request) => {
      const user = await requireExistingUser(app.db, currentUser(request).userId);
      const rights = await resolveAccessRights(app.db, user.id, user.roles);
      return { success: true as const, data: toUserProfile(user, rights.scopes) };
    },
  });
};
