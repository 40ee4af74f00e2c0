import { type TAudioItem, ZAudioUploadResponse } from '@transcribe/contract';
import type { DetailedError, HttpResponse, UploadOptions } from 'tus-js-client';
import { fetchAudio } from '@/api/audio/audio-detail';
import { errorFromBody } from '@/lib/api-client';
import { ApiError, CLIENT_CODES } from '@/lib/api-error';
import { emitAuthError } from '@/lib/auth-events';
import { renewAccessToken } from '@/lib/session-renewal';
import { getAccessToken } from '@/lib/tokens';
import type { UploadFields } from './upload-fields';

/**
 * What every tus upload to `/api/v1/uploads` shares (the upload dialog, the recorder):
 *
 * - `loadTus()`: tus-js-client, imported on first use so none of it lands in the initial chunks.
 * - `TUS_ENDPOINT`: the absolute endpoint (tus resolves the server's relative Location against it).
 * - `uploadMetadata(fields)`: the upload form's fields as Upload-Metadata, spelled as the form sends them
 *   (add `filename` and `filetype` beside them).
 * - `tusAuthOptions()`: `onBeforeRequest` + `onShouldRetry` for one upload: the current Bearer token on
 *   every request; a 401 renews it once and retries (a session that cannot be renewed logs out); network
 *   drops, 5xx, 409 and 423 are retried while the browser is online, other 4xx are not.
 * - `TUS_RETRY_DELAYS`: the `retryDelays` to pass with them.
 * - `audioItemFrom(response)`: the audio item the last PATCH answers with, or null when its body is unreadable;
 *   `finishedAudioItem(response)` then falls back to fetching the id that `Upload-Info` names;
 *   `duplicateOfFrom(response)`: the file it is a copy of, when the server kept nothing new.
 * - `apiErrorFrom(error)`: the `ApiError` the multipart upload would have thrown for the same failure.
 * - `tusRequest(method, url)`: a bare HEAD or DELETE of an upload, with the token handling above.
 */
export const loadTus = () => import('tus-js-client');

export const TUS_ENDPOINT = new URL('/api/v1/uploads', window.location.origin).toString();

/** Thrown when the server accepted the file but its answer has no audio id. */
const MISSING_AUDIO_ID = 'UPLOAD_NO_AUDIO_ID';

export const TUS_RETRY_DELAYS = [0, 1000, 3000, 5000, 10_000, 20_000];

export function uploadMetadata(fields: UploadFields): Record<string, string> {
  const metadata: Record<string, string> = {
    language: fields.language,
    mode: fields.mode,
    diarize: String(fields.diarize),
  };
  if (fields.diarize && fields.speakerCount) metadata.speaker_count = String(fields.speakerCount);
  if (fields.folderId !== undefined) metadata.folder_id = String(fields.folderId);
  if (fields.keepDuplicate) metadata.keep_duplicate = 'true';
  return metadata;
}

const bearer = (header: string | undefined) => header?.replace(/^Bearer /, '') ?? null;

export function tusAuthOptions(): Required<Pick<UploadOptions, 'onBeforeRequest' | 'onShouldRetry'>> {
  let renewal: Promise<string | null> | null = null;
  let sessionOver = false;
  return {
    async onBeforeRequest(request) {
      const token = renewal ? await renewal : getAccessToken();
      if (token) request.setHeader('Authorization', `Bearer ${token}`);
    },
    onShouldRetry(error: DetailedError) {
      const status = error.originalResponse?.getStatus() ?? 0;
      if (status === 401) {
        // onShouldRetry cannot wait: the renewal runs now and the retried request's onBeforeRequest awaits it.
        if (sessionOver || renewal) return false;
        renewal = renewAccessToken(bearer(error.originalRequest.getHeader('Authorization')) ?? '').then(
          (token) => {
            if (!token) {
              sessionOver = true;
              emitAuthError();
            }
            return token;
          },
        );
        void renewal.then((token) => {
          // The renewed token is the stored one from now on; a later expiry may renew again.
          if (token) renewal = null;
        });
        return true;
      }
      const retryable = status === 0 || status >= 500 || status === 409 || status === 423;
      return retryable && navigator.onLine !== false;
    },
  };
}

function jsonBody(response: HttpResponse): unknown {
  try {
    return JSON.parse(response.getBody());
  } catch {
    return undefined;
  }
}

/** The audio item a finished upload's last PATCH answers with; null when its body does not hold one. */
export function audioItemFrom(response: HttpResponse): TAudioItem | null {
  const parsed = ZAudioUploadResponse.safeParse(jsonBody(response));
  return parsed.success ? parsed.data.data : null;
}

/** The file a finished upload is a copy of (the server kept nothing new), or null. */
export function duplicateOfFrom(response: HttpResponse): number | null {
  const parsed = ZAudioUploadResponse.safeParse(jsonBody(response));
  return (parsed.success && parsed.data.audio_duplicate_of) || null;
}

/**
 * The audio item of a finished upload: from the body, else fetched by the id `Upload-Info: audio_id=<id>`
 * names; neither is the spec's 'Upload succeeded but did not return a file ID.'.
 */
export async function finishedAudioItem(response: HttpResponse): Promise<TAudioItem> {
  const item = audioItemFrom(response);
  if (item) return item;
  const id = /(?:^|[;,\s])audio_id=(\d+)/.exec(response.getHeader('Upload-Info') ?? '')?.[1];
  if (!id) throw new ApiError({ status: response.getStatus(), code: MISSING_AUDIO_ID });
  return fetchAudio(id);
}

/** A tus failure as the API's error: the server's 4xx body when it sent one, else a network error. */
export function apiErrorFrom(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  const response = (error as Partial<DetailedError> | null)?.originalResponse;
  if (!response) return new ApiError({ status: 0, code: CLIENT_CODES.network });
  return errorFromBody(response.getStatus(), jsonBody(response));
}

/** A HEAD or DELETE of one upload by its URL, renewing the token once on a 401. */
export async function tusRequest(method: 'HEAD' | 'DELETE', url: string): Promise<Response> {
  const send = (token: string | null) =>
    fetch(url, {
      method,
      headers: { 'Tus-Resumable': '1.0.0', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    });
  const token = getAccessToken();
  const response = await send(token);
  if (response.status !== 401 || !token) return response;
  const renewed = await renewAccessToken(token);
  if (!renewed) {
    emitAuthError();
    throw new ApiError({ status: 401, code: 'UNAUTHENTICATED' });
  }
  return send(renewed);
}
