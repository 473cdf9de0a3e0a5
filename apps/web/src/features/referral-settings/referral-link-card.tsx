import { Button, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '@postradar/ui';
import { IconPencil } from '@tabler/icons-react';
import { useState } from 'react';
import { LinkField } from '../../components/link-field';
import { SectionCard } from '../../components/section-card';
import { EditCodeDialog } from './edit-code-dialog';

interface ReferralLinkCardProps {
  code: string;
  link: string;
}

/** The member's referral link with Copy, and Edit, which changes its code. */
export function ReferralLinkCard({ code, link }: ReferralLinkCardProps) {
  const { t } = useTranslation();
  const [isEditing, setEditing] = useState(false);
  return (
    <SectionCard testId="referral-link-card">
      <Stack gap="md">
        <Stack gap={4}>
          <Title order={2} fz="md" fw={600}>
            {t('referral.link.title')}
          </Title>
          <Text fz="sm" c="dimmed">
            {t('referral.link.hint')}
          </Text>
        </Stack>
        <LinkField
          label={t('referral.link.label')}
          link={link}
          loadingText={t('common.loading')}
          copyLabel={t('referral.link.copy')}
          testId="referral-link"
          copyTestId="referral-copy"
          actions={
            <Button
              variant="default"
              leftSection={<IconPencil size={16} />}
              onClick={() => setEditing(true)}
              style={{ flexShrink: 0 }}
              data-testid="referral-edit-code"
            >
              {t('referral.link.edit')}
            </Button>
          }
        />
        <Text fz="xs" c="dimmed" data-testid="referral-code">
          {t('referral.link.code', { code })}
        </Text>
      </Stack>
      {isEditing && <EditCodeDialog code={code} onClose={() => setEditing(false)} />}
    </SectionCard>
  );
}
