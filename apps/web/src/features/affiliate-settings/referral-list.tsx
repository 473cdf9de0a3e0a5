import { useTranslation } from '@postradar/ui';
import { IconUsers } from '@tabler/icons-react';
import type { UseQueryResult } from '@tanstack/react-query';
import { PagedList } from '../../lib/collections/paged-list';
import type { AffiliateAddress } from './affiliate-address';
import { ExportReferralsButton } from './export-referrals-button';
import type { ReferralPage } from './referral-queries';
import { ReferralRows } from './referral-rows';
import { ReferralsEmpty } from './referrals-empty';
import { SectionCard } from '../../components/section-card';

interface ReferralListProps {
  list: UseQueryResult<ReferralPage>;
  address: AffiliateAddress;
  go(address: AffiliateAddress): boolean;
  /** The affiliate link, which the empty list offers to copy. */
  link: string | null;
}

/**
 * The referral table: how many, Export CSV and the page size above; the rows, placeholders while
 * they load, the failure with a retry, or how to get a first referral; the pager below.
 */
export function ReferralList({ list, address, go, link }: ReferralListProps) {
  const { t } = useTranslation();
  return (
    <SectionCard testId="affiliate-referrals">
      <PagedList
        list={list}
        address={address}
        go={go}
        countLabel={(count, formatted) => t('affiliate.referrals.count', { count, formatted })}
        controls={<ExportReferralsButton hasReferrals={(list.data?.total ?? 0) > 0} />}
        failedTitle={t('affiliate.referrals.loadFailed')}
        empty={<ReferralsEmpty link={link} />}
        pastEnd={{
          icon: IconUsers,
          title: t('affiliate.referrals.pastEnd'),
          firstPage: t('affiliate.referrals.firstPage'),
        }}
        renderRows={(rows) => <ReferralRows rows={rows} />}
        testId="referrals"
      />
    </SectionCard>
  );
}
