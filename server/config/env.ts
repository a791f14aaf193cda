/**
 * The server's whole configuration, parsed once from the environment.
 * Every unset variable has an embedded default; a bad one stops start-up with one line naming it.
 */
import path from 'node:path';
import { z } from 'zod';
import { WELCOME_CREDITS, type CreditPackageId } from '../../contract/index.js';

const optionalText = z
  .string()
  .trim()
  .transform((v) => (v === '' ? undefined : v))
  .optional();

const paddlePriceId = z
  .string()
  .regex(/^pri_[a-z0-9]+$/, 'must be a Paddle price id (pri_…)')
  .optional();

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: optionalText.pipe(
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
      .optional(),
  ),
  ROLE: z.enum(['all', 'api', 'worker']).default('all'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Secret that signs local session tokens; absent: generated once and kept in DATA_DIR. */
  SESSION_SECRET: optionalText.pipe(z.string().min(32, 'must be at least 32 characters').optional()),
  SESSION_TTL_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  /** Sign-in and sign-up attempts allowed per IP and minute; sign-in also per account. */
  AUTH_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(10),
  /**
   * Which peers may tell the client's address in X-Forwarded-For: unset/false (nobody), true (any),
   * a hop count, or a comma-separated list of proxy addresses/CIDRs.
   */
  TRUST_PROXY: optionalText.pipe(
    z
      .string()
      .regex(
        /^(true|false|\d+|[0-9a-fA-F.:/]+(\s*,\s*[0-9a-fA-F.:/]+)*)$/,
        'must be true, false, a hop count, or comma-separated proxy addresses',
      )
      .optional(),
  ),
  /** Public origin used in links the server writes (share pages); absent: derived from the request. */
  PUBLIC_URL: optionalText.pipe(z.string().url().optional()),
  CLERK_SECRET_KEY: optionalText,
  CLERK_JWT_KEY: optionalText,
  CLERK_AUTHORIZED_PARTIES: optionalText,
  /** Where the built PWA lives. */
  STATIC_DIR: z.string().default('./dist'),
  S3_BUCKET: optionalText,
  S3_REGION: z.string().default('us-east-1'),
  S3_ENDPOINT: optionalText.pipe(z.string().url().optional()),
  S3_ACCESS_KEY_ID: optionalText,
  S3_SECRET_ACCESS_KEY: optionalText,
  S3_FORCE_PATH_STYLE: z.enum(['true', 'false']).optional(),
  /** local: the offline engine; openai: a vision model, every answer checked; hybrid: the engine, the model where it declines. */
  SOLVER: z.enum(['local', 'openai', 'hybrid']).default('local'),
  SOLVER_THREADS: z.coerce.number().int().min(1).max(16).optional(),
  OPENAI_BASE_URL: optionalText.pipe(z.string().url().optional()),
  OPENAI_API_KEY: optionalText,
  OPENAI_MODEL: optionalText,
  /** Hybrid: an engine answer below this confidence also asks the model (the engine itself declines below 0.5). */
  HYBRID_MIN_CONFIDENCE: z.coerce.number().min(0).max(1).default(0.5),
  /** One solve attempt's limit; every solve ends within twice this (server/modules/solve/solve-timing.ts). */
  JOB_TIMEOUT_SECONDS: z.coerce.number().int().min(3).max(3600).default(120),
  /** How long POST /solve-problem waits for the result before answering the current status. */
  SOLVE_WAIT_SECONDS: z.coerce.number().int().min(0).max(600).default(120),
  /** Credits a new account starts with (the product's offer is 500; a promotion may change it). */
  WELCOME_CREDITS: z.coerce.number().int().min(0).max(1_000_000).default(WELCOME_CREDITS),
  WORKER_CONCURRENCY: z.coerce.number().int().min(1).max(32).default(1),
  /** Set → Paddle Billing takes the payments; unset → the embedded sandbox checkout. */
  PADDLE_API_KEY: optionalText,
  /** The notification destination's secret key: webhooks are checked against it. */
  PADDLE_WEBHOOK_SECRET: optionalText,
  PADDLE_ENVIRONMENT: z.enum(['sandbox', 'production']).default('sandbox'),
  /** Overrides the environment's API address (a proxy; the tests' fake of Paddle). */
  PADDLE_API_URL: optionalText.pipe(z.string().url().optional()),
  PADDLE_PRICE_ID_5_EUR: optionalText.pipe(paddlePriceId),
  PADDLE_PRICE_ID_10_EUR: optionalText.pipe(paddlePriceId),
  PADDLE_PRICE_ID_20_EUR: optionalText.pipe(paddlePriceId),
});

