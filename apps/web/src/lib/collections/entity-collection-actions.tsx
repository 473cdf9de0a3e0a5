import { Group } from '@mantine/core';
import type { CollectionMarks } from '@postradar/contracts';
import { useTranslation } from '@postradar/ui';
import type { ActionLook } from './action-look';
import { AddToGroupButton } from './add-to-group-button';
import { followedIdsKey, type CollectionTarget } from './follow-kinds';
import { FollowButton } from './follow-button';
import { IgnoreEntityButton } from './ignore-entity-button';
import { isIgnoredIn } from './ignored-marks';

interface EntityCollectionActionsProps {
  target: CollectionTarget;
  /** The user's marks of the list or screen showing it: whether it is followed or ignored. */
  marks: CollectionMarks;
  /**
   * 'row': a list row or card, compact; 'header': an entity's screen, buttons with words;
   * 'narrow-header': an entity's screen on a narrow display, Follow with its words, the others
   * as framed icons.
   */
  variant: 'row' | 'header' | 'narrow-header';
}

const secondaryLook: Record<EntityCollectionActionsProps['variant'], ActionLook> = {
  row: 'icon',
  header: 'button',
  'narrow-header': 'framed-icon',
};

/**
 * Follow / Following, Add to group and, for pages and stores, Ignore / Ignored: the collection
 * actions of a page, domain or pixel wherever it is listed or shown.
 */
export function EntityCollectionActions({ target, marks, variant }: EntityCollectionActionsProps) {
  const { t } = useTranslation();
  const { kind } = target;
  const inner = secondaryLook[variant];
  return (
    <Group
      gap={variant === 'row' ? 4 : 'xs'}
      wrap={variant === 'row' ? 'nowrap' : 'wrap'}
      role="group"
      aria-label={t('follows.actions.label')}
      data-testid="entity-collection-actions"
    >
      <FollowButton
        target={target}
        isFollowed={marks.followed[followedIdsKey[kind]].includes(target.id)}
        size={variant === 'row' ? 'compact-sm' : 'sm'}
      />
      <AddToGroupButton targets={[target]} variant={inner} testId="entity-add-to-group" />
      {kind !== 'pixel' && (
        <IgnoreEntityButton
          target={{ ...target, kind }}
          isIgnored={isIgnoredIn(marks, { kind, id: target.id })}
          variant={inner}
        />
      )}
    </Group>
  );
}
