import type { TranscriptProgress } from './progress-event';

/** The latest progress the event stream reported per transcript; a row subscribes to its own id only. */
export class ProgressStore {
  private readonly values = new Map<number, TranscriptProgress>();
  private readonly listeners = new Set<() => void>();

  get = (id: number): TranscriptProgress | undefined => this.values.get(id);

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** Applies a batch of events; progress of one transcript never goes backwards while it is running. */
  apply(batch: ReadonlyMap<number, TranscriptProgress>): void {
    for (const [id, next] of batch) {
      const current = this.values.get(id);
      const progress =
        current && next.status === current.status ? Math.max(current.progress, next.progress) : next.progress;
      this.values.set(id, { status: next.status, progress });
    }
    if (batch.size > 0) for (const listener of this.listeners) listener();
  }
}