/** The Paddle price id of each package (docs/architecture.md, "Payments"). */
const PADDLE_PRICE_VARIABLES = {
  credits_550: 'PADDLE_PRICE_ID_5_EUR',
  credits_1200: 'PADDLE_PRICE_ID_10_EUR',
  credits_2500: 'PADDLE_PRICE_ID_20_EUR',
} as const satisfies Record<CreditPackageId, keyof z.infer<typeof envSchema>>;

export type Env = z.infer<typeof envSchema>;

export interface ServerConfig {
  env: Env['NODE_ENV'];
  port: number;
  host: string;
  role: Env['ROLE'];
  logLevel: Env['LOG_LEVEL'];
  dataDir: string;
  staticDir: string;
  databaseUrl: string | undefined;
  publicUrl: string | undefined;
  session: { secret: string | undefined; ttlSeconds: number };
  authRateLimitPerMinute: number;
  /** Fastify's trustProxy: false unless proxies are configured (X-Forwarded-For is otherwise forgeable). */
  trustProxy: boolean | string | ((address: string, hop: number) => boolean);
  storage:
    | { kind: 'local' }
    | {
        kind: 's3';
        bucket: string;
        region: string;
        endpoint?: string;
        accessKeyId?: string;
        secretAccessKey?: string;
        forcePathStyle: boolean;
      };
  solver:
    | { kind: 'local'; threads?: number }
    | { kind: 'openai'; model: ModelConfig }
    | { kind: 'hybrid'; threads?: number; model: ModelConfig; minEngineConfidence: number };
  jobTimeoutSeconds: number;
  solveWaitSeconds: number;
  workerConcurrency: number;
  welcomeCredits: number;
  identity:
    { kind: 'local' } | { kind: 'clerk'; secretKey: string; jwtKey: string; authorizedParties: string[] };
  payments: { kind: 'sandbox' } | PaddleConfig;
}

/** An OpenAI-compatible chat-completions endpoint with a vision model (docs/architecture.md, "Checked answers"). */
export interface ModelConfig {
  baseURL: string;
  apiKey: string;
  model: string;
}

export interface PaddleConfig {
  kind: 'paddle';
  apiKey: string;
  webhookSecret: string;
  environment: 'sandbox' | 'production';
  apiUrl: string | undefined;
  priceIds: Record<CreditPackageId, string>;
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  }
}

