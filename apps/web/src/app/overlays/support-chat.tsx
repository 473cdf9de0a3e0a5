import {
  ActionIcon,
  Anchor,
  Group,
  Paper,
  Portal,
  Stack,
  Text,
  ThemeIcon,
  Title,
  Transition,
} from '@mantine/core';
import { useClickOutside } from '@mantine/hooks';
import {
  IconBrandMessenger,
  IconMail,
  IconMessageCircle,
  IconX,
  type Icon,
} from '@tabler/icons-react';
import { useTranslation } from '@postradar/ui';
import { links } from '../../lib/links';
import { supportChat, useSupportChat } from '../../lib/support-chat-store';
import classes from './support-chat.module.css';

/**
 * The support widget: a floating button and a contact panel listing the real ways to reach the
 * team. Shown and hidden through the support-chat store (hidden on the sign-in screen and after
 * sign-out, opened by the user menu's Support entry). On phones the button is smaller and closer
 * to the corner; the screens that show it end with room to scroll their last controls clear of
 * it (SupportChatRoom).
 */
export function SupportChat() {
  const { t } = useTranslation();
  const { isVisible, isOpen } = useSupportChat();
  const panelRef = useClickOutside<HTMLDivElement>(() => {
    if (supportChat.getState().isOpen) supportChat.close();
  });

  if (!isVisible) return null;

  return (
    <Portal>
      <div ref={panelRef} className={classes.dock}>
        <Transition mounted={isOpen} transition="pop-bottom-right" duration={160}>
          {(styles) => (
            <Paper
              style={styles}
              className={classes.panel}
              shadow="xl"
              role="dialog"
              aria-label={t('shell.chat.title')}
              data-testid="support-chat-panel"
            >
              <div className={classes.panelHeader}>
                <Group justify="space-between" align="flex-start" wrap="nowrap">
                  <Stack gap={4}>
                    <Title order={4} c="white">
                      {t('shell.chat.title')}
                    </Title>
                    <Text fz="sm" c="rgba(255,255,255,0.8)">
                      {t('shell.chat.subtitle')}
                    </Text>
                  </Stack>
                  <ActionIcon
                    variant="subtle"
                    color="white"
                    onClick={() => supportChat.close()}
                    aria-label={t('shell.chat.close')}
                  >
                    <IconX size={18} />
                  </ActionIcon>
                </Group>
              </div>
              <Stack gap="sm" p="md">
                <Channel
                  icon={IconBrandMessenger}
                  color="radar"
                  title={t('shell.chat.liveChat.title')}
                  body={t('shell.chat.liveChat.body')}
                  href={links.liveChat}
                  action={t('shell.chat.liveChat.action')}
                  external
                />
                <Channel
                  icon={IconMail}
                  color="teal"
                  title={t('shell.chat.email.title')}
                  body={t('shell.chat.email.body')}
                  href={`mailto:${links.supportEmail}`}
                  action={links.supportEmail}
                />
              </Stack>
            </Paper>
          )}
        </Transition>
        <ActionIcon
          className={classes.launcher}
          radius="xl"
          variant="filled"
          onClick={() => supportChat.toggle()}
          aria-label={isOpen ? t('shell.chat.close') : t('shell.chat.open')}
          aria-expanded={isOpen}
          data-testid="support-chat-button"
        >
          {isOpen ? (
            <IconX className={classes.launcherIcon} />
          ) : (
            <IconMessageCircle className={classes.launcherIcon} stroke={1.8} />
          )}
        </ActionIcon>
      </div>
    </Portal>
  );
}

interface ChannelProps {
  icon: Icon;
  color: string;
  title: string;
  body: string;
  href: string;
  action: string;
  external?: boolean;
}

function Channel({
  icon: ChannelIcon,
  color,
  title,
  body,
  href,
  action,
  external = false,
}: ChannelProps) {
  const { t } = useTranslation();
  return (
    <Paper withBorder p="sm" radius="md">
      <Group align="flex-start" wrap="nowrap" gap="sm">
        <ThemeIcon size={36} radius="md" variant="light" color={color}>
          <ChannelIcon size={20} />
        </ThemeIcon>
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Text fw={600} fz="sm">
            {title}
          </Text>
          <Text fz="xs" c="dimmed">
            {body}
          </Text>
          <Anchor
            href={href}
            fz="sm"
            fw={600}
            mt={4}
            {...(external
              ? { target: '_blank', rel: 'noopener noreferrer', title: t('common.openInNewTab') }
              : {})}
          >
            {action}
          </Anchor>
        </Stack>
      </Group>
    </Paper>
  );
}
