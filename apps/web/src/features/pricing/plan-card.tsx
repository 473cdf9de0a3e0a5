import { Badge, Button, Divider, Group, Stack, Text, ThemeIcon } from '@mantine/core';
import type { PlanDto } from '@postradar/contracts';
import { useLanguage, useTranslation } from '@postradar/ui';
import { IconDevices } from '@tabler/icons-react';
import { Link } from 'react-router';
import { FeatureList } from '../../lib/billing/feature-list';
import { isPopularPlan, isTrialPlan, subscribePath } from '../../lib/billing/plan-queries';
import { usePriceLabel } from '../../lib/billing/use-price-label';
import { planFeatures } from '../../lib/billing/plan-features';
import { planDescription, planTitle } from '../../lib/billing/plan-texts';
import classes from './pricing-page.module.css';

interface PlanCardProps {
  plan: PlanDto;
  /** The plan of the user's active membership (isCurrentPlan). */
  isCurrent: boolean;
  /** The trial's button is off for a signed-in user without the `trial` scope. */
  isTrialUnavailable: boolean;
}

/** One plan: its name, who it is for, the monthly price, devices at once, features and button. */
export function PlanCard({ plan, isCurrent, isTrialUnavailable }: PlanCardProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const priceLabel = usePriceLabel();
  const isPopular = isPopularPlan(plan);
  const isTrial = isTrialPlan(plan);
  const seats = 1 + plan.roles.mod + plan.roles.member;
  const title = planTitle(plan, language);
  const description = planDescription(plan, language);
  const buttonLabel = isTrial
    ? t('billing.pricing.startTrial')
    : t('billing.pricing.choose', { plan: title });

  return (
    <div
      className={classes.card}
      data-popular={isPopular || undefined}
      data-current={isCurrent || undefined}
      data-testid="plan-card"
      data-plan={plan.slug}
    >
      {isCurrent ? (
        <Badge variant="filled" color="teal" className={classes.ribbon}>
          {t('billing.pricing.yourPlan')}
        </Badge>
      ) : (
        isPopular && (
          <Badge variant="filled" className={classes.ribbon} data-testid="plan-popular">
            {t('billing.pricing.mostPopular')}
          </Badge>
        )
      )}
      <Stack gap={6}>
        <Text fw={700} fz="lg" data-testid="plan-title">
          {title}
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
        {isTrial && isTrialUnavailable ? (
          <Button fullWidth disabled data-testid="plan-subscribe">
            {buttonLabel}
          </Button>
        ) : (
          <Button
            component={Link}
            to={subscribePath(plan._id)}
            fullWidth
            variant={isPopular ? 'filled' : 'light'}
            data-testid="plan-subscribe"
          >
            {buttonLabel}
          </Button>
        )}
        {isTrial && isTrialUnavailable && (
          <Text fz="xs" c="dimmed" ta="center">
            {t('billing.pricing.trialUsed')}
          </Text>
        )}
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
