import { unwrap } from '@postradar/api-client';
import { postSearchResponseSchema, researchPaths, type PostDto } from '@postradar/contracts';
import type { z } from 'zod';
import { api } from '../api';
import type { SearchParams } from './search-params';

export type PostPage = z.output<typeof postSearchResponseSchema>['data'];
export type { PostDto };

/** Every cached page of post results starts with this key (the detail looks posts up in them). */
export const postSearchKeyRoot = ['research', 'posts'] as const;

export function postSearchKey(endpoint: string, params: SearchParams) {
  return [...postSearchKeyRoot, endpoint, params] as const;
}

/**
 * One page of posts: GET /api/posts by default, or another path of the API that takes the same
 * query (an entity's posts), validated with the contract.
 */
export function searchPosts(
  params: SearchParams,
  endpoint: string = researchPaths.posts,
  signal?: AbortSignal,
): Promise<PostPage> {
  return api.main.get(endpoint, { params, signal }).then(unwrap(postSearchResponseSchema));
}
