import Fastify, { type FastifyInstance } from 'fastify';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { get } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildTestApp } from '../test/build-test-app';
import { registerWebApp } from './web-app';

const assetSource = 'console.log("the app");';

/** Writes a file of the build with its Brotli and gzip copies, as the build writes them. */
function writeWithCompressedCopies(path: string, content: string) {
  writeFileSync(path, content);
  writeFileSync(`${path}.br`, brotliCompressSync(content));
  writeFileSync(`${path}.gz`, gzipSync(content));
}

/**
 * A built single-page app: index.html and one hashed asset with their compressed copies, and a
 * favicon without any.
 */
function makeDist(prefix: string, body: string, asset: string) {
  const dist = mkdtempSync(join(tmpdir(), prefix));
  mkdirSync(join(dist, 'assets'));
  writeWithCompressedCopies(join(dist, 'index.html'), `<!doctype html>${body}`);
  writeWithCompressedCopies(join(dist, 'assets', asset), assetSource);
  // A source map left by an older build, and a dotfile: neither is ever served.
  writeFileSync(join(dist, 'assets', `${asset}.map`), '{"sources":["src/secret.ts"]}');
  writeFileSync(join(dist, '.env'), 'SECRET=1');
  writeFileSync(join(dist, 'favicon.svg'), '<svg/>');
  return dist;
}

describe('serving the built web app (production)', () => {
  let app: FastifyInstance;
  let dist: string;
  let adminDist: string;
  beforeAll(async () => {
    dist = makeDist('postradar-dist-', '<div id="root"></div>', 'app-1234.js');
    adminDist = makeDist('postradar-admin-dist-', '<div id="admin-root"></div>', 'admin-5678.js');
    app = await buildTestApp({ SERVE_WEB: 'true', WEB_DIST_DIR: dist, ADMIN_DIST_DIR: adminDist });
  });
  afterAll(async () => {
    await app.close();
    rmSync(dist, { recursive: true, force: true });
    rmSync(adminDist, { recursive: true, force: true });
  });

  it.each(['/', '/a/posts', '/settings/profile?tab=1', '/x/y'])(
    'answers %s with the app',
    async (url) => {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toContain('<div id="root">');
    },
  );

  it('serves hashed assets with a long cache and files at the root', async () => {
    const asset = await app.inject({ method: 'GET', url: '/assets/app-1234.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
    const icon = await app.inject({ method: 'GET', url: '/favicon.svg' });
    expect(icon.statusCode).toBe(200);
  });

  it('answers a missing asset and unknown API routes with 404, never with the app', async () => {
    for (const url of [
      '/assets/gone.js',
      '/assets/missing.js?v=2',
      '/missing.png',
      '/assets/',
      '/assets/%00.js',
      '/admin/assets/gone.js',
    ]) {
      const missing = await app.inject({ method: 'GET', url });
      expect(missing.statusCode, url).toBe(404);
      expect(missing.json(), url).toMatchObject({ success: false, code: 'NOT_FOUND' });
    }
    for (const url of ['/api/unknown', '/authentication/x', '/payment/x', '/admin-api/x']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ success: false, code: 'NOT_FOUND' });
    }
  });

  it('never serves source maps or dotfiles', async () => {
    for (const url of ['/assets/app-1234.js.map', '/admin/assets/admin-5678.js.map', '/.env']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
      expect(response.body, url).not.toContain('secret');
    }
  });

  it.each([
    ['br', brotliDecompressSync],
    ['gzip', gunzipSync],
  ])('sends the %s copy of an asset to a browser that accepts it', async (encoding, decode) => {
    for (const url of ['/assets/app-1234.js', '/admin/assets/admin-5678.js']) {
      const response = await app.inject({
        method: 'GET',
        url,
        headers: { 'accept-encoding': `${encoding}, identity` },
      });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-encoding'], url).toBe(encoding);
      expect(response.headers['content-type'], url).toContain('javascript');
      expect(response.headers['cache-control'], url).toBe('public, max-age=31536000, immutable');
      expect(response.headers.vary, url).toContain('accept-encoding');
      expect(decode(response.rawPayload).toString(), url).toBe(assetSource);
    }
  });

  it('sends the plain file to a browser that accepts no compression', async () => {
    const response = await app.inject({ method: 'GET', url: '/assets/app-1234.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.headers.vary).toContain('accept-encoding');
    expect(response.body).toBe(assetSource);
  });

  it('sends the plain file when the build wrote no compressed copy of it', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/favicon.svg',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.body).toBe('<svg/>');
  });

  it('sends the app compressed, never cached, for any path of its router', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/a/posts',
      headers: { 'accept-encoding': 'br' },
    });
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(brotliDecompressSync(response.rawPayload).toString()).toContain('<div id="root">');
  });

  it('answers HEAD with the headers of the compressed copy and no body', async () => {
    const response = await app.inject({
      method: 'HEAD',
      url: '/assets/app-1234.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(Number(response.headers['content-length'])).toBe(gzipSync(assetSource).length);
    expect(response.body).toBe('');
  });

  it('never serves a compressed copy by its own name', async () => {
    for (const url of ['/assets/app-1234.js.br', '/assets/app-1234.js.gz', '/index.html.br']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
    }
  });

  it('lets no third party run script or frames in the app without a card provider', async () => {
    for (const url of ['/', '/checkout', '/admin']) {
      const policy = (await app.inject({ method: 'GET', url })).headers['content-security-policy'];
      expect(policy, url).toMatch(/(^|;)script-src 'self'(;|$)/);
      expect(policy, url).toMatch(/(^|;)frame-src 'self'(;|$)/);
      expect(policy, url).not.toContain('stripe');
    }
  });

  it("lets the card provider's script, calls and frames in when cards are configured", async () => {
    const withCards = await buildTestApp({
      SERVE_WEB: 'true',
      WEB_DIST_DIR: dist,
      ADMIN_DIST_DIR: adminDist,
      STRIPE_SECRET_KEY: 'sk_test_x',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_x',
    });
    try {
      for (const url of ['/checkout', '/pricing', '/a/posts']) {
        const policy = (await withCards.inject({ method: 'GET', url })).headers[
          'content-security-policy'
        ];
        expect(policy, url).toMatch(/(^|;)script-src 'self' https:\/\/js\.stripe\.com(;|$)/);
        expect(policy, url).toContain(
          "frame-src 'self' https://js.stripe.com https://hooks.stripe.com",
        );
        expect(policy, url).toContain("connect-src 'self' https://api.stripe.com");
      }
    } finally {
      await withCards.close();
    }
  });

  it('answers an unsatisfiable range in the envelope', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/assets/app-1234.js',
      headers: { range: 'bytes=500-600' },
    });
    expect(response.statusCode).toBe(416);
    expect(response.json()).toMatchObject({ success: false, code: 'RANGE_NOT_SATISFIABLE' });
  });

  it('leaves the embedded development identity provider to the API', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/dev-oidc/.well-known/openid-configuration',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ issuer: expect.stringContaining('/dev-oidc') });
  });

  it('still serves the API', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/plans' });
    expect(response.json()).toMatchObject({ success: true });
  });

  it.each(['/admin', '/admin/', '/admin/auth/abc123', '/admin/users?x=1'])(
    'answers %s with the admin site',
    async (url) => {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toContain('<div id="admin-root">');
    },
  );

  it('serves the admin assets with a long cache, and 404 for a missing one', async () => {
    const asset = await app.inject({ method: 'GET', url: '/admin/assets/admin-5678.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
    const icon = await app.inject({ method: 'GET', url: '/admin/favicon.svg' });
    expect(icon.statusCode).toBe(200);
    expect(icon.headers['cache-control']).toBe('no-cache');
    const missing = await app.inject({ method: 'GET', url: '/admin/assets/gone.js' });
    expect(missing.statusCode).toBe(404);
  });

  it('keeps /admin-api for the API and paths that only start with admin for the web app', async () => {
    const api = await app.inject({
      method: 'POST',
      url: '/admin-api/auth/exchange',
      payload: { code: 'x' },
    });
    expect(api.json()).toMatchObject({ success: false, code: 'UNAUTHENTICATED' });
    const web = await app.inject({ method: 'GET', url: '/administrator' });
    expect(web.body).toContain('<div id="root">');
  });
});

