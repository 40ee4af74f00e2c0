import { existsSync } from 'node:fs';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { AppError } from './app-error.js';

/**
 * Serves the built web app with history fallback: any unknown GET outside /api gets index.html, so deep
 * links like /dashboard/profile load the app; unknown /api paths get a JSON 404.
 */
export async function registerSpa(app: FastifyInstance, distDir: string): Promise<void> {
  const hasBuild = existsSync(`${distDir}/index.html`);
  if (hasBuild) {
    await app.register(fastifyStatic, { root: distDir, wildcard: false, index: false });
  } else {
    app.log.warn(`web app build not found in ${distDir}: only the API is served`);
  }
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    if (path === '/api' || path.startsWith('/api/') || request.method !== 'GET' || !hasBuild) {
      throw new AppError('NOT_FOUND', `No such endpoint: ${request.method} ${path}`);
    }
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });
}
