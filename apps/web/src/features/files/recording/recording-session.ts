import type { TAudioItem } from '@transcribe/contract';
import type { UploadFields } from '@/api/uploads/upload-fields';
import { RecordingSource } from './recording-source';
import {
  appendChunk,
  deleteRecording,
  type RecordingOptions,
  recordingChunks,
  type StoredRecording,
  saveRecording,
} from './recording-store';
import { deleteUpload, type RecordingUploadHandle, uploadRecording } from './recording-upload';

/** Web Lock names held by the tab that is recording, so other tabs do not offer its recording as lost. */
export const LOCK_PREFIX = 'transcribe-recording:';

/**
 * One recording from its first chunk until the server has it: each chunk goes to IndexedDB and into the
 * growing upload, whose bytes the server recognises as they come (the live draft). `finish` sends the
 * rest and resolves to the new file; if the live upload was lost on the way (network, server restart)
 * it is taken up again from IndexedDB where the server stopped.
 */
export class RecordingSession {
  private source = new RecordingSource();
  private upload: RecordingUploadHandle | undefined;
  private writes: Promise<void> = Promise.resolve();
  private releaseLock: (() => void) | undefined;
  /** Sent or discarded: a recorder's late last chunk must not bring it back into IndexedDB. */
  private over = false;

  private constructor(private recording: StoredRecording) {}

  /** A new recording of `userId`'s; nothing is stored until its first chunk. */
  static begin(
    recording: Omit<StoredRecording, 'id' | 'chunks' | 'seconds' | 'startedAt'>,
  ): RecordingSession {
    const session = new RecordingSession({
      ...recording,
      id: crypto.randomUUID(),
      startedAt: Date.now(),
      chunks: 0,
      seconds: 0,
    });
    session.holdLock();
    return session;
  }

  /** A recording left in IndexedDB by a reload or crash, to send or discard. */
  static recovered(recording: StoredRecording): RecordingSession {
    return new RecordingSession(recording);
  }

  get id() {
    return this.recording.id;
  }

  /** The server's id of the upload, for its live draft. */
  get uploadId(): string | undefined {
    return this.recording.uploadUrl?.split('/').pop();
  }

  /** The options chosen for it (stored with it, for sending it after a reload). */
  get options(): RecordingOptions | undefined {
    return this.recording.options;
  }

  get hasAudio() {
    return this.source.length > 0;
  }

  /**
   * Stores the next chunk and sends it. The upload starts with the first chunk that comes with `options`
   * (language, mode, folder), which are stored with the recording each time.
   */
  add(blob: Blob, seconds: number, options: RecordingOptions | undefined, onUploadId: (id: string) => void) {
    if (this.over || blob.size === 0) return;
    this.writes = this.writes.then(async () => {
      this.recording = { ...this.recording, seconds, options: options ?? this.recording.options };
      await appendChunk(this.recording, blob).catch(() => undefined); // still sent when storage fails
      this.recording = { ...this.recording, chunks: this.recording.chunks + 1 };
    });
    this.source.push(blob);
    if (!this.upload && options) {
      this.upload = uploadRecording(this.source, this.recording, options.fields, (url) => {
        this.recording = { ...this.recording, uploadUrl: url };
        this.writes = this.writes.then(() => saveRecording(this.recording).catch(() => undefined));
        onUploadId(this.uploadId ?? '');
      });
    }
  }

  /**
   * Sends what the server does not have yet and resolves to the new file; the stored copy is removed then.
   * `fields` are used when no upload began while recording and none were stored.
   */
  async finish(fields: UploadFields): Promise<TAudioItem> {
    this.over = true;
    this.source.end();
    try {
      await this.writes;
      let item: TAudioItem | undefined = await this.upload?.done.catch(() => undefined);
      if (!item) {
        // Lost on the way, or never begun: from IndexedDB, resuming where the server's copy ends.
        const source = RecordingSource.of(await recordingChunks(this.recording.id));
        const retry = uploadRecording(source, this.recording, this.options?.fields ?? fields, (url) => {
          this.recording = { ...this.recording, uploadUrl: url };
        });
        item = await retry.done;
      }
      await deleteRecording(this.recording.id).catch(() => undefined);
      return item;
    } finally {
      // Sent, or kept in IndexedDB for the file list to offer again.
      this.releaseLock?.();
    }
  }

  /** Drops the recording: the stored copy, and what the server has of it. */
  async discard(): Promise<void> {
    this.over = true;
    this.source.close();
    await this.writes;
    if (this.upload) await this.upload.cancel();
    else if (this.recording.uploadUrl) await deleteUpload(this.recording.uploadUrl);
    await deleteRecording(this.recording.id).catch(() => undefined);
    this.releaseLock?.();
  }

  private holdLock() {
    if (!navigator.locks) return;
    void navigator.locks.request(
      `${LOCK_PREFIX}${this.recording.id}`,
      () => new Promise<void>((resolve) => (this.releaseLock = resolve)),
    );
  }
}
