import { SimpleGrid, Skeleton, Stack } from '@mantine/core';
import { useTranslation } from '@postradar/ui';
import { SectionCard } from '../../components/section-card';

/** The screen's shape while the programme loads: a row of figures and two sections. */
export function ReferralSkeleton() {
  const { t } = useTranslation();
  return (
    <Stack
      gap="lg"
      aria-busy="true"
      aria-label={t('common.loading')}
      data-testid="referral-loading"
    >
      <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="md">
        {[0, 1, 2].map((index) => (
          <Skeleton key={index} h={84} radius="lg" />
        ))}
      </SimpleGrid>
      {[0, 1].map((index) => (
        <SectionCard key={index} testId="referral-loading-section">
          <Stack gap="sm">
            <Skeleton h={18} w="40%" radius="sm" />
            <Skeleton h={12} w="85%" radius="sm" />
            <Skeleton h={36} radius="md" mt="xs" />
          </Stack>
        </SectionCard>
      ))}
    </Stack>
  );
}
