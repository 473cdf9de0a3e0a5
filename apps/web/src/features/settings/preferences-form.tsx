import {
  Alert,
  Button,
  Card,
  Divider,
  Group,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { isLanguage, languages, type Language } from '@postradar/i18n';
import { IconAlertCircle } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '@postradar/ui';
import { SavedNotice, useSavedNotice } from '../../components/saved-notice';
import { useFieldErrorTexts } from '../../lib/field-errors/use-field-error-texts';
import { session } from '../../lib/session/session-storage';
import { useAuth } from '../../lib/session/use-auth';
import type { User } from '../../lib/session/user';
import { savePreferences, type Preferences } from './save-preferences';

function savedPreferences(user: User | null, fallbackLanguage: Language): Preferences {
  const settings = user?.settings;
  return {
    language: isLanguage(settings?.language) ? settings.language : fallbackLanguage,
    phone: settings?.phone ?? '',
    showFavorite: settings?.showFavorite ?? true,
  };
}

const yesNo = (isYes: boolean) => (isYes ? 'yes' : 'no');

/**
 * Profile preferences (docs/product.md, Settings and profile): language, phone and show-favorite.
 * Save is enabled only after a change and while nothing is being saved; 'Saved' shows for 2 seconds
 * and the change flag resets. A new language applies at once and is stored on this device; the
 * server checks the phone number and what is wrong with it shows under the field, translated.
 */
export function PreferencesForm() {
  const { t, i18n } = useTranslation();
  const { user, updateUser } = useAuth();
  // Without a saved language the form starts from the one on screen when it opened.
  const [fallbackLanguage] = useState<Language>(() =>
    isLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : 'en',
  );
  const saved = savedPreferences(user, fallbackLanguage);
  const [edits, setEdits] = useState<Partial<Preferences>>({});
  const values: Preferences = { ...saved, ...edits };
  const isChanged = (Object.keys(edits) as (keyof Preferences)[]).some(
    (key) => edits[key] !== saved[key],
  );
  const savedNotice = useSavedNotice();

  const save = useMutation({
    mutationFn: savePreferences,
    onSuccess: (settings, submitted) => {
      if (user) updateUser({ ...user, settings: { ...user.settings, ...settings } });
      session.setLanguage(submitted.language);
      setEdits({});
      savedNotice.show();
    },
  });

  function change<K extends keyof Preferences>(key: K, value: Preferences[K]) {
    setEdits((current) => ({ ...current, [key]: value }));
    savedNotice.hide();
    if (save.isError) save.reset();
  }

  function changeLanguage(value: string | null) {
    if (!isLanguage(value)) return;
    change('language', value);
    session.setLanguage(value);
    void i18n.changeLanguage(value);
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (isChanged && !save.isPending) save.mutate(values);
  }

  // The phone number is the only free-text field: the server says what is wrong with it.
  const { fieldTexts, formError } = useFieldErrorTexts(save.error, { phone: 'settings.phone' });

  return (
    <Card
      padding="xl"
      shadow="xs"
      component="form"
      onSubmit={submit}
      data-testid="profile-preferences"
    >
      <Stack gap="lg">
        <Stack gap={2}>
          <Text fw={600}>{t('settings.profile.preferences')}</Text>
          <Text fz="sm" c="dimmed">
            {t('settings.profile.preferencesHint')}
          </Text>
        </Stack>

        <SimpleGrid cols={{ base: 1, md: 3 }} spacing="lg" verticalSpacing="lg">
          <Select
            label={t('settings.profile.language')}
            description={t('settings.profile.languageHint')}
            inputWrapperOrder={['label', 'input', 'description', 'error']}
            data={languages.map((language) => ({
              value: language,
              label: t(`common.languages.${language}`),
            }))}
            value={values.language}
            onChange={changeLanguage}
            allowDeselect={false}
            checkIconPosition="right"
            comboboxProps={{ withinPortal: true }}
            data-testid="profile-language"
          />
          <TextInput
            label={t('settings.profile.phone')}
            description={t('settings.profile.phoneHint')}
            inputWrapperOrder={['label', 'input', 'error', 'description']}
            placeholder={t('settings.profile.phonePlaceholder')}
            type="tel"
            autoComplete="tel"
            maxLength={32}
            value={values.phone}
            onChange={(event) => change('phone', event.currentTarget.value)}
            error={fieldTexts.phone}
            data-testid="profile-phone"
          />
          <Select
            label={t('settings.profile.showFavorite')}
            description={t('settings.profile.showFavoriteHint')}
            inputWrapperOrder={['label', 'input', 'description', 'error']}
            data={[
              { value: 'yes', label: t('settings.profile.yes') },
              { value: 'no', label: t('settings.profile.no') },
            ]}
            value={yesNo(values.showFavorite)}
            onChange={(value) => {
              if (value) change('showFavorite', value === 'yes');
            }}
            allowDeselect={false}
            checkIconPosition="right"
            data-testid="profile-show-favorite"
          />
        </SimpleGrid>

        {formError && (
          <Alert
            color="red"
            variant="light"
            title={t('settings.profile.saveFailed')}
            icon={<IconAlertCircle size={18} />}
            data-testid="profile-save-error"
          >
            {formError}
          </Alert>
        )}

        <Divider />
        <Group justify="flex-end" gap="md" wrap="wrap">
          <Text fz="sm" c="dimmed" role="status" aria-live="polite" style={{ flex: 1 }} miw={160}>
            {savedNotice.isShown ? (
              <SavedNotice label={t('settings.profile.saved')} testId="profile-saved" />
            ) : (
              isChanged && t('settings.profile.unsaved')
            )}
          </Text>
          <Button
            type="submit"
            disabled={!isChanged || save.isPending}
            loading={save.isPending}
            data-testid="profile-save"
          >
            {t('settings.profile.save')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
