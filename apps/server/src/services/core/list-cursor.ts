import { MAX_ROW_ID } from '@transcribe/contract';
import type { AudioListPosition } from '../../db/repositories/audio-list.js';
import { AppError } from '../../domain/app-error.js';

/**
 * The file list's `cursor`: the last file of a page (its timestamp and id) in base64url JSON. It names only
 * a place in the order, never whose list it is: a page after it is always read from the caller's own scope,
 * so someone else's cursor shows nothing of theirs.
 */
export function encodeListCursor(position: AudioListPosition): string {
  return Buffer.from(JSON.stringify([position.createdAt, position.id])).toString('base64url');
}

const invalidCursor = () =>
  new AppError('INVALID_CURSOR', 'The cursor is not one this list gave. Ask for the first page again.');

export function decodeListCursor(cursor: string): AudioListPosition {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw invalidCursor();
  }
  if (!Array.isArray(parsed) || parsed.length !== 2) throw invalidCursor();
  const [createdAt, id] = parsed as unknown[];
  if (typeof createdAt !== 'string' || createdAt.length > 40 || Number.isNaN(Date.parse(createdAt)))
    throw invalidCursor();
  if (typeof id !== 'number' || !Number.isSafeInteger(id) || id < 1 || id > MAX_ROW_ID) throw invalidCursor();
  return { createdAt, id };
}
