import { Divider, Group, Stack, Table, Text } from '@mantine/core';
import type { AffiliateRow } from '@postradar/contracts';
import { formatShortDate } from '@postradar/i18n';
import { useIsMobile, useLanguage, useTranslation } from '@postradar/ui';
import { Fragment } from 'react';
import { usePriceLabel } from '../../lib/billing/use-price-label';

/** What a referral's first purchase shows: its plan ('No purchase yet') and its price ('–'). */
function usePurchaseLabels() {
  const { t } = useTranslation();
  const priceLabel = usePriceLabel();
  return {
    plan: (row: AffiliateRow) => row.plan ?? t('affiliate.referrals.noPurchase'),
    price: (row: AffiliateRow) =>
      row.price === null ? '–' : priceLabel(row.price, row.currency ?? 'USD'),
  };
}

function ReferralTable({ rows }: { rows: AffiliateRow[] }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const purchase = usePurchaseLabels();
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table verticalSpacing="sm" highlightOnHover data-testid="referral-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('affiliate.referrals.registered')}</Table.Th>
            <Table.Th>{t('affiliate.referrals.email')}</Table.Th>
            <Table.Th>{t('affiliate.referrals.plan')}</Table.Th>
            <Table.Th ta="right">{t('affiliate.referrals.price')}</Table.Th>
            <Table.Th>{t('affiliate.referrals.code')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row, index) => (
            <Table.Tr key={`${index}-${row.register_date}`} data-testid="referral-row">
              <Table.Td fz="sm" c="gray.7" style={{ whiteSpace: 'nowrap' }}>
                {formatShortDate(row.register_date, language)}
              </Table.Td>
              <Table.Td fz="sm" fw={500} data-testid="referral-email">
                {row.email}
              </Table.Td>
              <Table.Td fz="sm" c={row.plan === null ? 'dimmed' : undefined}>
                {purchase.plan(row)}
              </Table.Td>
              <Table.Td ta="right" fz="sm" fw={600} data-testid="referral-price">
                {purchase.price(row)}
              </Table.Td>
              <Table.Td fz="xs" c="dimmed" ff="monospace">
                {row.code}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** The referrals stacked for a phone: e-mail and price, then the date, plan and code. */
function ReferralCards({ rows }: { rows: AffiliateRow[] }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const purchase = usePurchaseLabels();
  return (
    <Stack gap={0} data-testid="referral-cards">
      {rows.map((row, index) => (
        <Fragment key={`${index}-${row.register_date}`}>
          {index > 0 && <Divider />}
          <Stack gap={6} py="sm" data-testid="referral-row">
            <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
              <Text
                fz="sm"
                fw={600}
                style={{ overflowWrap: 'anywhere' }}
                data-testid="referral-email"
              >
                {row.email}
              </Text>
              <Text fz="sm" fw={700} style={{ whiteSpace: 'nowrap' }} data-testid="referral-price">
                {purchase.price(row)}
              </Text>
            </Group>
            <Group justify="space-between" gap="xs" wrap="nowrap">
              <Text fz="xs" c={row.plan === null ? 'dimmed' : undefined}>
                {purchase.plan(row)}
              </Text>
              <Text fz="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                {formatShortDate(row.register_date, language)}
              </Text>
            </Group>
            <Text fz="xs" c="dimmed">
              {t('affiliate.referrals.code')}:{' '}
              <Text span inherit ff="monospace">
                {row.code}
              </Text>
            </Text>
          </Stack>
        </Fragment>
      ))}
    </Stack>
  );
}

/**
 * The referrals of a page: a table (registered, e-mail, plan, price, code), or cards on a phone.
 * The e-mail is the API's, partly hidden.
 */
export function ReferralRows({ rows }: { rows: AffiliateRow[] }) {
  return useIsMobile() ? <ReferralCards rows={rows} /> : <ReferralTable rows={rows} />;
}
