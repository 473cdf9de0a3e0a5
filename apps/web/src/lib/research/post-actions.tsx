import { ActionIcon, Group } from '@mantine/core';
import {
  IconEyeOff,
  IconFolderPlus,
  IconHeart,
  IconUserPlus,
  type Icon,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useHoverTooltip } from './use-hover-tooltip';

/**
 * The favorites, follows, ignore list and groups have no API yet: their controls keep their place
 * on cards and in the detail, hidden, so that turning them on changes no layout
 * (docs/product.md, "Actions on a post").
 */
const arePostActionsAvailable = false;

type PostActionKey = 'favorite' | 'follow' | 'ignore' | 'addToGroup';

const postActions: readonly { key: PostActionKey; icon: Icon }[] = [
  { key: 'favorite', icon: IconHeart },
  { key: 'follow', icon: IconUserPlus },
  { key: 'ignore', icon: IconEyeOff },
  { key: 'addToGroup', icon: IconFolderPlus },
];

function PostActionButton({
  name,
  icon: ActionIconShape,
  testId,
}: {
  name: string;
  icon: Icon;
  testId: string;
}) {
  const { targetProps, tooltip } = useHoverTooltip<HTMLButtonElement>(name);
  return (
    <>
      <ActionIcon
        {...targetProps}
        variant="subtle"
        color="gray"
        aria-label={name}
        data-testid={testId}
      >
        <ActionIconShape size={18} stroke={1.7} />
      </ActionIcon>
      {tooltip}
    </>
  );
}

/** Save to favorites, follow the page, ignore, add to a group: one icon button each. */
export function PostActions() {
  const { t } = useTranslation();
  return (
    <Group
      gap={4}
      wrap="nowrap"
      role="group"
      aria-label={t('research.card.actions')}
      display={arePostActionsAvailable ? undefined : 'none'}
      data-testid="post-actions"
    >
      {postActions.map(({ key, icon }) => (
        <PostActionButton
          key={key}
          name={t(`research.card.actionNames.${key}`)}
          icon={icon}
          testId={`post-action-${key}`}
        />
      ))}
    </Group>
  );
}
