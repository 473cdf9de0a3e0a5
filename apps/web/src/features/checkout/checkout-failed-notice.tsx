import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useTranslation } from '@postradar/ui';
import { Link } from 'react-router';

interface CheckoutFailedNoticeProps {
  /** The server's (or the card provider's) message, shown as is. */
  message: string;
  /** The failure is about the plan: offer another plan and the billing page. */
  withPlanLinks: boolean;
}

/** The checkout-failed banner. */
export function CheckoutFailedNotice({ message, withPlanLinks }: CheckoutFailedNoticeProps) {
  const { t } = useTranslation();
  return (
    <Alert
      color="red"
      variant="light"
      icon={<IconAlertCircle size={18} />}
      title={t('checkout.failed.title')}
      data-testid="checkout-failed"
    >
      <Stack gap="sm" align="flex-start">
        <Text fz="sm">{message}</Text>
        {withPlanLinks && (
          <Group gap="sm">
            <Button component={Link} to="/pricing" size="xs">
              {t('checkout.failed.changePlan')}
            </Button>
            <Button component={Link} to="/settings/billing" size="xs" variant="default">
              {t('checkout.failed.billing')}
            </Button>
          </Group>
        )}
      </Stack>
    </Alert>
  );
}
