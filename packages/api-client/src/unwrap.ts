import type { EnvelopeSchema } from '@postradar/contracts';
import { en } from 'zod/locales';
import { z } from 'zod/mini';
import { ApiError, readErrorEnvelope } from './api-error';

/**
 * zod's English texts for what a response breaks: zod/mini loads no texts of its own, and the
 * message of an unexpected response describes each offending field.
 */
const englishIssueTexts = en().localeError;

interface ResponseLike {
  data: unknown;
  status?: number;
  config?: { method?: string | undefined; url?: string | undefined };
}

/**
 * Validates a response body against its envelope schema and returns `data`, as `call` does with
 * the response schema of the call's definition.
 * A `{ success: false }` body rejects with the server's message; a body of any other unexpected
 * shape rejects with code INVALID_RESPONSE and a message naming the call and the offending fields.
 */
export function unwrap<S extends EnvelopeSchema>(
  schema: S,
): (response: ResponseLike) => z.output<S>['data'] {
  return (response) => {
    const envelope = readErrorEnvelope(response.data);
    if (envelope) {
      throw new ApiError(envelope.message, {
        status: response.status,
        code: envelope.code,
        data: response.data,
        fieldErrors: envelope.fieldErrors,
      });
    }
    const parsed = schema.safeParse(response.data, { error: englishIssueTexts });
    if (!parsed.success) {
      const call = [response.config?.method?.toUpperCase(), response.config?.url]
        .filter(Boolean)
        .join(' ');
      throw new ApiError(
        `Unexpected response${call ? ` from ${call}` : ''}:\n${z.prettifyError(parsed.error)}`,
        {
          status: response.status,
          code: 'INVALID_RESPONSE',
          data: response.data,
          cause: parsed.error,
        },
      );
    }
    return parsed.data.data;
  };
}
