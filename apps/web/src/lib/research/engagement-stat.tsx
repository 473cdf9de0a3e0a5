import { Group, Text, Tooltip } from '@mantine/core';
import { useLanguage } from '@postradar/ui';
import type { Icon } from '@tabler/icons-react';
import { formatCompact, formatNumber } from './format-count';

interface EngagementStatProps {
  icon: Icon;
  label: string;
  value: number;
  testId?: string;
}

/** A count with its icon, compact on screen ('1.3K') and exact in its label and tooltip. */
export function EngagementStat({ icon: StatIcon, label, value, testId }: EngagementStatProps) {
  const language = useLanguage();
  const exact = formatNumber(value, language);
  return (
    <Tooltip label={`${label}: ${exact}`}>
      <Group
        gap={4}
        wrap="nowrap"
        aria-label={`${label}: ${exact}`}
        role="group"
        data-testid={testId}
      >
        <StatIcon size={16} stroke={1.7} color="var(--mantine-color-gray-6)" aria-hidden />
        <Text span fz="sm" fw={600} aria-hidden>
          {formatCompact(value, language)}
        </Text>
      </Group>
    </Tooltip>
  );
}
