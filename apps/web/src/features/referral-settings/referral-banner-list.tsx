import {
  Button,
  Center,
  Code,
  Group,
  Image,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useLanguage, useTranslation } from '@postradar/ui';
import { IconDownload } from '@tabler/icons-react';
import { CopyTextButton } from '../../components/copy-text-button';
import { SectionCard } from '../../components/section-card';
import { formatNumber } from '../../lib/research/format-count';
import {
  bannerFileName,
  bannerSnippet,
  referralBanners,
  type ReferralBanner,
} from './referral-banners';

function BannerItem({ banner, link }: { banner: ReferralBanner; link: string }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const alt = t('referral.banners.alt');
  const snippet = bannerSnippet(banner, link, alt);
  const size = `${formatNumber(banner.width, language)} × ${formatNumber(banner.height, language)}`;
  const isWide = banner.key === 'leaderboard';
  return (
    <Paper
      withBorder
      radius="md"
      p="md"
      style={isWide ? { gridColumn: '1 / -1' } : undefined}
      data-testid="referral-banner"
      data-banner={banner.key}
    >
      <Stack gap="sm">
        <Group justify="space-between" gap="xs">
          <Text fw={600} fz="sm">
            {t(`referral.banners.sizes.${banner.key}`)}
          </Text>
          <Text fz="xs" c="dimmed">
            {size}
          </Text>
        </Group>
        <Center bg="gray.0" p="sm" h={isWide ? undefined : 220} style={{ borderRadius: 8 }}>
          <Image src={banner.path} alt={alt} fit="contain" mah={196} w="auto" maw="100%" />
        </Center>
        <Stack gap={4}>
          <Text fz="sm" fw={500}>
            {t('referral.banners.code')}
          </Text>
          <Code
            block
            fz={12}
            style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-all' }}
            data-testid="referral-banner-code"
          >
            {snippet}
          </Code>
        </Stack>
        <Group gap="sm">
          <CopyTextButton
            text={snippet}
            label={t('referral.banners.copyCode')}
            variant="light"
            size="sm"
            testId="referral-banner-copy"
          />
          <Button
            component="a"
            href={banner.path}
            download={bannerFileName(banner)}
            variant="default"
            size="sm"
            leftSection={<IconDownload size={16} />}
            data-testid="referral-banner-download"
          >
            {t('referral.banners.download')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

/** The ready-made banners, each with a preview, Download and the HTML that links it. */
export function ReferralBannerList({ link }: { link: string }) {
  const { t } = useTranslation();
  return (
    <SectionCard testId="referral-banners">
      <Stack gap="md">
        <Stack gap={4}>
          <Title order={2} fz="md" fw={600}>
            {t('referral.banners.title')}
          </Title>
          <Text fz="sm" c="dimmed">
            {t('referral.banners.body')}
          </Text>
        </Stack>
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
          {referralBanners.map((banner) => (
            <BannerItem key={banner.key} banner={banner} link={link} />
          ))}
        </SimpleGrid>
      </Stack>
    </SectionCard>
  );
}
