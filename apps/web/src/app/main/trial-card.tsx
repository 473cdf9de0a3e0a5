import { Group, Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconArrowRight, IconGift } from '@tabler/icons-react';
import { useTranslation } from '@postradar/ui';
import { Link } from 'react-router';
import classes from './trial-card.module.css';
import { trialsPath } from '../../lib/billing/trials-path';
import { useCanStartTrial } from '../../lib/billing/use-can-start-trial';

/**
 * Under the main menu of users who may start the free trial or run it: a link to the trial page
 * (days left, today's usage, the plans). Compact, so that the menu above keeps its room; on short
 * screens only the title and the link remain.
 */
export function TrialCard() {
  const { t } = useTranslation();
  if (!useCanStartTrial()) return null;
  return (
    <Paper
      component={Link}
      to={trialsPath}
      p="sm"
      radius="md"
      bg="radar.0"
      className={classes.card}
      data-testid="trial-card"
    >
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <ThemeIcon size={32} radius="md" color="radar" variant="filled" aria-hidden="true">
          <IconGift size={18} stroke={1.8} />
        </ThemeIcon>
        <Stack gap={2} miw={0}>
          <Text fz="sm" fw={600} lh={1.35}>
            {t('shell.trial.title')}
          </Text>
          <Text fz="xs" c="dimmed" lh={1.4} className={classes.body}>
            {t('shell.trial.body')}
          </Text>
          <Text fz="xs" fw={700} c="radar.7">
            {t('shell.trial.action')}
            <IconArrowRight
              size={13}
              stroke={2.2}
              style={{ verticalAlign: '-2px', marginLeft: 4 }}
            />
          </Text>
        </Stack>
      </Group>
    </Paper>
  );
}
