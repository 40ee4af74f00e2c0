import { MAX_ROW_ID } from '@transcribe/contract';
import type { AudioListPosition, AudioListSort } from '../../db/repositories/audio-list-sort.js';
import { AppError } from '../../domain/app-error.js';

/**
 * The file list's `cursor`: the last file of a page (its sort key and id) in base64url JSON, with the sort
 * and direction it was given for: newest first as `[created_at, id]` (the cursor the list has always given),
 * any other as `[sort, "asc" | "desc", key, id]`. A cursor is taken only for the sort it was given for. It
 * names only a place in the order, never whose list it is: a page after it is always read from the caller's
 * own scope, so someone else's cursor shows nothing of theirs.
 */
export function encodeListCursor(sort: AudioListSort, position: AudioListPosition): string {
  const place =
    sort.by === 'date' && sort.descending
      ? [position.key, position.id]
      : [sort.by, sort.descending ? 'desc' : 'asc', position.key, position.id];
  return Buffer.from(JSON.stringify(place)).toString('base64url');
}

const invalidCursor = () =>
  new AppError('INVALID_CURSOR', 'The cursor is not one this list gave. Ask for the first page again.');

/** Whether `key` can be a sort key of this sort (a sort key the list itself gave). */
function validKey(by: AudioListSort['by'], key: unknown): key is string | number {
  switch (by) {
    case 'date':
      return typeof key === 'string' && key.length <= 40 && !Number.isNaN(Date.parse(key));
    case 'name':
      return typeof key === 'string' && key.length <= 1000;
    case 'duration':
      return typeof key === 'number' && Number.isFinite(key) && key >= 0;
    case 'reviewed':
      return typeof key === 'number' && Number.isInteger(key) && key >= 0 && key <= 100;
  }
}

/** The position a cursor names, when it was given for this sort; else 400 INVALID_CURSOR. */
export function decodeListCursor(cursor: string, sort: AudioListSort): AudioListPosition {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw invalidCursor();
  }
  if (!Array.isArray(parsed)) throw invalidCursor();
  const place = parsed as unknown[];
  const isDefault = sort.by === 'date' && sort.descending;
  if (place.length !== (isDefault ? 2 : 4)) throw invalidCursor();
  if (!isDefault && (place[0] !== sort.by || place[1] !== (sort.descending ? 'desc' : 'asc')))
    throw invalidCursor();
  const [key, id] = place.slice(-2);
  if (!validKey(sort.by, key)) throw invalidCursor();
  if (typeof id !== 'number' || !Number.isSafeInteger(id) || id < 1 || id > MAX_ROW_ID) throw invalidCursor();
  return { key, id };
}
