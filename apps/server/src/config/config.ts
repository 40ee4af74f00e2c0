import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join, resolve } from 'node:path';
import { z } from 'zod';
import { type MediaStoreConfig, parseMediaStoreConfig } from './media-store-config.js';
import { parseWatchedFolders, type WatchedFolderMapping } from './watched-folders-config.js';

const ZEnv = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^(postgres(ql)?:\/\/|sqlite:)/, 'must start with postgres:// or sqlite:')
    .optional(),
  PUBLIC_URL: z.url().optional(),
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
    .optional(),
  MAIL_FROM: z.string().min(3).default('Transcribe <no-reply@localhost>'),
  OIDC_ISSUER: z.url().default('https://accounts.google.com'),
  OIDC_CLIENT_ID: z.string().min(1).optional(),
  OIDC_CLIENT_SECRET: z.string().min(1).optional(),
  WEB_DIST_DIR: z.string().optional(),
  MAX_UPLOAD_BYTES: z.coerce
    .number()
    .int()
    .positive()
    .default(2 * 1024 ** 3),
  /** Longest media accepted, in seconds of playing time (a tiny file can decode to hours). */
  MAX_MEDIA_SECONDS: z.coerce
    .number()
    .positive()
    .default(10 * 3600),
  FFMPEG_PATH: z.string().min(1).default('ffmpeg'),
  FFPROBE_PATH: z.string().min(1).default('ffprobe'),
  TRANSCRIBE_API_URL: z.url().optional(),
  TRANSCRIBE_API_KEY: z.string().min(1).optional(),
  TRANSCRIBE_API_MODEL: z.string().min(1).default('whisper-1'),
  TRANSCRIBE_API_LANGUAGES: z
    .string()
    .regex(/^[a-z]{2}(,[a-z]{2})*$/, 'must be comma-separated two-letter language codes')
    .optional(),
  LLM_API_URL: z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// address' }).optional(),
  LLM_API_KEY: z.string().min(1).optional(),
  LLM_MODEL: z.string().min(1).default('default'),
  LLM_TIMEOUT_SECONDS: z.coerce.number().positive().default(120),
  LLM_DAILY_TOKENS_PER_USER: z.coerce.number().int().positive().optional(),
  WORKER_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(availableParallelism()),
  JOB_HEARTBEAT_SECONDS: z.coerce.number().positive().default(5),
  JOB_STALE_SECONDS: z.coerce.number().positive().default(30),
  JOB_RETRY_DELAY_SECONDS: z.coerce.number().nonnegative().default(5),
  /** pg-boss fails a job still running after this long (the backstop behind the lease heartbeat). */
  JOB_EXPIRE_SECONDS: z.coerce
    .number()
    .int()
    .min(60)
    .max(23 * 3600)
    .default(4 * 3600),
  /** The PostgreSQL schema pg-boss keeps its tables in. */
  JOB_QUEUE_SCHEMA: z
    .string()
    .regex(/^[a-z_][a-z0-9_]{0,62}$/, 'must be a lower-case PostgreSQL identifier')
    .default('pgboss'),
  /** Transcriptions of one user running at once across all workers, so one user cannot take every worker. */
  USER_RUNNING_JOBS: z.coerce.number().int().min(1).max(64).default(2),
  SSE_HEARTBEAT_SECONDS: z.coerce.number().positive().default(15),
  MODELS_DIR: z.string().min(1).optional(),
  AUTH_RATE_LIMIT_PER_IP: z.coerce.number().int().positive().default(30),
  AUTH_RATE_LIMIT_PER_EMAIL: z.coerce.number().int().positive().default(10),
  /** Uploads one user may start in 15 minutes. */
  UPLOAD_RATE_LIMIT_PER_USER: z.coerce.number().int().positive().default(300),
  /** Bearer token for GET /api/metrics; without it the endpoint does not exist. */
  METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
  ADMIN_EMAILS: z.string().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Lets webhooks reach loopback, private, link-local and CGNAT addresses (a receiver on the same network). */
  WEBHOOK_ALLOW_PRIVATE_ADDRESSES: z.enum(['true', 'false']).default('false'),
  /** Wait before a failed webhook delivery's first retry; each later one waits twice as long. */
  WEBHOOK_RETRY_DELAY_SECONDS: z.coerce.number().positive().default(20),
  /** Comma-separated origins (https://app.example.com) allowed to call the API from a browser; unset: none. */
  CORS_ORIGINS: z
    .string()
    .regex(
      /^https?:\/\/[^,/\s]+(,https?:\/\/[^,/\s]+)*$/,
      'must be comma-separated origins like https://example.com',
    )
    .optional(),
  /** Server folders whose dropped files are imported: a JSON array, or the path of a JSON file holding one. */
  WATCH_FOLDERS: z.string().optional(),
  /** How often the watched folders are looked at; a file is imported once two looks find it unchanged. */
  WATCH_FOLDERS_POLL_SECONDS: z.coerce.number().positive().default(5),
});

