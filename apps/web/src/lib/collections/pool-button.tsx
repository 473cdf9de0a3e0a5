import type { PostDto } from '@postradar/contracts';
import { IconStack2, IconStack2Filled } from '@tabler/icons-react';
import { useTranslation } from '@postradar/ui';
import { MarkButton } from './mark-button';
import { usePostMarks } from './post-marks';
import { useTogglePool } from './use-toggle-pool';

/** Puts the post on the pool or takes it off; filled while it is there. */
export function PoolButton({ post }: { post: PostDto }) {
  const { t } = useTranslation();
  const marks = usePostMarks();
  const toggle = useTogglePool();
  const isPooled = marks.pooledPostIds.includes(post._id);
  return (
    <MarkButton
      label={t(isPooled ? 'pool.action.remove' : 'pool.action.add')}
      isMarked={isPooled}
      onClick={() => {
        if (!toggle.isPending) toggle.mutate({ postId: post._id, add: !isPooled });
      }}
      icon={isPooled ? <IconStack2Filled size={18} /> : <IconStack2 size={18} stroke={1.7} />}
      testId="post-action-pool"
    />
  );
}
