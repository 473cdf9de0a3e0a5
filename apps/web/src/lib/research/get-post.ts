import { unwrap } from '@postradar/api-client';
import { postDetailResponseSchema, researchPaths, type PostDetailDto } from '@postradar/contracts';
import { api } from '../api';

export function postDetailKey(id: string) {
  return ['research', 'post', id] as const;
}

/** GET /api/posts/:id: a post with its engagement history and its store's pixels. */
export function getPost(id: string, signal?: AbortSignal): Promise<PostDetailDto> {
  return api.main
    .get(researchPaths.post.replace(':id', encodeURIComponent(id)), { signal })
    .then(unwrap(postDetailResponseSchema));
}
