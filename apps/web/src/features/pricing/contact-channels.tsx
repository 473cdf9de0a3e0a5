import { Group, Paper, SimpleGrid, Stack, Text, ThemeIcon } from '@mantine/core';
import {
  IconBrandYoutube,
  IconMessageCircle,
  IconUsersGroup,
  IconWorld,
  type Icon,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from '@postradar/ui';
import { contactChannels } from '../../lib/billing/contact-channels';
import { supportChat } from '../../lib/support-chat-store';
import classes from './pricing-page.module.css';

function ChannelBody({
  icon: ChannelIcon,
  title,
  body,
}: {
  icon: Icon;
  title: string;
  body: string;
}) {
  return (
    <Group gap="sm" wrap="nowrap" align="flex-start">
      <ThemeIcon size={40} radius="md" variant="light">
        <ChannelIcon size={20} stroke={1.7} />
      </ThemeIcon>
      <Stack gap={2}>
        <Text fw={600} fz="sm">
          {title}
        </Text>
        <Text fz="xs" c="dimmed">
          {body}
        </Text>
      </Stack>
    </Group>
  );
}

function ExternalChannel({ href, children }: { href: string; children: ReactNode }) {
  return (
    <Paper
      component="a"
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      withBorder
      radius="md"
      p="md"
      className={classes.channel}
    >
      {children}
    </Paper>
  );
}

/** The ways to reach the team before choosing: the support chat, then the outside channels. */
export function ContactChannels() {
  const { t } = useTranslation();
  return (
    <Stack gap="md" component="section" data-testid="contact-channels">
      <Stack gap={4}>
        <Text fw={700} fz="lg">
          {t('billing.pricing.contact.title')}
        </Text>
        <Text fz="sm" c="dimmed">
          {t('billing.pricing.contact.body')}
        </Text>
      </Stack>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm">
        <Paper
          component="button"
          type="button"
          onClick={() => supportChat.open()}
          withBorder
          radius="md"
          p="md"
          className={classes.channel}
          data-testid="contact-live-chat"
        >
          <ChannelBody
            icon={IconMessageCircle}
            title={t('billing.pricing.contact.liveChat')}
            body={t('billing.pricing.contact.liveChatBody')}
          />
        </Paper>
        <ExternalChannel href={contactChannels.website}>
          <ChannelBody
            icon={IconWorld}
            title={t('billing.pricing.contact.website')}
            body={t('billing.pricing.contact.websiteBody')}
          />
        </ExternalChannel>
        <ExternalChannel href={contactChannels.videoChannel}>
          <ChannelBody
            icon={IconBrandYoutube}
            title={t('billing.pricing.contact.videoChannel')}
            body={t('billing.pricing.contact.videoChannelBody')}
          />
        </ExternalChannel>
        <ExternalChannel href={contactChannels.communityGroup}>
          <ChannelBody
            icon={IconUsersGroup}
            title={t('billing.pricing.contact.community')}
            body={t('billing.pricing.contact.communityBody')}
          />
        </ExternalChannel>
      </SimpleGrid>
    </Stack>
  );
}
