import {
  Alert,
  Box,
  Button,
  Card,
  Divider,
  Group,
  Input,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Text,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  audienceLimits,
  personalizationKinds,
  type Personalization,
  type PersonalizationKind,
} from '@postradar/contracts';
import { TimeAgo, useTranslation } from '@postradar/ui';
import { IconAlertCircle } from '@tabler/icons-react';
import { useEffect, useState, type FormEvent } from 'react';
import { SavedNotice } from '../../components/saved-notice';
import { audienceFields, type AudienceField } from '../../lib/personalization/audience-fields';
import { AudienceSelect } from '../../lib/personalization/audience-select';
import {
  emptyPersonalization,
  toPersonalizationValues,
  useSavePersonalization,
  type PersonalizationValues,
} from './use-save-personalization';

/** The 'Saved' notice shows for 2000 ms. */
export const savedNoticeMs = 2000;

function isEmpty(values: PersonalizationValues): boolean {
  return audienceFields.every((field) => values[field].length === 0) && values.kind === 'both';
}

interface PersonalizationFormProps {
  saved: Personalization;
  /** When the option counts were taken, once they loaded. */
  countsComputedAt?: string;
}

/**
 * The user's niches, languages, countries and posts / ads / both. Save is enabled after a change
 * and while nothing is being saved; 'Saved' shows for 2 seconds; a refused save shows the server's
 * reason. Undo goes back to what is saved; Clear all empties every choice (saved with Save).
 */
export function PersonalizationForm({ saved, countsComputedAt }: PersonalizationFormProps) {
  const { t } = useTranslation();
  const save = useSavePersonalization();
  const [isSavedShown, setSavedShown] = useState(false);
  const form = useForm<PersonalizationValues>({
    mode: 'controlled',
    initialValues: toPersonalizationValues(saved),
    onValuesChange: () => {
      setSavedShown(false);
      if (save.isError) save.reset();
    },
  });
  const isChanged = form.isDirty();

  useEffect(() => {
    if (!isSavedShown) return;
    const timer = setTimeout(() => setSavedShown(false), savedNoticeMs);
    return () => clearTimeout(timer);
  }, [isSavedShown]);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!isChanged || save.isPending) return;
    save.mutate(form.getValues(), {
      onSuccess: (stored) => {
        const values = toPersonalizationValues(stored);
        form.setInitialValues(values);
        form.setValues(values);
        form.resetDirty(values);
        setSavedShown(true);
      },
    });
  }

  const audienceSelect = (field: AudienceField) => (
    <AudienceSelect
      field={field}
      label={t(`personalization.${field}.label`)}
      description={t(`personalization.${field}.description`, { max: audienceLimits[field] })}
      placeholder={t(`personalization.${field}.placeholder`)}
      inputWrapperOrder={['label', 'input', 'description', 'error']}
      value={form.values[field]}
      onChange={(value) => form.setFieldValue(field, value)}
      testId={`personalization-${field}`}
    />
  );

  return (
    <Card
      component="form"
      padding="xl"
      shadow="xs"
      onSubmit={submit}
      noValidate
      data-testid="personalization-form"
    >
      <Stack gap="lg">
        {audienceSelect('niches')}
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg" verticalSpacing="lg">
          {audienceSelect('languages')}
          {audienceSelect('countries')}
        </SimpleGrid>
        <Input.Wrapper
          label={t('personalization.kind.label')}
          description={t('personalization.kind.description')}
          inputWrapperOrder={['label', 'input', 'description']}
        >
          <Box my={6}>
            <SegmentedControl
              fullWidth
              maw={{ xs: 360 }}
              value={form.values.kind}
              onChange={(value) => form.setFieldValue('kind', value as PersonalizationKind)}
              data={personalizationKinds.map((kind) => ({
                value: kind,
                label: t(`personalization.kind.${kind}`),
              }))}
              data-testid="personalization-kind"
            />
          </Box>
        </Input.Wrapper>

        {save.error && (
          <Alert
            color="red"
            variant="light"
            title={t('personalization.saveFailed')}
            icon={<IconAlertCircle size={18} />}
            data-testid="personalization-save-error"
          >
            {save.error.message}
          </Alert>
        )}

        <Divider />
        <Group justify="space-between" gap="md" wrap="wrap">
          <Stack gap={2} style={{ flex: 1 }} miw={180}>
            <Text fz="sm" c="dimmed" role="status" aria-live="polite">
              {isSavedShown ? (
                <SavedNotice label={t('personalization.saved')} testId="personalization-saved" />
              ) : (
                isChanged && t('personalization.unsaved')
              )}
            </Text>
            {countsComputedAt && (
              <Text fz="xs" c="dimmed">
                {t('personalization.countsAsOf')} <TimeAgo time={countsComputedAt} />
              </Text>
            )}
          </Stack>
          <Group gap="sm" justify="flex-end" style={{ flexGrow: 1 }}>
            <Button
              variant="subtle"
              color="gray"
              disabled={isEmpty(form.values) || save.isPending}
              onClick={() => form.setValues(emptyPersonalization)}
              data-testid="personalization-clear"
            >
              {t('personalization.clear')}
            </Button>
            <Button
              variant="default"
              disabled={!isChanged || save.isPending}
              onClick={() => form.reset()}
              data-testid="personalization-undo"
            >
              {t('personalization.undo')}
            </Button>
            <Button
              type="submit"
              disabled={!isChanged || save.isPending}
              loading={save.isPending}
              data-testid="personalization-save"
            >
              {t('personalization.save')}
            </Button>
          </Group>
        </Group>
      </Stack>
    </Card>
  );
}
