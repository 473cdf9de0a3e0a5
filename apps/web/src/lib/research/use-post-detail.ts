import type { PostDetailDto, PostDto } from '@postradar/contracts';
import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { getPost, postDetailKey } from './get-post';
import type { PostPage } from './search-posts';
import { postSearchKeyRoot } from './search-posts';
import { shouldRetry } from './use-post-search';

/** The post as a result list already holds it, shown while its detail loads. */
function listedPost(queryClient: QueryClient, id: string): PostDetailDto | undefined {
  for (const [, page] of queryClient.getQueriesData<PostPage>({ queryKey: postSearchKeyRoot })) {
    const post: PostDto | undefined = page?.docs.find((doc) => doc._id === id);
    if (post) return { ...post, history: [] };
  }
  return undefined;
}

/**
 * A post's detail (GET /api/posts/:id). The card's data shows at once when the post came from a
 * list; `isPlaceholderData` says the history is still on its way.
 */
export function usePostDetail(id: string) {
  const queryClient = useQueryClient();
  return useQuery<PostDetailDto, Error, PostDetailDto, ReturnType<typeof postDetailKey>>({
    queryKey: postDetailKey(id),
    queryFn: ({ signal }) => getPost(id, signal),
    placeholderData: () => listedPost(queryClient, id),
    retry: shouldRetry,
  });
}

/** Loads the neighbours of the post on screen, so the arrow keys move without waiting. */
export function prefetchPosts(queryClient: QueryClient, ids: (string | undefined)[]): void {
  for (const id of ids) {
    if (!id) continue;
    void queryClient.prefetchQuery({
      queryKey: postDetailKey(id),
      queryFn: ({ signal }) => getPost(id, signal),
    });
  }
}
