import type { CollectionMarks, PostDto } from '@postradar/contracts';
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { noMarks, useCollectionMarks, type MarkedIds } from './use-collection-marks';

const PostMarksContext = createContext<CollectionMarks | null>(null);

/** The posts of cards, their pages and their stores, whose marks the cards show. */
export function markedIdsOf(posts: readonly PostDto[]): MarkedIds {
  return {
    posts: posts.map((post) => post._id),
    pages: posts.flatMap((post) => (post.page ? [post.page._id] : [])),
    domains: posts.flatMap((post) => (post.domain ? [post.domain._id] : [])),
  };
}

/**
 * The marks of a page of cards, asked for once for all of them (their posts, pages and stores):
 * the cards inside read theirs from here instead of asking one by one.
 */
export function PostMarksProvider({
  posts,
  children,
}: {
  posts: readonly PostDto[];
  children: ReactNode;
}) {
  const ids = useMemo(() => markedIdsOf(posts), [posts]);
  const marks = useCollectionMarks(ids);
  return <PostMarksContext.Provider value={marks}>{children}</PostMarksContext.Provider>;
}

/**
 * The marks of one post's actions: those of the list around it, or, outside a list (a detail),
 * asked for this post alone.
 */
export function PostMarksOfPost({ post, children }: { post: PostDto; children: ReactNode }) {
  const listMarks = useContext(PostMarksContext);
  if (listMarks) return children;
  return <PostMarksProvider posts={[post]}>{children}</PostMarksProvider>;
}

/** The marks a post's actions show (PostMarksProvider or PostMarksOfPost above them). */
export function usePostMarks(): CollectionMarks {
  return useContext(PostMarksContext) ?? noMarks;
}
