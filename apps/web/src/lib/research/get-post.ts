import { researchCalls, type PostDetailDto } from '@postradar/contracts';
import { api } from '../api';

export function postDetailKey(id: string) {
  return ['research', 'post', id] as const;
}

/** GET /api/posts/:id: a post with its engagement history and its store's pixels. */
export function getPost(id: string, signal?: AbortSignal): Promise<PostDetailDto> {
  return api.call(researchCalls.post, { params: { id }, signal });
}
