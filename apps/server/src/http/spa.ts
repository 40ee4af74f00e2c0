import { existsSync } from 'node:fs';
import { join, resolve, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../domain/app-error.js';

/** Files under assets/ carry a content hash in their name: a new build gives them new names. */
const HASHED = 'public, max-age=31536000, immutable';
/** index.html, the favicon and the translations keep their names, so browsers must ask each time. */
const REVALIDATE = 'no-cache';

/**
 * Serves the built web app the way a CDN would, since there is often nothing else in front of this
 * server: the .br and .gz files the build wrote beside each text file are sent as they are, chosen by
 * Accept-Encoding; hashed assets are cached for a year, everything else revalidated (a cheap 304).
 * History fallback: any unknown GET or HEAD outside /api gets index.html, so deep links like
 * /dashboard/profile load the app (a share link's /s/{token} and an invitation's /invite/{token} with `noindex`); unknown /api paths and missing
 * assets get a JSON 404.
 */
export async function registerSpa(app: FastifyInstance, distDir: string): Promise<void> {
  const root = resolve(distDir);
  const hashedDir = join(root, 'assets') + sep;
  const hasBuild = existsSync(join(root, 'index.html'));
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root,
      wildcard: false,
      index: false,
      preCompressed: true,
      // The compressed copies are picked by Accept-Encoding, not addressed by URL.
      globIgnore: ['**/*.br', '**/*.gz'],
      // Our own Cache-Control per file (below) instead of the plugin's one max-age for all.
      cacheControl: false,
      setHeaders(res, path) {
        res.setHeader('cache-control', resolve(path).startsWith(hashedDir) ? HASHED : REVALIDATE);
        // The body depends on Accept-Encoding, so a shared cache must key on it.
        res.setHeader('vary', 'accept-encoding');
      },
    });
  } else {
    app.log.warn(`web app build not found in ${root}: only the API is served`);
  }
  await app.register(shareTarget);
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    const isPage = request.method === 'GET' || request.method === 'HEAD';
    // A missing hashed file (an old build's chunk) is not a page: HTML in its place would only confuse.
    const isAsset = path.startsWith('/assets/');
    if (path === '/api' || path.startsWith('/api/') || isAsset || !isPage || !hasBuild) {
      throw new AppError('NOT_FOUND', `No such endpoint: ${request.method} ${path}`);
    }
    // A share link's or an invitation's page is for whoever holds the link, never for a search engine.
    if (path.startsWith('/s/') || path.startsWith('/invite/'))
      reply.header('x-robots-tag', 'noindex, nofollow');
    return reply.sendFile('index.html');
  });
}

/**
 * Where the manifest's share target posts files shared from another app. The service worker answers it
 * once installed (it keeps the files and opens the upload dialog); before that, on a first share or in a
 * browser without one, the dashboard opens instead of an error. The body is never read, whatever its type.
 */
async function shareTarget(scope: FastifyInstance): Promise<void> {
  scope.removeAllContentTypeParsers();
  scope.addContentTypeParser('*', (_request, _payload, done) => done(null));
  scope.post('/share-target', { schema: { hide: true } }, (_request, reply) =>
    reply.redirect('/dashboard', 303),
  );
}
