import type { TImport, TProgressEvent, TTranslationEvent } from '@transcribe/contract';
import type { Db } from '../db/database.js';

/**
 * A transcript's progress: for the streams of its owner, or when its file is in a workspace's folder, of
 * every member of that workspace (the owner among them) instead.
 */
export interface ProgressMessage {
  userId: number;
  workspaceId: number | null;
  event: TProgressEvent;
}

/** Who a stream listens for: its user, and the workspaces they are a member of. */
export interface ProgressAudience {
  userId: number;
  workspaceIds: number[];
}

export type ProgressListener = (event: TProgressEvent) => void;

/** A translation's progress, completion or failure, for the same audience as its transcript's progress. */
export interface TranslationMessage {
  userId: number;
  workspaceId: number | null;
  event: TTranslationEvent;
}

export type TranslationListener = (event: TTranslationEvent) => void;

/** An import's progress or end, for its user's streams (an import is its user's alone). */
export interface ImportMessage {
  userId: number;
  workspaceId: null;
  event: TImport;
}

export type ImportListener = (event: TImport) => void;

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
  subscribe(audience: ProgressAudience, listener: ProgressListener): () => void;
  /** As `publish`, for a translation (on SQLite the translations table is the bus, as transcripts are). */
  publishTranslation(message: TranslationMessage, within?: Db): Promise<void>;
  subscribeTranslations(audience: ProgressAudience, listener: TranslationListener): () => void;
  /** As `publish`, for an import from a link (on SQLite the imports table is the bus). */
  publishImport(message: ImportMessage): Promise<void>;
  subscribeImports(audience: ProgressAudience, listener: ImportListener): () => void;
  close(): Promise<void>;
}

// A message from before workspaces (a process not yet upgraded) has no workspaceId: its owner's.
const channelOf = (message: { userId: number; workspaceId: number | null }) =>
  message.workspaceId ? `workspace:${message.workspaceId}` : `user:${message.userId}`;

/** The listeners of this process, by channel: a user's own transcripts, or a workspace's. */
export class LocalSubscribers<E = TProgressEvent> {
  private readonly byChannel = new Map<string, Set<(event: E) => void>>();

  subscribe({ userId, workspaceIds }: ProgressAudience, listener: (event: E) => void): () => void {
    const channels = [
      channelOf({ userId, workspaceId: null }),
      ...workspaceIds.map((workspaceId) => channelOf({ userId, workspaceId })),
    ];
    for (const channel of channels) {
      const listeners = this.byChannel.get(channel) ?? new Set();
      listeners.add(listener);
      this.byChannel.set(channel, listeners);
    }
    return () => {
      for (const channel of channels) {
        const listeners = this.byChannel.get(channel);
        listeners?.delete(listener);
        if (listeners?.size === 0) this.byChannel.delete(channel);
      }
    };
  }

  dispatch(message: { userId: number; workspaceId: number | null; event: E }): void {
    for (const listener of this.byChannel.get(channelOf(message)) ?? []) listener(message.event);
  }

  get size(): number {
    return this.byChannel.size;
  }
}
