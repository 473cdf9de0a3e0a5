import { Card, Group, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useTranslation } from '@postradar/ui';
import { UserAvatar } from '../../components/user-avatar';
import { useAuth } from '../../lib/session/use-auth';

/** Who is signed in: picture, name and e-mail from the identity provider, read-only. */
export function ProfileAccountCard() {
  const { t } = useTranslation();
  const { user } = useAuth();
  return (
    <Card padding="xl" shadow="xs" data-testid="profile-account">
      <Stack gap="lg">
        <Title order={2} fz="md" fw={600}>
          {t('settings.profile.account')}
        </Title>
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
            data-testid="profile-name"
          />
          <TextInput
            label={t('settings.profile.email')}
            value={user?.email ?? ''}
            readOnly
            variant="filled"
            data-testid="profile-email"
          />
        </SimpleGrid>
        <Text fz="xs" c="dimmed">
          {t('settings.profile.accountHint')}
        </Text>
      </Stack>
    </Card>
  );
}
