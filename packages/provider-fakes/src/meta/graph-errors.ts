import { randomBytes } from 'node:crypto';

/** An HTTP answer of the fake: its status and JSON body. */
export interface GraphAnswer {
  status: number;
  body: unknown;
}

/** What a Graph API error says, `fbtrace_id` aside (each answer gets its own). */
export interface GraphErrorFields {
  message: string;
  type: string;
  code: number;
  error_subcode?: number;
  error_user_title?: string;
  error_user_msg?: string;
  is_transient?: boolean;
}

/** A request the Graph API refuses; thrown while checking a request, answered as Graph does. */
export class GraphApiError extends Error {
  constructor(
    readonly status: number,
    readonly fields: GraphErrorFields,
  ) {
    super(fields.message);
    this.name = 'GraphApiError';
  }

  /** Graph's error body: `{ error: { message, type, code, …, fbtrace_id } }`. */
  answer(): GraphAnswer {
    return { status: this.status, body: { error: { ...this.fields, fbtrace_id: fbtraceId() } } };
  }
}

/** A random trace id of the length and alphabet Meta's have. */
function fbtraceId(): string {
  return randomBytes(17).toString('base64url').slice(0, 23);
}

const oauthError = (status: number, fields: Omit<GraphErrorFields, 'type'>) =>
  new GraphApiError(status, { type: 'OAuthException', ...fields });

export const unknownPath = (path: string) =>
  oauthError(400, { message: `Unknown path components: ${path}`, code: 2500 });

export const unsupportedVersion = () =>
  oauthError(400, {
    message:
      '(#2635) You are calling a deprecated version of the Ads API. Please update to the latest version.',
    code: 2635,
  });

export const accessTokenRequired = () =>
  oauthError(400, { message: 'An access token is required to request this resource.', code: 104 });

export const invalidAccessToken = () =>
  oauthError(400, { message: 'Invalid OAuth access token - Cannot parse access token', code: 190 });

/** The token's user has not confirmed their identity and location, which the Ad Library API requires. */
export const identityNotConfirmed = () =>
  oauthError(400, {
    message: 'Application does not have permission for this action',
    code: 10,
    error_subcode: 2332002,
    is_transient: false,
    error_user_title: 'Confirm your identity',
    error_user_msg:
      'You need to confirm your identity and location at https://www.facebook.com/ID before you can use the Ad Library API.',
  });

/** A parameter Graph rejects: `message` names it and says why. */
export const invalidParameter = (message: string) =>
  oauthError(400, { message: `(#100) ${message}`, code: 100 });

export const tooMuchData = () =>
  oauthError(500, {
    message: "Please reduce the amount of data you're asking for, then retry your request",
    code: 1,
  });

export const appRequestLimitReached = () =>
  oauthError(400, {
    message: '(#4) Application request limit reached',
    code: 4,
    is_transient: true,
  });
