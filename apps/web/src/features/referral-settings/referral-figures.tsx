import { SimpleGrid, Stack, Text } from '@mantine/core';
import type { ReferralEarnings } from '@postradar/contracts';
import { useLanguage, useTranslation } from '@postradar/ui';
import {
  IconClick,
  IconCoin,
  IconHourglassHigh,
  IconShoppingCart,
  IconUserPlus,
  IconWallet,
  type Icon,
} from '@tabler/icons-react';
import { StatFigure } from '../../components/stat-figure';
import { formatPrice } from '../../lib/billing/format-price';
import { formatNumber } from '../../lib/research/format-count';

type Count = 'clicks' | 'referrals' | 'conversions';
type Amount = 'pending' | 'earned' | 'paid';

const figures: readonly { key: Count | Amount; icon: Icon; isAmount: boolean }[] = [
  { key: 'clicks', icon: IconClick, isAmount: false },
  { key: 'referrals', icon: IconUserPlus, isAmount: false },
  { key: 'conversions', icon: IconShoppingCart, isAmount: false },
  { key: 'pending', icon: IconHourglassHigh, isAmount: true },
  { key: 'earned', icon: IconCoin, isAmount: true },
  { key: 'paid', icon: IconWallet, isAmount: true },
];

interface ReferralFiguresProps {
  /** The member's figures; null when the API gives none ('–'). */
  earnings: ReferralEarnings | null;
  holdDays: number;
}

/**
 * A member's figures: clicks, referrals, those who bought, then the commission pending, earned
 * and paid out, as amounts in the user's language; and how long a commission is pending.
 */
export function ReferralFigures({ earnings, holdDays }: ReferralFiguresProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const valueOf = (key: Count | Amount, isAmount: boolean) => {
    if (earnings === null) return null;
    return isAmount
      ? formatPrice(earnings[key], earnings.currency, { language })
      : formatNumber(earnings[key], language);
  };
  return (
    <Stack gap="xs" component="section" aria-label={t('referral.figures.label')}>
      <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="md" data-testid="referral-figures">
        {figures.map(({ key, icon, isAmount }) => (
          <StatFigure
            key={key}
            icon={icon}
            label={t(`referral.figures.${key}`)}
            value={valueOf(key, isAmount)}
            testId={`referral-figure-${key}`}
          />
        ))}
      </SimpleGrid>
      <Text fz="xs" c="dimmed">
        {t('referral.figures.pendingHint', { days: formatNumber(holdDays, language) })}
      </Text>
    </Stack>
  );
}
