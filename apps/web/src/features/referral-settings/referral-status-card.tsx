import { Badge, Button, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { formatShortDate } from '@postradar/i18n';
import { useLanguage, useTranslation } from '@postradar/ui';
import {
  IconHourglassHigh,
  IconInfoCircle,
  IconLock,
  IconMessageCircle,
} from '@tabler/icons-react';
import { SectionCard } from '../../components/section-card';
import { supportChat } from '../../lib/support-chat-store';

type WaitingOrRefused = 'pending' | 'rejected' | 'blocked';

const looks = {
  pending: { icon: IconHourglassHigh, color: 'radar' },
  rejected: { icon: IconInfoCircle, color: 'gray' },
  blocked: { icon: IconLock, color: 'gray' },
} as const;

interface ReferralStatusCardProps {
  status: WaitingOrRefused;
  /** When the user asked to join (ISO), shown while the request is under review. */
  joinedAt: string | null;
}

/**
 * A request under review (with the day it was sent), or a declined request or blocked account,
 * said calmly, with a way to the support chat.
 */
export function ReferralStatusCard({ status, joinedAt }: ReferralStatusCardProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const { icon: StatusIcon, color } = looks[status];
  return (
    <SectionCard testId={`referral-${status}`}>
      <Group align="flex-start" gap="lg" wrap="nowrap">
        <ThemeIcon size={52} radius="lg" variant="light" color={color} visibleFrom="xs">
          <StatusIcon size={28} stroke={1.6} />
        </ThemeIcon>
        <Stack gap="sm" style={{ flex: 1, minWidth: 0 }}>
          <Title order={2} fz={{ base: 20, sm: 22 }}>
            {t(`referral.${status}.title`)}
          </Title>
          <Text c="dimmed" fz="sm" maw={620}>
            {t(`referral.${status}.body`)}
          </Text>
          {status === 'pending' && joinedAt && (
            <Badge
              size="lg"
              variant="light"
              tt="none"
              fw={500}
              style={{ alignSelf: 'flex-start' }}
              data-testid="referral-asked-on"
            >
              {t('referral.pending.askedOn', { date: formatShortDate(joinedAt, language) })}
            </Badge>
          )}
          {status !== 'pending' && (
            <Button
              variant="light"
              mt="xs"
              leftSection={<IconMessageCircle size={18} />}
              onClick={() => supportChat.open()}
              style={{ alignSelf: 'flex-start' }}
              data-testid="referral-contact-support"
            >
              {t('referral.contactSupport')}
            </Button>
          )}
        </Stack>
      </Group>
    </SectionCard>
  );
}
