import { ActionIcon } from '@mantine/core';
import type { PostDto } from '@postradar/contracts';
import { IconBulb } from '@tabler/icons-react';
import { lazy, useState } from 'react';
import { useHoverTooltip, useTranslation } from '@postradar/ui';
import { LazyBoundary } from '../../components/lazy-boundary';
import { useIsIdeaModerator } from './idea-moderator';

const IdeaModal = lazy(() =>
  import('./idea-modal').then((module) => ({ default: module.IdeaModal })),
);

/**
 * 'Add to ideas' on a card or a detail, for idea moderators only (nobody else sees it): opens the
 * dialog (loaded at the first opening) that adds the post to ideas, or edits its idea when it is
 * one already.
 */
export function AddToIdeasAction({ post }: { post: PostDto }) {
  const isModerator = useIsIdeaModerator();
  return isModerator ? <AddToIdeasButton post={post} /> : null;
}

function AddToIdeasButton({ post }: { post: PostDto }) {
  const { t } = useTranslation();
  const [isOpen, setOpen] = useState(false);
  const label = t('ideas.action.add');
  const { targetProps, tooltip } = useHoverTooltip<HTMLButtonElement>(label);
  return (
    <>
      <ActionIcon
        {...targetProps}
        variant="subtle"
        color="gray"
        aria-label={label}
        onClick={() => setOpen(true)}
        data-testid="post-action-idea"
      >
        <IconBulb size={18} stroke={1.7} />
      </ActionIcon>
      {tooltip}
      {isOpen && (
        <LazyBoundary name="add to ideas" fallback={null}>
          <IdeaModal post={post} onClose={() => setOpen(false)} />
        </LazyBoundary>
      )}
    </>
  );
}
