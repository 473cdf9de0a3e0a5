import { SimpleGrid } from '@mantine/core';
import { useLanguage, useTranslation } from '@postradar/ui';
import { IconShoppingCart, IconUserPlus } from '@tabler/icons-react';
import { StatFigure } from '../../components/stat-figure';
import { formatNumber } from '../../lib/research/format-count';
import type { ReferralPage } from './referral-queries';

/** How many signed up through the link and how many of them bought, from the referral list. */
export function ReferralSummary({ page, isError }: { page?: ReferralPage; isError: boolean }) {
  const { t } = useTranslation();
  const language = useLanguage();
  /** The count written out; undefined while it loads, null when it could not be loaded. */
  const valueOf = (count: number | undefined) => {
    if (count === undefined) return isError ? null : undefined;
    return formatNumber(count, language);
  };
  return (
    <SimpleGrid
      cols={2}
      spacing="md"
      component="section"
      aria-label={t('affiliate.summary.label')}
      data-testid="affiliate-summary"
    >
      <StatFigure
        icon={IconUserPlus}
        label={t('affiliate.summary.signedUp')}
        value={valueOf(page?.total)}
        testId="affiliate-total"
      />
      <StatFigure
        icon={IconShoppingCart}
        label={t('affiliate.summary.purchased')}
        value={valueOf(page?.purchases)}
        testId="affiliate-purchases"
      />
    </SimpleGrid>
  );
}
