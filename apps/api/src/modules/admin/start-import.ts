import { importPaths, importResponseSchema, ndjsonContentType } from '@postradar/contracts';
import { importNdjson } from '@postradar/ingest';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Readable } from 'node:stream';
import { AppError } from '../../lib/app-error';
import { currentUser, requireScope } from '../auth/require-user';

/** The largest NDJSON body accepted: about four million posts with a day of hourly metrics. */
export const IMPORT_BODY_LIMIT_BYTES = 2 * 1024 ** 3;

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

/**
 * POST /admin-api/imports: a staff member posts NDJSON (docs/data-format.md) as
 * `application/x-ndjson`. The body is read as a stream and imported as it arrives, in constant
 * memory, so the route's body limit is far above the API's; the answer is the run's summary.
 */
export const startImport: FastifyPluginAsyncZod = async (app) => {
  // Only in this plugin: the body reaches the handler unread, as a stream.
  app.addContentTypeParser(ndjsonContentType, (_request, payload, done) => done(null, payload));

  app.post(
    importPaths.imports,
    {
      schema: { response: { 200: importResponseSchema } },
      bodyLimit: IMPORT_BODY_LIMIT_BYTES,
      preValidation: requireScope('admin', 'super-admin'),
    },
    async (request) => {
      if (!request.headers['content-type']?.startsWith(ndjsonContentType)) {
        throw new AppError('VALIDATION_FAILED', `Send the lines as ${ndjsonContentType}.`);
      }
      const length = Number(request.headers['content-length'] ?? 0);
      if (length > IMPORT_BODY_LIMIT_BYTES) {
        throw new AppError('PAYLOAD_TOO_LARGE', 'Request body is too large.');
      }
      const body = request.body as Readable;
      const summary = await importNdjson(app.db, limited(body, IMPORT_BODY_LIMIT_BYTES), {
        source: 'admin-api',
        startedBy: currentUser(request).userId,
      });
      if (summary.status === 'failed') {
        if (summary.failure?.startsWith('the body is larger')) {
          throw new AppError('PAYLOAD_TOO_LARGE', 'Request body is too large.');
        }
        throw new AppError(
          'INTERNAL',
          `Import #${summary._id} failed after ${summary.linesRead} lines: ${summary.failure}`,
        );
      }
      return { success: true as const, data: summary };
    },
  );
};
