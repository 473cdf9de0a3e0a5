import { Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** One figure of a collection row: what it counts above, the value under it. */
export function RowFigure({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={0} miw={0}>
      <Text fz={11} fw={700} tt="uppercase" c="dimmed" truncate>
        {label}
      </Text>
      <Text fz="sm" fw={600} style={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>
        {children}
      </Text>
    </Stack>
  );
}
