import {
  collectionMarksQuerySchema,
  collectionMarksResponseSchema,
  followListQuerySchema,
  followListResponseSchema,
  followParamsSchema,
  followStateResponseSchema,
  followSummaryResponseSchema,
  ignoredListQuerySchema,
  ignoredListResponseSchema,
  ignoreParamsSchema,
  ignoreStateResponseSchema,
} from '../collections/follows';
import { defineCall } from './define-call';
import { ownCall } from './favorite-calls';

/** Follows, the ignore lists (the blacklist) and the marks of a page of results. */
export const followCalls = {
  follows: defineCall({
    ...ownCall,
    method: 'GET',
    path: '/follows',
    summary: "One kind's follows, latest first, each with its new posts since last seen.",
    query: followListQuerySchema,
    response: followListResponseSchema,
  }),
  summary: defineCall({
    ...ownCall,
    method: 'GET',
    path: '/follows/summary',
    summary: 'How many follows of each kind, how many with new posts, how many ignored items.',
    response: followSummaryResponseSchema,
  }),
  follow: defineCall({
    ...ownCall,
    method: 'PUT',
    path: '/follows/:kind/:id',
    summary: 'Follows a page, domain or pixel (following twice keeps one).',
    params: followParamsSchema,
    response: followStateResponseSchema,
  }),
  unfollow: defineCall({
    ...ownCall,
    method: 'DELETE',
    path: '/follows/:kind/:id',
    summary: 'Stops following a page, domain or pixel.',
    params: followParamsSchema,
    response: followStateResponseSchema,
  }),
  markSeen: defineCall({
    ...ownCall,
    method: 'POST',
    path: '/follows/:kind/:id/seen',
    summary: 'The user looked at its posts: its new posts count from now.',
    params: followParamsSchema,
    response: followStateResponseSchema,
  }),
  ignored: defineCall({
    ...ownCall,
    method: 'GET',
    path: '/ignored',
    summary: 'The blacklist: ignored posts, pages and domains, latest first.',
    query: ignoredListQuerySchema,
    response: ignoredListResponseSchema,
  }),
  ignore: defineCall({
    ...ownCall,
    method: 'PUT',
    path: '/ignored/:kind/:id',
    summary: 'Ignores a post, page or domain: it leaves every search of the user at once.',
    params: ignoreParamsSchema,
    response: ignoreStateResponseSchema,
  }),
  unignore: defineCall({
    ...ownCall,
    method: 'DELETE',
    path: '/ignored/:kind/:id',
    summary: 'Takes a post, page or domain off the blacklist.',
    params: ignoreParamsSchema,
    response: ignoreStateResponseSchema,
  }),
  marks: defineCall({
    ...ownCall,
    method: 'GET',
    path: '/collections/marks',
    summary:
      'Which of the named posts, pages, domains and pixels are saved, pooled, followed or ignored.',
    query: collectionMarksQuerySchema,
    response: collectionMarksResponseSchema,
  }),
};
