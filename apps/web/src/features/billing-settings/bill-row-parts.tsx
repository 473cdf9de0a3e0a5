import { Stack, Text } from '@mantine/core';
import type { BillDto } from '@postradar/contracts';

/** What a bill was for, with its code and, for a failed one, the reason. */
export function BillDescription({ bill }: { bill: BillDto }) {
  return (
    <Stack gap={2}>
      <Text fz="sm" fw={500}>
        {bill.title}
      </Text>
      <Text fz="xs" c="dimmed" ff="monospace">
        {bill.code}
      </Text>
      {bill.status === 'failed' && bill.failureMessage && (
        <Text fz="xs" c="red">
          {bill.failureMessage}
        </Text>
      )}
    </Stack>
  );
}
