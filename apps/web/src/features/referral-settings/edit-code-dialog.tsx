import { Alert, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { isApiError } from '@postradar/api-client';
import { referralCodeSchema, referralTexts, type ReferralProgramme } from '@postradar/contracts';
import { useTranslation } from '@postradar/ui';
import { IconAlertCircle, IconAlertTriangle } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { Dialog } from '../../components/dialog';
import { affiliateLink } from '../../lib/affiliate/affiliate-link';
import { useFieldErrorTexts } from '../../lib/field-errors/use-field-error-texts';
import { useAuth } from '../../lib/session/use-auth';
import { setReferralCode, useReferralChange } from './referral-queries';

/** Whether the API refused the code as another user's (409). */
const isTaken = (error: unknown) =>
  isApiError(error) && error.code === 'CONFLICT' && error.message === referralTexts.codeTaken;

/** The code as it would be stored (trimmed, lower case), or null when the rule refuses it. */
function toCode(value: string): string | null {
  return referralCodeSchema.safeParse(value).data ?? null;
}

/**
 * Wherever the app keeps the code once it changed: the stored user's affiliate code (the
 * Affiliate screen's link), and the Affiliate screen's referral list, which shows it.
 */
function useCodeChanged() {
  const { user, updateUser } = useAuth();
  const queryClient = useQueryClient();
  return ({ code }: ReferralProgramme) => {
    if (user) updateUser({ ...user, affiliateCode: code });
    void queryClient.invalidateQueries({ queryKey: ['affiliate'] });
    void queryClient.invalidateQueries({ queryKey: ['user', 'profile'] });
  };
}

interface EditCodeDialogProps {
  code: string;
  onClose(): void;
}

/**
 * Changes the code of the referral link: the rule checked as the API checks it, the new link
 * shown as it is typed, a warning that links with the old code stop crediting, and a code
 * another user has said under the field. Mounted only while open.
 */
export function EditCodeDialog({ code, onClose }: EditCodeDialogProps) {
  const { t } = useTranslation();
  const onCodeChanged = useCodeChanged();
  const save = useReferralChange(setReferralCode, (programme) => {
    onCodeChanged(programme);
    notifications.show({
      color: 'teal',
      message: t('referral.editCode.saved', { code: programme.code }),
      autoClose: 3000,
    });
    onClose();
  });
  const form = useForm({
    initialValues: { code },
    validate: { code: (value) => (toCode(value) ? null : t('referral.editCode.invalid')) },
    onValuesChange: () => {
      if (save.error) save.reset();
    },
  });
  const newCode = toCode(form.values.code);
  const { fieldTexts, formError } = useFieldErrorTexts(save.error, { code: 'code' });
  const codeError = isTaken(save.error) ? t('referral.editCode.taken') : fieldTexts.code;

  const submit = form.onSubmit(() => {
    if (newCode && newCode !== code && !save.isPending) save.mutate(newCode);
  });

  return (
    <Dialog
      opened
      centered
      onClose={onClose}
      title={t('referral.editCode.title')}
      testId="referral-code-dialog"
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Alert
            color="yellow"
            variant="light"
            icon={<IconAlertTriangle size={18} />}
            data-testid="referral-code-warning"
          >
            {t('referral.editCode.warning', { code })}
          </Alert>
          <TextInput
            label={t('referral.editCode.label')}
            description={t('referral.editCode.description')}
            inputWrapperOrder={['label', 'input', 'error', 'description']}
            autoComplete="off"
            spellCheck={false}
            maxLength={64}
            data-autofocus
            {...form.getInputProps('code')}
            error={form.errors.code ?? codeError}
            data-testid="referral-code-input"
          />
          {newCode && (
            <Text
              fz="xs"
              c="dimmed"
              style={{ overflowWrap: 'anywhere' }}
              data-testid="referral-code-preview"
            >
              {t('referral.editCode.preview', { link: affiliateLink(newCode) })}
            </Text>
          )}
          {formError && !isTaken(save.error) && (
            <Alert
              color="red"
              variant="light"
              icon={<IconAlertCircle size={18} />}
              title={t('referral.editCode.failed')}
              data-testid="referral-code-error"
            >
              {formError}
            </Alert>
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              {t('common.cancel')}
            </Button>
            <Button
              type="submit"
              loading={save.isPending}
              disabled={newCode === code}
              data-testid="referral-code-save"
            >
              {t('referral.editCode.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Dialog>
  );
}
