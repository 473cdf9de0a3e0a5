import { Alert, Skeleton } from '@mantine/core';
import { useTranslation } from '@postradar/ui';
import { IconAlertCircle } from '@tabler/icons-react';
import { LoadError } from '../../lib/billing/load-error';
import { isTrialPlan, subscribePath, usePlans } from '../../lib/billing/plan-queries';
import { HeroLink } from './hero-link';

/** The trial's button (it subscribes to the trial plan), or why the trial is not on offer. */
export function TrialStart({ canStart }: { canStart: boolean }) {
  const { t } = useTranslation();
  const plans = usePlans();
  const plan = plans.data?.find(isTrialPlan);
  if (plans.isPending) return <Skeleton height={50} width={260} radius="md" />;
  if (plans.isError) {
    return (
      <LoadError
        title={t('billing.loadPlansFailed')}
        error={plans.error}
        onRetry={() => void plans.refetch()}
      />
    );
  }
  if (!canStart || !plan) {
    return (
      <Alert
        color="yellow"
        variant="white"
        icon={<IconAlertCircle size={18} />}
        data-testid="trial-unavailable"
      >
        {t('billing.trials.unavailable')}
      </Alert>
    );
  }
  return (
    <HeroLink to={subscribePath(plan._id)} label={t('billing.trials.start')} testId="trial-start" />
  );
}
