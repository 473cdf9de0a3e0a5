import type {
  BankTransferDetails,
  BillDto,
  CheckoutMethod,
  MembershipDto,
  PlanDto,
} from '@postradar/contracts';
import type { Language } from '@postradar/i18n';
import { screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Route, Routes } from 'react-router';
import { vi } from 'vitest';
import { api } from '../../lib/api';
import { writeCart } from '../../lib/cart/cart-storage';
import { reloadCart } from '../../lib/cart/use-cart';
import { renderWithProviders, signIn } from '../../test/render-with-providers';
import { CheckoutPage } from './checkout-page';

export const planId = '3f1c2b7a-6d4e-4f1a-9b2c-8e7d6c5b4a31';
const billId = '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d';

/** The Standard plan, as GET /api/plans/:id answers it. */
export function planOf(overrides: Partial<PlanDto> = {}): PlanDto {
  return {
    _id: planId,
    slug: 'standard',
    title: 'Standard',
    description: 'For sellers researching every day',
    title_viet: '',
    description_viet: '',
    price: 59,
    currency: 'USD',
    period: 'month',
    periodDays: 30,
    deviceAtOnce: 2,
    features: [],
    features_viet: [],
    active: true,
    dataLimit: null,
    forTeam: false,
    roles: { mod: 0, member: 0 },
    ...overrides,
  };
}

export const transfer: BankTransferDetails = {
  bankName: 'Vietcombank',
  bankBin: '970436',
  accountNumber: '0071000123456',
  accountHolder: 'CONG TY POSTRADAR',
  amountVnd: 1_475_000,
  note: 'STANDARD lan@example.com PR7K2Q',
  qrPayload: '00020101021238570010A000000727012700069704360113007100012345602080QRIBFTTA',
};

export function billOf(overrides: Partial<BillDto> = {}): BillDto {
  return {
    _id: billId,
    code: 'PR7K2Q',
    created: '2026-03-01T08:00:00.000Z',
    updated: '2026-03-01T08:00:00.000Z',
    title: 'Standard',
    status: 'paid',
    price: 59,
    listPrice: 59,
    discount: 0,
    coupon: null,
    currency: 'USD',
    method: 'paypal',
    failureMessage: null,
    transfer: null,
    ...overrides,
  };
}

export function membershipOf(overrides: Partial<MembershipDto> = {}): MembershipDto {
  return {
    _id: '5c4b3a29-1807-4f6e-9d5c-4b3a29180706',
    plan: {
      _id: planId,
      slug: 'standard',
      title: 'Standard',
      title_viet: '',
      price: 59,
      currency: 'USD',
    },
    forTeam: false,
    roles: { mod: 0, member: 0 },
    start: '2026-03-01T08:00:00.000Z',
    finish: '2026-03-31T08:00:00.000Z',
    isExpired: false,
    canCancel: true,
    cancelledAt: null,
    method: 'paypal',
    team: null,
    owner: { email: 'lan@example.com' },
    ...overrides,
  };
}

/** A checkout call's answer: completed, with the bill and the membership it started. */
export const completed = (method: BillDto['method'] = 'paypal') => ({
  status: 'completed' as const,
  bill: billOf({ method }),
  membership: membershipOf(),
});

/** Answers one call from its body; throwing (an ApiError) fails it. */
type Handler = (body: Record<string, unknown>) => unknown;

export interface CheckoutApi {
  plan?: PlanDto | Error;
  gateways?: CheckoutMethod[];
  /** Whether a coupon can be used, per way to pay (any by default). */
  couponAvailable?: (method: CheckoutMethod) => boolean;
  /** POST /payment/... handlers by path, besides the coupon availability. */
  post?: Record<string, Handler>;
  /** GET /payment/... handlers by path, besides the gateways. */
  get?: Record<string, Handler>;
}

const envelope = (data: unknown) => ({ data: { success: true, data, message: '' }, status: 200 });

async function answer(handler: Handler | undefined, url: string, body: unknown) {
  if (!handler) throw new Error(`unexpected call ${url}`);
  return envelope(await handler((body ?? {}) as Record<string, unknown>));
}

/** Puts the plan and payment calls of the checkout on spies answering as `setup` says. */
export function mockCheckoutApi(setup: CheckoutApi = {}) {
  const { plan = planOf(), gateways = ['stripe', 'paypal', 'bank'] } = setup;
  vi.spyOn(api.main, 'get').mockImplementation(async (url: string) => {
    if (url !== `/plans/${planId}`) throw new Error(`unexpected GET ${url}`);
    if (plan instanceof Error) throw plan;
    return envelope(plan);
  });
  const gets: Record<string, Handler> = { '/gateway/available': () => gateways, ...setup.get };
  const get = vi
    .spyOn(api.payment, 'get')
    .mockImplementation((url: string) => answer(gets[url], url, {}));
  const posts: Record<string, Handler> = {
    '/coupon/available': ({ method }) => setup.couponAvailable?.(method as CheckoutMethod) ?? true,
    ...setup.post,
  };
  const post = vi
    .spyOn(api.payment, 'post')
    .mockImplementation((url: string, body?: unknown) => answer(posts[url], url, body));
  return {
    get,
    post,
    /** The bodies sent to one POST path, in order. */
    bodiesOf: (path: string) =>
      post.mock.calls
        .filter(([url]) => url === path)
        .map(([, body]) => body as Record<string, unknown>),
  };
}

export interface RenderCheckoutOptions {
  route?: string;
  cart?: { plan: string; coupon: string };
  language?: Language;
  /** Rendered beside the page (a probe of the query cache, say). */
  beside?: ReactNode;
  /** The signed-in user's scopes (staff see which settings offer a missing way to pay). */
  scopes?: string[];
}

/** Signs in, fills the cart and opens the checkout (with a /pricing page to land on). */
export function renderCheckout({
  route = '/checkout',
  cart = { plan: planId, coupon: '' },
  language = 'en',
  beside,
  scopes = [],
}: RenderCheckoutOptions = {}) {
  signIn({ scopes });
  writeCart(cart);
  reloadCart();
  return renderWithProviders(
    <>
      <Routes>
        <Route path="/checkout" element={<CheckoutPage />} />
        <Route path="/pricing" element={<p>Pricing page</p>} />
      </Routes>
      {beside}
    </>,
    { route, language },
  );
}

/** The checkout button, once the order has loaded. */
export const findPayButton = () => screen.findByTestId('checkout-pay');

/** The cart as kept on this device. */
export const storedCart = () => ({
  plan: window.localStorage.getItem('postradar.cartPlan'),
  coupon: window.localStorage.getItem('postradar.cartCoupon'),
});
