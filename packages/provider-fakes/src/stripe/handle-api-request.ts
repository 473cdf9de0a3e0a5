import { expandPaths } from './expand';
import type { FakeState } from './fake-state';
import type { FormFields } from './form-body';
import { listField, parseForm, textField } from './form-body';
import type { Answer, IdempotencyStore } from './idempotency';
import { newId } from './ids';
import type { RouteAccess } from './route';
import { matchRoute } from './router';
import { authenticationFailure, StripeFakeError } from './stripe-error';

/** The fake account's keys, its state and its own address (known once the server listens). */
export interface ApiDependencies {
  state: FakeState;
  idempotency: IdempotencyStore;
  secretKey: string;
  publishableKey: string;
  apiUrl: string;
}

/** An API request as read from the wire. */
export interface ApiRequest {
  method: string;
  path: string;
  query: string;
  body: string;
  authorization: string | undefined;
  idempotencyKey: string | undefined;
}

/** Answers one API request: the key, then a stored idempotent answer, else the route. */
export function handleApiRequest(
  deps: ApiDependencies,
  request: ApiRequest,
): Answer & { replayed: boolean; requestId: string } {
  const requestId = newId('req', 14);
  try {
    const fields = parseForm(request.method === 'POST' ? request.body : request.query);
    const apiKey = presentedKey(request.authorization, fields);
    const keyKind = keyKindOf(deps, apiKey);
    const { idempotencyKey } = request;
    const fingerprint = `${request.method} ${request.path}\n${request.body}`;
    const stored =
      request.method === 'POST' && idempotencyKey
        ? deps.idempotency.replay(apiKey, idempotencyKey, fingerprint)
        : undefined;
    if (stored) return { ...stored, replayed: true, requestId };
    const answer = runRoute(deps, request, fields, keyKind, {
      id: requestId,
      idempotencyKey: idempotencyKey ?? null,
    });
    if (request.method === 'POST' && idempotencyKey) {
      deps.idempotency.save(apiKey, idempotencyKey, fingerprint, answer);
    }
    return { ...answer, replayed: false, requestId };
  } catch (error) {
    return { ...errorAnswer(error), replayed: false, requestId };
  }
}

function runRoute(
  deps: ApiDependencies,
  request: ApiRequest,
  fields: FormFields,
  keyKind: RouteAccess,
  origin: { id: string; idempotencyKey: string | null },
): Answer {
  const matched = matchRoute(request.method, request.path);
  if (!matched) {
    return errorAnswer(
      new StripeFakeError(404, {
        type: 'invalid_request_error',
        message: `Unrecognized request URL (${request.method}: ${request.path}).`,
      }),
    );
  }
  if (matched.route.access === 'secret' && keyKind !== 'secret') {
    return errorAnswer(
      authenticationFailure(
        'This API call cannot be made with a publishable API key. Please use a secret API key.',
      ),
    );
  }
  try {
    const body = matched.route.handle({
      state: deps.state,
      id: matched.id,
      fields,
      keyKind,
      origin,
      apiUrl: deps.apiUrl,
    });
    return { status: 200, body: expandPaths(body, listField(fields, 'expand'), deps.state) };
  } catch (error) {
    return errorAnswer(error);
  }
}

/** The key from `Authorization: Bearer …` (the SDK), Basic auth, or a `key` field (Stripe.js). */
function presentedKey(authorization: string | undefined, fields: FormFields): string {
  const [scheme, credentials = ''] = (authorization ?? '').split(' ');
  if (scheme === 'Bearer') return credentials;
  if (scheme === 'Basic') return Buffer.from(credentials, 'base64').toString().split(':')[0] ?? '';
  const key = textField(fields, 'key');
  if (key) return key;
  throw authenticationFailure(
    "You did not provide an API key. You need to provide your API key in the Authorization header, using Bearer auth (e.g. 'Authorization: Bearer YOUR_SECRET_KEY').",
  );
}

function keyKindOf(deps: ApiDependencies, apiKey: string): RouteAccess {
  if (apiKey === deps.secretKey) return 'secret';
  if (apiKey === deps.publishableKey) return 'publishable';
  const shown =
    apiKey.length > 12
      ? `${apiKey.slice(0, 8)}${'*'.repeat(apiKey.length - 12)}${apiKey.slice(-4)}`
      : apiKey;
  throw authenticationFailure(`Invalid API Key provided: ${shown}`);
}

function errorAnswer(error: unknown): Answer {
  if (error instanceof StripeFakeError)
    return { status: error.status, body: { error: error.body } };
  return {
    status: 500,
    body: { error: { type: 'api_error', message: `The Stripe fake failed: ${String(error)}` } },
  };
}
