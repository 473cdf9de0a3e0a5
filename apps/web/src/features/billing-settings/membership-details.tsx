import { Alert, Badge, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import type { MembershipDto } from '@postradar/contracts';
import { formatShortDate, formatShortDateTime } from '@postradar/i18n';
import { useLanguage, useTranslation } from '@postradar/ui';
import { IconInfoCircle, IconUsersGroup } from '@tabler/icons-react';
import { useMonthlyPriceLabel } from '../../lib/billing/use-price-label';
import { planTitle } from '../../lib/billing/plan-texts';

function Detail({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <Stack gap={2}>
      <Text fz="xs" c="dimmed" fw={600} tt="uppercase" style={{ letterSpacing: '0.05em' }}>
        {label}
      </Text>
      <Text fz="sm" fw={500} data-testid={testId}>
        {value}
      </Text>
    </Stack>
  );
}

/**
 * An active plan: its name and price, registration date, expiration date and time (access ends
 * then), team and renewal notes.
 */
export function MembershipDetails({ membership }: { membership: MembershipDto }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const monthlyPriceLabel = useMonthlyPriceLabel();
  const { plan } = membership;

  return (
    <Stack gap="md">
      <Group gap="sm" align="baseline">
        <Text fw={700} fz={22} data-testid="membership-plan">
          {planTitle(plan, language)}
        </Text>
        <Text c="dimmed" fz="sm" data-testid="membership-price">
          {monthlyPriceLabel(plan.price, plan.currency)}
        </Text>
        {membership.forTeam && (
          <Badge variant="light" leftSection={<IconUsersGroup size={12} />}>
            {t('settings.menu.team')}
          </Badge>
        )}
      </Group>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
        <Detail
          label={t('billing.settings.plan.registered')}
          value={formatShortDate(membership.start, language)}
          testId="membership-start"
        />
        <Detail
          label={t('billing.settings.plan.expires')}
          value={formatShortDateTime(membership.finish, language)}
          testId="membership-finish"
        />
        <Detail
          label={t('billing.settings.plan.paidWith')}
          value={t(`billing.method.${membership.method}`)}
          testId="membership-method"
        />
      </SimpleGrid>
      {membership.team && (
        <Alert
          variant="light"
          color="radar"
          icon={<IconUsersGroup size={18} />}
          data-testid="membership-team"
        >
          {t('billing.settings.plan.teamNotice', {
            name: membership.team.owner.name || membership.team.owner.email,
            email: membership.team.owner.email,
          })}
        </Alert>
      )}
      {membership.cancelledAt && (
        <Alert
          variant="light"
          color="yellow"
          icon={<IconInfoCircle size={18} />}
          data-testid="membership-cancelled"
        >
          {t('billing.settings.plan.cancelled', {
            date: formatShortDate(membership.cancelledAt, language),
          })}
        </Alert>
      )}
    </Stack>
  );
}
