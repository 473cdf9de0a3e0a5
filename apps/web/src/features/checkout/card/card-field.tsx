import { Input, Loader, Text } from '@mantine/core';
import { CardElement } from '@stripe/react-stripe-js';
import type { StripeCardElementChangeEvent, StripeCardElementOptions } from '@stripe/stripe-js';
import { IconCircleCheckFilled } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from '@postradar/ui';
import classes from './card-field.module.css';

/** Where the card field is: still loading Stripe's frame, ready to type in, wrong, or complete. */
export type CardFieldState = 'loading' | 'ready' | 'error' | 'complete';

/** Stripe draws the field in its own frame, so the theme's colours are given as values. */
const cardOptions: StripeCardElementOptions = {
  style: {
    base: {
      fontSize: '18px',
      color: '#212529',
      iconColor: '#5461ff',
      fontFamily:
        "ui-sans-serif, system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
      '::placeholder': { color: '#adb5bd' },
    },
    invalid: { color: '#e03131', iconColor: '#e03131' },
  },
};

export interface CardFieldProps {
  /** Stripe's own message about what was typed (shown as is by the form), or null. */
  onErrorChange(message: string | null): void;
}

/** Stripe's card field (number, expiry, CVC) inside a frame that shows the field's state. */
export function CardField({ onErrorChange }: CardFieldProps) {
  const { t } = useTranslation();
  const [state, setState] = useState<CardFieldState>('loading');
  const [isFocused, setFocused] = useState(false);

  function change(event: StripeCardElementChangeEvent) {
    setState(event.error ? 'error' : event.complete ? 'complete' : 'ready');
    onErrorChange(event.error?.message ?? null);
  }

  return (
    <Input.Wrapper label={t('cardPayment.form.card')} labelElement="div" size="md">
      <div
        className={classes.field}
        data-state={state}
        data-focused={isFocused || undefined}
        data-testid="card-field"
      >
        <div className={classes.element} data-hidden={state === 'loading' || undefined}>
          <CardElement
            options={cardOptions}
            onReady={() => setState('ready')}
            onChange={change}
            onLoadError={(event) => {
              setState('error');
              onErrorChange(event.error.message ?? t('cardPayment.loadFailed'));
            }}
            onFocus={() => setFocused(true)}
            onBlur={() => setFocused(false)}
          />
        </div>
        {state === 'loading' && (
          <div className={classes.loading} aria-busy="true">
            <Loader size="xs" />
            <Text fz="sm" c="dimmed">
              {t('cardPayment.form.cardLoading')}
            </Text>
          </div>
        )}
        {state === 'complete' && (
          <IconCircleCheckFilled className={classes.valid} size={18} aria-hidden="true" />
        )}
      </div>
    </Input.Wrapper>
  );
}
