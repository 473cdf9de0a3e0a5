import { Alert, Card, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { billingCalls, type BillDto } from '@postradar/contracts';
import { IconClockHour4 } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from '@postradar/ui';
import { api } from '../../lib/api';
import { BankTransferDetails } from '../../lib/billing-transfer/bank-transfer-details';
import type { CheckoutFlow } from './use-checkout-flow';
import { useBillStatus } from './use-bill-status';

interface PendingBillViewProps {
  bill: BillDto;
  flow: Pick<CheckoutFlow, 'complete' | 'fail'>;
}

/**
 * A bill waiting for its money (a bank transfer to make, a payment still clearing): what to send,
 * the bill code and that the plan starts when the money arrives. The bill is checked every few
 * seconds; once paid the order is completed, once failed or cancelled the failure is shown.
 */
export function PendingBillView({ bill, flow }: PendingBillViewProps) {
  const { t } = useTranslation();
  const status = useBillStatus(bill);
  const current = status.data;
  const isSettled = useRef(false);
  const { complete, fail } = flow;

  useEffect(() => {
    if (isSettled.current || current.status === 'pending') return;
    isSettled.current = true;
    if (current.status === 'paid') {
      api.call(billingCalls.membership).then(
        (membership) => complete(current, membership),
        () => complete(current, null),
      );
    } else {
      fail(new Error(current.failureMessage ?? t('checkout.pending.failed')));
    }
  }, [current, complete, fail, t]);

  const transfer = current.transfer ?? bill.transfer;
  return (
    <Stack gap="lg" maw={760} data-testid="checkout-pending">
      <Card padding="xl" shadow="xs">
        <Stack gap="sm">
          <Group gap="sm" wrap="nowrap">
            <IconClockHour4 size={28} color="var(--mantine-color-radar-6)" />
            <Title order={2} fz={{ base: 22, sm: 26 }}>
              {t('checkout.pending.title')}
            </Title>
          </Group>
          <Text>
            {transfer
              ? t('checkout.pending.startsOnTransfer')
              : t('checkout.pending.startsOnPayment')}
          </Text>
          <Group gap="xs">
            <Text c="dimmed">{t('checkout.pending.billCode')}:</Text>
            <Text fw={700} ff="monospace" data-testid="pending-bill-code">
              {current.code}
            </Text>
          </Group>
          <Group gap="xs" c="dimmed">
            <Loader size="xs" />
            <Text fz="sm">{t('checkout.pending.waiting')}</Text>
          </Group>
        </Stack>
      </Card>
      {transfer && <BankTransferDetails transfer={transfer} />}
      {status.isRefetchError && (
        <Alert color="yellow" variant="light">
          {t('checkout.pending.checkFailed')}
        </Alert>
      )}
    </Stack>
  );
}
