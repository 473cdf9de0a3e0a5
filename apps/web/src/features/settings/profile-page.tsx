import {
  Card,
  Group,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { isLanguage, languages, type Language } from '@postradar/i18n';
import { IconUser } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ComingSoon } from '../../components/coming-soon';
import { UserAvatar } from '../../components/user-avatar';
import { useAuth } from '../../lib/session/use-auth';
import { useChangeLanguage } from '../../lib/use-change-language';
import { OtherSettings } from './other-settings';
import { SettingsPage } from './settings-page';

/**
 * Profile: who is signed in (read-only, from the identity provider) and the interface language.
 * Phone and favorites display arrive with the profile API.
 */
export function ProfilePage() {
  const { t, i18n } = useTranslation();
  const { user } = useAuth();
  const changeLanguage = useChangeLanguage();
  const current: Language = isLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : 'en';

  return (
    <SettingsPage title={t('settings.menu.profile')}>
      <Card padding="xl" shadow="xs" data-testid="profile-account">
        <Stack gap="lg">
          <Text fw={600}>{t('settings.profile.account')}</Text>
          <Group gap="md" wrap="nowrap">
            <UserAvatar user={user} size={64} />
            <Stack gap={2} style={{ minWidth: 0 }}>
              <Title order={3} fz="lg" style={{ overflowWrap: 'anywhere' }}>
                {user?.name || user?.email}
              </Title>
              <Text c="dimmed" fz="sm" style={{ overflowWrap: 'anywhere' }}>
                {user?.email}
              </Text>
            </Stack>
          </Group>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <TextInput
              label={t('settings.profile.name')}
              value={user?.name ?? ''}
              readOnly
              variant="filled"
            />
            <TextInput
              label={t('settings.profile.email')}
              value={user?.email ?? ''}
              readOnly
              variant="filled"
            />
          </SimpleGrid>
          <Text fz="xs" c="dimmed">
            {t('settings.profile.accountHint')}
          </Text>
        </Stack>
      </Card>

      <Card padding="xl" shadow="xs">
        <Group justify="space-between" gap="md">
          <Stack gap={2}>
            <Text fw={600}>{t('settings.profile.language')}</Text>
            <Text fz="sm" c="dimmed">
              {t('settings.profile.languageHint')}
            </Text>
          </Stack>
          <SegmentedControl
            value={current}
            onChange={(value) => {
              if (isLanguage(value)) changeLanguage(value);
            }}
            data={languages.map((language) => ({
              value: language,
              label: t(`common.languages.${language}`),
            }))}
            data-testid="profile-language"
          />
        </Group>
      </Card>

      <ComingSoon screen="profile" icon={IconUser} withTitle={false} />
      <OtherSettings current="profile" />
    </SettingsPage>
  );
}
