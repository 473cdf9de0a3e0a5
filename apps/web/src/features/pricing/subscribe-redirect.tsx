import { useEffect } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { useCart } from '../../lib/cart/use-cart';

/**
 * /a/subscribe/:planId: puts the plan in the cart (with the `?coupon=` of the link, else the
 * coupon already there) and opens the checkout in its place, so Back skips this step.
 */
export function SubscribeRedirect() {
  const { planId = '' } = useParams();
  const [search] = useSearchParams();
  const { cart, setPlan } = useCart();
  const navigate = useNavigate();
  const coupon = search.get('coupon') ?? cart.coupon;

  useEffect(() => {
    setPlan(planId, coupon);
    void navigate('/checkout', { replace: true });
  }, [planId, coupon, setPlan, navigate]);

  return null;
}
