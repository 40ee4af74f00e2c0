import type { TTranscriptionRequest } from '@transcribe/contract';
import type { UploadFields } from '@/api/uploads/upload-fields';

/**
 * A recording kept in this browser's IndexedDB while it is being made: its chunks are written as the
 * microphone delivers them, so a reload, a crash or a closed tab loses at most the last chunk, and the
 * app can offer it again when it is next opened. Removed once the server has it as a file.
 */
export interface StoredRecording {
  id: string;
  userId: number;
  startedAt: number;
  mimeType: string;
  fileName: string;
  /** Seconds recorded (the dialog's timer). */
  seconds: number;
  /** Chunks stored so far; chunk i is kept under [id, i]. */
  chunks: number;
  folderId: number | null;
  /** Where the server keeps the upload of it (a tus URL), once it began. */
  uploadUrl?: string;
  /** The upload form's fields and the transcription to start once it is sent, as chosen in the dialog. */
  options?: RecordingOptions;
}

export interface RecordingOptions {
  fields: UploadFields;
  request: TTranscriptionRequest;
}

interface StoredChunk {
  recordingId: string;
  index: number;
  blob: Blob;
}

const DATABASE = 'transcribe-recordings';
const RECORDINGS = 'recordings';
const CHUNKS = 'chunks';

let opening: Promise<IDBDatabase> | undefined;

function database(): Promise<IDBDatabase> {
  opening ??= new Promise<IDBDatabase>((resolve, reject) => {
    const request = indexedDB.open(DATABASE, 1);
    request.onupgradeneeded = () => {
      request.result.createObjectStore(RECORDINGS, { keyPath: 'id' });
      request.result.createObjectStore(CHUNKS, { keyPath: ['recordingId', 'index'] });
    };
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  }).catch((error: unknown) => {
    opening = undefined;
    throw error;
  });
  return opening;
}

const finished = (transaction: IDBTransaction) =>
  new Promise<void>((resolve, reject) => {
    transaction.oncomplete = () => resolve();
    transaction.onerror = () => reject(transaction.error);
    transaction.onabort = () => reject(transaction.error);
  });

const answer = <T>(request: IDBRequest<T>) =>
  new Promise<T>((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });

const chunksOf = (id: string) => IDBKeyRange.bound([id, 0], [id, Number.MAX_SAFE_INTEGER]);

export async function saveRecording(recording: StoredRecording): Promise<void> {
  const transaction = (await database()).transaction(RECORDINGS, 'readwrite');
  transaction.objectStore(RECORDINGS).put(recording);
  await finished(transaction);
}

/** Stores the next chunk and the recording's new length together: one is never kept without the other. */
export async function appendChunk(recording: StoredRecording, blob: Blob): Promise<void> {
  const transaction = (await database()).transaction([RECORDINGS, CHUNKS], 'readwrite');
  const chunk: StoredChunk = { recordingId: recording.id, index: recording.chunks, blob };
  transaction.objectStore(CHUNKS).put(chunk);
  transaction.objectStore(RECORDINGS).put({ ...recording, chunks: recording.chunks + 1 });
  await finished(transaction);
}

/** The user's recordings still in this browser, oldest first. */
export async function storedRecordings(userId: number): Promise<StoredRecording[]> {
  const transaction = (await database()).transaction(RECORDINGS, 'readonly');
  const all = await answer<StoredRecording[]>(transaction.objectStore(RECORDINGS).getAll());
  return all.filter((r) => r.userId === userId).sort((a, b) => a.startedAt - b.startedAt);
}

/** The recording's chunks in order (Blobs the browser keeps on disk, not read into memory). */
export async function recordingChunks(id: string): Promise<Blob[]> {
  const transaction = (await database()).transaction(CHUNKS, 'readonly');
  const chunks = await answer<StoredChunk[]>(transaction.objectStore(CHUNKS).getAll(chunksOf(id)));
  return chunks.sort((a, b) => a.index - b.index).map((chunk) => chunk.blob);
}

export async function deleteRecording(id: string): Promise<void> {
  const transaction = (await database()).transaction([RECORDINGS, CHUNKS], 'readwrite');
  transaction.objectStore(CHUNKS).delete(chunksOf(id));
  transaction.objectStore(RECORDINGS).delete(id);
  await finished(transaction);
}
