import { Badge, Menu, Stack, Text } from '@mantine/core';
import type { CollectionMarks } from '@postradar/contracts';
import { IconCheck } from '@tabler/icons-react';
import { useTranslation } from '@postradar/ui';
import { followedIdsKey, type CollectionTarget } from './follow-kinds';
import { TargetIcon } from './target-icon';

export interface FollowMenuDropdownProps {
  targets: readonly CollectionTarget[];
  /** Which of the targets are followed. */
  marks: CollectionMarks;
  onToggle(target: CollectionTarget, follow: boolean): void;
}

/**
 * The follow menu's items: the post's page, store and pixels, each saying whether it is followed
 * and toggling it. Loaded with the menu's first opening (follow-action.tsx).
 */
export function FollowMenuDropdown({ targets, marks, onToggle }: FollowMenuDropdownProps) {
  const { t } = useTranslation();
  return (
    <Menu.Dropdown data-testid="follow-menu">
      {targets.map((target) => {
        const isFollowed = marks.followed[followedIdsKey[target.kind]].includes(target.id);
        return (
          <Menu.Item
            key={`${target.kind}-${target.id}`}
            closeMenuOnClick={false}
            leftSection={<TargetIcon kind={target.kind} />}
            rightSection={
              isFollowed ? (
                <Badge
                  variant="light"
                  size="sm"
                  rightSection={<IconCheck size={12} />}
                  style={{ flexShrink: 0 }}
                >
                  {t('follows.actions.following')}
                </Badge>
              ) : (
                <Text fz="xs" fw={600} c="radar.7" style={{ flexShrink: 0 }}>
                  {t('follows.actions.follow')}
                </Text>
              )
            }
            onClick={() => onToggle(target, !isFollowed)}
            data-testid={`follow-${target.kind}`}
          >
            <Stack gap={0} miw={0}>
              <Text fz={11} c="dimmed" tt="uppercase" fw={700}>
                {t(`follows.actions.followTargets.${target.kind}`)}
              </Text>
              <Text
                fz="sm"
                truncate
                ff={target.kind === 'pixel' ? 'monospace' : undefined}
                title={target.name}
              >
                {target.name}
              </Text>
            </Stack>
          </Menu.Item>
        );
      })}
    </Menu.Dropdown>
  );
}
