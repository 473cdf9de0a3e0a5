import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import type { MembershipDto } from '@postradar/contracts';
import { formatShortDateTime } from '@postradar/i18n';
import { useLanguage, useTranslation } from '@postradar/ui';
import { IconAlertCircle } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { membershipQueryKey } from '../../lib/billing/membership-query';
import { planTitle } from '../../lib/billing/plan-texts';
import { cancelMembership } from './billing-queries';
import { Dialog } from '../../components/dialog';

interface CancelMembershipDialogProps {
  membership: MembershipDto;
  isOpen: boolean;
  onClose(): void;
}

/**
 * Asks before stopping the renewal, then reloads the membership (access lasts until its finish,
 * which the dialog says). A failure's text stays in the dialog.
 */
export function CancelMembershipDialog({
  membership,
  isOpen,
  onClose,
}: CancelMembershipDialogProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const queryClient = useQueryClient();
  const cancel = useMutation({
    mutationFn: cancelMembership,
    onSuccess: async () => {
      onClose();
      await queryClient.invalidateQueries({ queryKey: membershipQueryKey });
    },
  });

  function close() {
    cancel.reset();
    onClose();
  }

  return (
    <Dialog
      opened={isOpen}
      onClose={close}
      title={t('billing.settings.cancel.title')}
      centered
      testId="cancel-membership-dialog"
    >
      <Stack gap="md">
        <Text fz="sm">
          {t('billing.settings.cancel.body', {
            plan: planTitle(membership.plan, language),
            date: formatShortDateTime(membership.finish, language),
          })}
        </Text>
        {cancel.error && (
          <Alert
            color="red"
            variant="light"
            title={t('billing.settings.cancel.failed')}
            icon={<IconAlertCircle size={18} />}
            data-testid="cancel-membership-error"
          >
            {cancel.error.message}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={close} disabled={cancel.isPending}>
            {t('billing.settings.cancel.keep')}
          </Button>
          <Button
            color="red"
            onClick={() => cancel.mutate()}
            loading={cancel.isPending}
            data-testid="cancel-membership-confirm"
          >
            {t('billing.settings.cancel.confirm')}
          </Button>
        </Group>
      </Stack>
    </Dialog>
  );
}
