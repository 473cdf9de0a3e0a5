import { Alert, Button, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  contactMaxLength,
  contactMinLength,
  offerCalls,
  offerSubmissionBodySchema,
  type Offer,
} from '@postradar/contracts';
import { IconAlertCircle, IconAt, IconPhone } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '@postradar/ui';
import { api } from '../../../lib/api';
import { offerQueryKey } from '../../../lib/offer/offer-query';
import { useAuth } from '../../../lib/session/use-auth';

const { email: emailSchema, contact: contactSchema } = offerSubmissionBodySchema.shape;

/**
 * The e-mail (the account's to start with) and a phone or social-network contact, checked as the
 * API checks them, then stored; the offer then reads as answered (the thank-you shows).
 */
export function OfferForm({ offer }: { offer: Offer }) {
  const { t } = useTranslation();
  const { user } = useAuth();
  const queryClient = useQueryClient();
  const form = useForm({
    initialValues: { email: user?.email ?? '', contact: '' },
    validate: {
      email: (email) =>
        emailSchema.safeParse(email).success ? null : t('offer.form.emailInvalid'),
      contact: (contact) =>
        contactSchema.safeParse(contact).success
          ? null
          : t('offer.form.contactTooShort', { min: String(contactMinLength) }),
    },
  });
  const submit = useMutation({
    mutationFn: (body: typeof form.values) => api.call(offerCalls.submitOffer, { body }),
    onSuccess: ({ submittedAt }) =>
      queryClient.setQueryData(offerQueryKey, { ...offer, submittedAt }),
  });

  return (
    <form
      onSubmit={form.onSubmit((values) => {
        if (!submit.isPending) submit.mutate(values);
      })}
      noValidate
      data-testid="offer-form"
    >
      <Stack gap="sm">
        <TextInput
          type="email"
          label={t('offer.form.email')}
          placeholder={t('offer.form.emailPlaceholder')}
          leftSection={<IconAt size={16} />}
          autoComplete="email"
          maxLength={320}
          {...form.getInputProps('email')}
          data-testid="offer-email"
        />
        <TextInput
          label={t('offer.form.contact')}
          description={t('offer.form.contactHint')}
          placeholder={t('offer.form.contactPlaceholder')}
          leftSection={<IconPhone size={16} />}
          autoComplete="tel"
          maxLength={contactMaxLength}
          {...form.getInputProps('contact')}
          data-testid="offer-contact"
        />
        {submit.error && (
          <Alert
            color="red"
            variant="light"
            icon={<IconAlertCircle size={18} />}
            data-testid="offer-form-error"
          >
            {submit.error.message}
          </Alert>
        )}
        <Button
          type="submit"
          size="md"
          fullWidth
          loading={submit.isPending}
          data-testid="offer-submit"
        >
          {t('offer.form.submit')}
        </Button>
        <Text fz="xs" c="dimmed" ta="center">
          {t('offer.form.privacy')}
        </Text>
      </Stack>
    </form>
  );
}
