import { paths, userProfileResponseSchema } from '@postradar/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { resolveAccessRights } from '../auth/access-rights';
import { currentUser, requireUser } from '../auth/require-user';
import { requireExistingUser } from './require-existing-user';
import { toUserProfile } from './to-user-profile';

/** GET /api/user/profile: the signed-in user with current scopes (never cached). */
export const getProfile: FastifyPluginAsyncZod = async (app) => {
  app.get(
    paths.userProfile,
    { schema: { response: { 200: userProfileResponseSchema } }, preValidation: requireUser },
    async (request, reply) => {
      const user = await requireExistingUser(app.db, currentUser(request).userId);
      const rights = await resolveAccessRights(app.db, user.id, user.roles);
      reply.header('cache-control', 'no-store');
      return { success: true as const, data: toUserProfile(user, rights.scopes) };
    },
  );
};
