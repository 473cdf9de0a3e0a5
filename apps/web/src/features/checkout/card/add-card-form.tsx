import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import type { CardDto } from '@postradar/contracts';
import { useIsMobile, useTranslation } from '@postradar/ui';
import { IconLock } from '@tabler/icons-react';
import { useImperativeHandle, useState, type FormEvent, type Ref } from 'react';
import { CardField } from './card-field';
import { useAddCard } from './use-add-card';

/** What the checkout can do with the add-card form while it is shown. */
export interface AddCardHandle {
  /** Adds the card typed in the form, as its button does: the new card's id, or null (the form says why). */
  submit(): Promise<string | null>;
}

export interface AddCardFormProps {
  ref?: Ref<AddCardHandle>;
  onAdded(card: CardDto): void;
  /** Closes the form; absent when there is no saved card to go back to. */
  onCancel?: () => void;
}

/**
 * 'Enter Card Details': Stripe's card field, 'Name on card', one error line and 'Add new card'
 * (docs/product.md, Paying). The name must not be blank, else nothing is sent.
 */
export function AddCardForm({ ref, onAdded, onCancel }: AddCardFormProps) {
  const { t } = useTranslation();
  const isMobile = useIsMobile();
  const [name, setName] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const { add, error, clearError, isAdding } = useAddCard(onAdded);

  async function submit(): Promise<string | null> {
    const card = await add(name);
    return card?.id ?? null;
  }
  useImperativeHandle(ref, () => ({ submit }));

  function submitForm(event: FormEvent) {
    event.preventDefault();
    void submit();
  }

  const shownError = error ?? fieldError;
  return (
    <form onSubmit={submitForm} noValidate data-testid="add-card-form">
      <Stack gap="md">
        <Stack gap={4}>
          <Group gap={8} wrap="nowrap">
            <IconLock size={18} aria-hidden="true" />
            <Text fw={700} fz="lg">
              {t('cardPayment.form.title')}
            </Text>
          </Group>
          <Text fz="xs" c="dimmed">
            {t('cardPayment.form.hint')}
          </Text>
        </Stack>
        <CardField
          onErrorChange={(message) => {
            setFieldError(message);
            clearError();
          }}
        />
        <TextInput
          label={t('cardPayment.form.name')}
          placeholder={t('cardPayment.form.namePlaceholder')}
          autoComplete="cc-name"
          maxLength={200}
          size="md"
          value={name}
          onChange={(event) => {
            setName(event.currentTarget.value);
            clearError();
          }}
          data-testid="card-name"
        />
        {shownError && (
          <Text fz="sm" c="red.7" role="alert" data-testid="add-card-error">
            {shownError}
          </Text>
        )}
        <Group justify="flex-end" gap="sm" grow={isMobile}>
          {onCancel && (
            <Button variant="default" onClick={onCancel} disabled={isAdding}>
              {t('cardPayment.form.cancel')}
            </Button>
          )}
          <Button type="submit" loading={isAdding} data-testid="add-card-submit">
            {t('cardPayment.form.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
