import { affiliateCalls, type AffiliateList, type AffiliateRow } from '@postradar/contracts';
import type { PageOf } from '@postradar/search';
import { api } from '../../lib/api';
import { useListPage } from '../../lib/collections/use-list-page';
import { referralsQuery, type AffiliateAddress } from './affiliate-address';

/** A page of the referral table as the app's paged lists take it, with the purchases counted. */
export interface ReferralPage extends PageOf<AffiliateRow> {
  purchases: number;
}

function toReferralPage({ affiliates, page, pages, limit, total, purchases }: AffiliateList) {
  return { docs: affiliates, page, pages, perPage: limit, total, totalCapped: false, purchases };
}

/** The page of referrals the address names; the page shown stays while the next one loads. */
export function useReferrals(address: AffiliateAddress) {
  const query = referralsQuery(address);
  return useListPage<ReferralPage>(['affiliate', 'referrals', query], async (signal) =>
    toReferralPage(await api.call(affiliateCalls.referrals, { query, signal })),
  );
}
