import { Radio, Stack, Text } from '@mantine/core';
import type { CardDto } from '@postradar/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '@postradar/ui';
import { SavedCardOption } from './saved-card-option';
import { removeSavedCard, savedCardsQueryKey } from './saved-cards';

export interface SavedCardListProps {
  cards: CardDto[];
  selectedCardId: string;
  onSelect(cardId: string): void;
}

/** The saved cards as one choice; removing one refetches the list, whether it worked or not. */
export function SavedCardList({ cards, selectedCardId, onSelect }: SavedCardListProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const remove = useMutation({
    mutationFn: removeSavedCard,
    onSettled: () => queryClient.invalidateQueries({ queryKey: savedCardsQueryKey }),
  });
  return (
    <Radio.Group
      value={selectedCardId}
      onChange={onSelect}
      label={
        <Text component="span" fw={600} fz="sm">
          {t('cardPayment.savedCards.title')}
        </Text>
      }
    >
      <Stack gap="xs" mt="xs" data-testid="saved-cards">
        {cards.map((card) => (
          <SavedCardOption
            key={card.id}
            card={card}
            isChecked={card.id === selectedCardId}
            isRemoving={remove.isPending && remove.variables === card.id}
            onRemove={remove.mutate}
          />
        ))}
      </Stack>
    </Radio.Group>
  );
}