export type DatabaseConfig = { kind: 'sqlite'; file: string } | { kind: 'postgres'; url: string };

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  /** DATA_DIR/media, or the S3 bucket MEDIA_STORE names. */
  mediaStore: MediaStoreConfig;
  database: DatabaseConfig;
  publicUrl: string;
  jwtSecret: Uint8Array;
  smtpUrl: string | undefined;
  mailFrom: string;
  oidc: { issuer: string; clientId: string; clientSecret: string } | undefined;
  webDistDir: string;
  maxUploadBytes: number;
  /** Uploads that play longer than this are refused (413), measured without decoding further. */
  maxMediaSeconds: number;
  ffmpegPath: string;
  ffprobePath: string;
  /** An OpenAI-compatible /v1/audio/transcriptions server, when configured. */
  transcribeApi:
    | { url: string; apiKey: string | undefined; model: string; languages: string[] | undefined }
    | undefined;
  /**
   * An OpenAI-compatible chat completions server (summaries, key notes, answers, translations), when
   * configured; `dailyTokensPerUser` caps each user's tokens a UTC day.
   */
  llm:
    | {
        url: string;
        apiKey: string | undefined;
        model: string;
        timeoutMs: number;
        dailyTokensPerUser: number | undefined;
      }
    | undefined;
  workerConcurrency: number;
  jobs: {
    heartbeatMs: number;
    staleMs: number;
    retryDelayMs: number;
    expireSeconds: number;
    queueSchema: string;
    perUserRunning: number;
  };
  /** A comment on every open event stream this often keeps proxies from closing idle connections. */
  sseHeartbeatMs: number;
  /** Bearer token that opens /api/metrics (Prometheus); undefined: no metrics endpoint. */
  metricsToken: string | undefined;
  /** Addresses whose accounts are administrators (ADMIN_EMAILS, comma-separated, lower case). */
  adminEmails: string[];
  /** Speech model files that scripts/bootstrap fetches (language model, dictionary, VAD weights). */
  modelsDir: string;
  rateLimit: {
    perIp: number;
    perEmail: number;
    windowMs: number;
    uploads: { perUser: number; windowMs: number };
  };
  logLevel: string;
  webhooks: { allowPrivateAddresses: boolean; retryDelaySeconds: number };
  /** Origins allowed to call the API from a browser (CORS); empty: same origin only. */
  corsOrigins: string[];
  /** Folders an administrator mapped to accounts (WATCH_FOLDERS), looked at every `pollMs`. */
  watchedFolders: { mappings: WatchedFolderMapping[]; pollMs: number };
}

export class ConfigError extends Error {}

