import type { CallData, CallInput } from '@postradar/api-client';
import { callPath, researchCalls, type groupCalls, type PostDto } from '@postradar/contracts';
import { api } from '../api';
import type { SearchParams } from './search-params';

type SearchPostsCall = typeof researchCalls.searchPosts;
type EntityPostsCall =
  (typeof researchCalls)['pagePosts' | 'domainPosts' | 'pixelPosts'] | typeof groupCalls.groupPosts;

/**
 * Where a list of posts comes from: the whole corpus, or the posts of one page, domain, pixel or
 * group.
 */
export type PostSource = { call: SearchPostsCall } | { call: EntityPostsCall; id: string };

export const allPosts: PostSource = { call: researchCalls.searchPosts };

export type PostPage = CallData<SearchPostsCall>;
export type { PostDto };

/** Every cached page of post results starts with this key (the detail looks posts up in them). */
export const postSearchKeyRoot = ['research', 'posts'] as const;

export function postSearchKey(source: PostSource, params: SearchParams) {
  const path = 'id' in source ? callPath(source.call, { id: source.id }) : callPath(source.call);
  return [...postSearchKeyRoot, path, params] as const;
}

/**
 * One page of posts from `source`, validated with the contract. The parameters go as the address
 * holds them: the API names a bad one in its 400, which the search form shows.
 */
export function searchPosts(
  params: SearchParams,
  source: PostSource = allPosts,
  signal?: AbortSignal,
): Promise<PostPage> {
  const query = params as CallInput<SearchPostsCall>['query'];
  return 'id' in source
    ? api.call(source.call, { params: { id: source.id }, query, signal })
    : api.call(source.call, { query, signal });
}
