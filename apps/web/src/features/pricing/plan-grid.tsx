import { SimpleGrid, Skeleton } from '@mantine/core';
import type { MembershipDto } from '@postradar/contracts';
import { useTranslation } from '@postradar/ui';
import { LoadError } from '../../lib/billing/load-error';
import { usePlans } from '../../lib/billing/plan-queries';
import { standingOf } from '../../lib/billing/plan-standing';
import { useCanStartTrial } from '../../lib/billing/use-can-start-trial';
import { useAuth } from '../../lib/session/use-auth';
import { PlanCard } from './plan-card';

/**
 * The plans on sale side by side: for a user with a plan, theirs marked as theirs (with the way to
 * Billing) and the dearer ones as upgrades; otherwise the most popular one. A visitor may pick the
 * trial (signing in comes first); a signed-in user only with the `trial` scope.
 */
export function PlanGrid({ membership }: { membership: MembershipDto | null }) {
  const { t } = useTranslation();
  const { isAuthenticated } = useAuth();
  const canStartTrial = useCanStartTrial();
  const plans = usePlans();

  if (plans.isError) {
    return (
      <LoadError
        title={t('billing.loadPlansFailed')}
        error={plans.error}
        onRetry={() => void plans.refetch()}
        testId="plans-error"
      />
    );
  }

  const columns = Math.min(plans.data?.length ?? 4, 4);
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: columns }} spacing="lg" data-testid="plan-grid">
      {plans.isPending
        ? Array.from({ length: 4 }, (_, index) => <Skeleton key={index} height={460} radius="lg" />)
        : plans.data.map((plan) => (
            <PlanCard
              key={plan._id}
              plan={plan}
              standing={standingOf(plan, membership)}
              isTrialUnavailable={isAuthenticated && !canStartTrial}
            />
          ))}
    </SimpleGrid>
  );
}
