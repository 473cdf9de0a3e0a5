import { Card, Group, Skeleton, Stack, Text, ThemeIcon } from '@mantine/core';
import type { CheckoutMethod } from '@postradar/contracts';
import { IconBrandPaypal, IconBuildingBank, IconCreditCard, type Icon } from '@tabler/icons-react';
import { useTranslation } from '@postradar/ui';
import { useGateways } from '../../lib/billing/gateway-query';

const methodIcons: Record<CheckoutMethod, Icon> = {
  stripe: IconCreditCard,
  paypal: IconBrandPaypal,
  bank: IconBuildingBank,
};

/** The ways to pay this installation accepts; the choice itself is made at checkout. */
export function PaymentMethods() {
  const { t } = useTranslation();
  const gateways = useGateways();

  return (
    <Card padding="xl" shadow="xs" component="section" data-testid="billing-methods">
      <Stack gap="md">
        <Stack gap={2}>
          <Text fw={600}>{t('billing.settings.methods.title')}</Text>
          <Text fz="sm" c="dimmed">
            {t('billing.settings.methods.body')}
          </Text>
        </Stack>
        {gateways.isPending && <Skeleton height={36} radius="md" />}
        {gateways.isError && (
          <Text fz="sm" c="dimmed">
            {t('billing.settings.methods.loadFailed')}
          </Text>
        )}
        {gateways.isSuccess && gateways.data.length === 0 && (
          <Text fz="sm" c="dimmed" data-testid="billing-methods-none">
            {t('billing.settings.methods.none')}
          </Text>
        )}
        {gateways.isSuccess &&
          gateways.data.map((method) => {
            const MethodIcon = methodIcons[method];
            return (
              <Group key={method} gap="sm" wrap="nowrap" data-testid="billing-method">
                <ThemeIcon size={34} radius="md" variant="light">
                  <MethodIcon size={18} stroke={1.7} />
                </ThemeIcon>
                <Text fz="sm" fw={500}>
                  {t(`billing.settings.methods.${method}`)}
                </Text>
              </Group>
            );
          })}
      </Stack>
    </Card>
  );
}
