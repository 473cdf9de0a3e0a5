import { ApiError } from '@postradar/api-client';
import type { StripeConstructor } from '@stripe/stripe-js';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const settings = { publishableKey: 'pk_test_123', scriptUrl: 'http://127.0.0.1:4999/stripe/v3.js' };
const instance = { handleNextAction: vi.fn() };

/** A fresh page: the modules (with their one load) and the <script> tags they add. */
async function freshPage() {
  vi.resetModules();
  const { api } = await import('../../../lib/api');
  const { sharedStripe } = await import('./shared-stripe');
  const scripts: HTMLScriptElement[] = [];
  vi.spyOn(document.head, 'appendChild').mockImplementation(<T extends Node>(node: T) => {
    if (node instanceof HTMLScriptElement) scripts.push(node);
    return node;
  });
  return { api, sharedStripe, scripts };
}

/** What the browser does once Stripe.js has run: window.Stripe exists, then 'load' fires. */
function finishLoading(script: HTMLScriptElement | undefined) {
  window.Stripe = vi.fn(() => instance) as unknown as StripeConstructor;
  script?.dispatchEvent(new Event('load'));
}

beforeEach(() => {
  delete window.Stripe;
});

afterEach(() => {
  delete window.Stripe;
});

describe('the shared Stripe instance', () => {
  it('loads Stripe.js once, from the address the API gives, with its publishable key', async () => {
    const { api, sharedStripe, scripts } = await freshPage();
    const get = vi
      .spyOn(api.payment, 'get')
      .mockResolvedValue({ data: { success: true, data: settings }, status: 200 });

    const first = sharedStripe();
    const second = sharedStripe();
    await vi.waitFor(() => expect(scripts).toHaveLength(1));
    expect(scripts[0]?.src).toBe(settings.scriptUrl);
    finishLoading(scripts[0]);

    expect(await first).toBe(instance);
    expect(await second).toBe(instance);
    expect(await sharedStripe()).toBe(instance);
    expect(scripts).toHaveLength(1);
    expect(get).toHaveBeenCalledOnce();
    expect(get).toHaveBeenCalledWith('/stripe/settings', expect.anything());
    expect(window.Stripe).toHaveBeenCalledExactlyOnceWith('pk_test_123');
  });

  it('tries again after a script that failed to load', async () => {
    const { api, sharedStripe, scripts } = await freshPage();
    vi.spyOn(api.payment, 'get').mockResolvedValue({
      data: { success: true, data: settings },
      status: 200,
    });

    const failed = sharedStripe();
    await vi.waitFor(() => expect(scripts).toHaveLength(1));
    scripts[0]?.dispatchEvent(new Event('error'));
    await expect(failed).rejects.toThrow('Stripe.js could not be loaded');

    const retried = sharedStripe();
    await vi.waitFor(() => expect(scripts).toHaveLength(2));
    finishLoading(scripts[1]);
    expect(await retried).toBe(instance);
  });

  it('passes on PAYMENT_NOT_CONFIGURED without loading anything, and asks again next time', async () => {
    const { api, sharedStripe, scripts } = await freshPage();
    const notConfigured = new ApiError('Card payments are not configured.', {
      status: 503,
      code: 'PAYMENT_NOT_CONFIGURED',
    });
    const get = vi.spyOn(api.payment, 'get').mockRejectedValue(notConfigured);

    await expect(sharedStripe()).rejects.toBe(notConfigured);
    await expect(sharedStripe()).rejects.toBe(notConfigured);
    expect(get).toHaveBeenCalledTimes(2);
    expect(scripts).toHaveLength(0);
  });
});
