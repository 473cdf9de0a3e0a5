import { Button, Card, Group, Skeleton, Stack, Text, ThemeIcon } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { formatShortDate } from '@postradar/i18n';
import { useLanguage, useTranslation } from '@postradar/ui';
import { IconArrowsExchange, IconReceiptOff } from '@tabler/icons-react';
import { Link } from 'react-router';
import { LoadError } from '../../lib/billing/load-error';
import { isActiveMembership } from '../../lib/billing/active-membership';
import { useMembership } from '../../lib/billing/membership-query';
import { planTitle } from '../../lib/billing/plan-texts';
import { CancelMembershipDialog } from './cancel-membership-dialog';
import { MembershipDetails } from './membership-details';

/**
 * The plan part of Billing: the active plan with its dates, Change plan, and Cancel while the
 * renewal may still be stopped; or, without an active plan, a not-subscribed message.
 */
export function PlanSection() {
  const { t } = useTranslation();
  const language = useLanguage();
  const membership = useMembership();
  const [isCancelOpen, cancelDialog] = useDisclosure(false);
  const active = isActiveMembership(membership.data) ? membership.data : null;

  return (
    <Card padding="xl" shadow="xs" component="section" data-testid="billing-plan">
      <Stack gap="lg">
        <Text fw={600}>{t('billing.settings.plan.title')}</Text>

        {membership.isPending && <Skeleton height={96} radius="md" />}

        {membership.isError && (
          <LoadError
            title={t('billing.settings.plan.loadFailed')}
            error={membership.error}
            onRetry={() => void membership.refetch()}
            testId="billing-plan-error"
          />
        )}

        {membership.isSuccess && !active && (
          <Group gap="md" wrap="nowrap" align="flex-start" data-testid="billing-not-subscribed">
            <ThemeIcon size={44} radius="md" variant="light" color="gray">
              <IconReceiptOff size={22} stroke={1.6} />
            </ThemeIcon>
            <Stack gap={4}>
              <Text fw={600}>{t('billing.settings.plan.notSubscribed')}</Text>
              {membership.data && (
                <Text fz="sm" c="dimmed">
                  {t('billing.settings.plan.expired', {
                    plan: planTitle(membership.data.plan, language),
                    date: formatShortDate(membership.data.finish, language),
                  })}
                </Text>
              )}
              <Text fz="sm" c="dimmed">
                {t('billing.settings.plan.notSubscribedBody')}
              </Text>
            </Stack>
          </Group>
        )}

        {active && <MembershipDetails membership={active} />}

        {membership.isSuccess && (
          <Group gap="sm">
            <Button
              component={Link}
              to="/pricing"
              leftSection={active ? <IconArrowsExchange size={16} /> : undefined}
              data-testid="billing-change-plan"
            >
              {active
                ? t('billing.settings.plan.changePlan')
                : t('billing.settings.plan.choosePlan')}
            </Button>
            {active?.canCancel && (
              <Button
                variant="subtle"
                color="red"
                onClick={cancelDialog.open}
                data-testid="billing-cancel"
              >
                {t('billing.settings.plan.cancel')}
              </Button>
            )}
          </Group>
        )}
      </Stack>
      {active && (
        <CancelMembershipDialog
          membership={active}
          isOpen={isCancelOpen}
          onClose={cancelDialog.close}
        />
      )}
    </Card>
  );
}
