import { Group, Popover, Progress, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import type { PostDto } from '@postradar/contracts';
import { useLanguage, useTranslation } from '@postradar/ui';
import { useState } from 'react';
import { formatCompact, formatNumber } from './format-count';
import { ReactionMark } from './reaction-mark';
import classes from './reactions-button.module.css';
import { reactionBreakdown, type ReactionCount } from './reaction-types';

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

/**
 * The reaction count with its three most frequent types; hovering or tapping it shows the count
 * of every type. The popover is created the first time it opens (a page of result cards holds
 * fifty of them and a person opens a few), anchored over the button so that the button stays.
 * The button is plain markup (as Mantine's UnstyledButton, with its focus ring).
 */
export function ReactionsButton({ reactions }: { reactions: PostDto['reactions'] }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const [isOpen, popover] = useDisclosure(false);
  const [hasPopover, setHasPopover] = useState(false);
  const breakdown = reactionBreakdown(reactions);

  function open() {
    setHasPopover(true);
    popover.open();
  }

  return (
    <span className={classes.anchorBox}>
      <button
        type="button"
        onClick={open}
        onMouseEnter={open}
        onMouseLeave={popover.close}
        onBlur={popover.close}
        aria-label={t('research.card.showBreakdown', {
          value: formatNumber(reactions.total, language),
        })}
        aria-expanded={isOpen}
        data-testid="post-reactions"
        className={`mantine-focus-auto ${classes.button}`}
      >
        <span className={classes.summary}>
          <span className={classes.marks}>
            {breakdown.slice(0, 3).map((entry) => (
              <ReactionMark key={entry.type} type={entry.type} stacked />
            ))}
          </span>
          <span className={classes.total}>{formatCompact(reactions.total, language)}</span>
        </span>
      </button>
      {hasPopover && (
        <Popover
          opened={isOpen}
          onClose={popover.close}
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
      )}
    </span>
  );
}
