import path from 'node:path';
import { z } from 'zod';

const booleanFromEnv = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'], { message: 'must be true or false' })
  .transform((value) => ['true', '1', 'yes'].includes(value));

const positiveInt = z.coerce.number({ message: 'must be a number' }).int('must be a whole number').positive();

const environmentSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number({ message: 'must be a number' }).int().min(0).max(65535).default(4000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
    .optional(),
  DATA_DIR: z.string().min(1).default('.data'),
  STORAGE_DIR: z.string().min(1).optional(),
  STORAGE_DRIVER: z.enum(['local', 's3'], { message: 'must be local or s3' }).default('local'),
  S3_BUCKET: z
    .string()
    .regex(
      /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/,
      'must be a bucket name: 3 to 63 lower-case letters, digits, dots and hyphens',
    )
    .optional(),
  S3_REGION: z
    .string()
    .regex(/^[a-z0-9-]+$/, 'must be a region such as eu-west-1 (auto for Cloudflare R2)')
    .optional(),
  S3_ENDPOINT: z
    .string()
    .regex(/^https?:\/\/[^/\s]+/, 'must be an http:// or https:// URL such as http://minio:9000')
    .optional(),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_FORCE_PATH_STYLE: booleanFromEnv.optional(),
  MAX_UPLOAD_MB: positiveInt.max(2000, 'must be at most 2000').default(200),
  UPLOAD_TEMP_GRACE_MINUTES: positiveInt.default(60),
  MEDIA_URL_TTL_SECONDS: positiveInt.default(600),
  CLIENT_DIST_DIR: z.string().min(1).optional(),
  CLIENT_ORIGIN: z.string().url('must be a URL such as http://localhost:5173').optional(),
  PUBLIC_URL: z
    .string()
    .regex(/^https?:\/\/[^/\s]+$/, 'must be an origin such as https://backline.example, without a path')
    .optional(),
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  JWT_ISSUER: z.string().min(1).default('backline'),
  JWT_AUDIENCE: z.string().min(1).default('backline-app'),
  ACCESS_TOKEN_TTL_SECONDS: positiveInt.default(15 * 60),
  REFRESH_TOKEN_TTL_DAYS: positiveInt.default(30),
  REFRESH_TOKEN_REUSE_GRACE_SECONDS: z.coerce
    .number({ message: 'must be a number' })
    .int('must be a whole number')
    .min(0)
    .max(60, 'must be at most 60')
    .default(10),
  LIVE_SESSION_CACHE_SECONDS: positiveInt.max(900, 'must be at most 900').default(60),
  // Schema discovery (introspection, the explorer, 'Did you mean' suggestions): on in development,
  // off in production unless enabled.
  GRAPHQL_INTROSPECTION: booleanFromEnv.optional(),
  GRAPHQL_EXPLORER: booleanFromEnv.optional(),
  GRAPHQL_SUGGESTIONS: booleanFromEnv.optional(),
  // A connection adds two levels (`nodes`, or `edges { node }`): 12 leaves room for a page of projects with
  // their tracks, each with its cover (tests/client-operations.test.ts checks every web client operation).
  GRAPHQL_MAX_DEPTH: positiveInt.default(12),
  GRAPHQL_MAX_ALIASES: positiveInt.default(15),
  GRAPHQL_MAX_COST: positiveInt.default(20_000),
  // Refused before parsing: the web client's largest operation has 151 tokens in 1.1 KB.
  GRAPHQL_MAX_TOKENS: positiveInt.default(2_000),
  GRAPHQL_MAX_QUERY_BYTES: positiveInt.default(16 * 1024),
  // Fields and fragments as written: the web client's largest operation has 59.
  GRAPHQL_MAX_SELECTIONS: positiveInt.default(150),
  // Automatic persisted queries kept at most (the least recently registered go first).
  GRAPHQL_PERSISTED_QUERIES_MAX: positiveInt.default(1_000),
  JSON_BODY_LIMIT: z
    .string()
    .regex(/^\d+(b|kb|mb)$/i, 'must look like 100kb or 1mb')
    .default('100kb'),
  RATE_LIMIT_LOGIN_FAILURES: positiveInt.default(10),
  RATE_LIMIT_LOGIN_FAILURE_WINDOW_SECONDS: positiveInt.default(15 * 60),
  RATE_LIMIT_AUTH_REQUESTS_PER_MINUTE: positiveInt.default(200),
  // /graphql requests: per signed-in user (a load test of 50 artists at 300 requests/s is 360 each),
  // and per address for anonymous callers.
  RATE_LIMIT_GRAPHQL_REQUESTS_PER_MINUTE: positiveInt.default(1_800),
  RATE_LIMIT_GRAPHQL_ANONYMOUS_REQUESTS_PER_MINUTE: positiveInt.default(600),
  // Each question may make several calls to a paid chat model.
  RATE_LIMIT_MANAGER_QUESTIONS_PER_MINUTE: positiveInt.default(12),
  TRUST_PROXY: booleanFromEnv.default(false),
  // Tempo, key, loudness and duplicates measured after each upload, and for tracks still waiting at start.
  ANALYSE_UPLOADS: booleanFromEnv.default(true),
  MANAGER_AI_BASE_URL: z.string().url('must be a URL such as https://api.openai.com/v1').optional(),
  MANAGER_AI_API_KEY: z.string().min(1).optional(),
  MANAGER_AI_MODEL: z.string().min(1).default('gpt-4o-mini'),
  MANAGER_AI_TIMEOUT_MS: positiveInt.default(20_000),
  SHUTDOWN_DRAIN_SECONDS: z.coerce
    .number({ message: 'must be a number' })
    .int('must be a whole number')
    .min(0)
    .max(3600, 'must be at most 3600')
    .default(25),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

export interface AppConfig {
  readonly env: 'development' | 'production' | 'test';
  readonly port: number;
  readonly host: string;
  /** Absent means: start the embedded PostgreSQL under dataDir. */
  readonly databaseUrl?: string;
  readonly dataDir: string;
  readonly storage: {
    /** Local folder: the files themselves with the local driver, temporary files with both. */
    readonly dir: string;
    readonly driver: 'local' | 's3';
    /** The bucket, exactly when the driver is s3. */
    readonly s3?: {
      readonly bucket: string;
      readonly region: string;
      readonly endpoint?: string;
      readonly forcePathStyle: boolean;
      readonly accessKeyId?: string;
      readonly secretAccessKey?: string;
    };
    readonly maxUploadBytes: number;
    readonly temporaryFileGraceMs: number;
    readonly mediaUrlTtlSeconds: number;
  };
  readonly clientDistDir: string;
  readonly clientOrigin?: string;
  /** The origin clients reach the app at, for absolute media addresses; unset: each request's own. */
  readonly publicUrl?: string;
  readonly jwt: {
    readonly secret?: string;
    readonly issuer: string;
    readonly audience: string;
    readonly accessTokenTtlSeconds: number;
  };
  readonly refreshTokenTtlDays: number;
  /** A used refresh token presented again within this many seconds gets its successor, not a sign-out. */
  readonly refreshTokenReuseGraceSeconds: number;
  /** How long a session found live is trusted without a lookup (while revocations are being heard). */
  readonly liveSessionCacheSeconds: number;
  readonly graphql: {
    readonly introspection: boolean;
    /** GET /graphql in a browser opens the bundled GraphiQL. */
    readonly explorer: boolean;
    /** Validation errors may name fields ('Did you mean …'). */
    readonly suggestions: boolean;
    readonly maxDepth: number;
    readonly maxAliases: number;
    readonly maxCost: number;
    /** Documents with more lexical tokens are refused while parsing, before any validation. */
    readonly maxTokens: number;
    /** A longer query text is refused (413) before it is parsed. */
    readonly maxQueryBytes: number;
    /** Documents with more selections (fields, fragments) are refused before validation. */
    readonly maxSelections: number;
    readonly persistedQueriesMax: number;
  };
  readonly jsonBodyLimit: string;
  readonly rateLimits: {
    readonly loginFailuresPerEmail: number;
    readonly loginFailureWindowSeconds: number;
    readonly authRequestsPerMinutePerAddress: number;
    readonly graphqlRequestsPerMinutePerUser: number;
    readonly graphqlAnonymousRequestsPerMinutePerAddress: number;
    readonly managerQuestionsPerMinutePerUser: number;
  };
  readonly trustProxy: boolean;
  /** Whether uploads are analysed (tempo, key, loudness, duplicates); off, tracks stay PENDING. */
  readonly analyseUploads: boolean;
  readonly logLevel: string;
  /** On SIGTERM/SIGINT, how long requests under way may take to finish before their connections are closed. */
  readonly shutdownDrainSeconds: number;
  /** An OpenAI-compatible chat endpoint for the AI manager; absent means the offline advisor. */
  readonly managerChatModel?: {
    readonly baseUrl: string;
    readonly apiKey?: string;
    readonly model: string;
    readonly timeoutMs: number;
  };
}

export class ConfigError extends Error {}

/** Reads and validates the environment once; throws a ConfigError naming every bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, cwd = process.cwd()): AppConfig {
  const given = withoutEmptyValues(env);
  const parsed = environmentSchema.safeParse(given);
  const problems = [
    ...(parsed.error?.issues.map((issue) => `${issue.path.join('.')} ${issue.message}`) ?? []),
    ...storageDriverProblems(given),
  ];
  if (!parsed.success || problems.length)
    throw new ConfigError(`Invalid configuration:\n  ${problems.join('\n  ')}`);
  const e = parsed.data;
  const dataDir = path.resolve(cwd, e.DATA_DIR);
  return Object.freeze({
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL,
    dataDir,
    storage: {
      dir: e.STORAGE_DIR ? path.resolve(cwd, e.STORAGE_DIR) : path.join(dataDir, 'storage'),
      driver: e.STORAGE_DRIVER,
      s3:
        e.STORAGE_DRIVER === 's3'
          ? {
              bucket: e.S3_BUCKET ?? '',
              region: e.S3_REGION ?? '',
              endpoint: e.S3_ENDPOINT,
              forcePathStyle: e.S3_FORCE_PATH_STYLE ?? false,
              accessKeyId: e.S3_ACCESS_KEY_ID,
              secretAccessKey: e.S3_SECRET_ACCESS_KEY,
            }
          : undefined,
      maxUploadBytes: e.MAX_UPLOAD_MB * 1024 * 1024,
      temporaryFileGraceMs: e.UPLOAD_TEMP_GRACE_MINUTES * 60 * 1000,
      mediaUrlTtlSeconds: e.MEDIA_URL_TTL_SECONDS,
    },
    clientDistDir: path.resolve(cwd, e.CLIENT_DIST_DIR ?? defaultClientDistDir()),
    clientOrigin: e.CLIENT_ORIGIN,
    publicUrl: e.PUBLIC_URL,
    jwt: {
      secret: e.JWT_SECRET,
      issuer: e.JWT_ISSUER,
      audience: e.JWT_AUDIENCE,
      accessTokenTtlSeconds: e.ACCESS_TOKEN_TTL_SECONDS,
    },
    refreshTokenTtlDays: e.REFRESH_TOKEN_TTL_DAYS,
    refreshTokenReuseGraceSeconds: e.REFRESH_TOKEN_REUSE_GRACE_SECONDS,
    liveSessionCacheSeconds: e.LIVE_SESSION_CACHE_SECONDS,
    graphql: {
      introspection: e.GRAPHQL_INTROSPECTION ?? e.NODE_ENV !== 'production',
      explorer: e.GRAPHQL_EXPLORER ?? e.NODE_ENV !== 'production',
      suggestions: e.GRAPHQL_SUGGESTIONS ?? e.NODE_ENV !== 'production',
      maxDepth: e.GRAPHQL_MAX_DEPTH,
      maxAliases: e.GRAPHQL_MAX_ALIASES,
      maxCost: e.GRAPHQL_MAX_COST,
      maxTokens: e.GRAPHQL_MAX_TOKENS,
      maxQueryBytes: e.GRAPHQL_MAX_QUERY_BYTES,
      maxSelections: e.GRAPHQL_MAX_SELECTIONS,
      persistedQueriesMax: e.GRAPHQL_PERSISTED_QUERIES_MAX,
    },
    jsonBodyLimit: e.JSON_BODY_LIMIT,
    rateLimits: {
      loginFailuresPerEmail: e.RATE_LIMIT_LOGIN_FAILURES,
      loginFailureWindowSeconds: e.RATE_LIMIT_LOGIN_FAILURE_WINDOW_SECONDS,
      authRequestsPerMinutePerAddress: e.RATE_LIMIT_AUTH_REQUESTS_PER_MINUTE,
      graphqlRequestsPerMinutePerUser: e.RATE_LIMIT_GRAPHQL_REQUESTS_PER_MINUTE,
      graphqlAnonymousRequestsPerMinutePerAddress: e.RATE_LIMIT_GRAPHQL_ANONYMOUS_REQUESTS_PER_MINUTE,
      managerQuestionsPerMinutePerUser: e.RATE_LIMIT_MANAGER_QUESTIONS_PER_MINUTE,
    },
    trustProxy: e.TRUST_PROXY,
    analyseUploads: e.ANALYSE_UPLOADS,
    logLevel: e.LOG_LEVEL,
    shutdownDrainSeconds: e.SHUTDOWN_DRAIN_SECONDS,
    managerChatModel: e.MANAGER_AI_BASE_URL
      ? {
          baseUrl: e.MANAGER_AI_BASE_URL,
          apiKey: e.MANAGER_AI_API_KEY,
          model: e.MANAGER_AI_MODEL,
          timeoutMs: e.MANAGER_AI_TIMEOUT_MS,
        }
      : undefined,
  });
}

const S3_VARIABLES = [
  'S3_BUCKET',
  'S3_REGION',
  'S3_ENDPOINT',
  'S3_ACCESS_KEY_ID',
  'S3_SECRET_ACCESS_KEY',
  'S3_FORCE_PATH_STYLE',
] as const;

/**
 * What the S3 variables need together: a bucket and a region with STORAGE_DRIVER=s3, both keys or
 * neither; and none of them without it, so a forgotten driver never keeps files on one machine's disk.
 */
function storageDriverProblems(env: Record<string, string>): string[] {
  const driver = env.STORAGE_DRIVER ?? 'local';
  if (driver === 'local') {
    const stray = S3_VARIABLES.filter((name) => env[name]);
    if (!stray.length) return [];
    const [verb, pronoun] = stray.length > 1 ? ['are', 'them'] : ['is', 'it'];
    return [
      `STORAGE_DRIVER is local, but ${stray.join(', ')} ${verb} set: set STORAGE_DRIVER=s3 to keep files in the bucket, or unset ${pronoun}`,
    ];
  }
  if (driver !== 's3') return []; // the schema names the bad value
  const problems = (['S3_BUCKET', 'S3_REGION'] as const)
    .filter((name) => !env[name])
    .map((name) => `${name} is required when STORAGE_DRIVER=s3`);
  const [keyId, secret] = [env.S3_ACCESS_KEY_ID, env.S3_SECRET_ACCESS_KEY];
  if (!!keyId !== !!secret) {
    const [missing, present] = keyId
      ? ['S3_SECRET_ACCESS_KEY', 'S3_ACCESS_KEY_ID']
      : ['S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'];
    problems.push(
      `${missing} is required with ${present} (set both, or neither to use the AWS SDK's default credentials)`,
    );
  }
  return problems;
}

/** An empty variable (FOO=) means "not set", as in most shells' intent. */
function withoutEmptyValues(env: NodeJS.ProcessEnv): Record<string, string> {
  return Object.fromEntries(Object.entries(env).filter((entry): entry is [string, string] => !!entry[1]));
}

function defaultClientDistDir(): string {
  // server/{src,dist}/config.* -> client/dist
  return path.resolve(import.meta.dirname, '../../client/dist');
}
