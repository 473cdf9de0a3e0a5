import { Group, Popover, Progress, Stack, Text } from '@mantine/core';
import { useLanguage, useTranslation } from '@postradar/ui';
import { formatNumber } from './format-count';
import { ReactionMark } from './reaction-mark';
import classes from './reactions-button.module.css';
import type { ReactionCount } from './reaction-types';

function Breakdown({ breakdown }: { breakdown: ReactionCount[] }) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <Stack gap={6} miw={200} data-testid="reactions-breakdown">
      <Text fz="xs" fw={700} c="dimmed" tt="uppercase">
        {t('research.card.reactionsBreakdown')}
      </Text>
      {breakdown.map((entry) => (
        <Stack key={entry.type} gap={2}>
          <Group justify="space-between" gap="md" wrap="nowrap">
            <Group gap={8} wrap="nowrap">
              <ReactionMark type={entry.type} />
              <Text fz="sm">{t(`research.reactionTypes.${entry.type}`)}</Text>
            </Group>
            <Text fz="sm" fw={600}>
              {formatNumber(entry.count, language)}
            </Text>
          </Group>
          <Progress value={entry.share * 100} size={4} radius="xl" aria-hidden />
        </Stack>
      ))}
    </Stack>
  );
}

export interface ReactionsPopoverProps {
  breakdown: ReactionCount[];
  isOpen: boolean;
  onClose(): void;
}

/**
 * The count of every reaction type over the reactions button, anchored on a box over it so that
 * the button stays as it is; loaded the first time it opens (reactions-button.tsx).
 */
export function ReactionsPopover({ breakdown, isOpen, onClose }: ReactionsPopoverProps) {
  return (
    <Popover
      opened={isOpen}
      onClose={onClose}
      position="top-start"
      withArrow
      shadow="md"
      withRoles={false}
    >
      <Popover.Target>
        <span className={classes.anchor} />
      </Popover.Target>
      <Popover.Dropdown p="sm" style={{ pointerEvents: 'none' }}>
        <Breakdown breakdown={breakdown} />
      </Popover.Dropdown>
    </Popover>
  );
}
