import { Alert, Button, Stack, Text } from '@mantine/core';
import type { BankTransferDetails as Transfer } from '@postradar/contracts';
import { IconArrowRight, IconBuildingBank } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation, useIsMobile } from '@postradar/ui';
import { formatPrice } from '../../lib/billing/format-price';
import { BankTransferDetails } from '../../lib/billing-transfer/bank-transfer-details';
import { useBills } from './billing-queries';
import { Dialog } from '../../components/dialog';

/**
 * A reminder for each bank transfer still awaited: its bill code and the amount in dong, and what
 * to send (the account, the note and the QR code) in a window.
 */
export function PendingTransfers() {
  const { t } = useTranslation();
  const isMobile = useIsMobile();
  const bills = useBills();
  const [shown, setShown] = useState<{ code: string; transfer: Transfer } | null>(null);
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
              onClick={() => setShown({ code: bill.code, transfer: bill.transfer })}
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
      <Dialog
        opened={shown !== null}
        onClose={() => setShown(null)}
        title={shown ? t('billing.settings.history.pendingTitle', { code: shown.code }) : ''}
        fullScreen={isMobile}
        size="lg"
        testId="pending-transfer-details"
      >
        {shown && <BankTransferDetails transfer={shown.transfer} />}
      </Dialog>
    </Stack>
  );
}
