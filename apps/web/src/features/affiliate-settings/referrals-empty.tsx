import { Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { useTranslation } from '@postradar/ui';
import { IconUserPlus } from '@tabler/icons-react';
import { CopyTextButton } from '../../components/copy-text-button';

/** No referral yet: how to get some (share the link), with the link's Copy button. */
export function ReferralsEmpty({ link }: { link: string | null }) {
  const { t } = useTranslation();
  return (
    <Stack align="center" ta="center" gap="xs" py="xl" px="md" data-testid="referrals-empty">
      <ThemeIcon size={52} radius="xl" variant="light">
        <IconUserPlus size={26} stroke={1.6} />
      </ThemeIcon>
      <Title order={3} fz="md" mt="xs">
        {t('affiliate.referrals.emptyTitle')}
      </Title>
      <Text fz="sm" c="dimmed" maw={440}>
        {t('affiliate.referrals.emptyHint')}
      </Text>
      <CopyTextButton
        text={link}
        label={t('affiliate.link.copyLink')}
        variant="light"
        mt="xs"
        testId="referrals-empty-copy"
      />
    </Stack>
  );
}
