import {
  DUPLICATE_UPLOAD_MESSAGE,
  type TAudioItem,
  type TUploadFields,
  ZUploadFields,
} from '@transcribe/contract';
import type { Insertable } from 'kysely';
import { decodedSeconds, probeMedia } from '../../adapters/media-probe.js';
import type { AppContext } from '../../app-context.js';
import { audioWithContent, insertAudio } from '../../db/repositories/audio.js';
import { findRootFolder } from '../../db/repositories/folders.js';
import type { AudioTable } from '../../db/schema.js';
import { AppError, notFound } from '../../domain/app-error.js';
import type { Logger } from '../../domain/logger.js';
import { withLocalMedia } from '../../storage/media-store.js';
import { folderFor } from '../core/access.js';
import { getAudioItem } from '../core/audio-item.js';
import { displayFileName } from '../core/file-names.js';
import { discardUpload, finishUpload } from '../core/media-journal.js';
import { toAudioItem } from '../views/audio-item.js';
import { type StoredTracks, storeStreamsAsTracks } from './stream-tracks.js';
import { claimStoredVideo, type StoredVideo, storeVideoParts } from './video-playback.js';

export { storeUploadedFile, uploadTooLarge } from './store-upload.js';

export const unsupportedMedia = () => new AppError('UNSUPPORTED_MEDIA', 'Unsupported or corrupt media file.');

/**
 * Fewer bytes than this per second of claimed length is below any real codec (even silence in FLAC or
 * low-rate Opus takes more): the header's length is a lie, as in a tiny file claiming hours.
 */
const MIN_BYTES_PER_SECOND = 16;

export const mediaTooLong = (maxSeconds: number) =>
  new AppError('MEDIA_TOO_LONG', `The recording is longer than the limit of ${formatSeconds(maxSeconds)}.`);

/** "10 hours", "90 minutes", "45 seconds": the limit as a person would say it. */
function formatSeconds(seconds: number): string {
  const [amount, unit] =
    seconds >= 3600 && seconds % 3600 === 0
      ? [seconds / 3600, 'hour']
      : seconds >= 60 && seconds % 60 === 0
        ? [seconds / 60, 'minute']
        : [+seconds.toFixed(1), 'second'];
  return `${amount} ${unit}${amount === 1 ? '' : 's'}`;
}

/** The answer to an upload: the new file, or the one already there that it is a copy of. */
export const uploadAnswer = (item: TAudioItem, duplicateOf: number | null) =>
  duplicateOf === null
    ? { success: true as const, message: 'File uploaded.', data: item }
    : {
        success: true as const,
        message: DUPLICATE_UPLOAD_MESSAGE,
        data: item,
        audio_duplicate_of: duplicateOf,
      };

/** What an upload became: a new audio item, or (`duplicateOf`, its id) the one it is a copy of. */
export interface RegisteredUpload {
  item: TAudioItem;
  duplicateOf: number | null;
}

/**
 * Turns a stored upload into an audio item: validates the form fields, checks the folder is the user's,
 * probes the media. Whatever fails, the stored file is removed, so nothing half-made is kept. An upload whose
 * bytes (`sha256`) are a file's already in the same place (the user's own library, or the workspace's) is not
 * kept: that file is the answer, unless the fields say `keep_duplicate`. A file with several audio streams,
 * one a person, is rewritten once into a file of tracks (see `storeStreamsAsTracks`) that replaces it: the
 * original's bytes go once the new file is the row's.
 */
