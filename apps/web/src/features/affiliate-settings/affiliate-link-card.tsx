import { Flex, Stack, Text, TextInput, Title } from '@mantine/core';
import { useTranslation } from '@postradar/ui';
import { IconLink } from '@tabler/icons-react';
import { CopyLinkButton } from './copy-link-button';
import { SectionCard } from './section-card';

interface AffiliateLinkCardProps {
  /** The user's affiliate code and link; null while they load. */
  code: string | null;
  link: string | null;
}

/**
 * The affiliate link in a read-only field with Copy (below it on a phone, so that the link has the
 * whole width), and how referring works.
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
        <Flex
          gap="sm"
          direction={{ base: 'column', xs: 'row' }}
          align={{ base: 'stretch', xs: 'flex-end' }}
        >
          <TextInput
            label={t('affiliate.link.label')}
            value={link ?? ''}
            placeholder={link === null ? t('affiliate.link.loading') : undefined}
            readOnly
            variant="filled"
            leftSection={<IconLink size={16} />}
            onFocus={(event) => event.currentTarget.select()}
            style={{ flex: 1, minWidth: 0 }}
            data-testid="affiliate-link"
          />
          <CopyLinkButton link={link} label={t('affiliate.link.copy')} testId="affiliate-copy" />
        </Flex>
        {code && (
          <Text fz="xs" c="dimmed" data-testid="affiliate-code">
            {t('affiliate.link.code', { code })}
          </Text>
        )}
      </Stack>
    </SectionCard>
  );
}
