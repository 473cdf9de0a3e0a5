import { Anchor, Button, Group, Paper, Stack, Text } from '@mantine/core';
import type { MembershipDto } from '@postradar/contracts';
import { formatShortDate } from '@postradar/i18n';
import { useLanguage, useTranslation } from '@postradar/ui';
import { IconArrowRight } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useMonthlyPriceLabel } from '../../lib/billing/use-price-label';
import classes from './pricing-page.module.css';
import { planTitle } from '../../lib/billing/plan-texts';

/** The signed-in user's plan now, above the others: its price, until when, and the ways on. */
export function CurrentPlan({ membership }: { membership: MembershipDto }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const monthlyPriceLabel = useMonthlyPriceLabel();
  const { plan } = membership;

  return (
    <Paper
      p="lg"
      radius="lg"
      shadow="sm"
      className={classes.currentPlan}
      data-testid="current-plan"
    >
      <Group justify="space-between" gap="md">
        <Stack gap={2}>
          <Text fz="xs" fw={700} tt="uppercase" c="dimmed" style={{ letterSpacing: '0.08em' }}>
            {t('billing.pricing.current.title')}
          </Text>
          <Text fw={700} fz="xl">
            {planTitle(plan, language)}
            <Text span c="dimmed" fw={500} fz="md" ml={8} data-testid="current-plan-price">
              {monthlyPriceLabel(plan.price, plan.currency)}
            </Text>
          </Text>
          <Text fz="sm" c="dimmed">
            {t('billing.pricing.current.activeUntil', {
              date: formatShortDate(membership.finish, language),
            })}
          </Text>
        </Stack>
        <Group gap="md">
          <Anchor component={Link} to="/" fz="sm">
            {t('billing.pricing.current.goHome')}
          </Anchor>
          <Button component={Link} to="/a" rightSection={<IconArrowRight size={16} />}>
            {t('billing.pricing.current.getStarted')}
          </Button>
        </Group>
      </Group>
    </Paper>
  );
}
