import { ZHealthResponse } from '@transcribe/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../domain/app-error.js';
import { createMetrics, databaseAnswers, metricsTokenMatches } from '../services/admin/operations.js';
import type { RouteDeps } from './route-deps.js';

const DATABASE_DOWN = 'The database does not answer.';

export const healthRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, deps) => {
  // The server listens only after migrations ran, so answering means ready; the query proves the database is up.
  app.get('/api/health', { schema: { hide: true, response: { 200: ZHealthResponse } } }, async () => {
    if (!(await databaseAnswers(deps.ctx))) throw new Error(DATABASE_DOWN);
    return { status: 'ok' as const };
  });

  // For load balancers: 503 (not an error page) while the database is unreachable, so traffic moves on.
  app.get('/api/health/ready', { schema: { hide: true } }, async (_request, reply) => {
    if (await databaseAnswers(deps.ctx)) return { status: 'ready' };
    return reply.code(503).send({ status: 'unavailable', message: DATABASE_DOWN });
  });

  const token = deps.ctx.config.metricsToken;
  if (token) {
    const metrics = await createMetrics(deps.ctx);
    app.get('/api/metrics', { schema: { hide: true } }, async (request, reply) => {
      if (!metricsTokenMatches(token, request.headers.authorization))
        throw new AppError('UNAUTHENTICATED', 'A valid metrics token is required.');
      return reply.type(metrics.contentType).send(await metrics.text());
    });
  }
};
