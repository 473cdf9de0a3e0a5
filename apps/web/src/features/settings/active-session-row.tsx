import { Badge, Button, Flex, Group, Stack, Text, ThemeIcon } from '@mantine/core';
import type { ActiveSession } from '@postradar/contracts';
import { TimeAgo, useTranslation } from '@postradar/ui';
import { IconDeviceDesktop, IconDeviceMobile, IconLogout } from '@tabler/icons-react';
import { isMobileSession } from './describe-session';

interface ActiveSessionRowProps {
  session: ActiveSession;
  onEnd(session: ActiveSession): void;
}

/** One signed-in device: browser and system, last activity, IP address, and how to end it. */
export function ActiveSessionRow({ session, onEnd }: ActiveSessionRowProps) {
  const { t } = useTranslation();
  const DeviceIcon = isMobileSession(session) ? IconDeviceMobile : IconDeviceDesktop;
  return (
    <Flex
      gap="md"
      align={{ base: 'stretch', xs: 'center' }}
      direction={{ base: 'column', xs: 'row' }}
      py="md"
      data-testid="active-session"
      data-current={session.isCurrent || undefined}
    >
      <Group gap="md" wrap="nowrap" align="flex-start" style={{ flex: 1, minWidth: 0 }}>
        <ThemeIcon
          size={40}
          radius="md"
          variant="light"
          color={session.isCurrent ? 'radar' : 'gray'}
        >
          <DeviceIcon size={22} stroke={1.6} />
        </ThemeIcon>
        <Stack gap={4} style={{ minWidth: 0 }}>
          <Group gap="xs" wrap="wrap">
            <Text fw={600} fz="sm">
              {t('settings.sessions.deviceSummary', { browser: session.browser, os: session.os })}
            </Text>
            {session.isCurrent && (
              <Badge size="sm" variant="light" color="teal" data-testid="this-device">
                {t('settings.sessions.thisDevice')}
              </Badge>
            )}
          </Group>
          <Text fz="xs" c="dimmed">
            {t('settings.sessions.lastSeen')}: <TimeAgo time={session.lastSeenAt} />
            {' · '}
            {t('settings.sessions.ipAddress')}: {session.ipAddress || '–'}
          </Text>
        </Stack>
      </Group>
      {!session.isCurrent && (
        <Button
          variant="light"
          color="red"
          size="xs"
          leftSection={<IconLogout size={14} />}
          onClick={() => onEnd(session)}
          data-testid="end-session"
          style={{ flexShrink: 0 }}
        >
          {t('settings.sessions.end')}
        </Button>
      )}
    </Flex>
  );
}
