import { Group, Popover, Progress, Stack, Text, UnstyledButton } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import type { PostDto } from '@postradar/contracts';
import { useLanguage } from '@postradar/ui';
import { useTranslation } from 'react-i18next';
import { formatCompact, formatNumber } from './format-count';
import { ReactionIcon } from './reaction-icon';
import { reactionBreakdown } from './reaction-types';

/**
 * The reaction count with its three most frequent types; hovering or tapping it shows the count
 * of every type.
 */
export function ReactionsButton({ reactions }: { reactions: PostDto['reactions'] }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const [isOpen, popover] = useDisclosure(false);
  const breakdown = reactionBreakdown(reactions);
  return (
    <Popover opened={isOpen} onClose={popover.close} position="top-start" withArrow shadow="md">
      <Popover.Target>
        <UnstyledButton
          onClick={popover.open}
          onMouseEnter={popover.open}
          onMouseLeave={popover.close}
          onBlur={popover.close}
          aria-label={t('research.card.showBreakdown', {
            value: formatNumber(reactions.total, language),
          })}
          aria-expanded={isOpen}
          data-testid="post-reactions"
          style={{ borderRadius: 'var(--mantine-radius-sm)' }}
        >
          <Group gap={0} wrap="nowrap">
            <Group gap={0} wrap="nowrap" pl={4}>
              {breakdown.slice(0, 3).map((entry) => (
                <ReactionIcon key={entry.type} type={entry.type} stacked />
              ))}
            </Group>
            <Text span fz="sm" fw={600} ml={6}>
              {formatCompact(reactions.total, language)}
            </Text>
          </Group>
        </UnstyledButton>
      </Popover.Target>
      <Popover.Dropdown p="sm" style={{ pointerEvents: 'none' }}>
        <Stack gap={6} miw={200} data-testid="reactions-breakdown">
          <Text fz="xs" fw={700} c="dimmed" tt="uppercase">
            {t('research.card.reactionsBreakdown')}
          </Text>
          {breakdown.map((entry) => (
            <Stack key={entry.type} gap={2}>
              <Group justify="space-between" gap="md" wrap="nowrap">
                <Group gap={8} wrap="nowrap">
                  <ReactionIcon type={entry.type} />
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
      </Popover.Dropdown>
    </Popover>
  );
}
