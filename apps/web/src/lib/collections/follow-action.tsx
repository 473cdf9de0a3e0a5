import { ActionIcon } from '@mantine/core';
import type { PostDto } from '@postradar/contracts';
import { IconUserCheck, IconUserPlus } from '@tabler/icons-react';
import { lazy, useMemo, useState } from 'react';
import { OnDemandMenu, useHoverTooltip, useTranslation } from '@postradar/ui';
import type { CollectionTarget } from './follow-kinds';
import { usePostMarks } from './post-marks';
import { postTargets } from './post-targets';
import { useCollectionMarks, type MarkedIds } from './use-collection-marks';
import { useToggleFollow } from './use-toggle-follow';

const loadDropdown = () => import('./follow-menu-dropdown');
const FollowMenuDropdown = lazy(() =>
  loadDropdown().then((module) => ({ default: module.FollowMenuDropdown })),
);

function idsOf(targets: readonly CollectionTarget[]): MarkedIds {
  const ofKind = (kind: CollectionTarget['kind']) =>
    targets.filter((target) => target.kind === kind).map((target) => target.id);
  return { pages: ofKind('page'), domains: ofKind('domain'), pixels: ofKind('pixel') };
}

/**
 * Follow a post's page, its store or its store's pixels: a menu with each of them and whether it
 * is followed, each item toggling. The button is marked while the post's page is followed.
 */
export function FollowAction({ post }: { post: PostDto }) {
  const { t } = useTranslation();
  const [isOpen, setOpen] = useState(false);
  const targets = useMemo(() => postTargets(post), [post]);
  // Whether the store and pixels are followed is asked for when the menu opens.
  const marks = useCollectionMarks(isOpen ? idsOf(targets) : {});
  const listMarks = usePostMarks();
  const toggle = useToggleFollow();
  const isPageFollowed = post.page !== null && listMarks.followed.pageIds.includes(post.page._id);
  const name = t('follows.actions.followMenu');
  const { targetProps, tooltip } = useHoverTooltip<HTMLButtonElement>(name);
  if (targets.length === 0) return null;

  return (
    <>
      <OnDemandMenu
        onChange={setOpen}
        preloadDropdown={loadDropdown}
        position="bottom-start"
        width={280}
        target={
          <ActionIcon
            {...targetProps}
            variant="subtle"
            color={isPageFollowed ? undefined : 'gray'}
            aria-label={name}
            data-testid="post-action-follow"
          >
            {isPageFollowed ? (
              <IconUserCheck size={18} stroke={1.9} />
            ) : (
              <IconUserPlus size={18} stroke={1.7} />
            )}
          </ActionIcon>
        }
      >
        <FollowMenuDropdown
          targets={targets}
          marks={marks}
          onToggle={(target, follow) => toggle.mutate({ kind: target.kind, id: target.id, follow })}
        />
      </OnDemandMenu>
      {tooltip}
    </>
  );
}
