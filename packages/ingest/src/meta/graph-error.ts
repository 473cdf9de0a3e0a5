import { z } from 'zod';

/**
 * What a failed Graph API answer means for the caller:
 * - rate-limit: a rolling one-hour budget is spent; wait for it rather than retry in seconds;
 * - reduce-data: the page asked too much (code 1 on ads_archive); ask again with a smaller page;
 * - transient: worth the same request again after a short wait;
 * - fatal: asking again will not help (a bad token, a missing permission, a bad parameter).
 */
export type GraphErrorKind = 'rate-limit' | 'reduce-data' | 'transient' | 'fatal';

export interface GraphErrorDetails {
  /** The HTTP status; 0 when no answer came (network error or timeout). */
  status: number;
  code: number | null;
  subcode: number | null;
  kind: GraphErrorKind;
}

export class MetaGraphError extends Error {
  readonly status: number;
  readonly code: number | null;
  readonly subcode: number | null;
  readonly kind: GraphErrorKind;

  constructor(message: string, details: GraphErrorDetails) {
    super(message);
    this.name = 'MetaGraphError';
    this.status = details.status;
    this.code = details.code;
    this.subcode = details.subcode;
    this.kind = details.kind;
  }
}

const errorBodySchema = z.object({
  error: z.object({
    message: z.string().optional(),
    type: z.string().optional(),
    code: z.number().optional(),
    error_subcode: z.number().optional(),
    error_user_title: z.string().optional(),
    error_user_msg: z.string().optional(),
    is_transient: z.boolean().optional(),
    fbtrace_id: z.string().optional(),
  }),
});

/** Application, user, page and call-rate throttling: the hourly budget is spent. */
const rateLimitCodes = new Set([4, 17, 32, 613]);
/** Business Use Case throttling, one code per use case. */
const businessUseCaseCodes = { first: 80_000, last: 80_014 };
/** On ads_archive: "Please reduce the amount of data you're asking for, then retry your request". */
const reduceDataCode = 1;
/** Temporary unavailability. */
const unavailableCode = 2;

function isRateLimit(code: number): boolean {
  return (
    rateLimitCodes.has(code) ||
    (code >= businessUseCaseCodes.first && code <= businessUseCaseCodes.last)
  );
}

function kindOf(status: number, code: number | undefined, isTransient: boolean): GraphErrorKind {
  if (code !== undefined && isRateLimit(code)) return 'rate-limit';
  if (code === reduceDataCode) return 'reduce-data';
  if (code === unavailableCode || isTransient || status >= 500) return 'transient';
  return 'fatal';
}

/**
 * The error of a Graph API answer that was not a success. The message keeps what Meta tells the
 * user to do (error_user_title and error_user_msg, such as confirming identity and location) and
 * the fbtrace_id Meta's support asks for; it never holds the request URL, which carries the token.
 */
export function describeGraphError(status: number, body: unknown): MetaGraphError {
  const parsed = errorBodySchema.safeParse(body);
  if (!parsed.success) {
    return new MetaGraphError(
      `Meta Graph API answered HTTP ${status} without an error description`,
      {
        status,
        code: null,
        subcode: null,
        kind: status === 429 || status >= 500 ? 'transient' : 'fatal',
      },
    );
  }
  const error = parsed.data.error;
  const userAdvice = [error.error_user_title, error.error_user_msg].filter(Boolean).join(': ');
  const message = [
    `Meta Graph API error ${error.code ?? '?'}`,
    error.error_subcode ? `/${error.error_subcode}` : '',
    error.type ? ` (${error.type})` : '',
    `: ${error.message ?? 'no message'}`,
    userAdvice ? ` — ${userAdvice}` : '',
    ` [HTTP ${status}${error.fbtrace_id ? `, fbtrace_id ${error.fbtrace_id}` : ''}]`,
  ].join('');
  return new MetaGraphError(message, {
    status,
    code: error.code ?? null,
    subcode: error.error_subcode ?? null,
    kind: kindOf(status, error.code, error.is_transient === true),
  });
}
