import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import {
  type CatalogueModel,
  catalogueModel,
  RECOMMENDED_MODELS,
} from '../pipeline/models/model-catalogue.js';
import { ZEnv } from './environment.js';
import { type MediaStoreConfig, parseMediaStoreConfig } from './media-store-config.js';
import { parseModelCatalogue } from './model-catalogue-config.js';
import { parseWatchedFolders, type WatchedFolderMapping } from './watched-folders-config.js';

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
  /** The plan new accounts start on (DEFAULT_PLAN); the install's first account starts on premium. */
  defaultPlan: 'free' | 'premium';
  /** Speech model files that scripts/bootstrap fetches (language model, dictionary, VAD weights). */
  modelsDir: string;
  /**
   * The models that can be installed (the built-in catalogue and MODELS_CATALOGUE's), those the background
   * installer puts in MODELS_DIR (MODELS), and where it fetches them.
   */
  models: { catalogue: CatalogueModel[]; install: string[]; mirror: string | undefined };
  rateLimit: {
    perIp: number;
    perEmail: number;
    windowMs: number;
    uploads: { perUser: number; windowMs: number };
  };
  logLevel: string;
  webhooks: { allowPrivateAddresses: boolean; retryDelaySeconds: number };
  /** `ytdlpPath`: the yt-dlp that reads video sites' pages; null when turned off. */
  imports: { allowPrivateAddresses: boolean; feedPollMs: number; ytdlpPath: string | null };
  /** Where Markdown copies of transcripts are written, each user's or workspace's in its sub-folder. */
  markdownExportDir: string;
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
  const catalogue = parseModelCatalogue(e.MODELS_CATALOGUE);
  if (typeof catalogue === 'string') throw new ConfigError(`Invalid configuration: ${catalogue}`);
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
    defaultPlan: e.DEFAULT_PLAN,
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
    models: { catalogue, install: modelsToInstall(e.MODELS, catalogue), mirror: e.MODELS_MIRROR },
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
    imports: {
      allowPrivateAddresses: e.IMPORT_ALLOW_PRIVATE_ADDRESSES === 'true',
      feedPollMs: e.FEEDS_POLL_MINUTES * 60_000,
      ytdlpPath: e.YTDLP_PATH === 'none' ? null : e.YTDLP_PATH,
    },
    markdownExportDir: resolve(e.MARKDOWN_EXPORT_DIR ?? join(dataDir, 'markdown')),
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

/** MODELS: unset, the recommended set; `none`, nothing; else the names given, each one of the catalogue. */
function modelsToInstall(setting: string | undefined, catalogue: CatalogueModel[]): string[] {
  if (setting === undefined) return RECOMMENDED_MODELS;
  if (setting === 'none') return [];
  const names = [...new Set(setting.split(','))];
  const unknown = names.filter((name) => !catalogueModel(name, catalogue));
  if (unknown.length > 0)
    throw new ConfigError(
      `Invalid configuration: MODELS: no model is called ${unknown.join(', ')} (the catalogue has ${catalogue.map((m) => m.name).join(', ')})`,
    );
  return names;
}
