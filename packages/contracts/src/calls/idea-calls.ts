import { postParamsSchema } from '../collections/favorites';
import {
  ideaBodySchema,
  ideaListQuerySchema,
  ideaListResponseSchema,
  ideaNichesResponseSchema,
  ideaOfPostResponseSchema,
  ideaRemovedResponseSchema,
  ideaResponseSchema,
} from '../ideas';
import { defineCall } from './define-call';
import { ownCall } from './favorite-calls';

/** Ideas: every user reads them; only the idea-mod role adds, edits and removes (else 404). */
export const ideaCalls = {
  ideas: defineCall({
    ...ownCall,
    method: 'GET',
    path: '/ideas',
    summary: 'Posts picked as ideas, newest first, of one niche or of all.',
    query: ideaListQuerySchema,
    response: ideaListResponseSchema,
  }),
  ideaNiches: defineCall({
    ...ownCall,
    method: 'GET',
    path: '/ideas/niches',
    summary: 'The niches that have ideas, with how many.',
    response: ideaNichesResponseSchema,
  }),
  ideaOfPost: defineCall({
    ...ownCall,
    method: 'GET',
    path: '/ideas/posts/:postId',
    summary: 'The idea a post is, with its note and niche, or null when it is none.',
    params: postParamsSchema,
    response: ideaOfPostResponseSchema,
  }),
  saveIdea: defineCall({
    ...ownCall,
    method: 'PUT',
    path: '/ideas/posts/:postId',
    summary: 'Adds a post to ideas with a note and niche, or edits them (idea-mod role).',
    params: postParamsSchema,
    body: ideaBodySchema,
    response: ideaResponseSchema,
  }),
  removeIdea: defineCall({
    ...ownCall,
    method: 'DELETE',
    path: '/ideas/posts/:postId',
    summary: 'Takes a post off ideas (idea-mod role).',
    params: postParamsSchema,
    response: ideaRemovedResponseSchema,
  }),
};
