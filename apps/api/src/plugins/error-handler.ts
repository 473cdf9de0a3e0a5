import type { ErrorEnvelope } from '@postradar/contracts';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from '../lib/app-error';

function send(reply: FastifyReply, status: number, message: string, code: string) {
  const body: ErrorEnvelope = { success: false, message, code };
  // A failure while a file was being sent leaves its content type behind: reset it to JSON.
  return reply.status(status).type('application/json; charset=utf-8').send(body);
}

const validationPlaces: Record<string, string> = {
  body: 'body field',
  querystring: 'query parameter',
  params: 'path parameter',
  headers: 'header',
};

type ValidationFailure = FastifyError & {
  validation: { instancePath: string; message?: string }[];
};

/** 'querystring' + '/perPage' -> "Invalid query parameter 'perPage': …". */
function describeValidationError(error: ValidationFailure) {
  const first = error.validation[0];
  const place = validationPlaces[error.validationContext ?? ''] ?? 'request field';
  const field = first?.instancePath.replace(/^\//, '').replaceAll('/', '.');
  const reason = first?.message ?? 'is invalid';
  return field ? `Invalid ${place} '${field}': ${reason}` : `Invalid request: ${reason}`;
}

/**
 * The one error handler: every failure leaves in the envelope of SPEC section 8. Client errors say
 * what was wrong; server errors are logged with the request id and answered without details.
 */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    if (error instanceof AppError) {
      if (error.statusCode >= 500) request.log.error({ err: error }, error.message);
      return send(reply, error.statusCode, error.message, error.code);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      return send(reply, 400, describeValidationError(error), 'VALIDATION_FAILED');
    }
    const status = error.statusCode ?? 500;
    if (status === 413) return send(reply, 413, 'Request body is too large.', 'PAYLOAD_TOO_LARGE');
    if (status === 429) return send(reply, 429, error.message, 'RATE_LIMITED');
    if (status >= 400 && status < 500) {
      request.log.info({ err: error }, 'client error');
      return send(reply, status, error.message, status === 404 ? 'NOT_FOUND' : 'VALIDATION_FAILED');
    }
    request.log.error({ err: error }, 'request failed');
    return send(reply, 500, 'Something went wrong on our side. Please try again.', 'INTERNAL');
  });

  app.setNotFoundHandler((request, reply) =>
    send(
      reply,
      404,
      `Route ${request.method} ${request.url.split('?')[0]} not found.`,
      'NOT_FOUND',
    ),
  );
}
