import { Card, SimpleGrid, Stack, Text } from '@mantine/core';
import type { PlanDto, SearchUsage } from '@postradar/contracts';
import { useLanguage, useTranslation } from '@postradar/ui';
import { FeatureList } from '../../lib/billing/feature-list';
import { planFeatures } from '../../lib/billing/plan-features';
import { planTitle } from '../../lib/billing/plan-texts';

interface TrialComparisonProps {
  trial: PlanDto;
  /** The plan the trial is measured against (Standard), when on sale. */
  standard?: PlanDto;
  /** Today's allowance, known once the trial runs (its figures name the limits). */
  usage?: SearchUsage;
}

/**
 * What the trial includes (its features and devices) and what it leaves out that every paid plan
 * has: the Ads library, the Pool, unlimited searches and result pages, more devices.
 */
export function TrialComparison({ trial, standard, usage }: TrialComparisonProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const included = [
    ...planFeatures(trial, language),
    { text: t('billing.devices', { count: trial.deviceAtOnce }) },
  ];
  const searchesPerDay = usage?.searchesPerDay ?? null;
  const maxResultPage = usage?.maxResultPage ?? null;
  const leftOut = [
    t('billing.trials.notIncluded.adsLibrary'),
    t('billing.trials.notIncluded.pool'),
    searchesPerDay === null
      ? t('billing.trials.notIncluded.searchesPlain')
      : t('billing.trials.notIncluded.searches', { count: searchesPerDay }),
    maxResultPage === null
      ? t('billing.trials.notIncluded.pagesPlain')
      : t('billing.trials.notIncluded.pages', { count: maxResultPage }),
  ];
  if (standard && standard.deviceAtOnce > trial.deviceAtOnce) {
    leftOut.push(
      t('billing.trials.notIncluded.devices', {
        count: standard.deviceAtOnce,
        plan: planTitle(standard, language),
      }),
    );
  }

  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
      <Card padding="xl" shadow="xs" radius="lg">
        <Stack gap="md">
          <Text fw={700} fz="lg">
            {t('billing.trials.included')}
          </Text>
          <FeatureList items={included} testId="trial-included" />
        </Stack>
      </Card>
      <Card padding="xl" shadow="xs" radius="lg">
        <Stack gap="md">
          <Text fw={700} fz="lg">
            {t('billing.trials.notIncluded.title')}
          </Text>
          <FeatureList
            items={leftOut.map((text) => ({ text }))}
            isIncluded={false}
            testId="trial-not-included"
          />
          <Text fz="sm" c="dimmed">
            {t('billing.trials.notIncluded.footer')}
          </Text>
        </Stack>
      </Card>
    </SimpleGrid>
  );
}
