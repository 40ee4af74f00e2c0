import { pipeline, Transform } from 'node:stream';
import type { TImport, TImportRequest } from '@transcribe/contract';
import { blockedAddressOf } from '../../adapters/address-guard.js';
import { DownloadError } from '../../adapters/media-download.js';
import type { AppContext } from '../../app-context.js';
import { importOf, insertImport, recentImports } from '../../db/repositories/imports.js';
import type { ImportRow } from '../../db/schema.js';
import { AppError, notFound } from '../../domain/app-error.js';
import type { Logger } from '../../domain/logger.js';
import { importEventOf } from '../../events/import-change.js';
import { requestTranscription } from '../transcripts/transcriptions.js';
import { checkUploadFields, registerUpload, storeUploadedFile, uploadTooLarge } from '../uploads/uploads.js';
import { announceImport, saveImport, saveImportProgress } from './import-progress.js';
import { type LinkedRecording, openRecording } from './recording-source.js';

/** Progress is written at most this often while a download runs. */
const PROGRESS_EVERY_MS = 1000;
/** An import whose progress has not moved for this long has lost its process (a restart): it failed. */
const STALLED_MS = 10 * 60_000;
const STALLED = 'The import stopped before it finished (the server restarted). Please import the link again.';
/** The most imports the list shows. */
const LIST_LIMIT = 20;

/**
 * Imports a recording from a link for the user: what can be checked at once is (the folder, the mode and
 * language, an address refused), then the download runs on in the background (see `runImport`) and the
 * import is answered as it stands; its progress and outcome are read with `importFor`.
 */
export async function startImport(
  ctx: AppContext,
  userId: number,
  request: TImportRequest,
  log: Logger,
): Promise<TImport> {
  await checkImportRequest(ctx, userId, request);
  const { row } = await beginImport(ctx, userId, request, log);
  return importEventOf(row);
}

/**
 * What can be checked before anything is fetched, for a link or a feed: the folder (the user may upload to
 * it), the mode and language, and the address (a private or local one is refused, unless allowed).
 */
export async function checkImportRequest(
  ctx: AppContext,
  userId: number,
  request: Pick<TImportRequest, 'url' | 'folder_id' | 'transcription'>,
): Promise<void> {
  await checkUploadFields(ctx, userId, uploadFields({ ...request, keep_duplicate: false }));
  const { audio_transcript_model_id: model, audio_transcript_language_id: language } = request.transcription;
  ctx.catalogue.resolve(model, language);
  await checkAddress(ctx, new URL(request.url).hostname);
}

/**
 * An import begun without the checks of `startImport` (a feed's episode, whose feed was checked): its row,
 * and `done`, settled when it has ended (it never rejects: a failure is the row's).
 */
export async function beginImport(ctx: AppContext, userId: number, request: TImportRequest, log: Logger) {
  const row = await insertImport(ctx.db, {
    userId,
    url: request.url,
    request: JSON.stringify(request),
    now: new Date().toISOString(),
  });
  await announceImport(ctx, row);
  return { row, done: runImport(ctx, row, request, log) };
}

export async function importFor(ctx: AppContext, userId: number, id: number): Promise<TImport> {
  const row = await importOf(ctx.db, userId, id);
  if (!row) throw notFound('Import');
  return importEventOf(await unlessStalled(ctx, row));
}

export async function importsOf(ctx: AppContext, userId: number): Promise<TImport[]> {
  const rows = await recentImports(ctx.db, userId, LIST_LIMIT);
  return Promise.all(rows.map(async (row) => importEventOf(await unlessStalled(ctx, row))));
}

/** An import still downloading whose progress stopped moving long ago lost its process: failed, written once. */
async function unlessStalled(ctx: AppContext, row: ImportRow): Promise<ImportRow> {
  if (row.status !== 'importing' || Date.parse(row.updated_at) > Date.now() - STALLED_MS) return row;
  return saveImport(ctx, row.id, {
    status: 'failed',
    error_code: 'IMPORT_INTERRUPTED',
    error_message: STALLED,
  });
}

