import type { Readable } from 'node:stream';
import type { AppContext } from '../../app-context.js';
import type { AudioRow } from '../../db/schema.js';
import { notFound } from '../../domain/app-error.js';
import { audioFor } from '../core/access.js';
import { requireMedia } from '../core/media-presence.js';

/** A stored file to send: its type, its size and a reader of all of it or one byte range (http/send-media). */
export interface MediaToSend {
  mimeType: string;
  size: number;
  read(range?: { start: number; end: number }): Promise<Readable>;
}

async function stored(ctx: AppContext, key: string, mimeType: string): Promise<MediaToSend> {
  return { mimeType, size: await ctx.media.size(key), read: (range) => ctx.media.read(key, range) };
}

/**
 * What a file's player streams: the web-playable copy once it is made (issue 44), else the file as uploaded
 * (downloads always send that one, byte for byte).
 */
export function playedMedia(
  ctx: AppContext,
  audio: Pick<AudioRow, 'storage_key' | 'mime_type' | 'video_playback' | 'playable_key'>,
): Promise<MediaToSend> {
  if (audio.video_playback === 'copy' && audio.playable_key !== null)
    return stored(ctx, audio.playable_key, 'video/mp4');
  return stored(ctx, audio.storage_key, audio.mime_type);
}

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
  return stored(ctx, audio.poster_key, 'image/jpeg');
}

export async function posterOfFile(ctx: AppContext, userId: number, id: number): Promise<MediaToSend> {
  return posterOf(ctx, await audioFor(ctx, userId, id, 'read'));
}
