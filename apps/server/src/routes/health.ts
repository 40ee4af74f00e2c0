import { ZHealthResponse } from '@transcribe/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sql } from 'kysely';
import type { RouteDeps } from './route-deps.js';

export const healthRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, deps) => {
  // The server listens only after migrations ran, so answering means ready; the query proves the database is up.
  app.get('/api/health', { schema: { hide: true, response: { 200: ZHealthResponse } } }, async () => {
    await sql`select 1`.execute(deps.ctx.db);
    return { status: 'ok' as const };
  });

  app.get('/api/docs/openapi.json', { schema: { hide: true } }, async () => app.swagger());
};
