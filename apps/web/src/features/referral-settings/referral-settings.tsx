import { Stack } from '@mantine/core';
import { useTranslation } from '@postradar/ui';
import { FailurePanel } from '../../components/failure-panel';
import { JoinProgramme } from './join-programme';
import { ReferralMember } from './referral-member';
import { useReferralProgramme } from './referral-queries';
import { ReferralSkeleton } from './referral-skeleton';
import { ReferralStatusCard } from './referral-status-card';

/**
 * Settings -> Referral (docs/product.md, Settings and profile): by the user's place in the
 * programme, what it is with Join now; the request under review; a declined request or a blocked
 * account with a way to support; or, for members, their figures, link, payout e-mail and banners.
 * The settings area gives it its heading.
 */
export function ReferralSettings() {
  const { t } = useTranslation();
  const programme = useReferralProgramme();

  if (programme.isPending) return <ReferralSkeleton />;
  if (programme.isError) {
    return (
      <FailurePanel
        title={t('referral.loadFailed')}
        message={programme.error.message}
        error={programme.error}
        action={{ label: t('common.retry'), onClick: () => void programme.refetch() }}
        testId="referral-error"
        actionTestId="referral-retry"
      />
    );
  }

  const { data } = programme;
  return (
    <Stack gap="lg" data-testid="referral-settings" data-status={data.status}>
      {data.status === 'none' && <JoinProgramme programme={data} />}
      {data.status === 'accepted' && <ReferralMember programme={data} />}
      {(data.status === 'pending' || data.status === 'rejected' || data.status === 'blocked') && (
        <ReferralStatusCard status={data.status} joinedAt={data.joinedAt} />
      )}
    </Stack>
  );
}
