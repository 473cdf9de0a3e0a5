import { Button, Card, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconAdjustmentsHorizontal } from '@tabler/icons-react';
import { useTranslation } from '@postradar/ui';
import { Link } from 'react-router';
import { usePersonalization } from '../../lib/personalization/use-personalization';
import { useWelcomeDismissal } from './welcome-dismissal';

/**
 * For a user who never saved their personalization: what it does and the way to it, until they
 * save it or dismiss this.
 */
export function WelcomeCard() {
  const { t } = useTranslation();
  const personalization = usePersonalization();
  const [isDismissed, dismiss] = useWelcomeDismissal();
  if (isDismissed || !personalization.data || personalization.data.updatedAt !== null) return null;
  return (
    <Card
      padding="lg"
      radius="lg"
      shadow="xs"
      style={{
        backgroundImage:
          'linear-gradient(135deg, var(--mantine-primary-color-light) 0%, transparent 60%)',
      }}
      data-testid="dashboard-welcome"
    >
      <Group gap="lg" wrap="nowrap" align="flex-start">
        <ThemeIcon size={48} radius="xl" variant="light" visibleFrom="xs" aria-hidden>
          <IconAdjustmentsHorizontal size={26} stroke={1.6} />
        </ThemeIcon>
        <Stack gap="xs" miw={0}>
          <Title order={2} fz="lg">
            {t('dashboard.welcome.title')}
          </Title>
          <Text fz="sm" c="dimmed" maw={640}>
            {t('dashboard.welcome.body')}
          </Text>
          <Group gap="sm" mt={4}>
            <Button component={Link} to="/a/personalization" data-testid="dashboard-welcome-start">
              {t('dashboard.welcome.action')}
            </Button>
            <Button
              variant="subtle"
              color="gray"
              onClick={dismiss}
              data-testid="dashboard-welcome-dismiss"
            >
              {t('dashboard.welcome.dismiss')}
            </Button>
          </Group>
        </Stack>
      </Group>
    </Card>
  );
}
