import { Button, Group, Stack, Text, Title } from '@mantine/core';
import type { ReferralProgramme } from '@postradar/contracts';
import { useTranslation } from '@postradar/ui';
import { IconArrowRight } from '@tabler/icons-react';
import { Link } from 'react-router';
import { SectionCard } from '../../components/section-card';
import { affiliateLink } from '../../lib/affiliate/affiliate-link';
import { PayoutEmailForm } from './payout-email-form';
import { ReferralBannerList } from './referral-banner-list';
import { ReferralFigures } from './referral-figures';
import { ReferralLinkCard } from './referral-link-card';

/** The Affiliate screen lists the member's referrals one by one. */
function ReferralsLinkCard() {
  const { t } = useTranslation();
  return (
    <SectionCard testId="referral-referrals">
      <Group justify="space-between" gap="md">
        <Stack gap={4} maw={560}>
          <Title order={2} fz="md" fw={600}>
            {t('referral.referrals.title')}
          </Title>
          <Text fz="sm" c="dimmed">
            {t('referral.referrals.body')}
          </Text>
        </Stack>
        <Button
          component={Link}
          to="/settings/affiliate"
          variant="light"
          rightSection={<IconArrowRight size={16} />}
          data-testid="referral-affiliate-page"
        >
          {t('referral.referrals.action')}
        </Button>
      </Group>
    </SectionCard>
  );
}

/**
 * A member of the programme: their figures, the referral link (Copy, Edit), where payouts go,
 * the banners to share and the way to the list of their referrals.
 */
export function ReferralMember({ programme }: { programme: ReferralProgramme }) {
  const link = affiliateLink(programme.code);
  return (
    <>
      <ReferralFigures earnings={programme.earnings} holdDays={programme.holdDays} />
      <ReferralLinkCard code={programme.code} link={link} />
      <PayoutEmailForm payoutEmail={programme.payoutEmail} />
      <ReferralBannerList link={link} />
      <ReferralsLinkCard />
    </>
  );
}
