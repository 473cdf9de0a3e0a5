import { ideaCalls, type IdeaBody } from '@postradar/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../api';
import { shouldRetry } from '../research/use-post-search';

/** Query keys of ideas: every change invalidates `ideaKeys.all`, lists and niches alike. */
export const ideaKeys = {
  all: ['ideas'] as const,
  niches: () => [...ideaKeys.all, 'niches'] as const,
  ofPost: (postId: string) => [...ideaKeys.all, 'post', postId] as const,
  list: (query: object) => [...ideaKeys.all, 'list', query] as const,
};

/** The niches that have ideas, with how many, the most first. */
export function useIdeaNiches() {
  return useQuery({
    queryKey: ideaKeys.niches(),
    queryFn: ({ signal }) => api.call(ideaCalls.ideaNiches, { signal }),
    retry: shouldRetry,
  });
}

/** The idea a post is, or null when it is none. */
export function useIdeaOfPost(postId: string, enabled = true) {
  return useQuery({
    queryKey: ideaKeys.ofPost(postId),
    queryFn: ({ signal }) => api.call(ideaCalls.ideaOfPost, { params: { postId }, signal }),
    retry: shouldRetry,
    enabled,
  });
}

/** Adds a post to ideas or edits its note and niche (idea moderators). */
export function useSaveIdea() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ postId, body }: { postId: string; body: IdeaBody }) =>
      api.call(ideaCalls.saveIdea, { params: { postId }, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ideaKeys.all }),
  });
}

/** Takes a post off ideas (idea moderators). */
export function useRemoveIdea() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (postId: string) => api.call(ideaCalls.removeIdea, { params: { postId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ideaKeys.all }),
  });
}
