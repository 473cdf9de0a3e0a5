import { Button, CloseButton, Group, Text, TextInput } from '@mantine/core';
import { IconTicket } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from '@postradar/ui';
import { useCart } from '../../lib/cart/use-cart';
import type { CouponState } from './use-coupon';

/**
 * The coupon box. Apply keeps the code in the cart (the discount follows from it, for the chosen
 * way to pay); the API's refusal shows under the box; the remove control clears the code.
 */
export function CouponBox({ coupon }: { coupon: CouponState }) {
  const { t } = useTranslation();
  const { cart, setCoupon, removeCoupon } = useCart();
  const [draft, setDraft] = useState(cart.coupon);
  const code = draft.trim();

  function apply() {
    if (code === cart.coupon) void coupon.applied.refetch();
    else setCoupon(code);
  }

  function remove() {
    removeCoupon();
    setDraft('');
  }

  const error = cart.coupon && coupon.applied.isError ? coupon.applied.error.message : null;
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        if (code && !coupon.isApplying) apply();
      }}
      data-testid="coupon-box"
    >
      <Group gap="xs" align="flex-start" wrap="nowrap">
        <TextInput
          style={{ flex: 1 }}
          aria-label={t('checkout.coupon.label')}
          placeholder={t('checkout.coupon.placeholder')}
          leftSection={<IconTicket size={16} />}
          value={draft}
          onChange={(event) => setDraft(event.currentTarget.value)}
          error={error}
          data-testid="coupon-input"
          rightSection={
            cart.coupon || draft ? (
              <CloseButton
                size="sm"
                aria-label={t('checkout.coupon.remove')}
                onClick={remove}
                data-testid="coupon-remove"
              />
            ) : null
          }
        />
        <Button
          type="submit"
          variant="default"
          disabled={!code || coupon.isApplying}
          loading={coupon.isApplying}
          data-testid="coupon-apply"
        >
          {t('checkout.coupon.apply')}
        </Button>
      </Group>
      {coupon.code && coupon.applied.data && (
        <Text fz="xs" c="teal" mt={4} data-testid="coupon-applied">
          {coupon.applied.data.text || t('checkout.coupon.applied', { code: coupon.code })}
        </Text>
      )}
    </form>
  );
}
