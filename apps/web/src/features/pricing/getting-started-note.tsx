import { Button, Group, Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconExternalLink, IconPlayerPlayFilled } from '@tabler/icons-react';
import { useTranslation } from '@postradar/ui';
import { contactChannels } from '../../lib/billing/contact-channels';
import classes from './pricing-page.module.css';

/** Points a newcomer to the getting-started video. */
export function GettingStartedNote() {
  const { t } = useTranslation();
  return (
    <Paper p="lg" radius="lg" className={classes.video} data-testid="getting-started">
      <Group justify="space-between" gap="md" wrap="wrap">
        <Group gap="md" wrap="nowrap" align="flex-start" style={{ flex: '1 1 320px' }}>
          <ThemeIcon size={44} radius="xl">
            <IconPlayerPlayFilled size={20} />
          </ThemeIcon>
          <Stack gap={2}>
            <Text fw={700}>{t('billing.pricing.video.title')}</Text>
            <Text fz="sm" c="dimmed">
              {t('billing.pricing.video.body')}
            </Text>
          </Stack>
        </Group>
        <Button
          component="a"
          href={contactChannels.gettingStartedVideo}
          target="_blank"
          rel="noopener noreferrer"
          variant="white"
          rightSection={<IconExternalLink size={16} />}
        >
          {t('billing.pricing.video.action')}
        </Button>
      </Group>
    </Paper>
  );
}
