import compress from '@fastify/compress';
import { routePrefixes } from '@postradar/contracts';
import type { FastifyInstance } from 'fastify';
import { isUnderPrefix } from '../lib/is-under-prefix';

/** The services whose replies are compressed: the product's data, never the sign-in's tokens. */
export const compressedPrefixes: readonly string[] = [routePrefixes.main, routePrefixes.admin];

/**
 * Compresses the replies of the API's data calls for clients that accept it (Brotli at quality 4,
 * else gzip), above 1 KB: a page of 50 results is about 70 KB of JSON and a seventh of that
 * compressed, on the path to the first results on a phone's connection. The sign-in, payment and
 * realtime services answer uncompressed: their replies carry tokens and payment secrets, which
 * compression beside reflected input can leak through the reply's size. The built web app is
 * served from its precompressed files (web-app.ts). Request bodies are never inflated: a body is
 * limited by the bytes that arrive, not by what they would inflate to.
 *
 * Registered before the routes, which it reads as they are added.
 */
export async function registerReplyCompression(
  app: FastifyInstance,
  prefixes: readonly string[] = compressedPrefixes,
) {
  app.addHook('onRoute', (route) => {
    if (!prefixes.some((prefix) => isUnderPrefix(route.url, prefix))) route.compress = false;
  });
  await app.register(compress, {
    globalDecompression: false,
    encodings: ['br', 'gzip'],
    threshold: 1024,
  });
}
