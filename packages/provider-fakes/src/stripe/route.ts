import type { FakeState, RequestOrigin } from './fake-state';
import type { FormFields } from './form-body';

/** Which key a call accepts: `secret` only, or also the publishable key (Stripe.js's calls). */
export type RouteAccess = 'secret' | 'publishable';

/** What a route handler gets: the account, the object id of the path and the decoded fields. */
export interface RouteContext {
  state: FakeState;
  /** The `:id` segment of the path ('' for paths without one). */
  id: string;
  /** The form body of a POST, the query of a GET. */
  fields: FormFields;
  keyKind: RouteAccess;
  origin: RequestOrigin;
  /** The fake API's own address, for links it hands out (the 3-D Secure page). */
  apiUrl: string;
}

export interface Route {
  method: 'GET' | 'POST' | 'DELETE';
  /** A path with at most one `:id` parameter, e.g. `/v1/customers/:id`. */
  path: string;
  access: RouteAccess;
  /** Answers the body of a 200; throws StripeFakeError for an error answer. */
  handle(context: RouteContext): unknown;
}
