import { chargeRoutes } from './charges';
import { customerRoutes } from './customers';
import { eventRoutes } from './events';
import { paymentIntentRoutes } from './payment-intents';
import { paymentMethodRoutes } from './payment-methods';
import { refundRoutes } from './refunds';
import type { Route } from './route';

const routes: Route[] = [
  ...customerRoutes,
  ...paymentMethodRoutes,
  ...paymentIntentRoutes,
  ...chargeRoutes,
  ...refundRoutes,
  ...eventRoutes,
];

const compiled = routes.map((route) => ({
  route,
  pattern: new RegExp(`^${route.path.replace(':id', '([^/]+)')}$`),
}));

/** The route answering a method and path, with the decoded `:id` segment. */
export function matchRoute(method: string, path: string): { route: Route; id: string } | undefined {
  for (const { route, pattern } of compiled) {
    const match = route.method === method ? pattern.exec(path) : null;
    if (match) return { route, id: decodeURIComponent(match[1] ?? '') };
  }
  return undefined;
}
