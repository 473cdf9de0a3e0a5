import { poolCalls } from '@postradar/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '../../lib/app-error';
import { routeCall } from '../../lib/route-call';
import { currentUser } from '../auth/require-user';
import { poolOwnerOf } from './pool-owner';
import { updatePoolItemNote } from './pool-repository';
import { requirePoolItem } from './require-pool-item';

/** PUT /api/pool/posts/:postId/note: writes the note on a pooled post (an empty one clears it). */
export const updatePoolNote: FastifyPluginAsyncZod = async (app) => {
  routeCall(app, poolCalls.updatePoolNote, {
    handler: async (request) => {
      const ownerId = poolOwnerOf(currentUser(request).userId);
      const postId = Number(request.params.postId);
      const updated = await updatePoolItemNote(app.db, ownerId, postId, request.body.note);
      if (!updated) throw notFound('Post is not on the pool.');
      return { success: true as const, data: await requirePoolItem(app.db, ownerId, postId) };
    },
  });
};
