import { Alert, Button, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { isApiError } from '@postradar/api-client';
import type { CardDto } from '@postradar/contracts';
import { useLanguage, useTranslation } from '@postradar/ui';
import { Elements } from '@stripe/react-stripe-js';
import { IconAlertCircle, IconCreditCardOff, IconPlus } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, type Ref } from 'react';
import { AddCardForm, type AddCardHandle } from './add-card-form';
import { SavedCardList } from './saved-card-list';
import { listSavedCards, savedCardsQueryKey } from './saved-cards';
import { useSharedStripe } from './use-shared-stripe';

export type { AddCardHandle } from './add-card-form';

export interface CardPaymentProps {
  selectedCardId: string;
  onSelect(cardId: string): void;
  /** Lets the checkout add the card typed in the form (as 'Add new card' does) while it is shown. */
  addCardRef?: Ref<AddCardHandle>;
}

/**
 * Paying by card (docs/product.md, Paying): the saved cards to choose from and the 'Enter Card
 * Details' form, which shows at once when there is no saved card. A selection that is not (or no
 * longer) among the saved cards moves to the first one, or to none; a newly added card is selected.
 * Not to be placed inside another <form>: the add-card form is one.
 */
export function CardPayment({ selectedCardId, onSelect, addCardRef }: CardPaymentProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const queryClient = useQueryClient();
  const stripe = useSharedStripe();
  const cards = useQuery({ queryKey: savedCardsQueryKey, queryFn: listSavedCards });
  const [isFormOpen, setFormOpen] = useState(false);

  useEffect(() => {
    if (!cards.isSuccess || cards.data.some((card) => card.id === selectedCardId)) return;
    const first = cards.data[0]?.id ?? '';
    if (first !== selectedCardId) onSelect(first);
  }, [cards.isSuccess, cards.data, selectedCardId, onSelect]);

  function added(card: CardDto) {
    queryClient.setQueryData<CardDto[]>(savedCardsQueryKey, (current = []) =>
      current.some((saved) => saved.id === card.id) ? current : [...current, card],
    );
    onSelect(card.id);
    setFormOpen(false);
    void queryClient.invalidateQueries({ queryKey: savedCardsQueryKey });
  }

  if (
    stripe.isError &&
    isApiError(stripe.error) &&
    stripe.error.code === 'PAYMENT_NOT_CONFIGURED'
  ) {
    return (
      <Alert
        color="gray"
        variant="light"
        icon={<IconCreditCardOff size={18} />}
        title={t('cardPayment.unavailable.title')}
        data-testid="card-unavailable"
      >
        {t('cardPayment.unavailable.text')}
      </Alert>
    );
  }

  const failed = stripe.isError ? stripe : cards.isError ? cards : null;
  if (failed) {
    return (
      <Alert
        color="red"
        variant="light"
        icon={<IconAlertCircle size={18} />}
        title={t(stripe.isError ? 'cardPayment.loadFailed' : 'cardPayment.savedCards.loadFailed')}
        data-testid="card-load-error"
      >
        <Stack gap="sm" align="flex-start">
          <Text fz="sm">{failed.error?.message}</Text>
          <Button size="xs" variant="default" onClick={() => void failed.refetch()}>
            {t('common.retry')}
          </Button>
        </Stack>
      </Alert>
    );
  }

  if (!stripe.isSuccess || !cards.isSuccess) {
    return (
      <Stack gap="xs" aria-busy="true" data-testid="card-payment-loading">
        <Skeleton height={58} radius="md" />
        <Skeleton height={58} radius="md" />
      </Stack>
    );
  }

  const hasCards = cards.data.length > 0;
  return (
    <Stack gap="md" data-testid="card-payment">
      {hasCards && (
        <SavedCardList cards={cards.data} selectedCardId={selectedCardId} onSelect={onSelect} />
      )}
      {hasCards && !isFormOpen ? (
        <Button
          variant="light"
          leftSection={<IconPlus size={16} />}
          onClick={() => setFormOpen(true)}
          style={{ alignSelf: 'flex-start' }}
          data-testid="add-another-card"
        >
          {t('cardPayment.savedCards.addAnother')}
        </Button>
      ) : (
        <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} bg="gray.0">
          {/* Stripe's frame takes its language when made: a new language makes a new field. */}
          <Elements key={language} stripe={stripe.data} options={{ locale: language }}>
            <AddCardForm
              ref={addCardRef}
              onAdded={added}
              onCancel={hasCards ? () => setFormOpen(false) : undefined}
            />
          </Elements>
        </Paper>
      )}
    </Stack>
  );
}
