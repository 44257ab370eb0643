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
  MAX_UPLOAD_MB: positiveInt.max(2000, 'must be at most 2000').default(200),
  UPLOAD_TEMP_GRACE_MINUTES: positiveInt.default(60),
  MEDIA_URL_TTL_SECONDS: positiveInt.default(600),
  CLIENT_DIST_DIR: z.string().min(1).optional(),
  CLIENT_ORIGIN: z.string().url('must be a URL such as http://localhost:5173').optional(),
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
  // Schema discovery (introspection, the explorer, 'Did you mean' suggestions): on in development,
  // off in production unless enabled.
  GRAPHQL_INTROSPECTION: booleanFromEnv.optional(),
  GRAPHQL_EXPLORER: booleanFromEnv.optional(),
  GRAPHQL_SUGGESTIONS: booleanFromEnv.optional(),
  GRAPHQL_MAX_DEPTH: positiveInt.default(10),
  GRAPHQL_MAX_ALIASES: positiveInt.default(15),
  GRAPHQL_MAX_COST: positiveInt.default(20_000),
  JSON_BODY_LIMIT: z
    .string()
    .regex(/^\d+(b|kb|mb)$/i, 'must look like 100kb or 1mb')
    .default('100kb'),
  RATE_LIMIT_LOGIN_FAILURES: positiveInt.default(10),
  RATE_LIMIT_LOGIN_FAILURE_WINDOW_SECONDS: positiveInt.default(15 * 60),
  RATE_LIMIT_AUTH_REQUESTS_PER_MINUTE: positiveInt.default(200),
  TRUST_PROXY: booleanFromEnv.default(false),
  MANAGER_AI_BASE_URL: z.string().url('must be a URL such as https://api.openai.com/v1').optional(),
  MANAGER_AI_API_KEY: z.string().min(1).optional(),
  MANAGER_AI_MODEL: z.string().min(1).default('gpt-4o-mini'),
  MANAGER_AI_TIMEOUT_MS: positiveInt.default(20_000),
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
    /** Where audio files live (local folder storage). */
    readonly dir: string;
    readonly maxUploadBytes: number;
    readonly temporaryFileGraceMs: number;
    readonly mediaUrlTtlSeconds: number;
  };
  readonly clientDistDir: string;
  readonly clientOrigin?: string;
  readonly jwt: {
    readonly secret?: string;
    readonly issuer: string;
    readonly audience: string;
    readonly accessTokenTtlSeconds: number;
  };
  readonly refreshTokenTtlDays: number;
  /** A used refresh token presented again within this many seconds gets its successor, not a sign-out. */
  readonly refreshTokenReuseGraceSeconds: number;
  readonly graphql: {
    readonly introspection: boolean;
    /** GET /graphql in a browser opens the bundled GraphiQL. */
    readonly explorer: boolean;
    /** Validation errors may name fields ('Did you mean …'). */
    readonly suggestions: boolean;
    readonly maxDepth: number;
    readonly maxAliases: number;
    readonly maxCost: number;
  };
  readonly jsonBodyLimit: string;
  readonly rateLimits: {
    readonly loginFailuresPerEmail: number;
    readonly loginFailureWindowSeconds: number;
    readonly authRequestsPerMinutePerAddress: number;
  };
  readonly trustProxy: boolean;
  readonly logLevel: string;
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
  const parsed = environmentSchema.safeParse(withoutEmptyValues(env));
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')} ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n  ${problems.join('\n  ')}`);
  }
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
      maxUploadBytes: e.MAX_UPLOAD_MB * 1024 * 1024,
      temporaryFileGraceMs: e.UPLOAD_TEMP_GRACE_MINUTES * 60 * 1000,
      mediaUrlTtlSeconds: e.MEDIA_URL_TTL_SECONDS,
    },
    clientDistDir: path.resolve(cwd, e.CLIENT_DIST_DIR ?? defaultClientDistDir()),
    clientOrigin: e.CLIENT_ORIGIN,
    jwt: {
      secret: e.JWT_SECRET,
      issuer: e.JWT_ISSUER,
      audience: e.JWT_AUDIENCE,
      accessTokenTtlSeconds: e.ACCESS_TOKEN_TTL_SECONDS,
    },
    refreshTokenTtlDays: e.REFRESH_TOKEN_TTL_DAYS,
    refreshTokenReuseGraceSeconds: e.REFRESH_TOKEN_REUSE_GRACE_SECONDS,
    graphql: {
      introspection: e.GRAPHQL_INTROSPECTION ?? e.NODE_ENV !== 'production',
      explorer: e.GRAPHQL_EXPLORER ?? e.NODE_ENV !== 'production',
      suggestions: e.GRAPHQL_SUGGESTIONS ?? e.NODE_ENV !== 'production',
      maxDepth: e.GRAPHQL_MAX_DEPTH,
      maxAliases: e.GRAPHQL_MAX_ALIASES,
      maxCost: e.GRAPHQL_MAX_COST,
    },
    jsonBodyLimit: e.JSON_BODY_LIMIT,
    rateLimits: {
      loginFailuresPerEmail: e.RATE_LIMIT_LOGIN_FAILURES,
      loginFailureWindowSeconds: e.RATE_LIMIT_LOGIN_FAILURE_WINDOW_SECONDS,
      authRequestsPerMinutePerAddress: e.RATE_LIMIT_AUTH_REQUESTS_PER_MINUTE,
    },
    trustProxy: e.TRUST_PROXY,
    logLevel: e.LOG_LEVEL,
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

/** An empty variable (FOO=) means "not set", as in most shells' intent. */
function withoutEmptyValues(env: NodeJS.ProcessEnv): Record<string, string> {
  return Object.fromEntries(Object.entries(env).filter((entry): entry is [string, string] => !!entry[1]));
}

function defaultClientDistDir(): string {
  // server/{src,dist}/config.* -> client/dist
  return path.resolve(import.meta.dirname, '../../client/dist');
}
