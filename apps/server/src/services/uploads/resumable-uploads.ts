import { createReadStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import { remuxRecording } from '../../adapters/media-remux.js';
import type { AppContext } from '../../app-context.js';
import { AppError } from '../../domain/app-error.js';
import type { Logger } from '../../domain/logger.js';
import {
  createResumableStore,
  readFinishedUpload,
  recordFinishedUpload,
  removeOldFinishedUploads,
} from '../../storage/resumable-store.js';
import {
  checkUploadFields,
  type RegisteredUpload,
  registerUpload,
  storeUploadedFile,
  uploadTooLarge,
} from './uploads.js';

/**
 * Resumable uploads (the tus protocol): the fields of the upload form travel as the upload's metadata,
 * checked when it is created, so a wrong folder or a file over the limit is refused before a byte is sent.
 * The server adds whose upload it is; only they may continue, read or end it.
 */
const OWNER = 'owner';
/**
 * `recording` = `1`: the browser's recorder streams a recording while it is being made, so its length is
 * told only by the last PATCH (Upload-Defer-Length), and the server keeps a live draft of its words.
 */
const RECORDING = 'recording';
/** Metadata only the server writes, the file's name and the recording mark, which are not form fields. */
const NOT_FIELDS = new Set([OWNER, RECORDING, 'filename', 'filetype', 'name', 'type']);

type Metadata = Record<string, string | null | undefined>;

const formFields = (metadata: Metadata) =>
  Object.fromEntries(
    Object.entries(metadata).filter(
      (entry): entry is [string, string] => !NOT_FIELDS.has(entry[0]) && typeof entry[1] === 'string',
    ),
  );

/** Checks a new upload of `size` bytes; returns the metadata the server adds to it. */
export async function acceptResumableUpload(
  ctx: AppContext,
  userId: number,
  upload: { size: number | undefined; metadata: Metadata },
): Promise<Record<string, string>> {
  if (upload.size === undefined && !isRecordingUpload(upload.metadata)) {
    throw new AppError(
      'VALIDATION_FAILED',
      'Send the file size in Upload-Length: deferred lengths are accepted only for recordings.',
    );
  }
  if (upload.size !== undefined && upload.size > ctx.config.maxUploadBytes)
    throw uploadTooLarge(ctx.config.maxUploadBytes);
  await checkUploadFields(ctx, userId, formFields(upload.metadata));
  return { [OWNER]: String(userId) };
}

export const isRecordingUpload = (metadata: Metadata | undefined) => metadata?.[RECORDING] === '1';

/**
 * Before a PATCH of an upload whose length is not yet known: the bytes it would reach and the length it
 * may declare stay within MAX_UPLOAD_BYTES (tus checks too, but answers in its own words).
 */
export function checkUploadGrowth(
  ctx: AppContext,
  upload: { size: number | undefined; offset: number },
  request: { contentLength: number | undefined; declaredLength: number | undefined },
): void {
  if (upload.size !== undefined) return;
  const max = ctx.config.maxUploadBytes;
  const reach = upload.offset + (request.contentLength ?? 0);
  if (reach > max || (request.declaredLength ?? 0) > max) throw uploadTooLarge(max);
}

export const ownsResumableUpload = (metadata: Metadata | undefined, userId: number) =>
  metadata?.[OWNER] === String(userId);

/**
 * A whole upload becomes an audio item as the upload form's file would: copied into the media store under
 * the journal, probed and registered (a file that is not media is refused and nothing is kept). A recording
 * is remuxed first, so it has a length and a seek index as a finished file does.
 */
export async function finishResumableUpload(
  ctx: AppContext,
  userId: number,
  upload: { id: string; size: number; path: string; metadata: Metadata },
  log?: Logger,
): Promise<RegisteredUpload> {
  const remuxed = isRecordingUpload(upload.metadata)
    ? await remuxRecording(ctx.config.ffmpegPath, upload.path, upload.metadata.filetype ?? '')
    : undefined;
  const stored = await storeUploadedFile(ctx, createReadStream(remuxed ?? upload.path)).finally(
    () => remuxed && rm(remuxed, { force: true }),
  );
  const fileName = upload.metadata.filename ?? upload.metadata.name ?? 'upload';
  const registered = await registerUpload(
    ctx,
    userId,
    {
      ...stored,
      fileName,
      fields: formFields(upload.metadata),
    },
    log,
  );
  // A client whose last answer got lost asks HEAD again: it learns the upload is whole, and what it became.
  await recordFinishedUpload(ctx.config.dataDir, upload.id, {
    owner: String(userId),
    size: upload.size,
    audioId: registered.item.audio_id,
  }).catch(() => undefined);
  return registered;
}

/** A finished upload of the user's, for a day after: its size and the audio item it became. */
export async function finishedResumableUpload(ctx: AppContext, userId: number, id: string) {
  const finished = await readFinishedUpload(ctx.config.dataDir, id);
  return finished?.owner === String(userId) ? finished : undefined;
}

/** Removes what was kept of uploads finished a day ago; resolves to how many. */
export const forgetFinishedUploads = (ctx: AppContext, now: number) =>
  removeOldFinishedUploads(ctx.config.dataDir, now);

/** Where this server's unfinished uploads are (DATA_DIR/uploads). */
export const resumableUploadStore = (ctx: AppContext) => createResumableStore(ctx.config.dataDir);
