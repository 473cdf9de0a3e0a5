import { idParamsSchema, nameBodySchema, removedSchema } from '../collections/collection-shared';
import {
  clearedSchema,
  recordSearchBodySchema,
  savedSearchListQuerySchema,
  savedSearchListResponseSchema,
  savedSearchNewPostsResponseSchema,
  savedSearchResponseSchema,
  saveSearchBodySchema,
  searchHistoryEntryResponseSchema,
  searchHistoryListQuerySchema,
  searchHistoryListResponseSchema,
} from '../collections/searches';
import { successEnvelope } from '../envelope';
import { defineCall } from './define-call';
import { ownCall } from './favorite-calls';

/** The searches a user ran (the history) and those they named (saved searches). */
export const searchHistoryCalls = {
  history: defineCall({
    ...ownCall,
    method: 'GET',
    path: '/search-history',
    summary:
      'The searches the user ran, newest first (the latest 1,000), each with its saved search.',
    query: searchHistoryListQuerySchema,
    response: searchHistoryListResponseSchema,
  }),
  record: defineCall({
    ...ownCall,
    method: 'POST',
    path: '/search-history',
    summary: 'Records a search just run; the same search as the newest entry updates it.',
    body: recordSearchBodySchema,
    response: searchHistoryEntryResponseSchema,
  }),
  removeEntry: defineCall({
    ...ownCall,
    method: 'DELETE',
    path: '/search-history/:id',
    summary: 'Deletes one entry of the history.',
    params: idParamsSchema,
    response: successEnvelope(removedSchema),
  }),
  clear: defineCall({
    ...ownCall,
    method: 'DELETE',
    path: '/search-history',
    summary: 'Deletes the whole history.',
    response: clearedSchema,
  }),
  savedSearches: defineCall({
    ...ownCall,
    method: 'GET',
    path: '/saved-searches',
    summary: 'The saved searches, newest first.',
    query: savedSearchListQuerySchema,
    response: savedSearchListResponseSchema,
  }),
  saveSearch: defineCall({
    ...ownCall,
    method: 'POST',
    path: '/saved-searches',
    summary: "Names a search ('Invalid name', 'This name already exists').",
    body: saveSearchBodySchema,
    response: savedSearchResponseSchema,
  }),
  renameSavedSearch: defineCall({
    ...ownCall,
    method: 'PUT',
    path: '/saved-searches/:id',
    summary: 'Renames a saved search.',
    params: idParamsSchema,
    body: nameBodySchema,
    response: savedSearchResponseSchema,
  }),
  deleteSavedSearch: defineCall({
    ...ownCall,
    method: 'DELETE',
    path: '/saved-searches/:id',
    summary: 'Deletes a saved search.',
    params: idParamsSchema,
    response: successEnvelope(removedSchema),
  }),
  savedSearchNewPosts: defineCall({
    ...ownCall,
    method: 'GET',
    path: '/saved-searches/:id/new-posts',
    summary: 'How many posts matching it were first seen since it was last run.',
    params: idParamsSchema,
    response: savedSearchNewPostsResponseSchema,
  }),
  runSavedSearch: defineCall({
    ...ownCall,
    method: 'POST',
    path: '/saved-searches/:id/run',
    summary: 'The user ran it: its new posts count from now.',
    params: idParamsSchema,
    response: savedSearchResponseSchema,
  }),
};
