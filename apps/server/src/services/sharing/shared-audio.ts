import { createReadStream } from 'node:fs';
import { mkdir, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { CLIP_MIME_TYPE, cutAudioClip } from '../../adapters/media-clip.js';
import type { AppContext } from '../../app-context.js';
import type { OpenShareLinkRow } from '../../db/repositories/share-links.js';
import { withLocalMedia } from '../../storage/media-store.js';
import { playedMedia } from '../core/played-media.js';

/** A media file to send: its type, its size and a reader of all of it or one byte range (http/send-media). */
export interface SharedAudio {
  mimeType: string;
  size: number;
  read(range?: { start: number; end: number }): Promise<Readable>;
}

/**
 * Where a clip link's audio is cut to, among the work folders: housekeeping removes it after a day
 * unread-from-disk like any scratch folder, and the next listener cuts it again.
 */
export const clipFolder = (dataDir: string, linkId: number) => join(dataDir, 'tmp', `share-clip-${linkId}`);

/** Cuts in progress in this process, so listeners arriving together wait for one cut. */
const cutting = new Map<number, Promise<string>>();

async function clipFile(ctx: AppContext, link: OpenShareLinkRow, start: number, end: number) {
  const folder = clipFolder(ctx.config.dataDir, link.id);
  const file = join(folder, 'clip.m4a');
  if (await stat(file).catch(() => undefined)) return file;
  let cut = cutting.get(link.id);
  if (!cut) {
    cut = mkdir(folder, { recursive: true })
      .then(() =>
        withLocalMedia(ctx.media, link.storage_key, (path) =>
          cutAudioClip(ctx.config.ffmpegPath, path, file, start, end),
        ),
      )
      .then(() => file)
      .finally(() => cutting.delete(link.id));
    cutting.set(link.id, cut);
  }
  return cut;
}

/**
 * The media a link plays: the recording as its owner's player streams it (a video's web-playable copy once
 * made, picture included), or for a clip only the sound of its stretch, cut once.
 */
export async function audioOfLink(ctx: AppContext, link: OpenShareLinkRow): Promise<SharedAudio> {
  if (link.start_time === null || link.end_time === null) return playedMedia(ctx, link);
  const file = await clipFile(ctx, link, link.start_time, link.end_time);
  return {
    mimeType: CLIP_MIME_TYPE,
    size: (await stat(file)).size,
    read: async (range) => createReadStream(file, range),
  };
}
