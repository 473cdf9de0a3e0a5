import { Card, Group, SimpleGrid, Skeleton, Stack, Text, ThemeIcon } from '@mantine/core';
import { useLanguage, useTranslation } from '@postradar/ui';
import { IconShoppingCart, IconUserPlus, type Icon } from '@tabler/icons-react';
import { formatNumber } from '../../lib/research/format-count';
import type { ReferralPage } from './referral-queries';

interface FigureProps {
  icon: Icon;
  label: string;
  /** The count; undefined while it loads, null when it could not be loaded. */
  value: number | null | undefined;
  testId: string;
}

function Figure({ icon: FigureIcon, label, value, testId }: FigureProps) {
  const language = useLanguage();
  return (
    <Card padding="lg" shadow="xs" h="100%">
      <Group gap="md" wrap="nowrap">
        <ThemeIcon size={44} radius="md" variant="light" visibleFrom="xs">
          <FigureIcon size={22} stroke={1.6} />
        </ThemeIcon>
        <Stack gap={2} style={{ minWidth: 0 }}>
          {value === undefined ? (
            <Skeleton h={28} w={48} radius="md" my={2} />
          ) : (
            <Text fw={700} fz={26} lh={1.2} data-testid={testId}>
              {value === null ? '–' : formatNumber(value, language)}
            </Text>
          )}
          <Text fz="sm" c="dimmed" lh={1.35}>
            {label}
          </Text>
        </Stack>
      </Group>
    </Card>
  );
}

/** How many signed up through the link and how many of them bought, from the referral list. */
export function ReferralSummary({ page, isError }: { page?: ReferralPage; isError: boolean }) {
  const { t } = useTranslation();
  const valueOf = (count: number | undefined) => (isError && count === undefined ? null : count);
  return (
    <SimpleGrid
      cols={2}
      spacing="md"
      component="section"
      aria-label={t('affiliate.summary.label')}
      data-testid="affiliate-summary"
    >
      <Figure
        icon={IconUserPlus}
        label={t('affiliate.summary.signedUp')}
        value={valueOf(page?.total)}
        testId="affiliate-total"
      />
      <Figure
        icon={IconShoppingCart}
        label={t('affiliate.summary.purchased')}
        value={valueOf(page?.purchases)}
        testId="affiliate-purchases"
      />
    </SimpleGrid>
  );
}
