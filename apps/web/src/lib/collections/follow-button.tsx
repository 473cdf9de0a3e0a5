import { Button } from '@mantine/core';
import { IconCheck, IconUserPlus } from '@tabler/icons-react';
import { useTranslation } from '@postradar/ui';
import type { CollectionTarget } from './follow-kinds';
import { useToggleFollow } from './use-toggle-follow';

/** Follow / Following ✓ for a page, domain or pixel in its list row or on its screen. */
export function FollowButton({
  target,
  isFollowed,
  size = 'compact-sm',
}: {
  target: CollectionTarget;
  isFollowed: boolean;
  size?: 'compact-sm' | 'sm';
}) {
  const { t } = useTranslation();
  const toggle = useToggleFollow();
  return (
    <Button
      size={size}
      variant={isFollowed ? 'light' : 'filled'}
      leftSection={isFollowed ? <IconCheck size={14} /> : <IconUserPlus size={14} />}
      aria-pressed={isFollowed}
      onClick={() => {
        if (!toggle.isPending) {
          toggle.mutate({ kind: target.kind, id: target.id, follow: !isFollowed });
        }
      }}
      style={{ flexShrink: 0 }}
      data-testid="entity-follow"
    >
      {isFollowed ? t('follows.actions.following') : t('follows.actions.follow')}
    </Button>
  );
}
