import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * onRequest hook of every answer that carries tokens, codes or session details: no browser,
 * proxy or CDN may keep a copy, whether the call succeeds or fails.
 */
export async function noStore(_request: FastifyRequest, reply: FastifyReply) {
  reply.header('cache-control', 'no-store');
}
