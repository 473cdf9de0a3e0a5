import { Button, Center, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconRefresh, IconPlugConnectedX } from '@tabler/icons-react';
import { useTranslation } from '@postradar/ui';

/**
 * The failure screen of an on-demand part. Retrying reloads the page: a chunk that failed to load
 * is usually gone after a new deployment, and a reload fetches the current one.
 */
export function PageLoadError() {
  const { t } = useTranslation();
  return (
    <Center mih="60vh" p="xl" role="alert" data-testid="page-load-error">
      <Stack align="center" gap="md" maw={420} ta="center">
        <ThemeIcon size={56} radius="xl" variant="light" color="red">
          <IconPlugConnectedX size={28} stroke={1.6} />
        </ThemeIcon>
        <Title order={3}>{t('common.loadFailed')}</Title>
        <Text c="dimmed" size="sm">
          {t('common.loadFailedHint')}
        </Text>
        <Button leftSection={<IconRefresh size={16} />} onClick={() => window.location.reload()}>
          {t('common.retry')}
        </Button>
      </Stack>
    </Center>
  );
}
