import { Button, Group, Skeleton, Stack } from '@mantine/core';
import { IconArrowRight, IconReceipt } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from '@postradar/ui';
import { Link } from 'react-router';
import { LoadError } from '../../lib/billing/load-error';
import { useMembership } from '../../lib/billing/membership-query';
import { isTrialPlan, usePlans } from '../../lib/billing/plan-queries';
import { useCanStartTrial } from '../../lib/billing/use-can-start-trial';
import { useDocumentTitle } from '../../lib/use-document-title';
import { TrialComparison } from './trial-comparison';
import { TrialHero } from './trial-hero';
import { trialState, type TrialState } from './trial-state';
import { TrialSteps } from './trial-steps';
import { TrialUsage } from './trial-usage';
import { UpgradePlans } from './upgrade-plans';
import { useSearchUsage } from './use-search-usage';

/** The plan the trial is compared with. */
const comparedPlanSlug = 'standard';

/**
 * /a/trials, where a new seller lands after signing in. Before the trial: what the seven free days
 * hold and leave out, and the button that starts it. During it: the days left and today's
 * allowance (searches, result pages, when it starts again). After it: that it ended. For a seller
 * paying for a plan: that plan and the way to Billing. Always: the plans to upgrade to (a paying
 * seller's own plan marked as theirs) and the way to the pricing page.
 */
export function TrialsPage() {
  const { t } = useTranslation();
  const canStart = useCanStartTrial();
  const membership = useMembership({ enabled: !canStart });
  const plans = usePlans();
  useDocumentTitle(t('billing.trials.title'));

  let state: TrialState | null = null;
  let hero: ReactNode;
  if (canStart || membership.isSuccess) {
    state = trialState(canStart, membership.data ?? null);
    hero = <TrialHero state={state} />;
  } else if (membership.isError) {
    hero = (
      <LoadError
        title={t('billing.trials.loadFailed')}
        error={membership.error}
        onRetry={() => void membership.refetch()}
        testId="trial-load-error"
      />
    );
  } else {
    hero = <Skeleton h={320} radius="xl" data-testid="trial-loading" />;
  }

  const isRunning = state?.kind === 'running';
  const usage = useSearchUsage({ enabled: isRunning });
  const trial = plans.data?.find(isTrialPlan);
  const paidPlans = plans.data?.filter((plan) => !isTrialPlan(plan)) ?? [];
  const isComparedShown = state?.kind === 'available' || isRunning;

  return (
    <Stack gap="xl" data-testid="trials-page">
      {hero}
      {isRunning && <TrialUsage />}
      {isComparedShown && trial && (
        <TrialComparison
          trial={trial}
          standard={paidPlans.find((plan) => plan.slug === comparedPlanSlug)}
          usage={usage.data}
        />
      )}
      {state?.kind === 'available' && <TrialSteps />}
      {/* The hero of a seller who may start the trial says when the plans fail to load. */}
      {plans.isError && state?.kind !== 'available' ? (
        <LoadError
          title={t('billing.loadPlansFailed')}
          error={plans.error}
          onRetry={() => void plans.refetch()}
        />
      ) : (
        <UpgradePlans
          plans={paidPlans}
          membership={state?.kind === 'subscribed' ? state.membership : null}
        />
      )}
      <Group gap="sm">
        <Button
          component={Link}
          to="/pricing"
          variant="light"
          rightSection={<IconArrowRight size={16} />}
          data-testid="trials-see-plans"
        >
          {t('billing.trials.seePlans')}
        </Button>
        <Button
          component={Link}
          to="/settings/billing"
          variant="subtle"
          leftSection={<IconReceipt size={16} />}
        >
          {t('billing.trials.billing')}
        </Button>
      </Group>
    </Stack>
  );
}
