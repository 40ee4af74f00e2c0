import type { Db } from '../db/database.js';
import { recordProgress } from '../db/repositories/transcripts.js';
import type { TranscriptStatus } from '../db/schema.js';
import type { EventHub } from '../events/event-hub.js';

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
    private readonly transcriptId: number,
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

  /** Announces a final state that the caller already stored. */
  announce(status: TranscriptStatus, progress: number): Promise<void> {
    return this.hub.publish({ userId: this.userId, event: { id: this.transcriptId, status, progress } });
  }

  private write(): void {
    const progress = this.current;
    this.writing = this.writing
      .then(async () => {
        await recordProgress(this.db, this.transcriptId, 'transcribing', progress);
        this.written = progress;
        await this.announce('transcribing', Math.floor(progress));
      })
      .catch(() => {
        // A missed progress write is not worth failing the job for; the next tick writes again.
      });
  }
}
