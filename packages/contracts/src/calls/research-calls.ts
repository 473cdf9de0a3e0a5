import {
  domainDetailResponseSchema,
  domainListQuerySchema,
  domainListResponseSchema,
  pageDetailResponseSchema,
  pageListQuerySchema,
  pageListResponseSchema,
  pixelDetailResponseSchema,
  pixelListQuerySchema,
  pixelListResponseSchema,
  pixelNetworkResponseSchema,
  postDetailResponseSchema,
  postListResponseSchema,
  postSearchQuerySchema,
  postSearchResponseSchema,
  researchIdParamsSchema,
} from '../research';
import { defineCall } from './define-call';

/** The research corpus under /api, for signed-in users (decisions 0011-0013, 0035). */
const research = { method: 'GET', prefix: 'main', access: 'user' } as const;

/** The posts of one page, domain or pixel: every word, filter and sort of a post search. */
function entityPosts<const P extends `/${string}/:id/posts`>(path: P, summary: string) {
  return defineCall({
    ...research,
    path,
    summary,
    params: researchIdParamsSchema,
    query: postSearchQuerySchema,
    response: postListResponseSchema,
  });
}

export const researchCalls = {
  searchPosts: defineCall({
    ...research,
    path: '/posts',
    summary: 'Searches the posts and ads (query language, filters, sorts; capped count).',
    query: postSearchQuerySchema,
    response: postSearchResponseSchema,
  }),
  post: defineCall({
    ...research,
    path: '/posts/:id',
    summary: "One post with its engagement history and its store's pixels.",
    params: researchIdParamsSchema,
    response: postDetailResponseSchema,
  }),
  pages: defineCall({
    ...research,
    path: '/pages',
    summary: 'Pages by name words, id or username, with their counts.',
    query: pageListQuerySchema,
    response: pageListResponseSchema,
  }),
  page: defineCall({
    ...research,
    path: '/pages/:id',
    summary: 'One page with its counts and the stores it links to most.',
    params: researchIdParamsSchema,
    response: pageDetailResponseSchema,
  }),
  pagePosts: entityPosts('/pages/:id/posts', "A page's posts, searched like all posts."),
  domains: defineCall({
    ...research,
    path: '/domains',
    summary: 'Store domains by a part of the host and platform, with their counts.',
    query: domainListQuerySchema,
    response: domainListResponseSchema,
  }),
  domain: defineCall({
    ...research,
    path: '/domains/:id',
    summary: 'One domain with its counts and the pixels it loads.',
    params: researchIdParamsSchema,
    response: domainDetailResponseSchema,
  }),
  domainPosts: entityPosts(
    '/domains/:id/posts',
    'The posts linking to a domain, searched like all posts.',
  ),
  pixels: defineCall({
    ...research,
    path: '/pixels',
    summary: 'Pixels by the first digits of their id, with the counts of their store networks.',
    query: pixelListQuerySchema,
    response: pixelListResponseSchema,
  }),
  pixel: defineCall({
    ...research,
    path: '/pixels/:id',
    summary: 'One pixel with the counts of its store network.',
    params: researchIdParamsSchema,
    response: pixelDetailResponseSchema,
  }),
  pixelPosts: entityPosts(
    '/pixels/:id/posts',
    'The posts linking to any domain that loads a pixel, searched like all posts.',
  ),
  pixelNetwork: defineCall({
    ...research,
    path: '/pixels/:id/network',
    summary: 'The domains loading a pixel and the pages advertising them.',
    params: researchIdParamsSchema,
    response: pixelNetworkResponseSchema,
  }),
};