const uploadFields = (request: TImportRequest): Record<string, string> => ({
  ...(request.folder_id !== undefined && { folder_id: String(request.folder_id) }),
  keep_duplicate: String(request.keep_duplicate),
});

/** A link to a private or local address is refused before anything starts (and again on every connection). */
async function checkAddress(ctx: AppContext, hostname: string): Promise<void> {
  if (ctx.config.imports.allowPrivateAddresses) return;
  const blocked = await blockedAddressOf(hostname).catch(() => {
    throw new AppError('IMPORT_UNREACHABLE', `The host ${hostname} could not be found.`);
  });
  if (blocked)
    throw new AppError(
      'IMPORT_ADDRESS_REFUSED',
      `${hostname} is a private or local address (${blocked}); imports can only fetch from public addresses.`,
    );
}

/**
 * Downloads the recording into the media store (as an upload: the size limit, the hash), makes it an audio
 * item (the probe, the length limit, duplicates) and transcribes it with the options asked; the import row
 * follows it, and ends completed (with the item, or the one it is a copy of) or failed with why. Nothing
 * half-made stays: a failure removes what was stored.
 */
async function runImport(
  ctx: AppContext,
  row: ImportRow,
  request: TImportRequest,
  log: Logger,
): Promise<void> {
  let recording: LinkedRecording | undefined;
  try {
    recording = await openRecording(ctx, request.url);
    if (recording.size !== null && recording.size > ctx.config.maxUploadBytes) {
      recording.stream.destroy();
      throw uploadTooLarge(ctx.config.maxUploadBytes);
    }
    await saveImport(ctx, row.id, { total_bytes: recording.size });
    // As one stream: a download cut short fails the store, and the store stopping at the limit ends the download.
    const counted = pipeline(recording.stream, progressOf(ctx, row.id), () => {});
    const stored = await storeUploadedFile(ctx, counted);
    const { item, duplicateOf } = await registerUpload(
      ctx,
      row.user_id,
      { ...stored, fileName: recording.fileName, fields: uploadFields(request) },
      log,
    );
    const done = { status: 'completed' as const, received_bytes: stored.size, audio_id: item.audio_id };
    // Completed once its transcription is queued (a copy of a file already there is not transcribed again);
    // a transcription that could not start leaves the recording in the library, and the import says why.
    const refused =
      duplicateOf === null
        ? await requestTranscription(ctx, row.user_id, item.audio_id, request.transcription).then(
            () => undefined,
            failure,
          )
        : undefined;
    await saveImport(ctx, row.id, { ...done, duplicate_of: duplicateOf, ...refused });
  } catch (error) {
    log.warn({ err: error, importId: row.id }, 'import from a link failed');
    await saveImport(ctx, row.id, { status: 'failed', ...failure(error) }).catch(() => {});
  } finally {
    await recording?.done();
  }
}

function failure(error: unknown): { error_code: string; error_message: string } {
  if (error instanceof AppError) return { error_code: error.code, error_message: error.message };
  if (error instanceof DownloadError) {
    const code = {
      refused: 'IMPORT_ADDRESS_REFUSED',
      unreachable: 'IMPORT_UNREACHABLE',
      'not-media': 'IMPORT_NOT_MEDIA',
      page: 'IMPORT_NOT_MEDIA',
      unavailable: 'IMPORT_NOT_MEDIA',
      'too-large': 'PAYLOAD_TOO_LARGE',
    };
    return { error_code: code[error.failure], error_message: error.message };
  }
  return { error_code: 'IMPORT_UNREACHABLE', error_message: 'The download broke off before the end.' };
}

/** Counts the bytes going by and writes the count to the import at most once a second. */
function progressOf(ctx: AppContext, id: number): Transform {
  let received = 0;
  let written = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      received += chunk.length;
      if (Date.now() - written >= PROGRESS_EVERY_MS) {
        written = Date.now();
        void saveImportProgress(ctx, id, received).catch(() => {});
      }
      done(null, chunk);
    },
  });
}