/** Parses the environment; throws ConfigError listing one line per bad variable. */
export function loadConfig(source: NodeJS.ProcessEnv = process.env): ServerConfig {
  const parsed = envSchema.safeParse(source);
  const problems = parsed.success
    ? []
    : parsed.error.issues.map((i) => `${i.path.join('.') || 'environment'}: ${i.message}`);
  if (source.CLERK_SECRET_KEY?.trim() && !source.CLERK_JWT_KEY?.trim()) {
    problems.push(
      'CLERK_JWT_KEY: is required with CLERK_SECRET_KEY (the PEM public key, for networkless token checks)',
    );
  }
  if (source.ROLE && source.ROLE !== 'all' && !source.DATABASE_URL?.trim()) {
    problems.push(
      'ROLE: api and worker run as separate processes, which need a shared PostgreSQL (DATABASE_URL); the embedded database serves one process',
    );
  }
  if (source.SOLVER === 'openai' || source.SOLVER === 'hybrid') {
    for (const name of ['OPENAI_BASE_URL', 'OPENAI_API_KEY', 'OPENAI_MODEL'] as const) {
      if (!source[name]?.trim()) problems.push(`${name}: is required with SOLVER=${source.SOLVER}`);
    }
  }
  if (source.PADDLE_API_KEY?.trim()) {
    for (const name of ['PADDLE_WEBHOOK_SECRET', ...Object.values(PADDLE_PRICE_VARIABLES)] as const) {
      if (!source[name]?.trim()) problems.push(`${name}: is required with PADDLE_API_KEY`);
    }
  }
  if (!parsed.success || problems.length) throw new ConfigError(problems);
  const env = parsed.data;
  return {
    env: env.NODE_ENV,
    port: env.PORT,
    host: env.HOST,
    role: env.ROLE,
    logLevel: env.LOG_LEVEL,
    dataDir: path.resolve(env.DATA_DIR),
    staticDir: path.resolve(env.STATIC_DIR),
    databaseUrl: env.DATABASE_URL,
    publicUrl: env.PUBLIC_URL?.replace(/\/$/, ''),
    session: { secret: env.SESSION_SECRET, ttlSeconds: env.SESSION_TTL_DAYS * 24 * 3600 },
    authRateLimitPerMinute: env.AUTH_RATE_LIMIT_PER_MINUTE,
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    storage: env.S3_BUCKET
      ? {
          kind: 's3',
          bucket: env.S3_BUCKET,
          region: env.S3_REGION,
          endpoint: env.S3_ENDPOINT,
          accessKeyId: env.S3_ACCESS_KEY_ID,
          secretAccessKey: env.S3_SECRET_ACCESS_KEY,
          forcePathStyle: env.S3_FORCE_PATH_STYLE
            ? env.S3_FORCE_PATH_STYLE === 'true'
            : Boolean(env.S3_ENDPOINT),
        }
      : { kind: 'local' },
    solver: solverConfig(env),
    jobTimeoutSeconds: env.JOB_TIMEOUT_SECONDS,
    solveWaitSeconds: env.SOLVE_WAIT_SECONDS,
    workerConcurrency: env.WORKER_CONCURRENCY,
    welcomeCredits: env.WELCOME_CREDITS,
    identity:
      env.CLERK_SECRET_KEY && env.CLERK_JWT_KEY
        ? {
            kind: 'clerk',
            secretKey: env.CLERK_SECRET_KEY,
            // Env files often carry a PEM with literal "\n"; the verifier needs real newlines.
            jwtKey: env.CLERK_JWT_KEY.replace(/\\n/g, '\n'),
            authorizedParties: (env.CLERK_AUTHORIZED_PARTIES ?? '')
              .split(',')
              .map((s) => s.trim())
              .filter(Boolean),
          }
        : { kind: 'local' },
    payments: env.PADDLE_API_KEY
      ? {
          kind: 'paddle',
          apiKey: env.PADDLE_API_KEY,
          webhookSecret: env.PADDLE_WEBHOOK_SECRET!,
          environment: env.PADDLE_ENVIRONMENT,
          apiUrl: env.PADDLE_API_URL,
          priceIds: {
            credits_550: env.PADDLE_PRICE_ID_5_EUR!,
            credits_1200: env.PADDLE_PRICE_ID_10_EUR!,
            credits_2500: env.PADDLE_PRICE_ID_20_EUR!,
          },
        }
      : { kind: 'sandbox' },
  };
}

function solverConfig(env: Env): ServerConfig['solver'] {
  if (env.SOLVER === 'local') return { kind: 'local', threads: env.SOLVER_THREADS };
  const model = { baseURL: env.OPENAI_BASE_URL!, apiKey: env.OPENAI_API_KEY!, model: env.OPENAI_MODEL! };
  return env.SOLVER === 'openai'
    ? { kind: 'openai', model }
    : { kind: 'hybrid', threads: env.SOLVER_THREADS, model, minEngineConfidence: env.HYBRID_MIN_CONFIDENCE };
}

function parseTrustProxy(value: string | undefined): ServerConfig['trustProxy'] {
  if (value === undefined || value === 'false') return false;
  if (value === 'true') return true;
  if (!/^\d+$/.test(value)) return value;
  const hops = Number(value);
  return (_address, hop) => hop < hops;
}