export async function registerUpload(
  ctx: AppContext,
  userId: number,
  upload: { key: string; size: number; sha256?: string; fileName: string; fields: Record<string, string> },
  log?: Logger,
): Promise<RegisteredUpload> {
  let tracks: StoredTracks | undefined;
  let video: StoredVideo | undefined;
  try {
    const { fields, folder, role, workspaceId } = await checkUploadFields(ctx, userId, upload.fields);
    if (upload.size === 0) throw unsupportedMedia();
    const place = workspaceId === null ? { userId } : { workspaceId };
    const original =
      upload.sha256 && fields.keep_duplicate !== 'true'
        ? await audioWithContent(ctx.db, place, upload.sha256)
        : undefined;
    if (original) {
      await discardUpload(ctx, upload.key);
      return { item: await getAudioItem(ctx, userId, original.id), duplicateOf: original.id };
    }
    const { info, durationSeconds } = await withLocalMedia(ctx.media, upload.key, async (path) => {
      const info = await probeMedia(ctx.config.ffprobePath, path);
      if (!info) throw unsupportedMedia();
      const durationSeconds = await checkedDuration(ctx, { ...upload, path }, info.durationSeconds);
      const media = { path, fileName: upload.fileName, info, durationSeconds };
      tracks = await storeStreamsAsTracks(ctx, media, log);
      return { info, durationSeconds };
    });
    const stored = tracks ?? { key: upload.key, size: upload.size, mimeType: info.mimeType };
    // The picture as stored (a file of tracks keeps it): how browsers play it, and its poster.
    if (info.hasVideo) video = await storeVideoParts(ctx, stored.key, log);
    const values: Insertable<AudioTable> = {
      user_id: userId,
      folder_id: folder.id,
      file_name: displayFileName(upload.fileName),
      storage_key: stored.key,
      mime_type: stored.mimeType,
      size_bytes: stored.size,
      duration_seconds: durationSeconds,
      has_audio: info.hasAudio ? 1 : 0,
      has_video: info.hasVideo ? 1 : 0,
      upload_language: fields.language ?? null,
      upload_mode: fields.mode ?? null,
      upload_diarize: fields.diarize === 'true' ? 1 : 0,
      upload_speaker_count: fields.speaker_count ?? null,
      track_names: tracks ? JSON.stringify(tracks.trackNames) : null,
      content_sha256: upload.sha256 ?? null,
      created_at: new Date().toISOString(),
      ...video?.columns,
    };
    // The row and the end of the upload's journal entry commit together: the file is the row's from then on.
    const row = await ctx.db.transaction().execute(async (trx) => {
      await finishUpload(trx, stored.key);
      const inserted = await insertAudio(trx, values);
      if (video) await claimStoredVideo(ctx, trx, video, inserted.id);
      return inserted;
    });
    // Rewritten: the original goes (its journal entry stays until it has, for housekeeping to finish).
    if (tracks) await discardUpload(ctx, upload.key).catch(() => {});
    return { item: toAudioItem(row, { role }), duplicateOf: null };
  } catch (error) {
    await discardUpload(ctx, upload.key);
    if (tracks) await discardUpload(ctx, tracks.key);
    if (video?.columns.poster_key) await discardUpload(ctx, video.columns.poster_key);
    throw error;
  }
}

/**
 * The upload form's fields, validated, and the folder they name (the user's, a workspace's they may upload
 * to, or their root) with its workspace (null: the user's own library): 400/403/404 otherwise.
 */
export async function checkUploadFields(ctx: AppContext, userId: number, raw: Record<string, string>) {
  const fields = parseFields(raw);
  if (fields.folder_id) {
    const folder = await folderFor(ctx, userId, fields.folder_id, 'write');
    return { fields, folder, role: folder.access.role, workspaceId: folder.access.workspace_id };
  }
  const root = await findRootFolder(ctx.db, userId);
  if (!root) throw notFound('Folder');
  return { fields, folder: root, role: 'owner' as const, workspaceId: null };
}

function parseFields(raw: Record<string, string>): TUploadFields {
  const parsed = ZUploadFields.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new AppError('VALIDATION_FAILED', `${issue?.path.join('.')}: ${issue?.message}`);
  }
  return parsed.data;
}

/**
 * The length to store: the header's, unless the file is too small to hold it; then the media is decoded to
 * find how long it really plays (the transcription, the list and the plan all go by this number). Media
 * longer than MAX_MEDIA_SECONDS is refused, and decoding stops just past that length: a tiny file that
 * really plays for days costs seconds, not hours.
 */
async function checkedDuration(
  ctx: AppContext,
  upload: { path: string; size: number },
  claimedSeconds: number,
): Promise<number> {
  const max = ctx.config.maxMediaSeconds;
  if (upload.size / claimedSeconds >= MIN_BYTES_PER_SECOND) {
    if (claimedSeconds > max) throw mediaTooLong(max);
    return claimedSeconds;
  }
  const real = await decodedSeconds(ctx.config.ffmpegPath, upload.path, {
    maxSeconds: max + 1,
  });
  if (!real) throw unsupportedMedia();
  if (real > max) throw mediaTooLong(max);
  return Math.min(real, claimedSeconds);
}
