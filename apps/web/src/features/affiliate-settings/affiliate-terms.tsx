import { Anchor, List, Stack, Title } from '@mantine/core';
import { useTranslation } from '@postradar/ui';
import { IconArrowRight } from '@tabler/icons-react';
import { Link } from 'react-router';
import { SectionCard } from '../../components/section-card';

const termKeys = ['signUp', 'once', 'self', 'firstPurchase', 'privacy', 'payouts'] as const;

/** The programme's terms as the system applies them; payouts are the Referral page's. */
export function AffiliateTerms() {
  const { t } = useTranslation();
  return (
    <SectionCard testId="affiliate-terms">
      <Stack gap="md">
        <Title order={2} fz="md" fw={600}>
          {t('affiliate.terms.title')}
        </Title>
        <List spacing="xs" fz="sm" c="gray.7">
          {termKeys.map((key) => (
            <List.Item key={key} data-testid="affiliate-term">
              {t(`affiliate.terms.${key}`)}
            </List.Item>
          ))}
        </List>
        <Anchor
          component={Link}
          to="/settings/referral"
          fz="sm"
          fw={500}
          style={{ display: 'inline-flex', alignItems: 'center', gap: 4, alignSelf: 'flex-start' }}
          data-testid="affiliate-referral-page"
        >
          {t('affiliate.terms.referralPage')}
          <IconArrowRight size={14} />
        </Anchor>
      </Stack>
    </SectionCard>
  );
}
