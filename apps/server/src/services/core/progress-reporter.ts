import type { Db } from '../../db/database.js';
import { type JobLease, recordProgress } from '../../db/repositories/transcript-lifecycle.js';
import type { TranscriptStatus } from '../../db/schema.js';
import type { EventHub } from '../../events/event-hub.js';

const TICK_MS = 1000;

/**
 * Stores and announces a running transcription's progress: never backwards, at once when it rose by a
 * whole percent, and every second regardless, so watchers get a sign of life at least every 2 s.
 */
export class ProgressReporter {
  private current = 0;
  private written = -1;
  private timer: NodeJS.Timeout | undefined;
  private writing: Promise<void> = Promise.resolve();

  constructor(
    private readonly db: Db,
    private readonly hub: EventHub,
    private readonly userId: number,
    /** The workspace the transcript's file is in, whose members hear its progress; null: its owner's own. */
    private readonly workspaceId: number | null,
    private readonly transcriptId: number,
    private readonly lease: JobLease,
    initial = 0,
  ) {
    this.current = initial;
  }

  start(): void {
    this.write();
    this.timer = setInterval(() => this.write(), TICK_MS);
  }

  report(progress: number): void {
    // 100 means stored and done; only the completion may say so.
    this.current = Math.max(this.current, Math.min(99, progress));
    if (Math.floor(this.current) > Math.floor(this.written)) this.write();
  }

  async stop(): Promise<void> {
    clearInterval(this.timer);
    await this.writing;
  }

  /** Announces a state that the caller stored, in `within` when it was written in a transaction. */
  announce(status: TranscriptStatus, progress: number, within?: Db): Promise<void> {
    const event = { id: this.transcriptId, status, progress };
    return this.hub.publish({ userId: this.userId, workspaceId: this.workspaceId, event }, within);
  }

  private write(): void {
    const progress = this.current;
    this.writing = this.writing
      .then(async () => {
        // Written and announced together, and only while the job is ours: once it was cancelled or retried,
        // saying 'transcribing' would undo that.
        const written = await this.db.transaction().execute(async (trx) => {
          if (!(await recordProgress(trx, this.transcriptId, progress, this.lease))) return false;
          await this.announce('transcribing', Math.floor(progress), trx);
          return true;
        });
        if (written) this.written = progress;
      })
      .catch(() => {
        // A missed progress write is not worth failing the job for; the next tick writes again.
      });
  }
}
