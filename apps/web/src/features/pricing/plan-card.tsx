import { Badge, Button, Divider, Group, Stack, Text, ThemeIcon } from '@mantine/core';
import type { PlanDto } from '@postradar/contracts';
import { useLanguage, useTranslation } from '@postradar/ui';
import { IconDevices } from '@tabler/icons-react';
import { Link } from 'react-router';
import { FeatureList } from '../../lib/billing/feature-list';
import { isTrialPlan, subscribePath } from '../../lib/billing/plan-queries';
import { standingBadgeKeys, type PlanStanding } from '../../lib/billing/plan-standing';
import { usePriceLabel } from '../../lib/billing/use-price-label';
import { planFeatures } from '../../lib/billing/plan-features';
import { planDescription, planTitle } from '../../lib/billing/plan-texts';
import classes from './pricing-page.module.css';

interface PlanCardProps {
  plan: PlanDto;
  /** The user's own plan, a step up from it, the one recommended without a plan, or another. */
  standing: PlanStanding;
  /** The trial's button is off for a signed-in user without the `trial` scope. */
  isTrialUnavailable: boolean;
}

/**
 * The card's button: Billing for the user's own plan (nothing to pay again), else the plan's
 * checkout (off for the trial when the user may not start it).
 */
function PlanButton({ plan, standing, isTrialUnavailable }: PlanCardProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const isTrial = isTrialPlan(plan);
  const label = isTrial
    ? t('billing.pricing.startTrial')
    : t('billing.pricing.choose', { plan: planTitle(plan, language) });

  if (standing === 'current') {
    return (
      <Button
        component={Link}
        to="/settings/billing"
        fullWidth
        variant="default"
        data-testid="plan-manage"
      >
        {t('billing.trials.subscribed.manage')}
      </Button>
    );
  }
  if (isTrial && isTrialUnavailable) {
    return (
      <>
        <Button fullWidth disabled data-testid="plan-subscribe">
          {label}
        </Button>
        <Text fz="xs" c="dimmed" ta="center">
          {t('billing.pricing.trialUsed')}
        </Text>
      </>
    );
  }
  return (
    <Button
      component={Link}
      to={subscribePath(plan._id)}
      fullWidth
      variant={standing === 'other' ? 'light' : 'filled'}
      data-testid="plan-subscribe"
    >
      {label}
    </Button>
  );
}

/** One plan: its name, who it is for, the monthly price, devices at once, features and button. */
export function PlanCard(props: PlanCardProps) {
  const { plan, standing } = props;
  const { t } = useTranslation();
  const language = useLanguage();
  const priceLabel = usePriceLabel();
  const seats = 1 + plan.roles.mod + plan.roles.member;
  const description = planDescription(plan, language);

  return (
    <div
      className={classes.card}
      data-popular={standing === 'popular' || undefined}
      data-current={standing === 'current' || undefined}
      data-testid="plan-card"
      data-plan={plan.slug}
    >
      {standing !== 'other' && (
        <Badge
          variant="filled"
          color={standing === 'current' ? 'teal' : undefined}
          className={classes.ribbon}
          data-testid={`plan-${standing}`}
        >
          {t(standingBadgeKeys[standing])}
        </Badge>
      )}
      <Stack gap={6}>
        <Text fw={700} fz="lg" data-testid="plan-title">
          {planTitle(plan, language)}
        </Text>
        <Text fz="sm" c="dimmed">
          {plan.forTeam
            ? t('billing.pricing.forTeam', { count: seats })
            : t('billing.pricing.forOne')}
        </Text>
      </Stack>

      <Stack gap={8}>
        <Text data-testid="plan-price">
          <span className={classes.price}>{priceLabel(plan.price, plan.currency)}</span>
          {plan.price > 0 && (
            <Text span c="dimmed" fz="sm">
              {' '}
              {t('billing.perMonthShort')}
            </Text>
          )}
        </Text>
        {description && (
          <Text fz="sm" c="gray.7" lh={1.5} className={classes.description}>
            {description}
          </Text>
        )}
      </Stack>

      <Stack gap={6}>
        <PlanButton {...props} />
      </Stack>

      <Divider />

      <Stack gap="sm" className={classes.features}>
        <Group gap={8} wrap="nowrap" data-testid="plan-devices">
          <ThemeIcon size={22} radius="xl" variant="light" color="night">
            <IconDevices size={14} />
          </ThemeIcon>
          <Text fz="sm" fw={600}>
            {t('billing.devices', { count: plan.deviceAtOnce })}
          </Text>
        </Group>
        <FeatureList items={planFeatures(plan, language)} />
      </Stack>
    </div>
  );
}
