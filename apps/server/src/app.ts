import { join } from 'node:path';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import Fastify, { type FastifyInstance } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { AppContext } from './app-context.js';
import type { Config } from './config.js';
import { createDatabase } from './db/database.js';
import { migrateToLatest } from './db/migrate.js';
import { AppError } from './http/app-error.js';
import { EmailRateLimit } from './http/email-rate-limit.js';
import { registerErrorHandler } from './http/error-handler.js';
import { registerSpa } from './http/spa.js';
import { healthRoutes } from './routes/health.js';
import type { RouteDeps } from './routes/route-deps.js';
import { audioRoutes } from './routes/v1/audio.js';
import { audioMediaRoutes } from './routes/v1/audio-media.js';
import { audioUploadRoutes } from './routes/v1/audio-upload.js';
import { authRoutes } from './routes/v1/auth.js';
import { folderRoutes } from './routes/v1/folders.js';
import { googleAuthRoutes } from './routes/v1/google-auth.js';
import { passwordResetRoutes } from './routes/v1/password-reset.js';
import { userRoutes } from './routes/v1/user.js';
import { createGoogleSignIn } from './services/google-sign-in.js';
import { createMailer } from './services/mailer.js';
import { LocalMediaStore } from './storage/local-media-store.js';

export interface BuiltApp {
  app: FastifyInstance;
  ctx: AppContext;
}

/** The API server, migrated and ready to listen (or to take `inject` calls in tests). */
export async function buildApp(config: Config): Promise<BuiltApp> {
  const app = Fastify({
    logger: { level: config.logLevel },
    bodyLimit: 1024 * 1024,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorateRequest('userId', 0);

  const db = createDatabase(config.database);
  app.addHook('onClose', () => db.destroy());
  await migrateToLatest(db, config.database.kind);

  const ctx: AppContext = {
    config,
    db,
    mailer: createMailer(
      { smtpUrl: config.smtpUrl, from: config.mailFrom, dataDir: config.dataDir },
      app.log,
    ),
    media: new LocalMediaStore(join(config.dataDir, 'media')),
  };
  const deps: RouteDeps = {
    ctx,
    emailRateLimit: new EmailRateLimit(config.rateLimit.perEmail, config.rateLimit.windowMs),
    googleSignIn: createGoogleSignIn(ctx),
    authIpLimit: { max: config.rateLimit.perIp, timeWindow: config.rateLimit.windowMs },
  };

  registerErrorHandler(app);
  await app.register(swagger, {
    openapi: { info: { title: 'Transcribe API', version: '1.0.0' } },
    transform: jsonSchemaTransform,
  });
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: () =>
      new AppError('RATE_LIMITED', 'Too many requests. Please wait a moment and try again.'),
  });
  await app.register(multipart, {
    limits: { files: 1, fileSize: config.maxUploadBytes, fields: 20, fieldSize: 4096, parts: 25 },
  });
  const routePlugins = [
    healthRoutes,
    authRoutes,
    passwordResetRoutes,
    googleAuthRoutes,
    userRoutes,
    folderRoutes,
    audioRoutes,
    audioUploadRoutes,
    audioMediaRoutes,
  ];
  for (const routes of routePlugins) {
    await app.register(routes, deps);
  }
  await registerSpa(app, config.webDistDir);
  return { app, ctx };
}
