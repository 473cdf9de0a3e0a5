import { Stack, Text } from '@mantine/core';
import { formatFullDate } from '@postradar/i18n';
import { TimeAgo, useLanguage } from '@postradar/ui';
import type { ReactNode } from 'react';

/** One labelled fact of a post's detail: a small upper-case label over its value. */
export function DetailFact({
  label,
  children,
  testId,
}: {
  label: string;
  children: ReactNode;
  testId?: string;
}) {
  return (
    <Stack gap={2} miw={0} data-testid={testId}>
      <Text fz="xs" fw={700} c="dimmed" tt="uppercase" style={{ letterSpacing: '0.04em' }}>
        {label}
      </Text>
      <Text component="div" fz="sm">
        {children}
      </Text>
    </Stack>
  );
}

/** A time as how long ago, over its full date. */
export function FullDate({ time }: { time: string }) {
  const language = useLanguage();
  return (
    <Stack gap={0}>
      <TimeAgo time={time} />
      <Text fz="xs" c="dimmed">
        {formatFullDate(time, language)}
      </Text>
    </Stack>
  );
}
