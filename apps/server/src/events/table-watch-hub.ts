import type { TImport, TTranslationEvent } from '@transcribe/contract';
import type { Db } from '../db/database.js';
import { importsChangedSince } from '../db/repositories/imports.js';
import { transcriptsChangedSince } from '../db/repositories/transcripts.js';
import { translationsChangedSince } from '../db/repositories/translations.js';
import {
  type EventHub,
  type ImportListener,
  LocalSubscribers,
  type ProgressAudience,
  type ProgressListener,
  type TranslationListener,
} from './event-hub.js';
import { importEventOf } from './import-change.js';
import { translationEventOf } from './translation-change.js';

/**
 * For SQLite, where workers may be other processes on the same file: the transcripts table is the message
 * bus. Workers write progress (at least every second while a job runs); this hub reads what changed and
 * tells this process's listeners. It only queries while someone is listening.
 */
export class TableWatchHub implements EventHub {
  private readonly local = new LocalSubscribers();
  private since = new Date().toISOString();
  private readonly timer: NodeJS.Timeout;
  private polling = false;
  /** The last state relayed per transcript. */
  private readonly sent = new Map<number, string>();
  private readonly translations = new LocalSubscribers<TTranslationEvent>();
  private translationsSince = new Date().toISOString();
  /** The last state relayed per translation (transcript id and language). */
  private readonly sentTranslations = new Map<string, string>();
  private readonly imports = new LocalSubscribers<TImport>();
  private importsSince = new Date().toISOString();
  /** The last state relayed per import. */
  private readonly sentImports = new Map<number, string>();

  constructor(
    private readonly db: Db,
    intervalMs = 500,
  ) {
    this.timer = setInterval(() => void this.poll(), intervalMs);
    this.timer.unref();
  }

  async publish(): Promise<void> {
    // The worker's write to the transcripts table is the publication.
  }

  subscribe(audience: ProgressAudience, listener: ProgressListener): () => void {
    return this.local.subscribe(audience, listener);
  }

  async publishTranslation(): Promise<void> {
    // The worker's write to the translations table is the publication.
  }

  subscribeTranslations(audience: ProgressAudience, listener: TranslationListener): () => void {
    return this.translations.subscribe(audience, listener);
  }

  async publishImport(): Promise<void> {
    // The import's write to the imports table is the publication.
  }

  subscribeImports(audience: ProgressAudience, listener: ImportListener): () => void {
    return this.imports.subscribe(audience, listener);
  }

  async close(): Promise<void> {
    clearInterval(this.timer);
  }

  private async poll(): Promise<void> {
    if (this.polling) return;
    this.polling = true;
    try {
      await this.pollTranslations();
      await this.pollImports();
      const since = this.since;
      if (this.local.size === 0) {
        this.since = new Date().toISOString();
        return;
      }
      // `>=` so a write in the same millisecond as the last one seen is not lost; what was sent is skipped.
      for (const row of await transcriptsChangedSince(this.db, since)) {
        const version = `${row.updated_at}|${row.status}|${row.progress}`;
        if (this.sent.get(row.id) === version) continue;
        this.sent.set(row.id, version);
        if (this.sent.size > 10_000) this.sent.clear();
        this.since = row.updated_at;
        this.local.dispatch({
          userId: row.user_id,
          workspaceId: row.workspace_id,
          event: { id: row.id, progress: Math.floor(row.progress), status: row.status },
        });
      }
    } catch {
      // The database was busy or closing; the next tick tries again.
    } finally {
      this.polling = false;
    }
  }

  private async pollTranslations(): Promise<void> {
    if (this.translations.size === 0) {
      this.translationsSince = new Date().toISOString();
      return;
    }
    for (const row of await translationsChangedSince(this.db, this.translationsSince)) {
      const key = `${row.transcript_id}:${row.language}`;
      const version = `${row.updated_at}|${row.status}|${row.progress}`;
      if (this.sentTranslations.get(key) === version) continue;
      this.sentTranslations.set(key, version);
      if (this.sentTranslations.size > 10_000) this.sentTranslations.clear();
      this.translationsSince = row.updated_at;
      this.translations.dispatch({
        userId: row.user_id,
        workspaceId: row.workspace_id,
        event: translationEventOf(row),
      });
    }
  }

  private async pollImports(): Promise<void> {
    if (this.imports.size === 0) {
      this.importsSince = new Date().toISOString();
      return;
    }
    for (const row of await importsChangedSince(this.db, this.importsSince)) {
      const version = `${row.updated_at}|${row.status}|${row.received_bytes}`;
      if (this.sentImports.get(row.id) === version) continue;
      this.sentImports.set(row.id, version);
      if (this.sentImports.size > 10_000) this.sentImports.clear();
      this.importsSince = row.updated_at;
      this.imports.dispatch({ userId: row.user_id, workspaceId: null, event: importEventOf(row) });
    }
  }
}
