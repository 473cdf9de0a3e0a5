import { Alert, Button, Stack, Text } from '@mantine/core';
import { IconMessageCircle, IconPlugConnectedX } from '@tabler/icons-react';
import { useTranslation } from '@postradar/ui';
import { supportChat } from '../../lib/support-chat-store';

/** No way to pay is configured: say so and open the live chat instead. */
export function NoGatewayNotice() {
  const { t } = useTranslation();
  return (
    <Alert
      color="yellow"
      variant="light"
      icon={<IconPlugConnectedX size={18} />}
      title={t('checkout.method.noneTitle')}
      data-testid="checkout-no-gateway"
    >
      <Stack gap="sm" align="flex-start">
        <Text fz="sm">{t('checkout.method.noneBody')}</Text>
        <Button
          size="xs"
          variant="white"
          leftSection={<IconMessageCircle size={16} />}
          onClick={() => supportChat.open()}
        >
          {t('checkout.method.liveChat')}
        </Button>
      </Stack>
    </Alert>
  );
}
