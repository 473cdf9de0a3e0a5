import type { StripeConfig } from '../billing-config';

/** The origins the checkout's card field needs, by kind of content. */
export interface CardProviderOrigins {
  script: string[];
  connect: string[];
  frame: string[];
}

const noOrigins: CardProviderOrigins = { script: [], connect: [], frame: [] };

/**
 * Where Stripe.js comes from, what it calls and what it frames: Stripe's own hosts (its content
 * security policy guide), or the addresses configured in their place (the sandbox's fakes).
 */
export function cardProviderOrigins(stripe: StripeConfig | null): CardProviderOrigins {
  if (!stripe) return noOrigins;
  const script = new URL(stripe.scriptUrl).origin;
  const api = stripe.apiUrl ? new URL(stripe.apiUrl).origin : 'https://api.stripe.com';
  const isStripes = script === 'https://js.stripe.com';
  return {
    script: [script],
    connect: [...new Set([api, script])],
    frame: isStripes ? [script, 'https://hooks.stripe.com'] : [script],
  };
}
