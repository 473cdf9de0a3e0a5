import {
  ActionIcon,
  Box,
  Card,
  CopyButton,
  Flex,
  Group,
  Stack,
  Text,
  Tooltip,
} from '@mantine/core';
import type { BankTransferDetails as Transfer } from '@postradar/contracts';
import { useIsMobile, useTranslation } from '@postradar/ui';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { QRCodeSVG } from 'qrcode.react';
import { formatVnd } from './format-vnd';

/**
 * What to send for a bill paid by Vietnamese bank transfer: the bank, account and holder, the
 * amount in VND and the note to write (each with a copy button), and the VietQR code a banking
 * app scans to fill all of it in.
 */
export function BankTransferDetails({ transfer }: { transfer: Transfer }) {
  const { t } = useTranslation();
  const isMobile = useIsMobile();
  const rows = [
    { key: 'bank', label: t('checkout.transfer.bank'), value: transfer.bankName },
    { key: 'account', label: t('checkout.transfer.account'), value: transfer.accountNumber },
    { key: 'holder', label: t('checkout.transfer.holder'), value: transfer.accountHolder },
    {
      key: 'amount',
      label: t('checkout.transfer.amount'),
      value: formatVnd(transfer.amountVnd),
      copied: String(transfer.amountVnd),
    },
    { key: 'note', label: t('checkout.transfer.note'), value: transfer.note },
  ];

  return (
    <Card withBorder padding={isMobile ? 'md' : 'lg'} data-testid="bank-transfer-details">
      <Stack gap="md">
        <Stack gap={2}>
          <Text fw={600}>{t('checkout.transfer.title')}</Text>
          <Text fz="sm" c="dimmed">
            {t('checkout.transfer.intro')}
          </Text>
        </Stack>
        <Flex
          direction={isMobile ? 'column' : 'row'}
          align={isMobile ? 'stretch' : 'flex-start'}
          gap="xl"
        >
          <Stack gap="sm" style={{ flex: 1, minWidth: 0 }}>
            {rows.map((row) => (
              <Group key={row.key} justify="space-between" gap="xs" wrap="nowrap">
                <Box style={{ minWidth: 0 }}>
                  <Text fz="xs" c="dimmed">
                    {row.label}
                  </Text>
                  <Text
                    fw={600}
                    style={{ overflowWrap: 'anywhere' }}
                    data-testid={`transfer-${row.key}`}
                  >
                    {row.value}
                  </Text>
                </Box>
                <CopyValue value={row.copied ?? row.value} />
              </Group>
            ))}
          </Stack>
          <Stack gap={6} align="center">
            <Box
              p="xs"
              bg="white"
              style={{ border: '1px solid var(--mantine-color-gray-3)', borderRadius: 8 }}
            >
              <QRCodeSVG
                value={transfer.qrPayload}
                size={isMobile ? 200 : 180}
                marginSize={1}
                title={t('checkout.transfer.qrLabel')}
                data-testid="transfer-qr"
              />
            </Box>
            <Text fz="xs" c="dimmed" ta="center" maw={200}>
              {t('checkout.transfer.scan')}
            </Text>
          </Stack>
        </Flex>
      </Stack>
    </Card>
  );
}

function CopyValue({ value }: { value: string }) {
  const { t } = useTranslation();
  return (
    <CopyButton value={value} timeout={1500}>
      {({ copied, copy }) => (
        <Tooltip
          label={copied ? t('checkout.transfer.copied') : t('checkout.transfer.copy')}
          withArrow
        >
          <ActionIcon
            variant="subtle"
            color={copied ? 'teal' : 'gray'}
            onClick={copy}
            aria-label={t('checkout.transfer.copy')}
          >
            {copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
          </ActionIcon>
        </Tooltip>
      )}
    </CopyButton>
  );
}
