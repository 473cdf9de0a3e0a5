import { Card, Divider, Group, Skeleton, Stack, Table, Text } from '@mantine/core';
import type { BillDto } from '@postradar/contracts';
import { formatShortDateTime } from '@postradar/i18n';
import { useIsMobile, useLanguage, useTranslation } from '@postradar/ui';
import { Fragment } from 'react';
import { LoadError } from '../../lib/billing/load-error';
import { usePriceLabel } from '../../lib/billing/use-price-label';
import { BillDescription } from './bill-row-parts';
import { BillStatusBadge } from './bill-status-badge';
import { useBills } from './billing-queries';

/** The bills as a table: date, description, status and amount ('Free' for 0). */
function BillTable({ bills }: { bills: BillDto[] }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const priceLabel = usePriceLabel();
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table verticalSpacing="sm" highlightOnHover data-testid="billing-history-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('billing.settings.history.date')}</Table.Th>
            <Table.Th>{t('billing.settings.history.description')}</Table.Th>
            <Table.Th>{t('billing.settings.history.status')}</Table.Th>
            <Table.Th ta="right">{t('billing.settings.history.amount')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {bills.map((bill) => (
            <Table.Tr key={bill._id} data-testid="bill-row">
              <Table.Td fz="sm" c="gray.7" maw={240}>
                {formatShortDateTime(bill.created, language)}
              </Table.Td>
              <Table.Td>
                <BillDescription bill={bill} />
              </Table.Td>
              <Table.Td>
                <BillStatusBadge status={bill.status} />
              </Table.Td>
              <Table.Td ta="right" fw={600} fz="sm" data-testid="bill-amount">
                {priceLabel(bill.price, bill.currency)}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** The bills stacked for a phone: each with its amount and status beside its description. */
function BillList({ bills }: { bills: BillDto[] }) {
  const language = useLanguage();
  const priceLabel = usePriceLabel();
  return (
    <Stack gap={0}>
      {bills.map((bill, index) => (
        <Fragment key={bill._id}>
          {index > 0 && <Divider />}
          <Stack gap={6} py="sm" data-testid="bill-row">
            <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
              <BillDescription bill={bill} />
              <Text fw={700} fz="sm" data-testid="bill-amount" style={{ whiteSpace: 'nowrap' }}>
                {priceLabel(bill.price, bill.currency)}
              </Text>
            </Group>
            <Group justify="space-between" gap="xs">
              <Text fz="xs" c="dimmed">
                {formatShortDateTime(bill.created, language)}
              </Text>
              <BillStatusBadge status={bill.status} />
            </Group>
          </Stack>
        </Fragment>
      ))}
    </Stack>
  );
}

/** Billing history: every bill of the user, newest first, or a message when there is none. */
export function BillingHistory() {
  const { t } = useTranslation();
  const isMobile = useIsMobile();
  const bills = useBills();

  return (
    <Card padding="xl" shadow="xs" component="section" data-testid="billing-history">
      <Stack gap="md">
        <Text fw={600}>{t('billing.settings.history.title')}</Text>
        {bills.isPending && (
          <Stack gap="sm" aria-busy="true">
            <Skeleton height={40} radius="md" />
            <Skeleton height={40} radius="md" />
          </Stack>
        )}
        {bills.isError && (
          <LoadError
            title={t('billing.settings.history.loadFailed')}
            error={bills.error}
            onRetry={() => void bills.refetch()}
            testId="billing-history-error"
          />
        )}
        {bills.isSuccess && bills.data.length === 0 && (
          <Text fz="sm" c="dimmed" data-testid="billing-history-empty">
            {t('billing.settings.history.empty')}
          </Text>
        )}
        {bills.isSuccess &&
          bills.data.length > 0 &&
          (isMobile ? <BillList bills={bills.data} /> : <BillTable bills={bills.data} />)}
      </Stack>
    </Card>
  );
}
