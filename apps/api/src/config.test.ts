import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, trustProxyOption } from './config';

const google = { GOOGLE_CLIENT_ID: 'g-id', GOOGLE_CLIENT_SECRET: 'g-secret' };

describe('loadConfig', () => {
  it('gives working defaults with an empty environment: embedded database in .data', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.environment).toBe('development');
    expect(config.database).toEqual({
      dataDir: expect.stringMatching(/\/\.data$/),
      statementTimeoutMs: 5_000,
      connectTimeoutMs: 5_000,
    });
    expect(config.webDistDir).toBeNull();
    expect(config.adminDistDir).toBeNull();
  });

  it('uses PostgreSQL when DATABASE_URL is set', () => {
    const config = loadConfig({ DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/test' });
    expect(config.database).toMatchObject({
      databaseUrl: 'postgres://postgres@127.0.0.1:5432/test',
    });
  });

  it('bounds statements of searches and connecting to the database (decisions 0036, 0037)', () => {
    const config = loadConfig({
      DATABASE_STATEMENT_TIMEOUT_MS: '0',
      DATABASE_CONNECT_TIMEOUT_MS: '800',
    });
    expect(config.database).toMatchObject({ statementTimeoutMs: 0, connectTimeoutMs: 800 });
    expect(() => loadConfig({ DATABASE_CONNECT_TIMEOUT_MS: '0' })).toThrow(
      /^Invalid configuration: DATABASE_CONNECT_TIMEOUT_MS: /,
    );
  });

  it('limits research calls per user, per address and at once (decision 0035)', () => {
    expect(loadConfig({}).rateLimits).toMatchObject({
      researchPerUserPerMinute: 120,
      researchPerAddressPerMinute: 600,
      researchConcurrentPerUser: 2,
    });
    expect(
      loadConfig({
        RATE_LIMIT_RESEARCH_PER_MINUTE: '10',
        RATE_LIMIT_RESEARCH_PER_ADDRESS_PER_MINUTE: '40',
        RATE_LIMIT_RESEARCH_CONCURRENT_PER_USER: '1',
      }).rateLimits,
    ).toMatchObject({
      researchPerUserPerMinute: 10,
      researchPerAddressPerMinute: 40,
      researchConcurrentPerUser: 1,
    });
  });

  it('sets the referral programme: 20 per cent held 30 days, 30 counted clicks a minute', () => {
    const defaults = loadConfig({});
    expect(defaults.referral).toEqual({ commissionPercent: 20, holdDays: 30 });
    expect(defaults.rateLimits.referralClicksPerMinute).toBe(30);
    const set = loadConfig({
      REFERRAL_COMMISSION_PERCENT: '12.5',
      REFERRAL_HOLD_DAYS: '0',
      RATE_LIMIT_REFERRAL_CLICKS_PER_MINUTE: '5',
    });
    expect(set.referral).toEqual({ commissionPercent: 12.5, holdDays: 0 });
    expect(set.rateLimits.referralClicksPerMinute).toBe(5);
    expect(() => loadConfig({ REFERRAL_COMMISSION_PERCENT: '101' })).toThrow(
      /^Invalid configuration: REFERRAL_COMMISSION_PERCENT: /,
    );
    expect(() => loadConfig({ REFERRAL_HOLD_DAYS: '1.5' })).toThrow(
      /^Invalid configuration: REFERRAL_HOLD_DAYS: /,
    );
    expect(() => loadConfig({ RATE_LIMIT_REFERRAL_CLICKS_PER_MINUTE: '0' })).toThrow(
      /^Invalid configuration: RATE_LIMIT_REFERRAL_CLICKS_PER_MINUTE: /,
    );
  });

  it('treats an empty variable as unset', () => {
    expect(loadConfig({ DATABASE_URL: '', PORT: '' })).toMatchObject({
      port: 3000,
      database: { dataDir: expect.any(String) },
    });
  });

  it('serves the built web app in production', () => {
    expect(loadConfig({ NODE_ENV: 'production', ...google }).webDistDir).toMatch(
      /apps\/web\/dist$/,
    );
    expect(
      loadConfig({ NODE_ENV: 'production', SERVE_WEB: 'false', ...google }).webDistDir,
    ).toBeNull();
  });

  it('serves the built admin site with the web app, from ADMIN_DIST_DIR', () => {
    expect(loadConfig({ NODE_ENV: 'production', ...google }).adminDistDir).toMatch(
      /apps\/admin\/dist$/,
    );
    expect(loadConfig({ SERVE_WEB: 'true', ADMIN_DIST_DIR: '/srv/admin' }).adminDistDir).toBe(
      '/srv/admin',
    );
    expect(
      loadConfig({ SERVE_WEB: 'false', ADMIN_DIST_DIR: '/srv/admin' }).adminDistDir,
    ).toBeNull();
  });

  it('uses the development identity provider when none is configured, never in production', () => {
    expect(loadConfig({}).identityProvider).toEqual({ kind: 'development', isLocalOnly: true });
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(
      /development identity provider cannot run/,
    );
    expect(() =>
      loadConfig({ NODE_ENV: 'production', DEV_IDENTITY_PROVIDER_UNSAFE: 'true' }),
    ).toThrow(/development identity provider cannot run/);
  });

  it.each([
    [{ HOST: '127.0.0.1', PUBLIC_URL: 'http://127.0.0.1:3000' }],
    [{ HOST: 'localhost', PUBLIC_URL: 'http://localhost:5173' }],
    [{ HOST: '::1', PUBLIC_URL: 'http://[::1]:3000' }],
  ])('runs the development provider when only this machine reaches the app: %j', (environment) => {
    expect(loadConfig(environment).identityProvider).toEqual({
      kind: 'development',
      isLocalOnly: true,
    });
  });

  it.each([
    [{ HOST: '0.0.0.0' }],
    [{ HOST: '::' }],
    [{ HOST: '192.168.1.20' }],
    [{ PUBLIC_URL: 'https://app.postradar.example' }],
    [{ HOST: '0.0.0.0', PUBLIC_URL: 'http://localhost:3000' }],
  ])('refuses the development provider where other machines reach the app: %j', (environment) => {
    expect(() => loadConfig(environment)).toThrow(ConfigError);
    expect(() => loadConfig(environment)).toThrow(
      /^Invalid configuration: the development identity provider runs only when the app is reachable from this machine alone .*DEV_IDENTITY_PROVIDER_UNSAFE=true[^\n]*$/,
    );
    expect(
      loadConfig({ ...environment, DEV_IDENTITY_PROVIDER_UNSAFE: 'true' }).identityProvider,
    ).toEqual({ kind: 'development', isLocalOnly: false });
    expect(loadConfig({ ...environment, ...google }).identityProvider.kind).toBe('google');
  });

  it('chooses Google or another OIDC issuer and needs both halves of a pair', () => {
    expect(loadConfig(google).identityProvider).toMatchObject({ kind: 'google', clientId: 'g-id' });
    expect(
      loadConfig({
        OIDC_ISSUER: 'https://id.example',
        OIDC_CLIENT_ID: 'a',
        OIDC_CLIENT_SECRET: 'b',
      }).identityProvider,
    ).toEqual({ kind: 'oidc', issuer: 'https://id.example', clientId: 'a', clientSecret: 'b' });
    expect(() => loadConfig({ GOOGLE_CLIENT_ID: 'x' })).toThrow(
      'Invalid configuration: GOOGLE_CLIENT_SECRET: required when GOOGLE_CLIENT_ID is set',
    );
  });

  it('derives the public and admin URLs and reads staff e-mails', () => {
    const config = loadConfig({
      PORT: '4000',
      ADMIN_EMAILS: ' Boss@Example.com, ops@example.com ',
    });
    expect(config.publicUrl).toBe('http://localhost:4000');
    expect(config.baseAdminUrl).toBe('http://localhost:4000/admin');
    expect(config.adminEmails).toEqual(['boss@example.com', 'ops@example.com']);
  });

  it('loads a live demo corpus by default, a frozen one or none', () => {
    const demo = (DEMO_CORPUS?: string) => {
      const { demoCorpusPosts, demoCorpusLive } = loadConfig({ DEMO_CORPUS });
      return { demoCorpusPosts, demoCorpusLive };
    };
    expect(demo()).toEqual({ demoCorpusPosts: 20_000, demoCorpusLive: true });
    expect(demo('frozen')).toEqual({ demoCorpusPosts: 20_000, demoCorpusLive: false });
    expect(demo('off')).toEqual({ demoCorpusPosts: 0, demoCorpusLive: false });
  });

  it.each([
    [{ PORT: 'abc' }, /^Invalid configuration: PORT: .* \(got "abc"\)$/],
    [{ PORT: '70000' }, /^Invalid configuration: PORT: /],
    [
      { DATABASE_URL: 'mysql://x@y/z' },
      /^Invalid configuration: DATABASE_URL: must start with postgres/,
    ],
    [{ NODE_ENV: 'staging' }, /^Invalid configuration: NODE_ENV: /],
    [{ LOG_LEVEL: 'loud' }, /^Invalid configuration: LOG_LEVEL: /],
  ])('stops with one line naming the variable for %j', (environment, message) => {
    expect(() => loadConfig(environment)).toThrow(ConfigError);
    expect(() => loadConfig(environment)).toThrow(message);
  });
});

