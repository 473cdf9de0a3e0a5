import fastifyStatic from '@fastify/static';
import { routePrefixes } from '@postradar/contracts';
import type { FastifyInstance } from 'fastify';
import { existsSync } from 'node:fs';
import { join } from 'node:path';

const apiPrefixes = [...Object.values(routePrefixes), '/healthz'];

function isApiPath(url: string) {
  return apiPrefixes.some(
    (prefix) => url === prefix || url.startsWith(`${prefix}/`) || url.startsWith(`${prefix}?`),
  );
}

/**
 * Serves the built web app from the API's origin. Hashed assets are cached for a year; any other
 * GET that accepts HTML and is not an API path gets index.html, so the SPA's router takes over.
 */
export async function registerWebApp(app: FastifyInstance, distDir: string) {
  if (!existsSync(join(distDir, 'index.html'))) {
    throw new Error(
      `The web app is not built: ${join(distDir, 'index.html')} is missing. Run npm run build.`,
    );
  }
  await app.register(fastifyStatic, {
    root: distDir,
    serve: false,
    setHeaders: (res, path) => {
      const immutable = path.includes(`${join(distDir, 'assets')}`);
      res.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });

  app.addHook('onRequest', async (request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return;
    if (isApiPath(request.url)) return;
    const path = request.url.split('?')[0] ?? '/';
    if (path.startsWith('/assets/') || /\.[a-z0-9]+$/i.test(path)) {
      return reply.sendFile(path.slice(1));
    }
    reply.header('cache-control', 'no-cache');
    return reply.sendFile('index.html');
  });
}
