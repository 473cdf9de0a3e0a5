import type { FastifyInstance } from 'fastify';

/**
 * During shutdown, answers the requests still in flight with `Connection: close`, so keep-alive
 * clients let go of their connection once served and the server can stop without waiting for
 * their idle timeout. New requests get 503 (Fastify's return503OnClosing).
 */
export function closeGracefully(app: FastifyInstance) {
  let isClosing = false;
  app.addHook('preClose', async () => {
    isClosing = true;
  });
  app.addHook('onSend', async (_request, reply) => {
    if (isClosing) reply.header('connection', 'close');
  });
}
