import { Alert, Button, Group, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { isApiError } from '@postradar/api-client';
import type { ReferralProgramme } from '@postradar/contracts';
import { useLanguage, useTranslation } from '@postradar/ui';
import {
  IconAlertCircle,
  IconCoin,
  IconGift,
  IconSend,
  IconShare,
  type Icon,
} from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { SectionCard } from '../../components/section-card';
import { formatNumber } from '../../lib/research/format-count';
import { joinProgramme, referralQueryKey, useReferralChange } from './referral-queries';

const steps: readonly { key: 'join' | 'share' | 'earn'; icon: Icon }[] = [
  { key: 'join', icon: IconSend },
  { key: 'share', icon: IconShare },
  { key: 'earn', icon: IconCoin },
];

/**
 * Not in the programme yet: what it pays (the API's commission and holding days), how it works
 * in three steps, and Join now, after which the request shows as under review.
 */
export function JoinProgramme({ programme }: { programme: ReferralProgramme }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const queryClient = useQueryClient();
  const join = useReferralChange(joinProgramme);
  const percent = formatNumber(programme.commissionPercent, language);
  const days = formatNumber(programme.holdDays, language);

  function ask() {
    if (join.isPending) return;
    join.mutate(undefined, {
      // Declined or blocked meanwhile: the screen then shows where the user stands.
      onError: (error) => {
        if (isApiError(error) && error.code === 'CONFLICT') {
          void queryClient.invalidateQueries({ queryKey: referralQueryKey });
        }
      },
    });
  }

  return (
    <>
      <SectionCard testId="referral-join">
        <Group align="flex-start" gap="lg" wrap="nowrap">
          <ThemeIcon size={52} radius="lg" variant="light" visibleFrom="xs">
            <IconGift size={28} stroke={1.6} />
          </ThemeIcon>
          <Stack gap="sm" style={{ flex: 1, minWidth: 0 }}>
            <Title order={2} fz={{ base: 20, sm: 22 }} data-testid="referral-join-title">
              {t('referral.join.title', { percent })}
            </Title>
            <Text c="dimmed" fz="sm" maw={620}>
              {t('referral.join.body', { percent })}
            </Text>
            {join.error && (
              <Alert
                color="red"
                variant="light"
                icon={<IconAlertCircle size={18} />}
                title={t('referral.join.failed')}
                data-testid="referral-join-error"
              >
                {join.error.message}
              </Alert>
            )}
            <Button
              size="md"
              mt="xs"
              leftSection={<IconSend size={18} />}
              onClick={ask}
              loading={join.isPending}
              style={{ alignSelf: 'flex-start' }}
              data-testid="referral-join-now"
            >
              {t('referral.join.action')}
            </Button>
          </Stack>
        </Group>
      </SectionCard>

      <SectionCard testId="referral-steps">
        <Stack gap="md">
          <Title order={2} fz="md" fw={600}>
            {t('referral.join.stepsTitle')}
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg" component="ol" m={0} p={0}>
            {steps.map(({ key, icon: StepIcon }, index) => (
              <Group
                key={key}
                component="li"
                align="flex-start"
                gap="sm"
                wrap="nowrap"
                style={{ listStyle: 'none' }}
                data-testid="referral-step"
              >
                <ThemeIcon size={36} radius="xl" variant="light">
                  <StepIcon size={18} stroke={1.7} />
                </ThemeIcon>
                <Stack gap={2} style={{ minWidth: 0 }}>
                  <Text fw={600} fz="sm">
                    {index + 1}. {t(`referral.join.steps.${key}.title`)}
                  </Text>
                  <Text fz="sm" c="dimmed" lh={1.5}>
                    {t(`referral.join.steps.${key}.body`, { days })}
                  </Text>
                </Stack>
              </Group>
            ))}
          </SimpleGrid>
        </Stack>
      </SectionCard>
    </>
  );
}