describe('serving the web app without a built admin site', () => {
  let app: FastifyInstance;
  let dist: string;
  beforeAll(async () => {
    dist = makeDist('postradar-dist-', '<div id="root"></div>', 'app-1234.js');
    app = await buildTestApp({
      SERVE_WEB: 'true',
      WEB_DIST_DIR: dist,
      ADMIN_DIST_DIR: join(dist, 'no-admin-here'),
    });
  });
  afterAll(async () => {
    await app.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('still serves the web app and answers /admin with 404', async () => {
    expect((await app.inject({ method: 'GET', url: '/a/posts' })).body).toContain(
      '<div id="root">',
    );
    const admin = await app.inject({ method: 'GET', url: '/admin/auth/abc' });
    expect(admin.statusCode).toBe(404);
    expect(admin.json()).toMatchObject({ success: false, code: 'NOT_FOUND' });
  });

  it('logs a warning naming the missing build', async () => {
    const bare = Fastify();
    const warn = vi.spyOn(bare.log, 'warn');
    await registerWebApp(bare, { webDistDir: dist, adminDistDir: join(dist, 'no-admin-here') });
    expect(warn).toHaveBeenCalledWith(
      expect.stringMatching(/admin site is not built.*no-admin-here/),
    );
    await bare.close();
  });
});

describe('a file the browser stops loading', () => {
  /**
   * Serves a build on a real socket, lets `giveUp` make requests the browser abandons, then checks
   * that the server logged nothing: no reply sent twice, no request passed on to the routes.
   */
  async function expectQuietAfter(
    giveUp: (origin: string) => Promise<void>,
    { largeAsset = false, abandonOnArrival = false } = {},
  ) {
    const dist = makeDist('postradar-dist-', '<div id="root"></div>', 'app-1234.js');
    if (largeAsset) {
      writeFileSync(join(dist, 'assets', 'large-5678.js'), 'x'.repeat(8 * 1024 * 1024));
    }
    const lines: string[] = [];
    const app = Fastify({
      logger: { level: 'warn', stream: { write: (line) => lines.push(line) } },
    });
    if (abandonOnArrival) {
      // The browser gives a request up as soon as the server has it (a page left at once).
      app.addHook('onRequest', (request, _reply, done) => {
        request.raw.socket.destroy();
        done();
      });
    }
    await registerWebApp(app, { webDistDir: dist, adminDistDir: null });
    const origin = await app.listen({ host: '127.0.0.1', port: 0 });
    try {
      await giveUp(origin);
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(lines).toEqual([]);
    } finally {
      await app.close();
      rmSync(dist, { recursive: true, force: true });
    }
  }

  it('ends its request there, even before the file was found', async () => {
    await expectQuietAfter(
      async (origin) => {
        for (const path of ['/favicon.svg', '/assets/app-1234.js', '/login']) {
          get(`${origin}${path}`).on('error', () => undefined);
        }
      },
      { abandonOnArrival: true },
    );
  });

  it('ends its request there, without answering it a second time', async () => {
    await expectQuietAfter(
      async (origin) => {
        // A browser cancels a script it no longer needs (a preload, when the user moves on).
        await new Promise<void>((resolve, reject) => {
          const request = get(`${origin}/assets/large-5678.js`, (response) => {
            response.once('data', () => {
              request.destroy();
              resolve();
            });
          }).on('error', reject);
        });
        expect((await fetch(`${origin}/assets/app-1234.js`)).status).toBe(200);
      },
      { largeAsset: true },
    );
  });
});

describe('a page the build rendered ahead', () => {
  let app: FastifyInstance;
  let dist: string;
  beforeAll(async () => {
    dist = makeDist('postradar-dist-', '<div id="root"></div>', 'app-1234.js');
    mkdirSync(join(dist, 'prerendered'));
    for (const language of ['en', 'vi']) {
      const page = `<html lang="${language}"><div id="root" data-language="${language}">…</div>`;
      writeWithCompressedCopies(join(dist, 'prerendered', `login.${language}.html`), page);
    }
    // A file that names no page in a language of the app is left alone.
    writeFileSync(join(dist, 'prerendered', 'login.fr.html'), 'fr');
    // A research screen's document, in a folder of its address.
    mkdirSync(join(dist, 'prerendered', 'a'));
    for (const language of ['en', 'vi']) {
      const screen = `<html lang="${language}"><script data-screen-code="/assets/screen-1.js">`;
      writeWithCompressedCopies(join(dist, 'prerendered', 'a', `posts.${language}.html`), screen);
    }
    app = await buildTestApp({ SERVE_WEB: 'true', WEB_DIST_DIR: dist });
  });
  afterAll(async () => {
    await app.close();
    rmSync(dist, { recursive: true, force: true });
  });

  const login = (headers: Record<string, string>, url = '/login') =>
    app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'identity', ...headers } });

  it("is sent in the browser's language, never cached, varying with what chose it", async () => {
    const response = await login({ 'accept-language': 'fr-FR, vi-VN;q=0.9, en;q=0.8' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.body).toContain('data-language="vi"');
    expect(response.headers['content-language']).toBe('vi');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers.vary).toMatch(/^Accept-Language, Cookie, accept-encoding$/i);
  });

  it('in the language the app stored in its cookie before the browser’s', async () => {
    const response = await login({ 'accept-language': 'en', cookie: 'postradar_language=vi' });
    expect(response.body).toContain('data-language="vi"');
  });

  it('in English for a browser that accepts no language of the app, with a query too', async () => {
    const response = await login({ 'accept-language': 'fr' }, '/login?redirectTo=%2Fa%2Fposts');
    expect(response.body).toContain('data-language="en"');
    const bare = await login({});
    expect(bare.body).toContain('data-language="en"');
  });

  it('compressed for a browser that accepts it', async () => {
    const response = await login({ 'accept-language': 'vi', 'accept-encoding': 'br' });
    expect(response.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(response.rawPayload).toString()).toContain('data-language="vi"');
  });

  it('at an address of several segments, from the folders of its file', async () => {
    const response = await login({ 'accept-language': 'vi' }, '/a/posts?q=nurse');
    expect(response.body).toBe('<html lang="vi"><script data-screen-code="/assets/screen-1.js">');
    expect(response.headers['content-language']).toBe('vi');
  });

  it('only at its own address: the others get the app', async () => {
    for (const url of ['/', '/a', '/a/posts/12', '/a/ads', '/login/more', '/pricing']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.body).toContain('<div id="root"></div>');
    }
  });
});
