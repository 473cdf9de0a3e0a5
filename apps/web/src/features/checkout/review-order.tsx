import { Card, Divider, Group, Stack, Text } from '@mantine/core';
import type { PlanDto } from '@postradar/contracts';
import { useLanguage, useTranslation } from '@postradar/ui';
import type { ReactNode } from 'react';
import { formatPrice } from '../../lib/billing/format-price';
import { planTitle } from '../../lib/billing/plan-texts';
import type { OrderAmounts } from './order-total';

interface ReviewOrderProps {
  plan: PlanDto;
  amounts: OrderAmounts;
  /** The coupon box and the pay button, under the total. */
  children: ReactNode;
}

/** The Review Order panel: plan, period, price, the discount when there is one, and the total. */
export function ReviewOrder({ plan, amounts, children }: ReviewOrderProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  /** A plan's period: in months when it is a whole number of 30-day months, else in days. */
  const periodText = (days: number) =>
    days % 30 === 0
      ? t('checkout.review.periodMonths', { count: days / 30 })
      : t('checkout.review.periodDays', { count: days });
  const money = (amount: number) => formatPrice(amount, plan.currency);
  return (
    <Card padding="lg" shadow="xs" component="section" data-testid="review-order">
      <Stack gap="sm">
        <Text fw={600} fz="lg">
          {t('checkout.review.title')}
        </Text>
        <Line
          label={t('checkout.review.plan')}
          value={planTitle(plan, language)}
          testId="review-plan"
        />
        <Line label={t('checkout.review.period')} value={periodText(plan.periodDays)} />
        <Line
          label={t('checkout.review.price')}
          value={money(amounts.price)}
          testId="review-price"
        />
        {amounts.discount > 0 && (
          <Line
            label={t('checkout.review.discount')}
            value={`-${money(amounts.discount)}`}
            testId="review-discount"
            color="teal"
          />
        )}
        <Divider />
        <Group justify="space-between" wrap="nowrap">
          <Text fw={700}>{t('checkout.review.total')}</Text>
          <Text fw={700} fz="xl" data-testid="review-total">
            {money(amounts.total)}
          </Text>
        </Group>
        {children}
      </Stack>
    </Card>
  );
}

function Line(props: { label: string; value: string; testId?: string; color?: string }) {
  return (
    <Group justify="space-between" gap="md" wrap="nowrap" align="flex-start">
      <Text c="dimmed" fz="sm">
        {props.label}
      </Text>
      <Text fz="sm" fw={500} ta="right" c={props.color} data-testid={props.testId}>
        {props.value}
      </Text>
    </Group>
  );
}
