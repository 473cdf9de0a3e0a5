import { Alert, Button, Stack, Text } from '@mantine/core';
import { IconArrowRight, IconBuildingBank } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatPrice } from '../../lib/billing/format-price';
import { useBills } from './billing-queries';

/**
 * A reminder for each bank transfer still awaited: its bill code and the amount in dong, and the
 * way to the checkout, which shows the account, note and QR code.
 */
export function PendingTransfers() {
  const { t } = useTranslation();
  const bills = useBills();
  const pending = (bills.data ?? []).flatMap((bill) =>
    bill.status === 'pending' && bill.transfer ? [{ ...bill, transfer: bill.transfer }] : [],
  );
  if (pending.length === 0) return null;

  return (
    <Stack gap="sm">
      {pending.map((bill) => (
        <Alert
          key={bill._id}
          color="yellow"
          variant="light"
          radius="md"
          icon={<IconBuildingBank size={20} />}
          title={t('billing.settings.history.pendingTitle', { code: bill.code })}
          data-testid="pending-transfer"
        >
          <Stack gap="sm" align="flex-start">
            <Text fz="sm">
              {t('billing.settings.history.pendingBody', {
                amount: formatPrice(bill.transfer.amountVnd, 'VND'),
              })}
            </Text>
            <Button
              component={Link}
              to="/checkout"
              size="xs"
              variant="white"
              color="dark"
              rightSection={<IconArrowRight size={14} />}
            >
              {t('billing.settings.history.pendingAction')}
            </Button>
          </Stack>
        </Alert>
      ))}
    </Stack>
  );
}
