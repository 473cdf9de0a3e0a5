import { Stack } from '@mantine/core';
import { affiliateLink } from '../../lib/affiliate/affiliate-link';
import { useAddress } from '../../lib/collections/use-address';
import { readAffiliateAddress, writeAffiliateAddress } from './affiliate-address';
import { AffiliateLinkCard } from './affiliate-link-card';
import { AffiliateTerms } from './affiliate-terms';
import { ReferralList } from './referral-list';
import { useReferrals } from './referral-queries';
import { ReferralSummary } from './referral-summary';
import { useAffiliateCode } from './use-affiliate-code';

/**
 * Settings -> Affiliate (docs/product.md, Settings and profile): the user's affiliate link, how
 * many signed up through it and bought, the referral table (its page and size in the address:
 * `?page=&limit=`) with Export CSV, and the terms. The settings area gives it its heading.
 */
export function AffiliateSettings() {
  const code = useAffiliateCode();
  const link = code === null ? null : affiliateLink(code);
  const { address, go } = useAddress(readAffiliateAddress, writeAffiliateAddress);
  const list = useReferrals(address);

  return (
    <Stack gap="lg" data-testid="affiliate-settings">
      <AffiliateLinkCard code={code} link={link} />
      <ReferralSummary page={list.data} isError={list.isError} />
      <ReferralList list={list} address={address} go={go} link={link} />
      <AffiliateTerms />
    </Stack>
  );
}
