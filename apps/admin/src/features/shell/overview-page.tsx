import {
  Anchor,
  Badge,
  Card,
  Group,
  SimpleGrid,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { useTranslation } from '@postradar/ui';
import { Link } from 'react-router';
import { RoleBadges } from '../../components/role-badges';
import { StaffAvatar } from '../../components/staff-avatar';
import type { StaffMember } from '../../lib/session/staff-member';
import { useDocumentTitle } from '../../lib/use-document-title';
import { adminSections } from './admin-sections';

/** The admin home: who is signed in, and the sections that arrive in a later release. */
export function OverviewPage({ user }: { user: StaffMember }) {
  const { t } = useTranslation();
  useDocumentTitle(t('admin.shell.overview'));

  return (
    <Stack gap="xl" maw={1100}>
      <Card padding="xl" shadow="xs" data-testid="signed-in-staff-member">
        <Group gap="lg" wrap="nowrap" align="flex-start">
          <StaffAvatar user={user} size={64} radius={999} visibleFrom="xs" />
          <Stack gap={6} miw={0}>
            <Title order={1} fz={{ base: 22, sm: 28 }} lh={1.2}>
              {t('admin.shell.welcome', { name: user.name || user.email })}
            </Title>
            <Group gap={6} wrap="wrap">
              <Text fz="sm" c="dimmed">
                {t('admin.shell.signedInAs')}
              </Text>
              <Text fz="sm" fw={600} c="night.9" style={{ overflowWrap: 'anywhere' }}>
                {user.email}
              </Text>
            </Group>
            <Group gap="xs" mt={4}>
              <Text fz="sm" c="dimmed">
                {t('admin.shell.roles')}:
              </Text>
              <RoleBadges roles={user.roles} />
            </Group>
            <Text fz="sm" lh={1.6} mt="xs" maw={680}>
              {t('admin.shell.welcomeBody')}
            </Text>
          </Stack>
        </Group>
      </Card>

      <Stack gap="sm">
        <Text fw={600} fz="sm" tt="uppercase" c="dimmed" lts="0.06em">
          {t('admin.shell.comingLater')}
        </Text>
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
          {adminSections.map(({ key, slug, icon: SectionIcon }) => (
            <Card key={key} padding="lg" data-testid={`section-card-${slug}`}>
              <Stack gap="sm" h="100%">
                <Group justify="space-between" wrap="nowrap" gap="sm">
                  <Group gap="sm" wrap="nowrap" miw={0}>
                    <ThemeIcon size={40} radius="md" variant="light">
                      <SectionIcon size={22} stroke={1.6} />
                    </ThemeIcon>
                    <Title order={2} fz="lg" lh={1.25}>
                      {t(`admin.sections.${key}.title`)}
                    </Title>
                  </Group>
                  <Badge color="gray" variant="light" style={{ flexShrink: 0 }}>
                    {t('admin.shell.soon')}
                  </Badge>
                </Group>
                <Text fz="sm" c="dimmed" lh={1.55} style={{ flex: 1 }}>
                  {t(`admin.sections.${key}.description`)}
                </Text>
                <Anchor component={Link} to={`/${slug}`} fz="sm" fw={500}>
                  <Group gap={4} component="span" wrap="nowrap">
                    {t('admin.shell.openSection')}
                    <IconArrowRight size={15} />
                  </Group>
                </Anchor>
              </Stack>
            </Card>
          ))}
        </SimpleGrid>
      </Stack>
    </Stack>
  );
}
