import { Badge } from '@mantine/core';
import type { BillStatus } from '@postradar/contracts';
import { useTranslation } from '@postradar/ui';

const statusColors: Record<BillStatus, string> = {
  pending: 'yellow',
  paid: 'teal',
  failed: 'red',
  refunded: 'blue',
  cancelled: 'gray',
};

/** A bill's status in its colour: pending, paid, failed, refunded or cancelled. */
export function BillStatusBadge({ status }: { status: BillStatus }) {
  const { t } = useTranslation();
  return (
    <Badge
      color={statusColors[status]}
      variant="light"
      data-testid="bill-status"
      data-status={status}
    >
      {t(`billing.status.${status}`)}
    </Badge>
  );
}
