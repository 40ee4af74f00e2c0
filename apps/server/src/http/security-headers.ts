import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

export interface SecurityHeaderOptions {
  /** The address people open; HSTS and upgrade-insecure-requests only make sense when it is https. */
  publicUrl: string;
  /** Other origins allowed to call the API from a browser; empty: CORS stays off (same origin only). */
  corsOrigins: string[];
}

/**
 * The Content-Security-Policy the built SPA runs under (the Playwright suite fails on any violation):
 * - scripts only from this origin: Vite emits external module scripts and no inline ones;
 * - styles from this origin plus inline ones, because sonner and the waveform inject <style> elements at
 *   run time (a style cannot run code, so this does not reopen script injection);
 * - blob: for media (the recorder plays back what it captured, downloads go through object URLs), and
 *   data:/blob: images for the same reason;
 * - connect-src self covers the REST API, the event stream (SSE) and the translation files.
 */
export const CONTENT_SECURITY_POLICY: Record<string, string[]> = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:', 'blob:'],
  'font-src': ["'self'"],
  'media-src': ["'self'", 'blob:'],
  'connect-src': ["'self'"],
  'worker-src': ["'self'", 'blob:'],
  'manifest-src': ["'self'"],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
};

/** Security headers on every answer (API, SPA files, errors) and CORS when configured. */
export async function registerSecurityHeaders(
  app: FastifyInstance,
  options: SecurityHeaderOptions,
): Promise<void> {
  const https = options.publicUrl.startsWith('https://');
  const corsOn = options.corsOrigins.length > 0;
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        ...CONTENT_SECURITY_POLICY,
        // On plain http (the embedded default on localhost) this would send the browser to an https
        // address that does not answer.
        ...(https ? { 'upgrade-insecure-requests': [] } : {}),
      },
    },
    // Browsers remember HSTS for a year: only promise https when the server is reached over it.
    strictTransportSecurity: https ? { maxAge: 31_536_000, includeSubDomains: false } : false,
    xFrameOptions: { action: 'deny' },
    referrerPolicy: { policy: 'no-referrer' },
    // An <audio> element on an allowed other origin loads the stream without CORS: it must be allowed.
    crossOriginResourcePolicy: { policy: corsOn ? 'cross-origin' : 'same-origin' },
  });
  if (corsOn) {
    await app.register(cors, {
      origin: options.corsOrigins,
      methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
      allowedHeaders: ['authorization', 'content-type', 'range'],
      exposedHeaders: ['content-disposition', 'content-range', 'content-length', 'accept-ranges'],
      // Tokens travel in the Authorization header, never in cookies.
      credentials: false,
      maxAge: 600,
    });
  }
}
