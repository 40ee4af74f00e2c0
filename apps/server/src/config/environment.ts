import { availableParallelism } from 'node:os';
import { z } from 'zod';

/**
 * The environment the server accepts. Each variable's `meta` says what it is for (`description`), the topic
 * it is listed under in docs/configuration.md (`topic`) and, where the default is computed or the variable
 * is optional, what applies when it is unset (`unset`); `npm run docs:config` writes that page from here.
 */
export const ZEnv = z.object({
  PORT: z.coerce
    .number()
    .int()
    .min(0)
    .max(65535)
    .default(8080)
    .meta({ topic: 'Server', description: 'HTTP port.' }),
  HOST: z
    .string()
    .min(1)
    .default('127.0.0.1')
    .meta({ topic: 'Server', description: 'Listen address; `0.0.0.0` to accept other machines.' }),
  DATA_DIR: z.string().min(1).default('./data').meta({
    topic: 'Data and storage',
    description: 'SQLite database, media files, generated secrets, mail outbox.',
  }),
  DATABASE_URL: z
    .string()
    .regex(/^(postgres(ql)?:\/\/|sqlite:)/, 'must start with postgres:// or sqlite:')
    .optional()
    .meta({
      topic: 'Data and storage',
      description:
        '`postgres://…` switches to PostgreSQL (see [deploy.md](deploy.md)); `sqlite:<file>` names another SQLite file.',
      unset: 'SQLite file `DATA_DIR/app.db`',
    }),
  PUBLIC_URL: z.url().optional().meta({
    topic: 'Server',
    description:
      'Address users reach the app at (links in e-mails, sign-in redirects); `https://` turns on HSTS.',
    unset: '`http://localhost:$PORT`',
  }),
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional().meta({
    topic: 'Accounts and e-mail',
    description: 'Signs access tokens; set the same value on every API process.',
    unset: 'generated once into `DATA_DIR/jwt-secret`',
  }),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
    .optional()
    .meta({
      topic: 'Accounts and e-mail',
      description:
        '`smtp://user:pass@host:587`; without it, e-mails are written to `DATA_DIR/outbox/*.eml` (the log names the file, never the link in it).',
    }),
  MAIL_FROM: z
    .string()
    .min(3)
    .default('Transcribe <no-reply@localhost>')
    .meta({ topic: 'Accounts and e-mail', description: 'Sender of e-mails.' }),
  OIDC_ISSUER: z
    .url()
    .default('https://accounts.google.com')
    .meta({ topic: 'Accounts and e-mail', description: 'Any other OpenID Connect issuer than Google.' }),
  OIDC_CLIENT_ID: z.string().min(1).optional().meta({
    topic: 'Accounts and e-mail',
    description:
      'With `OIDC_CLIENT_SECRET`, turns on "Sign in with Google"; redirect URI `PUBLIC_URL/api/v1/auth/google/callback`.',
  }),
  OIDC_CLIENT_SECRET: z
    .string()
    .min(1)
    .optional()
    .meta({ topic: 'Accounts and e-mail', description: 'The secret of `OIDC_CLIENT_ID`.' }),
  WEB_DIST_DIR: z.string().optional().meta({
    topic: 'Server',
    description: 'The built web app the server sends (what `npm run build -w apps/web` writes).',
    unset: '`apps/web/dist` of this repository',
  }),
  MAX_UPLOAD_BYTES: z.coerce
    .number()
    .int()
    .positive()
    .default(2 * 1024 ** 3)
    .meta({
      topic: 'Uploads and media',
      description: 'Largest accepted upload (413 above it).',
      unset: '`2147483648` (2 GiB)',
    }),
  MAX_MEDIA_SECONDS: z.coerce
    .number()
    .positive()
    .default(10 * 3600)
    .meta({
      topic: 'Uploads and media',
      description:
        'Longest accepted recording in playing time (413 `MEDIA_TOO_LONG` above it); a tiny file that really decodes to days is decoded only this far.',
      unset: '`36000` (10 hours)',
    }),
  FFMPEG_PATH: z
    .string()
    .min(1)
    .default('ffmpeg')
    .meta({ topic: 'Uploads and media', description: "ffmpeg: Debian's unless you point elsewhere." }),
  FFPROBE_PATH: z
    .string()
    .min(1)
    .default('ffprobe')
    .meta({ topic: 'Uploads and media', description: "ffprobe: Debian's unless you point elsewhere." }),
  TRANSCRIBE_API_URL: z.url().optional().meta({
    topic: 'Speech recognition',
    description:
      'An OpenAI-compatible server (`…/v1`, e.g. whisper.cpp server, speaches): adds an "Accurate" model in many languages.',
  }),
  TRANSCRIBE_API_KEY: z
    .string()
    .min(1)
    .optional()
    .meta({ topic: 'Speech recognition', description: 'The key of `TRANSCRIBE_API_URL`.' }),
  TRANSCRIBE_API_MODEL: z
    .string()
    .min(1)
    .default('whisper-1')
    .meta({ topic: 'Speech recognition', description: 'The model name `TRANSCRIBE_API_URL` is asked for.' }),
  TRANSCRIBE_API_LANGUAGES: z
    .string()
    .regex(/^[a-z]{2}(,[a-z]{2})*$/, 'must be comma-separated two-letter language codes')
    .optional()
    .meta({
      topic: 'Speech recognition',
      description: 'The languages to offer with `TRANSCRIBE_API_URL` (`en,es,fr,de`).',
      unset: 'all',
    }),
  LLM_API_URL: z
    .url({ protocol: /^https?$/, error: 'must be an http:// or https:// address' })
    .optional()
    .meta({
      topic: 'Language model',
      description:
        "An OpenAI-compatible chat completions server (`…/v1`, e.g. llama.cpp server, Ollama's `http://127.0.0.1:11434/v1`): writes summaries and key notes in the transcript's language; without it (or when it fails) a built-in extractive method does.",
    }),
  LLM_API_KEY: z
    .string()
    .min(1)
    .optional()
    .meta({ topic: 'Language model', description: 'The key of `LLM_API_URL`.' }),
  LLM_MODEL: z.string().min(1).default('default').meta({
    topic: 'Language model',
    description: 'The model name `LLM_API_URL` is asked for (Ollama needs a real one, e.g. `llama3.2`).',
  }),
  LLM_TIMEOUT_SECONDS: z.coerce.number().positive().default(120).meta({
    topic: 'Language model',
    description: 'How long to wait for `LLM_API_URL` before falling back.',
  }),
  LLM_DAILY_TOKENS_PER_USER: z.coerce.number().int().positive().optional().meta({
    topic: 'Language model',
    description:
      "Caps each user's language model tokens a UTC day (as the server reports them); past it, the built-in methods answer.",
    unset: 'no cap',
  }),
  WORKER_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(availableParallelism()).meta({
    topic: 'Jobs and workers',
    description: 'Speech recognition processes a worker runs in parallel.',
    unset: "the number of the machine's cores (`os.availableParallelism()`)",
  }),
  JOB_HEARTBEAT_SECONDS: z.coerce
    .number()
    .positive()
    .default(5)
    .meta({ topic: 'Jobs and workers', description: "How often a worker beats its running job's lease." }),
  JOB_STALE_SECONDS: z.coerce.number().positive().default(30).meta({
    topic: 'Jobs and workers',
    description:
      'A job whose worker stops beating for this long is taken up again (3 attempts in all, then the transcript fails with a message).',
  }),
  JOB_RETRY_DELAY_SECONDS: z.coerce.number().nonnegative().default(5).meta({
    topic: 'Jobs and workers',
    description: 'First retry delay, growing each time (pg-boss backoff on PostgreSQL).',
  }),
  JOB_EXPIRE_SECONDS: z.coerce
    .number()
    .int()
    .min(60)
    .max(23 * 3600)
    .default(4 * 3600)
    .meta({
      topic: 'Jobs and workers',
      description:
        'On PostgreSQL, pg-boss fails a job still running after this long (the backstop behind the lease heartbeat); keep it above your longest transcription.',
      unset: '`14400` (4 hours)',
    }),
  JOB_QUEUE_SCHEMA: z
    .string()
    .regex(/^[a-z_][a-z0-9_]{0,62}$/, 'must be a lower-case PostgreSQL identifier')
    .default('pgboss')
    .meta({ topic: 'Jobs and workers', description: "The PostgreSQL schema of pg-boss's tables." }),
  USER_RUNNING_JOBS: z.coerce.number().int().min(1).max(64).default(2).meta({
    topic: 'Jobs and workers',
    description:
      "Transcriptions of one user running at once across all workers, so one user's 200 uploads cannot take every worker; a user's later jobs also queue behind other users' earlier ones.",
  }),
  SSE_HEARTBEAT_SECONDS: z.coerce.number().positive().default(15).meta({
    topic: 'Server',
    description:
      'A comment on every open event stream this often keeps proxies from closing idle connections.',
  }),
  MODELS_DIR: z.string().min(1).optional().meta({
    topic: 'Speech recognition',
    description:
      'Speech model files `scripts/bootstrap` fetches (pocketsphinx language model and dictionary, silero VAD weights) and the models `npm run models` installs.',
    unset: "`models/` at the repository's root",
  }),
  MODELS: z
    .string()
    .regex(/^(none|[a-z0-9-]+(,[a-z0-9-]+)*)$/, 'must be none or comma-separated model names')
    .optional()
    .meta({
      topic: 'Speech recognition',
      description:
        'Catalogue models the server installs in the background after it starts, comma-separated (see [Models](speech.md#models)); `none` installs nothing by itself (an administrator still can, from the console). It serves with what is installed meanwhile and offers each model as soon as it is in place.',
      unset: 'the recommended set: `parakeet-v3,campplus` (the accurate engine and speaker embeddings)',
    }),
  MODELS_MIRROR: z
    .url({ protocol: /^https?$/, error: 'must be an http:// or https:// address' })
    .optional()
    .meta({
      topic: 'Speech recognition',
      description:
        "A base address serving the catalogue's files under their own names (an organisation's mirror), used instead of the makers' addresses by the background installer, the console and `npm run models`.",
      unset: "the makers' addresses",
    }),
  MODELS_CATALOGUE: z.string().min(1).optional().meta({
    topic: 'Speech recognition',
    description:
      "A JSON file of an organisation's own recognition models, added to the catalogue: NeMo transducers in sherpa-onnx's format (as the Parakeet entries), each pinned by size and SHA-256 with a mode id of 1000 or more (see [Models](speech.md#models)). They are offered in the console, `MODELS` and `npm run models` like the built-in ones.",
    unset: 'the built-in catalogue only',
  }),
  AUTH_RATE_LIMIT_PER_IP: z.coerce.number().int().positive().default(30).meta({
    topic: 'Accounts and e-mail',
    description:
      'Sign-up, login and password reset attempts from one IP address per 15 minutes (counted across all API processes together).',
  }),
  AUTH_RATE_LIMIT_PER_EMAIL: z.coerce.number().int().positive().default(10).meta({
    topic: 'Accounts and e-mail',
    description:
      'Sign-up, login and password reset attempts for one e-mail address per 15 minutes (counted across all API processes together).',
  }),
  UPLOAD_RATE_LIMIT_PER_USER: z.coerce.number().int().positive().default(300).meta({
    topic: 'Uploads and media',
    description: 'Uploads one user may start in 15 minutes (counted across all API processes together).',
  }),
  METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters').optional().meta({
    topic: 'Server',
    description:
      'Opens `GET /api/metrics` (Prometheus text: jobs and transcripts by state across all workers, process memory and CPU) to `Authorization: Bearer <token>`; without it there is no metrics endpoint.',
  }),
  ADMIN_EMAILS: z.string().optional().meta({
    topic: 'Accounts and e-mail',
    description:
      "Comma-separated addresses whose accounts are administrators, besides the install's first account.",
  }),
  DEFAULT_PLAN: z.enum(['free', 'premium']).default('free').meta({
    topic: 'Accounts and e-mail',
    description:
      "The plan new accounts start on: `free` (3 transcriptions a day) or `premium` (no limit). The install's first account always starts on `premium`; administrators change anyone's plan, their own included, in the console.",
  }),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info').meta({
    topic: 'Server',
    description: 'How much the server logs (JSON lines on standard output); `debug` logs every request.',
  }),
  WEBHOOK_ALLOW_PRIVATE_ADDRESSES: z.enum(['true', 'false']).default('false').meta({
    topic: 'Webhooks',
    description:
      '`true` lets webhooks reach loopback, private (10/8, 172.16/12, 192.168/16), link-local, unique-local (fc00::/7) and CGNAT (100.64/10) addresses, e.g. a receiver on the same network; otherwise they are refused at registration and at every delivery (the address actually connected to is checked, so DNS rebinding cannot slip through).',
  }),
  IMPORT_ALLOW_PRIVATE_ADDRESSES: z.enum(['true', 'false']).default('false').meta({
    topic: 'Uploads and media',
    description:
      '`true` lets imports from a link (`POST /api/v1/audio/import`) reach loopback, private, link-local, unique-local and CGNAT addresses, e.g. a media server on the same network; otherwise such links are refused, checked on every address actually connected to, redirects included.',
  }),
  YTDLP_PATH: z.string().default('yt-dlp').meta({
    topic: 'Uploads and media',
    description:
      "The yt-dlp program that imports take a recording from a video site's page with (a link to a page rather than to a file): a path, or a name on PATH. `npm start` installs Debian's; sites change often, and a newer yt-dlp (its own release) often reads pages an older one cannot. `none` turns pages off.",
  }),
  FEEDS_POLL_MINUTES: z.coerce.number().int().min(1).max(1440).default(60).meta({
    topic: 'Uploads and media',
    description:
      'How often each subscribed podcast feed is read again for new episodes (conditionally: a feed that did not change costs its server one short answer). The worker reads them.',
  }),
  WEBHOOK_RETRY_DELAY_SECONDS: z.coerce.number().positive().default(20).meta({
    topic: 'Webhooks',
    description:
      "Wait before a failed webhook delivery's first retry; it doubles for each of 12 retries (about a day in all), then the delivery is given up.",
  }),
  CORS_ORIGINS: z
    .string()
    .regex(
      /^https?:\/\/[^,/\s]+(,https?:\/\/[^,/\s]+)*$/,
      'must be comma-separated origins like https://example.com',
    )
    .optional()
    .meta({
      topic: 'Server',
      description:
        'Comma-separated origins (`https://app.example.com`) allowed to call the API from a browser; CORS is off without it.',
    }),
  WATCH_FOLDERS: z.string().optional().meta({
    topic: 'Uploads and media',
    description:
      'Server folders whose dropped recordings are imported for an account and transcribed: a JSON array, or the path of a JSON file holding one (see [Watched folders](deploy.md#watched-folders)).',
  }),
  MARKDOWN_EXPORT_DIR: z.string().optional().meta({
    topic: 'Uploads and media',
    description:
      "The server folder under which users and workspaces that turn on Markdown copies (Profile, or a workspace's settings) get every completed or edited transcript written as Markdown with front matter, each in a sub-folder of its choosing, e.g. a synced Obsidian vault. Default: DATA_DIR/markdown.",
  }),
  WATCH_FOLDERS_POLL_SECONDS: z.coerce.number().positive().default(5).meta({
    topic: 'Uploads and media',
    description:
      'How often the watched folders are looked at; a file is imported once two looks find it unchanged.',
  }),
});
