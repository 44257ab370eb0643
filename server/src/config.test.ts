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
      graphqlRequestsPerMinutePerUser: 1800,
      graphqlAnonymousRequestsPerMinutePerAddress: 600,
      managerQuestionsPerMinutePerUser: 12,
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
    [{ PUBLIC_URL: 'https://backline.example/app' }, 'PUBLIC_URL'],
    [{ PUBLIC_URL: 'backline.example' }, 'PUBLIC_URL'],
  ])('refuses %o naming %s', (env, variable) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(variable);
  });

  it('keeps files in the local folder unless STORAGE_DRIVER=s3', () => {
    const config = loadConfig({}, '/srv/app');
    expect(config.storage).toMatchObject({ driver: 'local', dir: path.resolve('/srv/app/.data/storage') });
    expect(config.storage.s3).toBeUndefined();
  });

  it('reads the S3 settings with STORAGE_DRIVER=s3', () => {
    const config = loadConfig({
      STORAGE_DRIVER: 's3',
      S3_BUCKET: 'backline-audio',
      S3_REGION: 'auto',
      S3_ENDPOINT: 'https://0123abcd.r2.cloudflarestorage.com',
      S3_ACCESS_KEY_ID: 'key-id',
      S3_SECRET_ACCESS_KEY: 'secret',
      S3_FORCE_PATH_STYLE: 'true',
    });
    expect(config.storage.driver).toBe('s3');
    expect(config.storage.s3).toEqual({
      bucket: 'backline-audio',
      region: 'auto',
      endpoint: 'https://0123abcd.r2.cloudflarestorage.com',
      forcePathStyle: true,
      accessKeyId: 'key-id',
      secretAccessKey: 'secret',
    });
    // AWS S3 with the SDK's own credentials (a role): no endpoint, no keys.
    expect(
      loadConfig({ STORAGE_DRIVER: 's3', S3_BUCKET: 'b.example', S3_REGION: 'eu-west-1' }).storage.s3,
    ).toEqual({ bucket: 'b.example', region: 'eu-west-1', endpoint: undefined, forcePathStyle: false });
  });

  it.each([
    [{ STORAGE_DRIVER: 'gcs' }, 'STORAGE_DRIVER must be local or s3'],
    [{ STORAGE_DRIVER: 's3' }, 'S3_BUCKET is required when STORAGE_DRIVER=s3'],
    [{ STORAGE_DRIVER: 's3', S3_BUCKET: 'audio' }, 'S3_REGION is required when STORAGE_DRIVER=s3'],
    [{ STORAGE_DRIVER: 's3', S3_BUCKET: 'My_Bucket', S3_REGION: 'auto' }, 'S3_BUCKET must be a bucket name'],
    [{ STORAGE_DRIVER: 's3', S3_BUCKET: 'audio', S3_REGION: 'EU West' }, 'S3_REGION must be a region'],
    [
      { STORAGE_DRIVER: 's3', S3_BUCKET: 'audio', S3_REGION: 'auto', S3_ENDPOINT: 'minio:9000' },
      'S3_ENDPOINT must be an http:// or https:// URL',
    ],
    [
      { STORAGE_DRIVER: 's3', S3_BUCKET: 'audio', S3_REGION: 'auto', S3_ACCESS_KEY_ID: 'id' },
      'S3_SECRET_ACCESS_KEY is required with S3_ACCESS_KEY_ID',
    ],
    [
      { STORAGE_DRIVER: 's3', S3_BUCKET: 'audio', S3_REGION: 'auto', S3_FORCE_PATH_STYLE: 'sometimes' },
      'S3_FORCE_PATH_STYLE must be true or false',
    ],
    [
      { S3_BUCKET: 'audio', S3_REGION: 'auto' },
      'STORAGE_DRIVER is local, but S3_BUCKET, S3_REGION are set: set STORAGE_DRIVER=s3',
    ],
  ])('refuses S3 settings %o: %s', (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(message);
  });

  it('names every bad variable at once, storage ones included', () => {
    expect(() => loadConfig({ PORT: 'x', STORAGE_DRIVER: 's3', S3_BUCKET: 'audio' })).toThrow(
      /PORT must be a number[\s\S]*S3_REGION is required/,
    );
  });

  it('treats an empty variable as unset', () => {
    expect(loadConfig({ DATABASE_URL: '', PORT: '' }).port).toBe(4000);
  });
});
