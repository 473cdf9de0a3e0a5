import { Alert, Stack, Text } from '@mantine/core';
import { IconFlask } from '@tabler/icons-react';
import { useTranslation } from '@postradar/ui';
import { usePaymentSandbox } from './use-payment-sandbox';

/**
 * A yellow banner saying that payments go to local test providers, with where to send a bank
 * transfer and which test cards do what; nothing when payments are real.
 */
export function SandboxBanner() {
  const { t } = useTranslation();
  const isSandbox = usePaymentSandbox();
  if (!isSandbox) return null;
  return (
    <Alert
      color="yellow"
      variant="filled"
      autoContrast
      role="note"
      aria-label={t('sandbox.banner.label')}
      icon={<IconFlask size={18} />}
      title={t('sandbox.banner.text')}
      data-testid="payment-sandbox-banner"
    >
      <Stack gap={4}>
        <Text fz="sm" data-testid="payment-sandbox-bank-hint">
          {t('sandbox.banner.bankHint')}
        </Text>
        <Text fz="sm">{t('sandbox.banner.cardsHint')}</Text>
      </Stack>
    </Alert>
  );
}
