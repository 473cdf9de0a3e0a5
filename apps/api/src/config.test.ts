import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

const google = { GOOGLE_CLIENT_ID: 'g-id', GOOGLE_CLIENT_SECRET: 'g-secret' };

describe('loadConfig', () => {
  it('gives working defaults with an empty environment: embedded database in .data', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.environment).toBe('development');
    expect(config.database).toEqual({ dataDir: expect.stringMatching(/\/\.data$/) });
    expect(config.webDistDir).toBeNull();
    expect(config.adminDistDir).toBeNull();
  });

  it('uses PostgreSQL when DATABASE_URL is set', () => {
    const config = loadConfig({ DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/test' });
    expect(config.database).toEqual({ databaseUrl: 'postgres://postgres@127.0.0.1:5432/test' });
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
    expect(loadConfig({}).identityProvider).toEqual({ kind: 'development' });
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(
      /development identity provider cannot run/,
    );
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
