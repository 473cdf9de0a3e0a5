import { postParamsSchema } from '../collections/favorites';
import {
  poolItemResponseSchema,
  poolListQuerySchema,
  poolListResponseSchema,
  poolNoteBodySchema,
} from '../collections/pool';
import { removedSchema } from '../collections/collection-shared';
import { successEnvelope } from '../envelope';
import { defineCall } from './define-call';
import { ownCall } from './favorite-calls';

/** The pool: a board of posts shared by a team (a user's own without one). */
export const poolCalls = {
  pool: defineCall({
    ...ownCall,
    method: 'GET',
    path: '/pool',
    summary: 'The posts on the pool, latest first, with who added them and their notes.',
    query: poolListQuerySchema,
    response: poolListResponseSchema,
  }),
  addToPool: defineCall({
    ...ownCall,
    method: 'PUT',
    path: '/pool/posts/:postId',
    summary: 'Puts a post on the pool (twice keeps one).',
    params: postParamsSchema,
    response: poolItemResponseSchema,
  }),
  removeFromPool: defineCall({
    ...ownCall,
    method: 'DELETE',
    path: '/pool/posts/:postId',
    summary: 'Takes a post off the pool.',
    params: postParamsSchema,
    response: successEnvelope(removedSchema),
  }),
  updatePoolNote: defineCall({
    ...ownCall,
    method: 'PUT',
    path: '/pool/posts/:postId/note',
    summary: 'Writes the note on a pooled post.',
    params: postParamsSchema,
    body: poolNoteBodySchema,
    response: poolItemResponseSchema,
  }),
};
