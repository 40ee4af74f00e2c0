import type { TProgressEvent } from '@transcribe/contract';
import type { Db } from '../db/database.js';

export interface ProgressMessage {
  userId: number;
  event: TProgressEvent;
}

export type ProgressListener = (event: TProgressEvent) => void;

/**
 * Fan-out of transcript progress from workers to every open event stream of a user, in any API process.
 * SQLite: API processes watch the transcripts table. PostgreSQL: LISTEN/NOTIFY.
 */
export interface EventHub {
  /**
   * Called after progress or a status was recorded in the database. Pass the transaction that recorded
   * it: the message then goes out only if, and when, that commits, so streams hear of changes to one
   * transcript in the order they were made (a cancel is never followed by a late 'transcribing').
   */
  publish(message: ProgressMessage, within?: Db): Promise<void>;
  subscribe(userId: number, listener: ProgressListener): () => void;
  close(): Promise<void>;
}

/** The listeners of this process, by user. */
export class LocalSubscribers {
  private readonly byUser = new Map<number, Set<ProgressListener>>();

  subscribe(userId: number, listener: ProgressListener): () => void {
    const listeners = this.byUser.get(userId) ?? new Set();
    listeners.add(listener);
    this.byUser.set(userId, listeners);
    return () => {
      listeners.delete(listener);
      if (listeners.size === 0) this.byUser.delete(userId);
    };
  }

  dispatch({ userId, event }: ProgressMessage): void {
    for (const listener of this.byUser.get(userId) ?? []) listener(event);
  }

  get size(): number {
    return this.byUser.size;
  }
}
