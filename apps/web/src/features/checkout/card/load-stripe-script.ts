import type { StripeConstructor } from '@stripe/stripe-js';

let loading: Promise<StripeConstructor> | null = null;

function injectScript(scriptUrl: string): Promise<StripeConstructor> {
  return new Promise((resolve, reject) => {
    if (window.Stripe) {
      resolve(window.Stripe);
      return;
    }
    const script = document.createElement('script');
    script.src = scriptUrl;
    script.async = true;
    const fail = () => {
      script.remove();
      reject(new Error(`Stripe.js could not be loaded from ${scriptUrl}`));
    };
    script.addEventListener('load', () => {
      if (window.Stripe) resolve(window.Stripe);
      else fail();
    });
    script.addEventListener('error', fail);
    document.head.appendChild(script);
  });
}

/**
 * Loads Stripe.js from the address the API names (Stripe's own, or a stand-in in browser tests
 * and the sandbox, hence never a fixed address) with a single <script>, and resolves with the
 * `window.Stripe` it defines. A failed load removes its script so that the next call tries again.
 */
export function loadStripeScript(scriptUrl: string): Promise<StripeConstructor> {
  loading ??= injectScript(scriptUrl).catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}
