import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import { type TAudioItem, type TUploadFields, ZUploadFields } from '@transcribe/contract';
import type { AppContext } from '../app-context.js';
import { insertAudio } from '../db/repositories/audio.js';
import { findFolder, findRootFolder } from '../db/repositories/folders.js';
import { AppError, notFound } from '../http/app-error.js';
import { MediaTooLargeError } from '../storage/media-store.js';
import { toAudioItem } from './audio-view.js';
import { probeMedia } from './media-probe.js';

export const unsupportedMedia = () => new AppError('UNSUPPORTED_MEDIA', 'Unsupported or corrupt media file.');

export const uploadTooLarge = (maxBytes: number) =>
  new AppError('PAYLOAD_TOO_LARGE', `The file is larger than the upload limit of ${formatBytes(maxBytes)}.`);

const formatBytes = (bytes: number) =>
  bytes >= 1024 ** 3 ? `${+(bytes / 1024 ** 3).toFixed(2)} GB` : `${+(bytes / 1024 ** 2).toFixed(2)} MB`;

/** Streams one uploaded file into the media store under a new server-generated key. */
export async function storeUploadedFile(
  ctx: AppContext,
  file: Readable,
): Promise<{ key: string; size: number }> {
  const key = randomUUID();
  try {
    return { key, size: await ctx.media.put(key, file, { maxBytes: ctx.config.maxUploadBytes }) };
  } catch (error) {
    throw error instanceof MediaTooLargeError ? uploadTooLarge(ctx.config.maxUploadBytes) : error;
  }
}

/**
 * Turns a stored upload into an audio item: validates the form fields, checks the folder is the user's,
 * probes the media. Whatever fails, the stored file is removed, so nothing half-made is kept.
 */
export async function registerUpload(
  ctx: AppContext,
  userId: number,
  upload: { key: string; size: number; fileName: string; fields: Record<string, string> },
): Promise<TAudioItem> {
  try {
    const fields = parseFields(upload.fields);
    const folder = fields.folder_id
      ? await findFolder(ctx.db, userId, fields.folder_id)
      : await findRootFolder(ctx.db, userId);
    if (!folder) throw notFound('Folder');
    const info =
      upload.size > 0 ? await probeMedia(ctx.config.ffprobePath, ctx.media.localPath(upload.key)) : undefined;
    if (!info) throw unsupportedMedia();
    const row = await insertAudio(ctx.db, {
      user_id: userId,
      folder_id: folder.id,
      file_name: cleanFileName(upload.fileName),
      storage_key: upload.key,
      mime_type: info.mimeType,
      size_bytes: upload.size,
      duration_seconds: info.durationSeconds,
      has_audio: info.hasAudio ? 1 : 0,
      has_video: info.hasVideo ? 1 : 0,
      upload_language: fields.language ?? null,
      upload_mode: fields.mode ?? null,
      upload_diarize: fields.diarize === 'true' ? 1 : 0,
      upload_speaker_count: fields.speaker_count ?? null,
      created_at: new Date().toISOString(),
    });
    return toAudioItem(row);
  } catch (error) {
    await ctx.media.delete(upload.key);
    throw error;
  }
}

function parseFields(raw: Record<string, string>): TUploadFields {
  const parsed = ZUploadFields.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new AppError('VALIDATION_FAILED', `${issue?.path.join('.')}: ${issue?.message}`);
  }
  return parsed.data;
}

/** The client's name, for display and download only: any directory part dropped, control characters out. */
function cleanFileName(name: string): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is the point.
  const base = (name.split(/[\\/]/).pop() ?? '').replace(/[\u0000-\u001f\u007f]/g, '').trim();
  return (base || 'upload').slice(0, 255);
}
