import type { AppContext } from '../../app-context.js';
import type { AudioRow } from '../../db/schema.js';
import { notFound } from '../../domain/app-error.js';
import { audioFor } from '../core/access.js';
import { requireMedia } from '../core/media-presence.js';
import { type MediaToSend, playedMedia, storedMedia } from '../core/played-media.js';

/** The stream of a file the user may read (410 once retention removed its media). */
export async function streamOfFile(ctx: AppContext, userId: number, id: number): Promise<MediaToSend> {
  return playedMedia(ctx, requireMedia(await audioFor(ctx, userId, id, 'read')));
}

/** The poster frame of a file with a picture; 404 for a file without one (or whose media was removed). */
export function posterOf(
  ctx: AppContext,
  audio: Pick<AudioRow, 'poster_key' | 'media_removed_at'>,
): Promise<MediaToSend> {
  if (audio.poster_key === null || audio.media_removed_at !== null) throw notFound('Poster');
  return storedMedia(ctx, audio.poster_key, 'image/jpeg');
}

export async function posterOfFile(ctx: AppContext, userId: number, id: number): Promise<MediaToSend> {
  return posterOf(ctx, await audioFor(ctx, userId, id, 'read'));
}
