import type { FastifyInstance } from 'fastify';
import { createServer } from 'node:net';
import type { Environment } from '../config';
import { buildTestApp } from './build-test-app';

/** A free TCP port on the loopback interface. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('no port')),
      );
    });
  });
}

/**
 * The API listening on a real port of the loopback interface, so that the sign-in flow can run
 * over HTTP as in a browser; PUBLIC_URL names it by `publicHost` (127.0.0.1 unless told).
 */
export async function startListeningTestApp(
  environment: Environment = {},
  options: { port?: number; publicHost?: string } = {},
) {
  const port = options.port ?? (await freePort());
  const baseUrl = `http://${options.publicHost ?? '127.0.0.1'}:${port}`;
  const app = await buildTestApp({ PUBLIC_URL: baseUrl, ...environment });
  await app.listen({ port, host: '127.0.0.1' });
  return { app, baseUrl };
}

/**
 * A tiny cookie jar: cookies belong to the host name that set them (whatever the port), as in a
 * browser; paths and expiry dates are not looked at.
 */
export class CookieJar {
  private readonly hosts = new Map<string, Map<string, string>>();

  private cookiesOf(url: string) {
    const { hostname } = new URL(url);
    let cookies = this.hosts.get(hostname);
    if (!cookies) this.hosts.set(hostname, (cookies = new Map()));
    return cookies;
  }

  store(url: string, response: Response) {
    const cookies = this.cookiesOf(url);
    for (const header of response.headers.getSetCookie()) {
      const [pair = ''] = header.split(';');
      const index = pair.indexOf('=');
      const name = pair.slice(0, index).trim();
      const value = pair.slice(index + 1).trim();
      if (/max-age=0|expires=Thu, 01 Jan 1970/i.test(header) || value === '') cookies.delete(name);
      else cookies.set(name, value);
    }
  }

  header(url: string) {
    return [...this.cookiesOf(url)].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  set(url: string, name: string, value: string) {
    this.cookiesOf(url).set(name, value);
  }
}

export interface SignInResult {
  accessToken: string;
  refreshToken: string;
  location: string;
}

/** Follows redirects by hand, keeping cookies, until `stopAt` (by default the app's /oauth-callback or /login). */
export async function follow(
  baseUrl: string,
  start: string,
  jar: CookieJar,
  init: RequestInit = {},
  stopAt: (url: string) => boolean = (url) =>
    url.includes('/oauth-callback') || url.includes('/login'),
) {
  let url = new URL(start, baseUrl).href;
  let response = await fetch(url, {
    ...init,
    redirect: 'manual',
    headers: { ...init.headers, cookie: jar.header(url) },
  });
  for (let hops = 0; hops < 15; hops++) {
    jar.store(url, response);
    const location = response.headers.get('location');
    if (response.status < 300 || response.status >= 400 || !location) return { response, url };
    url = new URL(location, url).href;
    if (stopAt(url)) return { response, url };
    response = await fetch(url, { redirect: 'manual', headers: { cookie: jar.header(url) } });
  }
  throw new Error('too many redirects');
}

/** Signs in through the embedded development provider as a browser would. */
export async function signInWithDevProvider(
  baseUrl: string,
  input: { email: string; name: string; device?: string; affiliate?: string; jar?: CookieJar },
): Promise<SignInResult> {
  const jar = input.jar ?? new CookieJar();
  const query = new URLSearchParams({ device: input.device ?? 'device-1' });
  if (input.affiliate) query.set('affiliate', JSON.stringify(input.affiliate));
  const toForm = await follow(baseUrl, `/passport/auth/google?${query}`, jar);
  if (!toForm.url.includes('/dev-oidc/interaction/'))
    throw new Error(`unexpected stop at ${toForm.url}`);
  const done = await follow(baseUrl, toForm.url, jar, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ email: input.email, name: input.name }).toString(),
  });
  const fragment = new URLSearchParams(new URL(done.url).hash.slice(1));
  return {
    accessToken: fragment.get('access_token') ?? '',
    refreshToken: fragment.get('refresh_token') ?? '',
    location: done.url,
  };
}

export type ListeningApp = { app: FastifyInstance; baseUrl: string };
