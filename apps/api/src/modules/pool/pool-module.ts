import type { FastifyPluginAsync } from 'fastify';
import { requireUser } from '../auth/require-user';
import { gateMembership } from '../billing/membership-gates';
import { addToPool } from './add-to-pool';
import { listPool } from './list-pool';
import { removeFromPool } from './remove-from-pool';
import { updatePoolNote } from './update-pool-note';

/**
 * The pool under /api: a board of posts with notes, the signed-in user's own until teams share
 * one, for members whose plan has the pool (checked before the parameters are validated).
 */
export const poolModule: FastifyPluginAsync = async (app) => {
  app.addHook('preValidation', requireUser);
  gateMembership(app, 'pool');
  await app.register(listPool);
  await app.register(addToPool);
  await app.register(removeFromPool);
  await app.register(updatePoolNote);
};
