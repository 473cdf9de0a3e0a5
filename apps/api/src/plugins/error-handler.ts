import {
  errorCodeForStatus,
  errorCodes,
  type ErrorCode,
  type ErrorEnvelope,
  type FieldError,
} from '@postradar/contracts';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import { AppError } from '../lib/app-error';
import { databaseOutageMessage } from '../lib/database-outage-message';
import { fieldErrorsOf, fieldPath, type ValidationIssue } from './field-errors';

const internalMessage = 'Something went wrong on our side. Please try again.';

function send(reply: FastifyReply, code: ErrorCode, message: string, fieldErrors?: FieldError[]) {
  const body: ErrorEnvelope = {
    success: false,
    message,
    code,
    ...(fieldErrors && { fieldErrors }),
  };
  // A failure while a file was being sent leaves its content type behind: reset it to JSON.
  return reply.status(errorCodes[code]).type('application/json; charset=utf-8').send(body);
}

const validationPlaces: Record<string, string> = {
  body: 'body field',
  querystring: 'query parameter',
  params: 'path parameter',
  headers: 'header',
};

type ValidationFailure = FastifyError & {
  validation: (ValidationIssue & { message?: string })[];
};

/** 'querystring' + '/perPage' -> "Invalid query parameter 'perPage': …". */
function describeValidationError(error: ValidationFailure) {
  const first = error.validation[0];
  const place = validationPlaces[error.validationContext ?? ''] ?? 'request field';
  const field = first && fieldPath(first.instancePath);
  const reason = first?.message ?? 'is invalid';
  return field ? `Invalid ${place} '${field}': ${reason}` : `Invalid request: ${reason}`;
}

/** The part of the request a validation failure is about. */
function validatedPart(request: FastifyRequest, context: string | undefined): unknown {
  switch (context) {
    case 'body':
      return request.body;
    case 'querystring':
      return request.query;
    case 'params':
      return request.params;
    case 'headers':
      return request.headers;
    default:
      return undefined;
  }
}

/**
 * Any failure in the envelope. An AppError says what its code says (an INTERNAL one is logged,
 * never shown); a request that breaks its call's schema is VALIDATION_FAILED, its message naming
 * the first field and `fieldErrors` listing every field with a code clients translate; a failure
 * of the framework or a plugin is known by its status, answered with the code of that status;
 * anything else is a 500 whose details are logged with the request id.
 */
function answerError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof AppError) {
    if (error.code !== 'INTERNAL') return send(reply, error.code, error.message);
    request.log.error({ err: error }, error.message);
    return send(reply, 'INTERNAL', internalMessage);
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const input = validatedPart(request, error.validationContext);
    return send(
      reply,
      'VALIDATION_FAILED',
      describeValidationError(error),
      fieldErrorsOf(error.validation, input),
    );
  }
  const outage = databaseOutageMessage(error);
  if (outage) {
    request.log.warn({ err: error }, outage);
    return send(reply, 'SERVICE_UNAVAILABLE', outage);
  }
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    const code = errorCodeForStatus(status);
    request.log.info({ err: error }, 'client error');
    return send(
      reply,
      code,
      code === 'PAYLOAD_TOO_LARGE' ? 'Request body is too large.' : error.message,
    );
  }
  request.log.error({ err: error }, 'request failed');
  return send(reply, errorCodeForStatus(status), internalMessage);
}

/**
 * The one error handler: every failure leaves in the error envelope (docs/product.md, The API's
 * envelope and error texts). Client errors say
 * what was wrong; server errors are logged with the request id and answered without details.
 */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler(answerError);
  app.setNotFoundHandler((request, reply) =>
    send(reply, 'NOT_FOUND', `Route ${request.method} ${request.url.split('?')[0]} not found.`),
  );
}

/**
 * Fastify's `frameworkErrors`: a URL the router cannot read (broken percent-encoding, a path
 * parameter over the length limit), answered before any hook runs.
 */
export function answerFrameworkError(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  reply.header('x-request-id', request.id);
  return answerError(error, request, reply);
}

const connectionErrors: Record<string, { code: ErrorCode; message: string }> = {
  HPE_HEADER_OVERFLOW: {
    code: 'HEADERS_TOO_LARGE',
    message: 'The request headers are too large.',
  },
  ERR_HTTP_REQUEST_TIMEOUT: {
    code: 'REQUEST_TIMEOUT',
    message: 'The request took too long to arrive.',
  },
};

/**
 * Fastify's `clientErrorHandler`: Node's HTTP parser refused the request before there was one
 * (headers too large, a malformed HTTP message, too slow to arrive). Answered on the socket in the
 * envelope, then the connection is closed.
 */
export function answerConnectionError(error: Error & { code?: string }, socket: Socket) {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const { code, message } = connectionErrors[error.code ?? ''] ?? {
    code: 'MALFORMED_REQUEST',
    message: 'The request could not be read.',
  };
  const status = errorCodes[code];
  const body = JSON.stringify({ success: false, message, code } satisfies ErrorEnvelope);
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n` +
        `Content-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}