/** Parses the environment once at start-up; any problem becomes one readable line. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = ZEnv.safeParse(env);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new ConfigError(`Invalid configuration: ${issue?.path.join('.')} ${issue?.message}`);
  }
  const e = parsed.data;
  const watched = parseWatchedFolders(e.WATCH_FOLDERS);
  if (typeof watched === 'string') throw new ConfigError(`Invalid configuration: ${watched}`);
  const dataDir = resolve(e.DATA_DIR);
  mkdirSync(dataDir, { recursive: true });
  const mediaStore = parseMediaStoreConfig(env, dataDir);
  if (typeof mediaStore === 'string') throw new ConfigError(`Invalid configuration: ${mediaStore}`);
  const database: DatabaseConfig = e.DATABASE_URL?.startsWith('postgres')
    ? { kind: 'postgres', url: e.DATABASE_URL }
    : {
        kind: 'sqlite',
        file: e.DATABASE_URL ? e.DATABASE_URL.slice('sqlite:'.length) : join(dataDir, 'app.db'),
      };
  const oidc =
    e.OIDC_CLIENT_ID && e.OIDC_CLIENT_SECRET
      ? { issuer: e.OIDC_ISSUER, clientId: e.OIDC_CLIENT_ID, clientSecret: e.OIDC_CLIENT_SECRET }
      : undefined;
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir,
    mediaStore,
    database,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
    jwtSecret: new TextEncoder().encode(e.JWT_SECRET ?? persistedSecret(dataDir)),
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    oidc,
    webDistDir: resolve(e.WEB_DIST_DIR ?? new URL('../../../web/dist', import.meta.url).pathname),
    maxUploadBytes: e.MAX_UPLOAD_BYTES,
    maxMediaSeconds: e.MAX_MEDIA_SECONDS,
    ffmpegPath: e.FFMPEG_PATH,
    ffprobePath: e.FFPROBE_PATH,
    transcribeApi: e.TRANSCRIBE_API_URL
      ? {
          url: e.TRANSCRIBE_API_URL.replace(/\/+$/, ''),
          apiKey: e.TRANSCRIBE_API_KEY,
          model: e.TRANSCRIBE_API_MODEL,
          languages: e.TRANSCRIBE_API_LANGUAGES?.split(','),
        }
      : undefined,
    llm: e.LLM_API_URL
      ? {
          url: e.LLM_API_URL.replace(/\/+$/, ''),
          apiKey: e.LLM_API_KEY,
          model: e.LLM_MODEL,
          timeoutMs: e.LLM_TIMEOUT_SECONDS * 1000,
          dailyTokensPerUser: e.LLM_DAILY_TOKENS_PER_USER,
        }
      : undefined,
    workerConcurrency: e.WORKER_CONCURRENCY,
    sseHeartbeatMs: e.SSE_HEARTBEAT_SECONDS * 1000,
    metricsToken: e.METRICS_TOKEN,
    adminEmails: (e.ADMIN_EMAILS ?? '')
      .split(',')
      .map((address) => address.trim().toLowerCase())
      .filter(Boolean),
    jobs: {
      heartbeatMs: e.JOB_HEARTBEAT_SECONDS * 1000,
      staleMs: e.JOB_STALE_SECONDS * 1000,
      retryDelayMs: e.JOB_RETRY_DELAY_SECONDS * 1000,
      expireSeconds: e.JOB_EXPIRE_SECONDS,
      queueSchema: e.JOB_QUEUE_SCHEMA,
      perUserRunning: e.USER_RUNNING_JOBS,
    },
    modelsDir: modelsDirOf(e.MODELS_DIR),
    rateLimit: {
      perIp: e.AUTH_RATE_LIMIT_PER_IP,
      perEmail: e.AUTH_RATE_LIMIT_PER_EMAIL,
      windowMs: 15 * 60_000,
      uploads: { perUser: e.UPLOAD_RATE_LIMIT_PER_USER, windowMs: 15 * 60_000 },
    },
    logLevel: e.LOG_LEVEL,
    webhooks: {
      allowPrivateAddresses: e.WEBHOOK_ALLOW_PRIVATE_ADDRESSES === 'true',
      retryDelaySeconds: e.WEBHOOK_RETRY_DELAY_SECONDS,
    },
    corsOrigins: e.CORS_ORIGINS?.split(',') ?? [],
    watchedFolders: { mappings: watched, pollMs: e.WATCH_FOLDERS_POLL_SECONDS * 1000 },
  };
}

/** A random secret kept in DATA_DIR, so tokens survive restarts without a hard-coded default. */
function persistedSecret(dataDir: string): string {
  const file = join(dataDir, 'jwt-secret');
  try {
    writeFileSync(file, randomBytes(48).toString('base64url'), { mode: 0o600, flag: 'wx' });
  } catch (error) {
    // Another process wrote it first: use theirs.
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  return readFileSync(file, 'utf8').trim();
}

/** MODELS_DIR, or `models/` at the repository's root: what bootstrap and `npm run models` fill. */
export function modelsDirOf(setting: string | undefined = process.env.MODELS_DIR): string {
  return resolve(setting ?? new URL('../../../../models', import.meta.url).pathname);
}