describe('TRUST_PROXY', () => {
  it.each([
    [undefined, false],
    ['false', false],
    ['true', true],
    ['2', 2],
    [' 10.0.0.1 ', ['10.0.0.1']],
    [
      '10.0.0.0/8, 192.168.1.7,::1, fd00::/8,loopback',
      ['10.0.0.0/8', '192.168.1.7', '::1', 'fd00::/8', 'loopback'],
    ],
  ])('reads %j as %j', (TRUST_PROXY, trustProxy) => {
    expect(loadConfig({ TRUST_PROXY }).trustProxy).toEqual(trustProxy);
  });

  it.each(['yes', '-1', '10.0.0.0/33', '::1/129', '10.0.0.300', '10.0.0.1,', 'proxy.example'])(
    'stops with one line naming the variable for %j',
    (TRUST_PROXY) => {
      expect(() => loadConfig({ TRUST_PROXY })).toThrow(
        /^Invalid configuration: TRUST_PROXY: must be true, false, a hop count, or a comma-separated list/,
      );
    },
  );

  /** The client address Fastify reports for a request from 127.0.0.1 through two proxies. */
  async function clientAddress(TRUST_PROXY: string) {
    const app = Fastify({ trustProxy: trustProxyOption(loadConfig({ TRUST_PROXY }).trustProxy) });
    app.get('/ip', async (request) => request.ip);
    const response = await app.inject({
      method: 'GET',
      url: '/ip',
      remoteAddress: '127.0.0.1',
      headers: { 'x-forwarded-for': '203.0.113.9, 10.1.2.3' },
    });
    await app.close();
    return response.body;
  }

  it.each([
    ['false', '127.0.0.1'],
    ['true', '203.0.113.9'],
    ['1', '10.1.2.3'],
    ['2', '203.0.113.9'],
    ['127.0.0.1', '10.1.2.3'],
    ['127.0.0.1, 10.0.0.0/8', '203.0.113.9'],
    ['loopback,10.1.2.3', '203.0.113.9'],
    ['10.0.0.0/8', '127.0.0.1'],
  ])('with %j takes the client address to be %s', async (setting, address) => {
    expect(await clientAddress(setting)).toBe(address);
  });
});
