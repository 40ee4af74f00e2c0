import type { TAudioItem } from '@transcribe/contract';
import {
  apiErrorFrom,
  finishedAudioItem,
  loadTus,
  TUS_ENDPOINT,
  tusAuthOptions,
  tusRequest,
  uploadMetadata,
} from '@/api/uploads/tus-client';
import type { UploadFields } from '@/api/uploads/upload-fields';
import type { GrowingSource } from './recording-source';
import type { StoredRecording } from './recording-store';

export interface RecordingUploadHandle {
  /** The new file, once the recording has ended and every byte is on the server. */
  done: Promise<TAudioItem>;
  /** Stops sending and deletes the server's copy. */
  cancel(): Promise<void>;
}

/**
 * Retries while the network is away: a recording goes on meanwhile, and what it missed is sent when the
 * server answers again (from memory, or from IndexedDB when the recording has ended by then).
 */
const RETRY_DELAYS = [0, 1000, 2000, 4000, 8000, 15_000, 30_000, 30_000, 30_000, 60_000];

/**
 * Sends a recording as a tus upload whose length is told at the end (the server accepts that for
 * `recording` uploads and recognises the bytes as they arrive). Resumes the upload at `recording.uploadUrl`
 * when there is one (the server says how much it has); `onUrl` learns the upload's address once created.
 */
export function uploadRecording(
  source: GrowingSource,
  recording: StoredRecording,
  fields: UploadFields,
  onUrl: (url: string) => void,
): RecordingUploadHandle {
  let upload: { abort(shouldTerminate?: boolean): Promise<void> } | undefined;
  const done = loadTus().then(
    ({ Upload }) =>
      new Promise<TAudioItem>((resolve, reject) => {
        const started = new Upload(new Blob(), {
          endpoint: TUS_ENDPOINT,
          uploadUrl: recording.uploadUrl ?? null,
          uploadLengthDeferred: true,
          // Each PATCH carries what was recorded since the last one (the source hands out what it has).
          chunkSize: 8 * 1024 * 1024,
          fileReader: { openFile: async () => source },
          storeFingerprintForResuming: false,
          retryDelays: RETRY_DELAYS,
          metadata: {
            ...uploadMetadata(fields),
            filename: recording.fileName,
            filetype: recording.mimeType,
            recording: '1',
          },
          ...tusAuthOptions(),
          onUploadUrlAvailable: () => started.url && onUrl(started.url),
          onSuccess: ({ lastResponse }) => finishedAudioItem(lastResponse).then(resolve, reject),
          onError: (error) => reject(apiErrorFrom(error)),
        });
        upload = started;
        started.start();
      }),
  );
  return {
    done,
    async cancel() {
      await upload?.abort(true).catch(() => undefined);
    },
  };
}

/** Deletes the server's copy of an upload no longer wanted (a recovered recording that is discarded). */
export async function deleteUpload(url: string): Promise<void> {
  await tusRequest('DELETE', url).catch(() => undefined);
}
