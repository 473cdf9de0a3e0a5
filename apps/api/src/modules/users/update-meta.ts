import { metaResponseSchema, paths, updateMetaBodySchema } from '@postradar/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser, requireUser } from '../auth/require-user';
import { requireExistingUser } from './require-existing-user';
import { mergeUserMeta } from './user-repository';

/** PUT or POST /api/user/meta: merges small client-side facts (e.g. dismissed hints) into the user. */
export const updateMeta: FastifyPluginAsyncZod = async (app) => {
  app.route({
    method: ['PUT', 'POST'],
    url: paths.userMeta,
    schema: { body: updateMetaBodySchema, response: { 200: metaResponseSchema } },
    preValidation: requireUser,
    handler: async (request) => {
      const { userId } = currentUser(request);
      await requireExistingUser(app.db, userId);
      return {
        success: true as const,
        data: await mergeUserMeta(app.db, userId, request.body.meta),
      };
    },
  });
};
