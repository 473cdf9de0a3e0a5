import { Badge, Group, Radio, Stack, Text } from '@mantine/core';
import type { CheckoutMethod } from '@postradar/contracts';
import { IconBrandPaypal, IconBuildingBank, IconCreditCard, type Icon } from '@tabler/icons-react';
import { useTranslation } from '@postradar/ui';
import { hasFeature, scopes } from '../../lib/has-feature';
import { useAuth } from '../../lib/session/use-auth';
import type { MethodChoice } from './payment-methods';

const icons: Record<CheckoutMethod, Icon> = {
  stripe: IconCreditCard,
  paypal: IconBrandPaypal,
  bank: IconBuildingBank,
};

interface PaymentMethodPickerProps {
  choices: MethodChoice[];
  value: CheckoutMethod | null;
  onChange(method: CheckoutMethod): void;
}

/** The settings that offer a way to pay (README, Paying), named to staff when it is missing. */
const settingsOf: Record<CheckoutMethod, string> = {
  stripe: 'STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY',
  paypal: 'PAYPAL_CLIENT_ID, PAYPAL_CLIENT_SECRET',
  bank: 'BANK_NAME, BANK_BIN, BANK_ACCOUNT_NUMBER, BANK_ACCOUNT_HOLDER',
};

/**
 * The ways to pay as radio cards; one not configured is shown greyed out and cannot be chosen,
 * and staff are told which settings would offer it.
 */
export function PaymentMethodPicker({ choices, value, onChange }: PaymentMethodPickerProps) {
  const { t } = useTranslation();
  const isStaff = hasFeature(useAuth().user?.scopes, scopes.adminWorker, [scopes.admin]);
  return (
    <Radio.Group
      value={value}
      onChange={(next) => onChange(next as CheckoutMethod)}
      label={t('checkout.method.title')}
      labelProps={{ fz: 'lg', fw: 600, mb: 'sm' }}
    >
      <Stack gap="sm">
        {choices.map(({ method, isAvailable }) => {
          const MethodIcon = icons[method];
          return (
            <Radio.Card
              key={method}
              value={method}
              disabled={!isAvailable}
              radius="md"
              p="md"
              style={{
                opacity: isAvailable ? 1 : 0.55,
                cursor: isAvailable ? 'pointer' : 'not-allowed',
              }}
              data-testid={`method-${method}`}
            >
              <Group gap="md" wrap="nowrap" align="flex-start">
                <Radio.Indicator disabled={!isAvailable} mt={2} />
                <MethodIcon size={22} stroke={1.6} style={{ flexShrink: 0, marginTop: 1 }} />
                <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
                  <Group gap="xs">
                    <Text fw={600}>{t(`checkout.method.${method}`)}</Text>
                    {!isAvailable && (
                      <Badge size="sm" variant="light" color="gray">
                        {t('checkout.method.notAvailable')}
                      </Badge>
                    )}
                  </Group>
                  <Text fz="sm" c="dimmed">
                    {t(`checkout.method.${method}Hint`)}
                  </Text>
                  {!isAvailable && isStaff && (
                    <Text fz="xs" c="dimmed" ff="monospace" data-testid={`method-${method}-setup`}>
                      {t('checkout.method.staffSetup', { settings: settingsOf[method] })}
                    </Text>
                  )}
                </Stack>
              </Group>
            </Radio.Card>
          );
        })}
      </Stack>
    </Radio.Group>
  );
}
