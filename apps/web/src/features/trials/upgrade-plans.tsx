import { Anchor, Badge, Button, Card, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import type { MembershipDto, PlanDto } from '@postradar/contracts';
import { useLanguage, useTranslation } from '@postradar/ui';
import { IconArrowRight } from '@tabler/icons-react';
import { Link } from 'react-router';
import { FeatureList } from '../../lib/billing/feature-list';
import { planFeatures } from '../../lib/billing/plan-features';
import { subscribePath } from '../../lib/billing/plan-queries';
import { standingBadgeKeys, standingOf, type PlanStanding } from '../../lib/billing/plan-standing';
import { planDescription, planTitle } from '../../lib/billing/plan-texts';
import { usePriceLabel } from '../../lib/billing/use-price-label';
import classes from './trials-page.module.css';

function PlanAction({ plan, standing }: { plan: PlanDto; standing: PlanStanding }) {
  const { t } = useTranslation();
  const language = useLanguage();
  if (standing === 'current') {
    return (
      <Button
        component={Link}
        to="/settings/billing"
        variant="default"
        mt="auto"
        fullWidth
        data-testid="upgrade-plan-manage"
      >
        {t('billing.trials.subscribed.manage')}
      </Button>
    );
  }
  return (
    <Button
      component={Link}
      to={subscribePath(plan._id)}
      variant={standing === 'other' ? 'light' : 'filled'}
      mt="auto"
      fullWidth
      data-testid="upgrade-plan-choose"
    >
      {t('billing.pricing.choose', { plan: planTitle(plan, language) })}
    </Button>
  );
}

function UpgradePlan({ plan, standing }: { plan: PlanDto; standing: PlanStanding }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const priceLabel = usePriceLabel();
  return (
    <Card
      padding="lg"
      shadow="xs"
      radius="lg"
      className={classes.plan}
      data-current={standing === 'current' || undefined}
      data-testid={`upgrade-plan-${plan.slug}`}
    >
      <Stack gap="md" h="100%">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Stack gap={2}>
            <Text fw={700} fz="lg">
              {planTitle(plan, language)}
            </Text>
            <Text fz="sm">
              <Text span fw={700} fz="xl">
                {priceLabel(plan.price, plan.currency)}
              </Text>{' '}
              <Text span c="dimmed" fz="sm">
                {t('billing.perMonthShort')}
              </Text>
            </Text>
          </Stack>
          {standing !== 'other' && (
            <Badge
              variant={standing === 'current' ? 'filled' : 'light'}
              color={standing === 'current' ? 'teal' : undefined}
              data-testid={`upgrade-plan-${standing}`}
            >
              {t(standingBadgeKeys[standing])}
            </Badge>
          )}
        </Group>
        <Text fz="sm" c="dimmed">
          {planDescription(plan, language)}
        </Text>
        <FeatureList items={planFeatures(plan, language)} />
        <PlanAction plan={plan} standing={standing} />
      </Stack>
    </Card>
  );
}

interface UpgradePlansProps {
  plans: readonly PlanDto[];
  /** The paid plan the seller runs now: marked as theirs, with the dearer plans as the upgrades. */
  membership: MembershipDto | null;
}

/** The paid plans on sale, each with its price and features, and the way to compare them. */
export function UpgradePlans({ plans, membership }: UpgradePlansProps) {
  const { t } = useTranslation();
  if (plans.length === 0) return null;
  return (
    <Stack gap="md" data-testid="upgrade-plans">
      <Group justify="space-between" align="flex-end" gap="xs">
        <Stack gap={2}>
          <Text fw={700} fz="xl" data-testid="upgrade-plans-title">
            {membership
              ? t('billing.trials.upgrade.changeTitle')
              : t('billing.trials.upgrade.title')}
          </Text>
          <Text fz="sm" c="dimmed">
            {membership ? t('billing.trials.upgrade.changeBody') : t('billing.trials.upgrade.body')}
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
          <UpgradePlan key={plan._id} plan={plan} standing={standingOf(plan, membership)} />
        ))}
      </SimpleGrid>
    </Stack>
  );
}
