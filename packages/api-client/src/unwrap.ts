import type { EnvelopeSchema } from '@postradar/contracts';
import { z } from 'zod/mini';
import { ApiError, readErrorEnvelope } from './api-error';

interface ResponseLike {
  data: unknown;
  status?: number;
  config?: { method?: string | undefined; url?: string | undefined };
}

/**
 * Validates a response body against its envelope schema and resolves with `data`, as `call` does
 * with the response schema of the call's definition.
 * A `{ success: false }` body rejects with the server's message; a body of any other unexpected
 * shape rejects with code INVALID_RESPONSE and a message naming the call and the offending fields.
 */
export function unwrap<S extends EnvelopeSchema>(
  schema: S,
): (response: ResponseLike) => Promise<z.output<S>['data']> {
  return async (response) => {
    const envelope = readErrorEnvelope(response.data);
    if (envelope) {
      throw new ApiError(envelope.message, {
        status: response.status,
        code: envelope.code,
        data: response.data,
        fieldErrors: envelope.fieldErrors,
      });
    }
    const parsed = schema.safeParse(response.data);
    if (parsed.success) return parsed.data.data;
    throw await unexpectedResponse(schema, response);
  };
}

/**
 * The error of a response its schema refused, describing each offending field in English. zod/mini
 * carries no texts of its own, and zod's English ones are loaded only when such a response comes.
 */
async function unexpectedResponse(
  schema: EnvelopeSchema,
  response: ResponseLike,
): Promise<ApiError> {
  const { en } = await import('zod/locales');
  const parsed = schema.safeParse(response.data, { error: en().localeError });
  const call = [response.config?.method?.toUpperCase(), response.config?.url]
    .filter(Boolean)
    .join(' ');
  const details = parsed.success ? '' : `:\n${z.prettifyError(parsed.error)}`;
  return new ApiError(`Unexpected response${call ? ` from ${call}` : ''}${details}`, {
    status: response.status,
    code: 'INVALID_RESPONSE',
    data: response.data,
    cause: parsed.error,
  });
}
