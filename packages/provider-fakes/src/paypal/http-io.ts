import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Reply } from './types';

/** The largest request body the fake reads (PayPal's requests are a few kilobytes). */
const MAX_BODY_BYTES = 1_000_000;

export class BodyTooLargeError extends Error {}

/** The request body as text. */
export async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request) {
    const buffer = chunk as Buffer;
    size += buffer.length;
    if (size > MAX_BODY_BYTES) throw new BodyTooLargeError('request body too large');
    chunks.push(buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}

export function sendReply(response: ServerResponse, reply: Reply): void {
  if (reply.kind === 'redirect') {
    response.writeHead(303, { location: reply.location });
    response.end();
    return;
  }
  const [type, text] =
    reply.kind === 'json'
      ? ['application/json', JSON.stringify(reply.body)]
      : ['text/html; charset=utf-8', reply.html];
  response.writeHead(reply.status, { 'content-type': type, 'cache-control': 'no-store' });
  response.end(text);
}
