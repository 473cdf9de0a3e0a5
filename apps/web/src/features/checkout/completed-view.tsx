import { Button, Card, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { formatShortDateTime } from '@postradar/i18n';
import { useLanguage, useTranslation } from '@postradar/ui';
import { IconArrowRight, IconCircleCheck, IconReceipt } from '@tabler/icons-react';
import { Link } from 'react-router';
import { planTitle } from '../../lib/billing/plan-texts';
import { useAuth } from '../../lib/session/use-auth';
import type { CompletedOrder } from './use-checkout-flow';

/** The paid order: the account, the plan and when it ends, and the ways on. */
export function CompletedView({ order }: { order: CompletedOrder }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const { user } = useAuth();
  const rows = [
    { key: 'email', label: t('checkout.completed.email'), value: user?.email ?? '' },
    { key: 'plan', label: t('checkout.completed.plan'), value: planTitle(order.plan, language) },
    ...(order.finish
      ? [
          {
            key: 'expires',
            label: t('checkout.completed.expires'),
            value: formatShortDateTime(order.finish, language),
          },
        ]
      : []),
  ];

  return (
    <Card padding="xl" shadow="xs" maw={560} mx="auto" data-testid="checkout-completed">
      <Stack gap="lg" align="center" ta="center">
        <ThemeIcon size={64} radius="xl" color="teal" variant="light">
          <IconCircleCheck size={38} stroke={1.6} />
        </ThemeIcon>
        <Stack gap={4}>
          <Title order={2} fz={{ base: 24, sm: 28 }}>
            {t('checkout.completed.title')}
          </Title>
          <Text c="dimmed">{t('checkout.completed.body')}</Text>
        </Stack>
        <Stack gap="xs" w="100%" ta="left">
          {rows.map((row) => (
            <Group key={row.key} justify="space-between" gap="md" wrap="nowrap" align="flex-start">
              <Text c="dimmed" fz="sm">
                {row.label}
              </Text>
              <Text
                fw={600}
                fz="sm"
                ta="right"
                style={{ overflowWrap: 'anywhere' }}
                data-testid={`completed-${row.key}`}
              >
                {row.value}
              </Text>
            </Group>
          ))}
        </Stack>
        <Group gap="sm" justify="center">
          <Button component={Link} to="/a" rightSection={<IconArrowRight size={16} />}>
            {t('checkout.completed.start')}
          </Button>
          <Button
            component={Link}
            to="/settings/billing"
            variant="default"
            leftSection={<IconReceipt size={16} />}
          >
            {t('checkout.completed.billing')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
