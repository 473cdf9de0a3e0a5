import { Alert, Badge, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import type { MembershipDto } from '@postradar/contracts';
import { formatFullDate } from '@postradar/i18n';
import { useLanguage, useTranslation } from '@postradar/ui';
import { IconInfoCircle, IconUsersGroup } from '@tabler/icons-react';
import { usePriceLabel } from '../../lib/billing/use-price-label';
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

/** An active plan: its name and price, registration and expiration dates, team and renewal notes. */
export function MembershipDetails({ membership }: { membership: MembershipDto }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const priceLabel = usePriceLabel();
  const { plan } = membership;
  const price = priceLabel(plan.price, plan.currency);

  return (
    <Stack gap="md">
      <Group gap="sm" align="baseline">
        <Text fw={700} fz={22} data-testid="membership-plan">
          {planTitle(plan, language)}
        </Text>
        <Text c="dimmed" fz="sm" data-testid="membership-price">
          {plan.price > 0 ? t('billing.perMonth', { price }) : price}
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
          value={formatFullDate(membership.start, language)}
          testId="membership-start"
        />
        <Detail
          label={t('billing.settings.plan.expires')}
          value={formatFullDate(membership.finish, language)}
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
            date: formatFullDate(membership.cancelledAt, language),
          })}
        </Alert>
      )}
    </Stack>
  );
}
