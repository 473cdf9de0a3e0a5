import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  it('gives working defaults with an empty environment: embedded database in .data', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.environment).toBe('development');
    expect(config.database).toEqual({ dataDir: expect.stringMatching(/\/\.data$/) });
    expect(config.webDistDir).toBeNull();
  });

  it('uses PostgreSQL when DATABASE_URL is set', () => {
    const config = loadConfig({ DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/test' });
    expect(config.database).toEqual({ databaseUrl: 'postgres://postgres@127.0.0.1:5432/test' });
  });

  it('serves the built web app in production', () => {
    expect(loadConfig({ NODE_ENV: 'production' }).webDistDir).toMatch(/apps\/web\/dist$/);
    expect(loadConfig({ NODE_ENV: 'production', SERVE_WEB: 'false' }).webDistDir).toBeNull();
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
