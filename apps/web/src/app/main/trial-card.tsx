import { Badge, Button, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { hasFeature, scopes } from '../../lib/has-feature';
import { useAuth } from '../../lib/session/use-auth';

/** In the main menu of trial users: where they stand and the way to a plan. */
export function TrialCard() {
  const { t } = useTranslation();
  const { user } = useAuth();
  if (!hasFeature(user?.scopes, scopes.trial)) return null;
  return (
    <Paper p="md" radius="md" bg="radar.0" data-testid="trial-card">
      <Stack gap={6} align="flex-start">
        <Badge color="radar" variant="filled" size="sm">
          {t('shell.trial.badge')}
        </Badge>
        <Text fz="sm" fw={600}>
          {t('shell.trial.title')}
        </Text>
        <Text fz="xs" c="dimmed">
          {t('shell.trial.body')}
        </Text>
        <Button component={Link} to="/pricing" size="xs" mt={4} fullWidth>
          {t('shell.trial.action')}
        </Button>
      </Stack>
    </Paper>
  );
}
