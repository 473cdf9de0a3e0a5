import { ActionIcon, Group, Radio, Stack, Text } from '@mantine/core';
import type { CardDto } from '@postradar/contracts';
import { IconX } from '@tabler/icons-react';
import { useTranslation } from '@postradar/ui';
import { CardBrandIcon, useCardBrandName } from './card-brand';
import classes from './saved-card-option.module.css';

export interface SavedCardOptionProps {
  card: CardDto;
  isChecked: boolean;
  isRemoving: boolean;
  onRemove(cardId: string): void;
}

/**
 * One saved card to pay with (inside the list's radio group): its brand, the masked number with
 * only the last four digits, 'Expires on:' MM / YYYY, and a remove mark beside the choice.
 */
export function SavedCardOption({ card, isChecked, isRemoving, onRemove }: SavedCardOptionProps) {
  const { t } = useTranslation();
  const brandName = useCardBrandName(card.brand);
  const masked = t('cardPayment.savedCards.masked', { last4: card.last4 });
  const expiry = t('cardPayment.savedCards.expiry', {
    month: String(card.exp_month).padStart(2, '0'),
    year: card.exp_year,
  });
  return (
    <div className={classes.option} data-checked={isChecked || undefined} data-testid="saved-card">
      <Radio.Card
        value={card.id}
        withBorder={false}
        className={classes.choice}
        aria-label={`${brandName} ${masked}`}
        data-testid="saved-card-choice"
      >
        <Group gap="sm" wrap="nowrap">
          <Radio.Indicator size="sm" />
          <span className={classes.brand}>
            <CardBrandIcon brand={card.brand} size={26} />
          </span>
          <Stack gap={0} miw={0}>
            <Text fw={600} fz="md" ff="monospace" data-testid="saved-card-number">
              {masked}
            </Text>
            <Text fz="xs" c="dimmed">
              <span className={classes.nowrap}>{brandName}</span>
              {' · '}
              <span className={classes.nowrap} data-testid="saved-card-expiry">
                {t('cardPayment.savedCards.expiresOn')} {expiry}
              </span>
            </Text>
          </Stack>
        </Group>
      </Radio.Card>
      <ActionIcon
        className={classes.remove}
        variant="subtle"
        color="gray"
        radius="xl"
        loading={isRemoving}
        aria-label={t('cardPayment.savedCards.remove', { last4: card.last4 })}
        onClick={() => onRemove(card.id)}
        data-testid="remove-card"
      >
        <IconX size={16} />
      </ActionIcon>
    </div>
  );
}
