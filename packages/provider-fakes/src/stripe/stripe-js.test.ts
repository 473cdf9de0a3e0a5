import { Window } from 'happy-dom';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { StripeFake } from './start-stripe-fake';
import { startStripeFake } from './start-stripe-fake';
import { stripeSdkFor } from './stripe-sdk-for';

/** The slice of the fake Stripe.js these tests drive. */
interface CardElement {
  mount(target: unknown): void;
  on(event: string, handler: (payload: unknown) => void): void;
}
interface FakeStripeJs {
  elements(): { create(type: string): CardElement; getElement(type: unknown): CardElement | null };
  createPaymentMethod(
    request: unknown,
  ): Promise<{ paymentMethod?: { id: string }; error?: { message: string } }>;
  handleNextAction(request: { clientSecret: string }): Promise<{
    paymentIntent?: { status: string };
    error?: { code: string };
  }>;
  createToken(): Promise<unknown>;
  confirmCardPayment(clientSecret: string): Promise<unknown>;
  _registerWrapper(): void;
}

let fake: StripeFake;
let page: Window;

beforeAll(async () => {
  fake = await startStripeFake();
});
afterAll(() => fake.close());

beforeEach(async () => {
  page = new Window({ url: 'http://localhost:5173/checkout' });
  const script = await fetch(fake.scriptUrl);
  expect(script.headers.get('content-type')).toMatch(/^application\/javascript/);
  expect(script.headers.get('access-control-allow-origin')).toBe('*');
  page.eval(await script.text());
});
afterEach(() => page.happyDOM.close());

function stripeJs(): FakeStripeJs {
  const create = (page as unknown as { Stripe: (key: string) => FakeStripeJs }).Stripe;
  return create(fake.publishableKey);
}

function type(testId: string, value: string) {
  const input = page.document.querySelector(`[data-testid="${testId}"]`) as unknown as {
    value: string;
    dispatchEvent(event: unknown): void;
  };
  input.value = value;
  input.dispatchEvent(new page.Event('input'));
}

/** Mounts a card element and types a card into it; answers the change events seen. */
function mountCard(stripe: FakeStripeJs, number: string) {
  const changes: unknown[] = [];
  const card = stripe.elements().create('card');
  card.on('change', (payload) => changes.push(payload));
  const host = page.document.createElement('div');
  page.document.body.appendChild(host);
  card.mount(host);
  type('fake-card-number', number);
  type('fake-card-expiry', `12 / ${String(new Date().getFullYear() + 1).slice(2)}`);
  type('fake-card-cvc', '123');
  return { card, changes };
}

describe('the fake Stripe.js', () => {
  it('answers the preflight of the browser calls', async () => {
    const preflight = await fetch(`${fake.url}/v1/payment_methods`, { method: 'OPTIONS' });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-headers')).toMatch(/Authorization/);
  });

  it('has the shape @stripe/react-stripe-js checks', () => {
    const stripe = stripeJs();
    for (const method of [
      'elements',
      'createToken',
      'createPaymentMethod',
      'confirmCardPayment',
      '_registerWrapper',
    ]) {
      expect(typeof stripe[method as keyof FakeStripeJs]).toBe('function');
    }
  });

  it('renders labelled inputs, reports completion and creates a card with the publishable key', async () => {
    const stripe = stripeJs();
    const { card, changes } = mountCard(stripe, '4242 4242 4242 4242');
    expect(page.document.body.textContent).toContain('Test card field (fake Stripe)');
    expect(changes.at(-1)).toMatchObject({ complete: true, empty: false, brand: 'visa' });

    const result = await stripe.createPaymentMethod({
      type: 'card',
      card,
      billing_details: { name: 'Lan Nguyen' },
    });
    const saved = await stripeSdkFor(fake).paymentMethods.retrieve(result.paymentMethod?.id ?? '');
    expect(saved).toMatchObject({
      card: { last4: '4242' },
      billing_details: { name: 'Lan Nguyen' },
    });
  });

  it('passes on the API error for a wrong number', async () => {
    const stripe = stripeJs();
    const { card, changes } = mountCard(stripe, '4242 4242 4242 4241');
    expect(changes[0]).toMatchObject({ error: { message: 'Your card number is incorrect.' } });
    const result = await stripe.createPaymentMethod({ type: 'card', card });
    expect(result.error?.message).toBe('Your card number is incorrect.');
  });

  it('shows the fake 3-D Secure dialog and resolves with the outcome', async () => {
    const stripe = stripeJs();
    const { card } = mountCard(stripe, '4000 0027 6000 3184');
    const { paymentMethod } = await stripe.createPaymentMethod({ type: 'card', card });
    const server = stripeSdkFor(fake);
    const start = () =>
      server.paymentIntents.create({
        amount: 5900,
        currency: 'usd',
        payment_method: paymentMethod?.id,
        confirm: true,
      });
    const intent = await start();
    expect(intent.status).toBe('requires_action');

    const pending = stripe.handleNextAction({ clientSecret: String(intent.client_secret) });
    const button = await vi.waitUntil(() =>
      page.document.querySelector('[data-testid="fake-3ds-complete"]'),
    );
    expect(page.document.body.textContent).toContain('Fake 3-D Secure');
    (button as unknown as { click(): void }).click();
    expect((await pending).paymentIntent?.status).toBe('succeeded');
    expect(page.document.querySelector('[data-testid="fake-3ds-modal"]')).toBeNull();
  });
});
