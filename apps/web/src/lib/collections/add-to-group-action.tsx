import type { PostDto } from '@postradar/contracts';
import { useMemo } from 'react';
import { AddToGroupButton } from './add-to-group-button';
import { postTargets } from './post-targets';

/** 'Add to group' on a card or a detail: the post's page, store or one of its pixels. */
export function AddToGroupAction({ post }: { post: PostDto }) {
  const targets = useMemo(() => postTargets(post), [post]);
  return <AddToGroupButton targets={targets} variant="icon" testId="post-action-group" />;
}
