import { Anchor, Badge, Button, Card, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import type { PlanDto } from '@postradar/contracts';
import { useLanguage, useTranslation } from '@postradar/ui';
import { IconArrowRight } from '@tabler/icons-react';
import { Link } from 'react-router';
import { planFeatures } from '../../lib/billing/plan-features';
import { subscribePath } from '../../lib/billing/plan-queries';
import { planDescription, planTitle } from '../../lib/billing/plan-texts';
import { usePriceLabel } from '../../lib/billing/use-price-label';
import { FeatureList } from './feature-list';

/** The plan the pricing page recommends ('Most popular'). */
const popularPlanSlug = 'standard';

function UpgradePlan({ plan }: { plan: PlanDto }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const priceLabel = usePriceLabel();
  const title = planTitle(plan, language);
  return (
    <Card padding="lg" shadow="xs" radius="lg" data-testid={`upgrade-plan-${plan.slug}`}>
      <Stack gap="md" h="100%">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Stack gap={2}>
            <Text fw={700} fz="lg">
              {title}
            </Text>
            <Text fz="sm">
              <Text span fw={700} fz="xl">
                {priceLabel(plan.price, plan.currency, { compact: true })}
              </Text>{' '}
              <Text span c="dimmed" fz="sm">
                {t('billing.perMonthShort')}
              </Text>
            </Text>
          </Stack>
          {plan.slug === popularPlanSlug && (
            <Badge variant="light">{t('billing.pricing.mostPopular')}</Badge>
          )}
        </Group>
        <Text fz="sm" c="dimmed">
          {planDescription(plan, language)}
        </Text>
        <FeatureList
          items={planFeatures(plan, language).map((feature) => feature.text)}
          isIncluded
        />
        <Button
          component={Link}
          to={subscribePath(plan._id)}
          variant={plan.slug === popularPlanSlug ? 'filled' : 'light'}
          mt="auto"
          fullWidth
          data-testid="upgrade-plan-choose"
        >
          {t('billing.pricing.choose', { plan: title })}
        </Button>
      </Stack>
    </Card>
  );
}

/** The paid plans on sale, each with its price and features, and the way to compare them. */
export function UpgradePlans({ plans }: { plans: readonly PlanDto[] }) {
  const { t } = useTranslation();
  if (plans.length === 0) return null;
  return (
    <Stack gap="md" data-testid="upgrade-plans">
      <Group justify="space-between" align="flex-end" gap="xs">
        <Stack gap={2}>
          <Text fw={700} fz="xl">
            {t('billing.trials.upgrade.title')}
          </Text>
          <Text fz="sm" c="dimmed">
            {t('billing.trials.upgrade.body')}
          </Text>
        </Stack>
        <Anchor component={Link} to="/pricing" fz="sm" fw={600} data-testid="upgrade-compare">
          <Group gap={4} wrap="nowrap">
            {t('billing.trials.upgrade.compare')}
            <IconArrowRight size={14} />
          </Group>
        </Anchor>
      </Group>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg">
        {plans.map((plan) => (
          <UpgradePlan key={plan._id} plan={plan} />
        ))}
      </SimpleGrid>
    </Stack>
  );
}
