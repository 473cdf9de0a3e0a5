import fastifyStatic from '@fastify/static';
import { languageCookie, routePrefixes } from '@postradar/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { notFound } from '../lib/app-error';
import { isUnderPrefix } from '../lib/is-under-prefix';
import { preferredLanguage } from '../lib/preferred-language';
import { devProviderPath } from '../modules/auth/dev-identity-provider/register-dev-identity-provider';
import { PrerenderedPages } from './prerendered-pages';

/** Paths the API answers itself, never with an app: its prefixes and the development provider. */
const apiPrefixes = [...Object.values(routePrefixes), '/healthz', devProviderPath];

/** Where the admin site lives on the app's origin (baseAdminUrl defaults to `${PUBLIC_URL}/admin`). */
export const adminBasePath = '/admin';

const isApiPath = (url: string) => apiPrefixes.some((prefix) => isUnderPrefix(url, prefix));

export interface WebAppFolders {
  /** The built web app (apps/web/dist): required. */
  webDistDir: string;
  /** The built admin site (apps/admin/dist), served under /admin; optional. */
  adminDistDir: string | null;
}

/**
 * Files of a build never asked for by name: source maps (an old build may still hold some; they
 * would publish the source) and the compressed copies of the build's files, which are sent in
 * place of the file itself to a browser that accepts them.
 */
const unservableExtensions = ['.map', '.br', '.gz'];

/**
 * Whether `path` (as in the URL) names a file under `root` that may be served: a regular file,
 * no dot segment or dotfile, and none of the unservable extensions.
 */
function isServableFile(root: string, path: string) {
  try {
    const name = decodeURIComponent(path);
    if (
      unservableExtensions.some((extension) => name.endsWith(extension)) ||
      name.split('/').some((segment) => segment.startsWith('.'))
    ) {
      return false;
    }
    return statSync(join(root, name), { throwIfNoEntry: false })?.isFile() === true;
  } catch {
    return false; // broken percent-encoding, a NUL in the name
  }
}

/**
 * Sends a file of a built single-page app: hashed assets and other files by name (404 in the
 * envelope for a missing one), any other path the app's index.html, so that its router takes
 * over.
 */
function sendSpaFile(reply: FastifyReply, path: string, root: string): void {
  if (path.startsWith('assets/') || /\.[a-z0-9]+$/i.test(path)) {
    if (!isServableFile(root, path)) throw notFound('This file does not exist.');
    void reply.sendFile(path, root);
    return;
  }
  reply.header('cache-control', 'no-cache');
  void reply.sendFile('index.html', root);
}

/**
 * Sends the page at `path` as the build rendered it ahead, in the visitor's language (the web
 * app's language cookie, else Accept-Language); false when it has no such page.
 */
function sendPrerenderedPage(
  request: FastifyRequest,
  reply: FastifyReply,
  { pages, path, root }: { pages: PrerenderedPages; path: string; root: string },
): boolean {
  if (!pages.has(path)) return false;
  const language = preferredLanguage(
    request.cookies[languageCookie],
    request.headers['accept-language'],
  );
  const file = pages.fileFor(path, language);
  if (!file) return false;
  reply.header('cache-control', 'no-cache');
  reply.header('content-language', language);
  reply.header('vary', 'Accept-Language, Cookie');
  void reply.sendFile(file, root);
  return true;
}

/**
 * Serves the built web app from the API's origin, and the built admin site under /admin. Hashed
 * assets are cached for a year; any other GET that is not an API path gets the app's index.html.
 * A file is sent as the Brotli or gzip copy the build wrote next to it when the browser accepts
 * that encoding (with `Vary: Accept-Encoding`), else as it is. A public page the build rendered
 * ahead is sent in the visitor's language instead of index.html. The admin site is optional:
 * without its build the web app is served anyway, with a warning.
 */
export async function registerWebApp(
  app: FastifyInstance,
  { webDistDir, adminDistDir }: WebAppFolders,
) {
  if (!existsSync(join(webDistDir, 'index.html'))) {
    throw new Error(
      `The web app is not built: ${join(webDistDir, 'index.html')} is missing. Run npm run build.`,
    );
  }
  let adminRoot: string | null = null;
  if (adminDistDir && existsSync(join(adminDistDir, 'index.html'))) adminRoot = adminDistDir;
  else if (adminDistDir) {
    app.log.warn(
      `The admin site is not built (${join(adminDistDir, 'index.html')} is missing): ${adminBasePath} ` +
        'is not served. Run npm run build to build it.',
    );
  }

  const prerenderedPages = new PrerenderedPages(webDistDir);
  const assetFolders = [
    join(webDistDir, 'assets'),
    ...(adminRoot ? [join(adminRoot, 'assets')] : []),
  ];
  await app.register(fastifyStatic, {
    root: webDistDir,
    serve: false,
    preCompressed: true,
    setHeaders: (res, path) => {
      const immutable = assetFolders.some((folder) => path.startsWith(folder));
      res.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });

  // A request for a file is answered here, from the hook: `done` is not called, so the routes
  // never see it, whether the file is sent whole or the browser stops loading it (a preload it
  // no longer needs) before or while it is sent.
  app.addHook('onRequest', (request, reply, done) => {
    if ((request.method !== 'GET' && request.method !== 'HEAD') || isApiPath(request.url)) {
      done();
      return;
    }
    const path = request.url.split('?')[0] ?? '/';
    try {
      if (isUnderPrefix(path, adminBasePath)) {
        if (!adminRoot) throw notFound('The admin site is not available on this server.');
        sendSpaFile(reply, path.slice(adminBasePath.length + 1), adminRoot);
      } else {
        const page = { pages: prerenderedPages, path, root: webDistDir };
        if (!sendPrerenderedPage(request, reply, page)) {
          sendSpaFile(reply, path.slice(1), webDistDir);
        }
      }
    } catch (error) {
      done(error as Error);
    }
  });
}
