import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useCart } from '../../lib/cart/use-cart';
import { useAuth } from '../../lib/session/use-auth';
import { refreshAccessRights } from './refresh-access-rights';

/**
 * What follows a paid order: the cart is emptied, the membership and bills shown elsewhere are
 * reloaded, and the user's new scopes are fetched.
 */
export function useFinishPayment(): () => void {
  const { empty } = useCart();
  const { updateUser } = useAuth();
  const queryClient = useQueryClient();
  return useCallback(() => {
    empty();
    void queryClient.invalidateQueries({ queryKey: ['membership'] });
    void queryClient.invalidateQueries({ queryKey: ['bills'] });
    void refreshAccessRights(updateUser);
  }, [empty, queryClient, updateUser]);
}
