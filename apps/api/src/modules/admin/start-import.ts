import { adminCalls, ndjsonContentType } from '@postradar/contracts';
import { importNdjson } from '@postradar/ingest';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Readable } from 'node:stream';
import { AppError } from '../../lib/app-error';
import { routeCall } from '../../lib/route-call';
import { currentUser, requireScope } from '../auth/require-user';

/** The largest NDJSON body accepted: about four million posts with a day of hourly metrics. */
export const IMPORT_BODY_LIMIT_BYTES = 2 * 1024 ** 3;

const tooLarge = () =>
  new AppError(
    'PAYLOAD_TOO_LARGE',
    `Request body is too large: at most ${IMPORT_BODY_LIMIT_BYTES} bytes per import.`,
  );

class BodyTooLarge extends Error {}

/** Passes the body through while counting it; stops reading past the limit. */
async function* limited(body: Readable, limit: number): AsyncGenerator<Uint8Array> {
  let received = 0;
  for await (const chunk of body as AsyncIterable<Uint8Array>) {
    received += chunk.length;
    if (received > limit) throw new BodyTooLarge(`the body is larger than ${limit} bytes`);
    yield chunk;
  }
}

/** onRequest, after the staff check: NDJSON only, and a declared length within the limit. */
async function requireNdjsonBody(request: FastifyRequest) {
  const mediaType = request.headers['content-type']?.split(';')[0]?.trim().toLowerCase();
  if (mediaType !== ndjsonContentType) {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', `Send the lines as ${ndjsonContentType}.`);
  }
  if (Number(request.headers['content-length'] ?? 0) > IMPORT_BODY_LIMIT_BYTES) throw tooLarge();
}

/**
 * POST /admin-api/imports: a staff member posts NDJSON (docs/data-format.md) as
 * `application/x-ndjson`. Who may import, and what, is checked in onRequest, before a byte of the
 * body is read; the body is then read as a stream and imported as it arrives, in constant memory
 * (its own limit, far above the API's, counted as bytes arrive). The answer is the run's summary;
 * a run that fails is logged with the request id and answered without its details.
 */
export const startImport: FastifyPluginAsyncZod = async (app) => {
  // Only in this plugin: the body reaches the handler unread, as a stream.
  app.addContentTypeParser(ndjsonContentType, (_request, payload, done) => done(null, payload));

  routeCall(app, adminCalls.startImport, {
    onRequest: [requireScope('admin', 'super-admin'), requireNdjsonBody],
    handler: async (request) => {
      let failure: unknown;
      const summary = await importNdjson(
        app.db,
        limited(request.body as Readable, IMPORT_BODY_LIMIT_BYTES),
        {
          source: 'admin-api',
          startedBy: currentUser(request).userId,
          onFailure: (error) => (failure = error),
        },
      );
      if (summary.status === 'failed') {
        if (failure instanceof BodyTooLarge) throw tooLarge();
        request.log.error({ err: failure, importRun: summary._id }, 'import failed');
        throw new AppError(
          'INTERNAL',
          `Import #${summary._id} failed after ${summary.linesRead} lines.`,
        );
      }
      return { success: true as const, data: summary };
    },
  });
};
