import type { TAudioItem } from '@transcribe/contract';
import type { PreviousUpload } from 'tus-js-client';
import {
  apiErrorFrom,
  duplicateOfFrom,
  finishedAudioItem,
  loadTus,
  TUS_ENDPOINT,
  TUS_RETRY_DELAYS,
  tusAuthOptions,
  uploadMetadata,
} from './tus-client';
import { forgetFile, uploadFingerprint } from './unfinished-uploads';
import type { UploadFields } from './upload-fields';

/**
 * Bytes per PATCH. Each acknowledged chunk is progress the server keeps even if the connection drops
 * mid-chunk, and stays below what proxies in front of the API commonly accept in one request body.
 */
const CHUNK_SIZE = 5 * 1024 * 1024;

/** What an upload became: a new file, or the one already there that it is a copy of (`duplicateOf`). */
export interface UploadedFile {
  item: TAudioItem;
  duplicateOf: number | null;
}

const newest = (uploads: PreviousUpload[]) =>
  uploads.reduce<PreviousUpload | undefined>(
    (best, upload) =>
      !best || Date.parse(upload.creationTime) > Date.parse(best.creationTime) ? upload : best,
    undefined,
  );

/**
 * Uploads `file` to POST /api/v1/uploads (tus), its upload form fields as metadata, reporting the percent
 * the server has. The same file begun before by this user in this browser (an upload cut by a closed tab,
 * a reload, a lost network) continues from the server's offset; the server keeps the fields it began with.
 * Resolves to the new audio item, or to the file already in that place it is a copy of (`duplicateOf`, its
 * id: nothing new was kept); rejects with the ApiError the multipart upload would have.
 */
export async function uploadResumable(
  file: File,
  fields: UploadFields,
  userId: number,
  onProgress: (percent: number) => void,
): Promise<UploadedFile> {
  const { Upload } = await loadTus();
  return new Promise<UploadedFile>((resolve, reject) => {
    const upload = new Upload(file, {
      endpoint: TUS_ENDPOINT,
      metadata: { ...uploadMetadata(fields), filename: file.name, filetype: file.type },
      chunkSize: CHUNK_SIZE,
      retryDelays: TUS_RETRY_DELAYS,
      fingerprint: async () => uploadFingerprint(userId, file),
      storeFingerprintForResuming: true,
      removeFingerprintOnSuccess: true,
      ...tusAuthOptions(),
      onProgress: (sent, total) => onProgress(total > 0 ? Math.floor((sent / total) * 100) : 0),
      onSuccess: ({ lastResponse }) =>
        finishedAudioItem(lastResponse).then(
          (item) => resolve({ item, duplicateOf: duplicateOfFrom(lastResponse) }),
          reject,
        ),
      onError: (error) => {
        const failure = apiErrorFrom(error);
        // Refused for good (not media, too large, no such folder): nothing to continue another time.
        const final = failure.status >= 400 && failure.status < 500 && failure.status !== 401;
        (final ? forgetFile(userId, file) : Promise.resolve()).finally(() => reject(failure));
      },
    });
    upload
      .findPreviousUploads()
      .then((previous) => {
        const last = newest(previous);
        if (last) upload.resumeFromPreviousUpload(last);
        upload.start();
      })
      .catch((error: unknown) => reject(apiErrorFrom(error)));
  });
}
