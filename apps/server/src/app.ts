import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import Fastify, { type FastifyInstance } from 'fastify';
import {
  jsonSchemaTransform,
  jsonSchemaTransformObject,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { AppContext } from './app-context.js';
import type { Config } from './config/config.js';
import { type ContextOptions, createContext } from './context.js';
import { createModelInstaller } from './create-model-installer.js';
import { AppError } from './domain/app-error.js';
import { EmailRateLimit } from './http/email-rate-limit.js';
import { registerErrorHandler } from './http/error-handler.js';
import { REDACTED_LOG_PATHS, serializeRequest } from './http/log-redaction.js';
import { RateLimits } from './http/rate-limits.js';
import { rejectNulCharacters } from './http/reject-nul.js';
import { DebugRequestLog } from './http/request-log.js';
import { registerSecurityHeaders } from './http/security-headers.js';
import { sharedRateLimitStore } from './http/shared-rate-limit-store.js';
import { registerSpa } from './http/spa.js';
import { apiDocsRoutes } from './routes/api-docs.js';
import { healthRoutes } from './routes/health.js';
import { mcpRoutes } from './routes/mcp/mcp-route.js';
import type { RouteDeps } from './routes/route-deps.js';
import { accountDataRoutes } from './routes/v1/account-data.js';
import { adminRoutes } from './routes/v1/admin.js';
import { apiKeyRoutes } from './routes/v1/api-keys.js';
import { askRoutes } from './routes/v1/ask.js';
import { audioRoutes } from './routes/v1/audio.js';
import { audioMediaRoutes } from './routes/v1/audio-media.js';
import { audioUploadRoutes } from './routes/v1/audio-upload.js';
import { authRoutes } from './routes/v1/auth.js';
import { bulkRoutes } from './routes/v1/bulk.js';
import { capabilitiesRoutes } from './routes/v1/capabilities.js';
import { commentRoutes } from './routes/v1/comments.js';
import { eventRoutes } from './routes/v1/events.js';
import { feedRoutes } from './routes/v1/feeds.js';
import { fileMarkRoutes } from './routes/v1/file-marks.js';
import { folderRoutes } from './routes/v1/folders.js';
import { googleAuthRoutes } from './routes/v1/google-auth.js';
import { importRoutes } from './routes/v1/imports.js';
import { markdownExportRoutes } from './routes/v1/markdown-export.js';
import { passwordResetRoutes } from './routes/v1/password-reset.js';
import { retentionRoutes } from './routes/v1/retention.js';
import { savedViewRoutes } from './routes/v1/saved-views.js';
import { searchRoutes } from './routes/v1/search.js';
import { shareLinkRoutes } from './routes/v1/share-links.js';
import { sharedRoutes } from './routes/v1/shared.js';
import { speakerStatsRoutes } from './routes/v1/speaker-stats.js';
import { summaryTemplateRoutes } from './routes/v1/summary-templates.js';
import { tagRoutes } from './routes/v1/tags.js';
import { transcriptControlRoutes } from './routes/v1/transcript-control.js';
import { transcriptExportRoutes } from './routes/v1/transcript-export.js';
import { transcriptInsightRoutes } from './routes/v1/transcript-insights.js';
import { transcriptRedoRoutes } from './routes/v1/transcript-redo.js';
import { transcriptRevisionRoutes } from './routes/v1/transcript-revisions.js';
import { transcriptRoutes } from './routes/v1/transcripts.js';
import { translationRoutes } from './routes/v1/translations.js';
import { uploadDraftRoutes } from './routes/v1/upload-drafts.js';
import { resumableUploadRoutes } from './routes/v1/uploads.js';
import { userRoutes } from './routes/v1/user.js';
import { videoExportRoutes } from './routes/v1/video-exports.js';
import { vocabularyRoutes } from './routes/v1/vocabulary.js';
import { voiceProfileRoutes } from './routes/v1/voice-profiles.js';
import { webhookRoutes } from './routes/v1/webhooks.js';
import { workspaceInvitationRoutes } from './routes/v1/workspace-invitations.js';
import { workspaceRoutes } from './routes/v1/workspaces.js';
import { createGoogleSignIn } from './services/accounts/google-sign-in.js';
import { recoverMediaAtStart } from './services/core/media-journal.js';
import { WatchedFolders } from './services/housekeeping/watched-folders.js';
import { FeedPolling } from './services/imports/feed-polling.js';
import type { InstallerOptions } from './services/models/model-installer.js';
import { LiveDrafts } from './services/uploads/live-drafts.js';
import { createWorker } from './workers/create-worker.js';

export interface BuiltApp {
  app: FastifyInstance;
  ctx: AppContext;
}

export interface AppOptions extends ContextOptions {
  /** Installs MODELS in the background (the server's entry points); tests pass their own catalogue and pace. */
  installModels?: boolean | Partial<InstallerOptions>;
  /** Runs a transcription worker in this process too (the embedded default). */
  runWorker?: boolean;
  /** Where the log lines go instead of stdout (tests read them to prove no secret is logged). */
  logStream?: { write(line: string): void };
}

/** The API server, migrated and ready to listen (or to take `inject` calls in tests). */
export async function buildApp(config: Config, options: AppOptions = {}): Promise<BuiltApp> {
  const app = Fastify({
    logger: {
      level: config.logLevel,
      serializers: { req: serializeRequest },
      redact: { paths: REDACTED_LOG_PATHS, censor: '[redacted]' },
      ...(options.logStream ? { stream: options.logStream } : {}),
    },
    // JSON bodies; uploads are multipart, limited by MAX_UPLOAD_BYTES instead.
    bodyLimit: 1024 * 1024,
    logController: new DebugRequestLog(),
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorateRequest('userId', 0);
  app.decorateRequest('viaApiKey', false);
  app.decorateRequest('readOnlyKey', false);

  const { ctx, close } = await createContext(config, app.log, options);
  await recoverMedia(ctx, app.log);
  const worker = options.runWorker ? createWorker(ctx, app.log) : undefined;
  // Where the worker runs; a mapping naming a missing folder or account stops start-up here.
  const watchedFolders = options.runWorker
    ? await WatchedFolders.create(ctx, app.log).catch(async (error: unknown) => {
        await close();
        throw error;
      })
    : undefined;
  const feeds = options.runWorker ? new FeedPolling(ctx, app.log) : undefined;
  const limits = RateLimits.create(config);
  const liveDrafts = new LiveDrafts(ctx, app.log);
  const installer = options.installModels
    ? createModelInstaller(config, app.log, {
        catalogue: ctx.modelCatalogue,
        ...(options.installModels === true ? {} : options.installModels),
      })
    : undefined;
  ctx.installer = installer;
  app.addHook('onClose', async () => {
    await installer?.stop();
    await liveDrafts.close();
    await watchedFolders?.stop();
    await feeds?.stop();
    await worker?.stop();
    await limits.close();
    await close();
  });
  const deps: RouteDeps = {
    ctx,
    limits,
    emailRateLimit: new EmailRateLimit(limits, config.rateLimit.perEmail, config.rateLimit.windowMs),
    googleSignIn: createGoogleSignIn(ctx),
    authIpLimit: { max: config.rateLimit.perIp, timeWindow: config.rateLimit.windowMs },
    liveDrafts,
  };

  registerErrorHandler(app);
  await registerSecurityHeaders(app, { publicUrl: config.publicUrl, corsOrigins: config.corsOrigins });
  rejectNulCharacters(app);
  await app.register(swagger, {
    openapi: {
      info: { title: 'Transcribe API', version: '1.0.0' },
      // An access token from POST /api/v1/auth or an API key (Swagger UI's Authorize takes either).
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
      security: [{ bearer: [] }],
    },
    transform: jsonSchemaTransform,
    // Named schemas (the recursive folder tree) go to components, where their references point.
    transformObject: jsonSchemaTransformObject,
  });
  await app.register(rateLimit, {
    global: false,
    store: sharedRateLimitStore(limits),
    errorResponseBuilder: () =>
      new AppError('RATE_LIMITED', 'Too many requests. Please wait a moment and try again.'),
  });
  await app.register(multipart, {
    limits: { files: 1, fileSize: config.maxUploadBytes, fields: 20, fieldSize: 4096, parts: 25 },
  });
  const routePlugins = [
    healthRoutes,
    apiDocsRoutes,
    authRoutes,
    passwordResetRoutes,
    googleAuthRoutes,
    capabilitiesRoutes,
    userRoutes,
    vocabularyRoutes,
    retentionRoutes,
    markdownExportRoutes,
    tagRoutes,
    fileMarkRoutes,
    bulkRoutes,
    savedViewRoutes,
    voiceProfileRoutes,
    resumableUploadRoutes,
    uploadDraftRoutes,
    accountDataRoutes,
    folderRoutes,
    audioRoutes,
    audioUploadRoutes,
    importRoutes,
    feedRoutes,
    audioMediaRoutes,
    transcriptRoutes,
    transcriptRevisionRoutes,
    speakerStatsRoutes,
    commentRoutes,
    transcriptInsightRoutes,
    summaryTemplateRoutes,
    transcriptExportRoutes,
    videoExportRoutes,
    translationRoutes,
    searchRoutes,
    askRoutes,
    mcpRoutes,
    apiKeyRoutes,
    webhookRoutes,
    eventRoutes,
    transcriptControlRoutes,
    transcriptRedoRoutes,
    shareLinkRoutes,
    sharedRoutes,
    workspaceRoutes,
    workspaceInvitationRoutes,
    adminRoutes,
  ];
  for (const routes of routePlugins) {
    await app.register(routes, deps);
  }
  await registerSpa(app, config.webDistDir);
  worker?.start();
  watchedFolders?.start();
  feeds?.start();
  installer?.start();
  return { app, ctx };
}

/** Before taking requests: finishes the deletes and uploads a killed process left (see media-journal). */
async function recoverMedia(ctx: AppContext, log: FastifyInstance['log']): Promise<void> {
  try {
    const { deletes, uploads } = await recoverMediaAtStart(ctx);
    if (deletes.length + uploads.length > 0)
      log.info(
        { deletes: deletes.length, uploads: uploads.length },
        'removed the media files of interrupted deletes and uploads',
      );
  } catch (error) {
    // Housekeeping tries again; the server is still worth starting.
    log.error({ err: error }, 'could not finish interrupted media deletes and uploads');
  }
}
