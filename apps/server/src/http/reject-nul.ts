import type { FastifyInstance } from 'fastify';
import { AppError } from '../domain/app-error.js';

/** True when any string in the value (keys included), however deeply nested, holds a NUL character. */
function holdsNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (depth > 64 || value === null || typeof value !== 'object') return false;
  for (const [key, inner] of Object.entries(value)) {
    if (key.includes('\u0000') || holdsNul(inner, depth + 1)) return true;
  }
  return false;
}

/**
 * PostgreSQL text cannot hold a NUL character: a name or a transcript edit carrying one would fail in the
 * database as a 500. No field has a use for it, so any JSON body or query string with one is refused up
 * front, the same on SQLite and PostgreSQL. (Upload names, which come in a multipart header, are cleaned.)
 */
export function rejectNulCharacters(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    if (holdsNul(request.query) || holdsNul(request.body)) {
      throw new AppError('VALIDATION_FAILED', 'Text may not contain NUL characters.');
    }
  });
}
