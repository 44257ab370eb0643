import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';

describe('configuration', () => {
  it('has working defaults: port 4000, embedded database under ./.data, introspection on', () => {
    const config = loadConfig({}, '/srv/app');
    expect(config.port).toBe(4000);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.dataDir).toBe(path.resolve('/srv/app/.data'));
    expect(config.graphql.introspection).toBe(true);
    expect(config.jwt.accessTokenTtlSeconds).toBe(900);
    expect(config.rateLimits).toEqual({
      loginFailuresPerEmail: 10,
      loginFailureWindowSeconds: 900,
      authRequestsPerMinutePerAddress: 200,
    });
    expect(Object.isFrozen(config)).toBe(true);
  });

  it('turns schema discovery off in production unless enabled', () => {
    expect(loadConfig({ NODE_ENV: 'production' }).graphql).toMatchObject({
      introspection: false,
      explorer: false,
      suggestions: false,
    });
    expect(loadConfig({}).graphql).toMatchObject({ introspection: true, explorer: true, suggestions: true });
    const enabled = loadConfig({
      NODE_ENV: 'production',
      GRAPHQL_INTROSPECTION: 'true',
      GRAPHQL_EXPLORER: 'true',
      GRAPHQL_SUGGESTIONS: 'true',
    });
    expect(enabled.graphql).toMatchObject({ introspection: true, explorer: true, suggestions: true });
  });

  it('reads the environment', () => {
    const config = loadConfig({
      PORT: '8080',
      DATABASE_URL: 'postgres://app@db:5432/backline',
      DATA_DIR: '/var/lib/backline',
      GRAPHQL_INTROSPECTION: 'false',
      RATE_LIMIT_LOGIN_FAILURES: '5',
    });
    expect(config).toMatchObject({
      port: 8080,
      databaseUrl: 'postgres://app@db:5432/backline',
      dataDir: '/var/lib/backline',
      graphql: { introspection: false },
      rateLimits: { loginFailuresPerEmail: 5 },
    });
  });

  it.each([
    [{ PORT: 'four thousand' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ DATABASE_URL: 'mysql://localhost/db' }, 'DATABASE_URL'],
    [{ JWT_SECRET: 'too-short' }, 'JWT_SECRET'],
    [{ GRAPHQL_INTROSPECTION: 'maybe' }, 'GRAPHQL_INTROSPECTION'],
    [{ RATE_LIMIT_LOGIN_FAILURES: '0' }, 'RATE_LIMIT_LOGIN_FAILURES'],
    [{ CLIENT_ORIGIN: 'not a url' }, 'CLIENT_ORIGIN'],
  ])('refuses %o naming %s', (env, variable) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(variable);
  });

  it('treats an empty variable as unset', () => {
    expect(loadConfig({ DATABASE_URL: '', PORT: '' }).port).toBe(4000);
  });
});
