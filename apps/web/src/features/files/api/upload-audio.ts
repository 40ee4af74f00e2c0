import { type TAudioItem, ZAudioUploadResponse } from '@transcribe/contract';
import { errorFromBody } from '@/lib/api-client';
import { ApiError, CLIENT_CODES } from '@/lib/api-error';
import { emitAuthError } from '@/lib/auth-events';
import { renewAccessToken } from '@/lib/session-renewal';
import { getAccessToken } from '@/lib/tokens';

export interface UploadFields {
  language: string;
  mode: string;
  diarize: boolean;
  speakerCount?: number | undefined;
  folderId?: number | undefined;
}

/** Thrown when the server accepted the file but its answer has no audio id. */
const MISSING_AUDIO_ID = 'UPLOAD_NO_AUDIO_ID';

function formData(file: Blob, fileName: string, fields: UploadFields): FormData {
  const form = new FormData();
  form.append('language', fields.language);
  form.append('mode', fields.mode);
  form.append('diarize', String(fields.diarize));
  if (fields.diarize && fields.speakerCount) form.append('speaker_count', String(fields.speakerCount));
  if (fields.folderId !== undefined) form.append('folder_id', String(fields.folderId));
  // The file goes last, so the server has read every field when the bytes start.
  form.append('file', file, fileName);
  return form;
}

function send(form: FormData, token: string | null, onProgress: (percent: number) => void) {
  return new Promise<{ status: number; body: unknown }>((resolve, reject) => {
    // XMLHttpRequest, not fetch: only it reports how much of the body has been sent.
    const request = new XMLHttpRequest();
    request.open('POST', '/api/v1/audio');
    request.withCredentials = true;
    request.setRequestHeader('accept', 'application/json');
    if (token) request.setRequestHeader('authorization', `Bearer ${token}`);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    request.onload = () => {
      let body: unknown;
      try {
        body = JSON.parse(request.responseText);
      } catch {
        body = undefined;
      }
      resolve({ status: request.status, body });
    };
    request.onerror = () => reject(new ApiError({ status: 0, code: CLIENT_CODES.network }));
    request.send(form);
  });
}

/** POST /api/v1/audio as multipart, reporting the percentage sent; resolves to the new audio item. */
export async function uploadAudio(
  file: Blob,
  fileName: string,
  fields: UploadFields,
  onProgress: (percent: number) => void,
): Promise<TAudioItem> {
  const token = getAccessToken();
  let answer = await send(formData(file, fileName, fields), token, onProgress);
  if (answer.status === 401 && token) {
    const renewed = await renewAccessToken(token);
    if (!renewed) {
      emitAuthError();
      throw new ApiError({ status: 401, code: 'UNAUTHENTICATED' });
    }
    answer = await send(formData(file, fileName, fields), renewed, onProgress);
  }
  if (answer.status < 200 || answer.status >= 300) throw errorFromBody(answer.status, answer.body);
  const parsed = ZAudioUploadResponse.safeParse(answer.body);
  if (!parsed.success) throw new ApiError({ status: answer.status, code: MISSING_AUDIO_ID });
  return parsed.data.data;
}
