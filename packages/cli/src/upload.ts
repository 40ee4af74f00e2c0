import { createReadStream } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { basename, dirname } from 'node:path';
import {
  type DetailedError,
  FileUrlStorage,
  type HttpResponse,
  type PreviousUpload,
  Upload,
  type UploadOptions,
} from 'tus-js-client';
import { type ApiClient, failureOf } from './api-client.js';
import { type AudioItem, audioItem, dataOf, object } from './api-types.js';
import type { TranscriptionPlan } from './choices.js';
import { CliError, EXIT, unreachable } from './errors.js';
import './tus-types.js';

/** What an upload became: a new file, or the one already there it is a copy of (`duplicateOf`). */
export interface Uploaded {
  item: AudioItem;
  duplicateOf: number | null;
  /** The offset the server had when this run took up an upload begun before (0: begun now). */
  resumedAt: number;
}

/** Bytes per PATCH, as the web app sends: a dropped connection loses at most the chunk under way. */
const CHUNK_SIZE = 5 * 1024 * 1024;

/** Waits between retries of a dropped request; TRANSCRIBE_RETRY_DELAYS (ms, comma-separated) replaces them. */
function retryDelays(env: NodeJS.ProcessEnv): number[] {
  const given = env.TRANSCRIBE_RETRY_DELAYS?.split(',').map(Number);
  return given?.every((n) => Number.isFinite(n) && n >= 0) ? given : [0, 1000, 3000, 5000, 10_000];
}

/** The upload form's fields as tus metadata, spelled as the web app sends them. */
function metadata(path: string, plan: TranscriptionPlan): Record<string, string> {
  const fields: Record<string, string> = {
    filename: basename(path),
    language: String(plan.languageId),
    diarize: String(plan.speakers !== 1),
  };
  if (plan.modeId !== undefined) fields.mode = String(plan.modeId);
  if (plan.speakers > 1) fields.speaker_count = String(plan.speakers);
  if (plan.folderId !== undefined) fields.folder_id = String(plan.folderId);
  if (plan.keepDuplicate) fields.keep_duplicate = 'true';
  return fields;
}

const newest = (uploads: PreviousUpload[]) =>
  uploads.reduce<PreviousUpload | undefined>(
    (best, upload) =>
      !best || Date.parse(upload.creationTime) > Date.parse(best.creationTime) ? upload : best,
    undefined,
  );

/**
 * Sends `path` to /api/v1/uploads (tus). A dropped connection is retried from the offset the server tells;
 * an upload this user began before from this machine (its address kept in `resumeStore`, by path, size and
 * modification time) continues where the server has it, across runs. Rejects with a CliError: 4 when the
 * server cannot be reached, 3 when the key is refused, 1 when the server refuses the file.
 */
export async function uploadFile(
  api: ApiClient,
  path: string,
  plan: TranscriptionPlan,
  resumeStore: string,
  onProgress: (sent: number, total: number) => void,
  env: NodeJS.ProcessEnv = process.env,
): Promise<Uploaded> {
  await mkdir(dirname(resumeStore), { recursive: true, mode: 0o700 });
  for (let attempt = 1; ; attempt++) {
    try {
      return await uploadOnce(api, path, plan, resumeStore, onProgress, env);
    } catch (error) {
      // Over the key's requests a minute or the uploads at once: the window passes, the upload continues.
      if (!(error instanceof CliError && error.code === 'RATE_LIMITED') || attempt >= RATE_LIMITED_TRIES)
        throw error;
      await new Promise((resolve) => setTimeout(resolve, RATE_LIMITED_WAIT_MS));
    }
  }
}

const RATE_LIMITED_TRIES = 4;
const RATE_LIMITED_WAIT_MS = 20_000;

function uploadOnce(
  api: ApiClient,
  path: string,
  plan: TranscriptionPlan,
  resumeStore: string,
  onProgress: (sent: number, total: number) => void,
  env: NodeJS.ProcessEnv,
): Promise<Uploaded> {
  let resumedAt = 0;
  let firstPatch = true;
  return new Promise<Uploaded>((resolve, reject) => {
    const options: UploadOptions = {
      endpoint: api.url('/api/v1/uploads'),
      metadata: metadata(path, plan),
      chunkSize: CHUNK_SIZE,
      retryDelays: retryDelays(env),
      headers: { authorization: api.authorization },
      urlStorage: new FileUrlStorage(resumeStore),
      storeFingerprintForResuming: true,
      removeFingerprintOnSuccess: true,
      onBeforeRequest(request) {
        if (request.getMethod() !== 'PATCH' || !firstPatch) return;
        firstPatch = false;
        resumedAt = Number(request.getHeader('Upload-Offset') ?? 0);
      },
      onShouldRetry(error: DetailedError) {
        const status = error.originalResponse?.getStatus() ?? 0;
        return status === 0 || status >= 500 || status === 409 || status === 423;
      },
      onProgress,
      onSuccess: ({ lastResponse }) =>
        finished(api, lastResponse).then((done) => resolve({ ...done, resumedAt }), reject),
      onError: (error) => {
        failure(api, error).then(reject, reject);
      },
    };
    const upload = new Upload(createReadStream(path), options);
    upload
      .findPreviousUploads()
      .then((previous) => {
        const last = newest(previous);
        if (last) upload.resumeFromPreviousUpload(last);
        upload.start();
      })
      .catch((error: unknown) => reject(error));
  });
}

/** The audio item the last PATCH answers (or the one its Upload-Info names), and the file it duplicates. */
async function finished(api: ApiClient, response: HttpResponse): Promise<Omit<Uploaded, 'resumedAt'>> {
  try {
    const body = object(JSON.parse(response.getBody()), 'upload');
    const duplicateOf = typeof body.audio_duplicate_of === 'number' ? body.audio_duplicate_of : null;
    return { item: audioItem(body.data), duplicateOf };
  } catch {
    // The body was lost (a HEAD told the upload was whole): the header names what it became.
    const id = /(?:^|[;,\s])audio_id=(\d+)/.exec(response.getHeader('Upload-Info') ?? '')?.[1];
    if (!id) throw new CliError('The server took the file but did not say what it became.', EXIT.failed);
    return { item: audioItem(dataOf(await api.json('GET', `/api/v1/audio/${id}`))), duplicateOf: null };
  }
}

/** A tus failure as the CliError it means. */
async function failure(api: ApiClient, error: unknown): Promise<CliError> {
  const detailed = error as Partial<DetailedError> | null;
  const response = detailed?.originalResponse;
  if (!response) return unreachable(api.base, detailed?.causingError ?? error);
  const body = response.getBody();
  return failureOf(new Response(body || null, { status: response.getStatus() }));
}
