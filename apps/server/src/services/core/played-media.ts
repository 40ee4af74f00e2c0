import type { Readable } from 'node:stream';
import type { AppContext } from '../../app-context.js';
import type { AudioRow } from '../../db/schema.js';

/** A stored file to send: its type, its size and a reader of all of it or one byte range (http/send-media). */
export interface MediaToSend {
  /** Its key in the media store. */
  key: string;
  mimeType: string;
  size: number;
  read(range?: { start: number; end: number }): Promise<Readable>;
}

export async function storedMedia(ctx: AppContext, key: string, mimeType: string): Promise<MediaToSend> {
  return { key, mimeType, size: await ctx.media.size(key), read: (range) => ctx.media.read(key, range) };
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
    return storedMedia(ctx, audio.playable_key, 'video/mp4');
  return storedMedia(ctx, audio.storage_key, audio.mime_type);
}
