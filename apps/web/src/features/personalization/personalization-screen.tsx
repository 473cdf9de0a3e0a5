import { Alert, Card, Grid, Skeleton, Stack } from '@mantine/core';
import { IconAdjustmentsHorizontal, IconInfoCircle } from '@tabler/icons-react';
import { useTranslation } from '@postradar/ui';
import { ScreenHeading } from '../../components/screen-heading';
import { LoadError } from '../../lib/billing/load-error';
import { usePersonalization } from '../../lib/personalization/use-personalization';
import { usePersonalizationOptions } from '../../lib/personalization/use-personalization-options';
import { useDocumentTitle } from '../../lib/use-document-title';
import { PersonalizationEffects } from './personalization-effects';
import { PersonalizationForm } from './personalization-form';

function FormSkeleton() {
  return (
    <Card padding="xl" shadow="xs" aria-busy data-testid="personalization-loading">
      <Stack gap="lg">
        <Skeleton h={58} radius="md" />
        <Grid>
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <Skeleton h={58} radius="md" />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <Skeleton h={58} radius="md" />
          </Grid.Col>
        </Grid>
        <Skeleton h={36} w={320} maw="100%" radius="md" />
      </Stack>
    </Card>
  );
}

/**
 * /a/personalization: the niches, languages, countries and kind of posts Trending, the dashboard
 * and new searches start from, and what saving them changes.
 */
export function PersonalizationScreen() {
  const { t } = useTranslation();
  useDocumentTitle(t('personalization.title'));
  const personalization = usePersonalization();
  // Loaded up front: the selects open on it and the form tells how fresh the counts are.
  const options = usePersonalizationOptions('');

  let content;
  if (personalization.isPending) content = <FormSkeleton />;
  else if (personalization.isError)
    content = (
      <LoadError
        title={t('personalization.loadFailed')}
        error={personalization.error}
        onRetry={() => void personalization.refetch()}
        testId="personalization-load-error"
      />
    );
  else
    content = (
      <Stack gap="md">
        {personalization.data.updatedAt === null && (
          <Alert
            variant="light"
            color="radar"
            icon={<IconInfoCircle size={18} />}
            data-testid="personalization-never-saved"
          >
            {t('personalization.neverSaved')}
          </Alert>
        )}
        <PersonalizationForm
          saved={personalization.data}
          countsComputedAt={options.data?.computedAt}
        />
      </Stack>
    );

  return (
    <Stack gap="lg" data-testid="personalization-screen">
      <ScreenHeading
        icon={IconAdjustmentsHorizontal}
        title={t('personalization.title')}
        description={t('personalization.description')}
      />
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 8 }}>{content}</Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <PersonalizationEffects />
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
