import { Alert, Button, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { referralPayoutBodySchema } from '@postradar/contracts';
import { useTranslation } from '@postradar/ui';
import { IconAlertCircle, IconBrandPaypal } from '@tabler/icons-react';
import { SavedNotice, useSavedNotice } from '../../components/saved-notice';
import { SectionCard } from '../../components/section-card';
import { useFieldErrorTexts } from '../../lib/field-errors/use-field-error-texts';
import { setPayoutEmail, useReferralChange } from './referral-queries';

const emailSchema = referralPayoutBodySchema.shape.email;

/**
 * The PayPal e-mail address payouts go to, checked as the API checks it. Save is enabled after a
 * change; 'Saved' shows for 2 seconds after saving.
 */
export function PayoutEmailForm({ payoutEmail }: { payoutEmail: string | null }) {
  const { t } = useTranslation();
  const savedNotice = useSavedNotice();
  const save = useReferralChange(setPayoutEmail);
  const form = useForm({
    initialValues: { email: payoutEmail ?? '' },
    validate: {
      email: (value) =>
        emailSchema.safeParse(value).success ? null : t('referral.payout.invalid'),
    },
    onValuesChange: () => {
      savedNotice.hide();
      if (save.error) save.reset();
    },
  });
  const { fieldTexts, formError } = useFieldErrorTexts(save.error, { email: 'email' });
  const isChanged = form.values.email.trim().toLowerCase() !== (payoutEmail ?? '');

  const submit = form.onSubmit(({ email }) => {
    if (!isChanged || save.isPending) return;
    save.mutate(email, {
      onSuccess: (programme) => {
        // The address as stored (trimmed, lower case).
        form.setValues({ email: programme.payoutEmail ?? '' });
        savedNotice.show();
      },
    });
  });

  return (
    <SectionCard testId="referral-payout">
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Stack gap={4}>
            <Title order={2} fz="md" fw={600}>
              {t('referral.payout.title')}
            </Title>
            <Text fz="sm" c="dimmed">
              {t('referral.payout.body')}
            </Text>
          </Stack>
          <TextInput
            type="email"
            label={t('referral.payout.label')}
            placeholder={t('referral.payout.placeholder')}
            description={payoutEmail ? undefined : t('referral.payout.missing')}
            inputWrapperOrder={['label', 'input', 'error', 'description']}
            leftSection={<IconBrandPaypal size={16} />}
            autoComplete="email"
            maxLength={254}
            {...form.getInputProps('email')}
            error={form.errors.email ?? fieldTexts.email}
            maw={480}
            data-testid="referral-payout-email"
          />
          {formError && (
            <Alert
              color="red"
              variant="light"
              icon={<IconAlertCircle size={18} />}
              title={t('referral.payout.failed')}
              data-testid="referral-payout-error"
            >
              {formError}
            </Alert>
          )}
          <Group gap="md" wrap="wrap">
            <Button
              type="submit"
              disabled={!isChanged}
              loading={save.isPending}
              data-testid="referral-payout-save"
            >
              {t('referral.payout.save')}
            </Button>
            <Text span role="status" aria-live="polite">
              {savedNotice.isShown && (
                <SavedNotice label={t('referral.payout.saved')} testId="referral-payout-saved" />
              )}
            </Text>
          </Group>
        </Stack>
      </form>
    </SectionCard>
  );
}
