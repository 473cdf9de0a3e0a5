import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '@postradar/ui';
import { LinkField } from '../../components/link-field';
import { SectionCard } from '../../components/section-card';

interface AffiliateLinkCardProps {
  /** The user's affiliate code and link; null while they load. */
  code: string | null;
  link: string | null;
}

/**
 * The affiliate link in a read-only field with Copy, and how referring works.
 */
export function AffiliateLinkCard({ code, link }: AffiliateLinkCardProps) {
  const { t } = useTranslation();
  return (
    <SectionCard testId="affiliate-link-card">
      <Stack gap="md">
        <Title order={2} fz="md" fw={600}>
          {t('affiliate.link.title')}
        </Title>
        <Text fz="sm" c="dimmed">
          {t('affiliate.link.howItWorks')}
        </Text>
        <LinkField
          label={t('affiliate.link.label')}
          link={link}
          loadingText={t('affiliate.link.loading')}
          copyLabel={t('affiliate.link.copy')}
          testId="affiliate-link"
          copyTestId="affiliate-copy"
        />
        {code && (
          <Text fz="xs" c="dimmed" data-testid="affiliate-code">
            {t('affiliate.link.code', { code })}
          </Text>
        )}
      </Stack>
    </SectionCard>
  );
}
