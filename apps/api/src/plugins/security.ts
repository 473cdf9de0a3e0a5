import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import { cardProviderOrigins } from './card-provider-origins';

/**
 * Security headers for the API and the web app it serves. The content security policy allows
 * the app's own scripts only, Mantine's inline styles and images from anywhere over HTTPS (post
 * thumbnails come from the networks' CDNs). No third party may run script or frames but the card
 * provider, and only when card payments are configured: the whole app, since a single-page app
 * keeps the policy of the page it was loaded from when it moves to the checkout (decision 0046).
 */
export async function registerSecurityHeaders(app: FastifyInstance) {
  const card = cardProviderOrigins(app.config.billing.stripe);
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...card.script],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        connectSrc: ["'self'", ...card.connect],
        frameSrc: ["'self'", ...card.frame],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
  });
}
