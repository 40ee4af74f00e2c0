import { createHash } from 'node:crypto';
import type { TImport, TTranslationEvent } from '@transcribe/contract';
import { sql } from 'kysely';
import pg from 'pg';
import type { Db } from '../db/database.js';
import { importsChangedSince } from '../db/repositories/imports.js';
import { transcriptsChangedSince } from '../db/repositories/transcripts.js';
import { translationsChangedSince } from '../db/repositories/translations.js';
import type { Logger } from '../domain/logger.js';
import {
  type EventHub,
  type ImportListener,
  type ImportMessage,
  LocalSubscribers,
  type ProgressAudience,
  type ProgressListener,
  type ProgressMessage,
  type TranslationListener,
  type TranslationMessage,
} from './event-hub.js';
import { importEventOf } from './import-change.js';
import { translationEventOf } from './translation-change.js';

/**
 * The hub's channels. Channels are the database's, not a schema's: an install in another schema of the same
 * database (each test does this) hears its own only, as its ids and users are its own. The default schema
 * keeps the plain names, which processes of an earlier release use.
 */
export function channelsOf(schema: string) {
  const suffix =
    schema === 'public' ? '' : `_${createHash('sha256').update(schema).digest('hex').slice(0, 12)}`;
  return {
    progress: `transcript_progress${suffix}`,
    translation: `translation_progress${suffix}`,
    import: `import_progress${suffix}`,
  };
}
/** How the LISTEN connection shows in pg_stat_activity. */
export const LISTENER_NAME = 'transcribe-progress-listener';

/** PostgreSQL LISTEN/NOTIFY: any worker process publishes, every API process hears it. */
export class PgNotifyHub implements EventHub {
  private readonly local = new LocalSubscribers();
  private readonly translations = new LocalSubscribers<TTranslationEvent>();
  private readonly imports = new LocalSubscribers<TImport>();
  private listener: pg.Client | undefined;
  private closed = false;
  /** When the LISTEN connection was lost, until the changes since then were told. */
  private lostAt: string | undefined;

  private constructor(
    private readonly db: Db,
    private readonly url: string,
    private readonly log: Logger,
    private readonly channels: ReturnType<typeof channelsOf>,
  ) {}

  /** With `publishOnly`, no LISTEN connection is opened and subscribers hear nothing. */
  static async start(db: Db, url: string, log: Logger, publishOnly = false): Promise<PgNotifyHub> {
    const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
    const hub = new PgNotifyHub(db, url, log, channelsOf(rows[0]?.schema ?? 'public'));
    if (!publishOnly) await hub.listen();
    return hub;
  }

  async publish(message: ProgressMessage, within: Db = this.db): Promise<void> {
    // Inside a transaction, PostgreSQL sends the notification at commit, in commit order.
    await sql`select pg_notify(${this.channels.progress}, ${JSON.stringify(message)})`.execute(within);
  }

  subscribe(audience: ProgressAudience, listener: ProgressListener): () => void {
    return this.local.subscribe(audience, listener);
  }

  async publishTranslation(message: TranslationMessage, within: Db = this.db): Promise<void> {
    await sql`select pg_notify(${this.channels.translation}, ${JSON.stringify(message)})`.execute(within);
  }

  subscribeTranslations(audience: ProgressAudience, listener: TranslationListener): () => void {
    return this.translations.subscribe(audience, listener);
  }

  async publishImport(message: ImportMessage): Promise<void> {
    await sql`select pg_notify(${this.channels.import}, ${JSON.stringify(message)})`.execute(this.db);
  }

  subscribeImports(audience: ProgressAudience, listener: ImportListener): () => void {
    return this.imports.subscribe(audience, listener);
  }

  async close(): Promise<void> {
    this.closed = true;
    await this.listener?.end().catch(() => {});
  }

  private async listen(): Promise<void> {
    const client = new pg.Client({ connectionString: this.url, application_name: LISTENER_NAME });
    client.on('notification', (note) => {
      if (!note.payload) return;
      try {
        const { channels } = this;
        if (note.channel === channels.progress)
          this.local.dispatch(JSON.parse(note.payload) as ProgressMessage);
        if (note.channel === channels.translation)
          this.translations.dispatch(JSON.parse(note.payload) as TranslationMessage);
        if (note.channel === channels.import)
          this.imports.dispatch(JSON.parse(note.payload) as ImportMessage);
      } catch (error) {
        this.log.warn({ err: error }, 'ignored a malformed progress notification');
      }
    });
    // A dropped connection is re-opened, so streams keep getting progress after a database restart; what
    // changed while it was down is read from the table and told, so no stream misses a final state.
    let lost = false;
    const reconnect = (error?: Error) => {
      if (lost || this.closed) return;
      lost = true;
      this.lostAt ??= new Date(Date.now() - 2000).toISOString();
      this.log.warn({ err: error }, 'progress listener lost its connection; reconnecting');
      client.removeAllListeners('notification');
      setTimeout(() => void this.listen().catch((e: Error) => this.retry(e)), 1000);
    };
    client.on('error', reconnect);
    client.on('end', () => reconnect());
    await client.connect();
    for (const channel of Object.values(this.channels)) await client.query(`LISTEN ${channel}`);
    this.listener = client;
    if (this.lostAt) await this.catchUp(this.lostAt);
  }

  /** A reconnect that failed (the database is still down) is tried again a second later. */
  private retry(error: Error): void {
    if (this.closed) return;
    this.log.warn({ err: error }, 'progress listener could not reconnect yet');
    setTimeout(() => void this.listen().catch((e: Error) => this.retry(e)), 1000);
  }

  /** Tells this process's streams the current state of every transcript that changed since `since`. */
  private async catchUp(since: string): Promise<void> {
    this.lostAt = undefined;
    for (const row of await transcriptsChangedSince(this.db, since)) {
      const event = { id: row.id, status: row.status, progress: Math.floor(row.progress) };
      this.local.dispatch({ userId: row.user_id, workspaceId: row.workspace_id, event });
    }
    for (const row of await translationsChangedSince(this.db, since)) {
      this.translations.dispatch({
        userId: row.user_id,
        workspaceId: row.workspace_id,
        event: translationEventOf(row),
      });
    }
    for (const row of await importsChangedSince(this.db, since))
      this.imports.dispatch({ userId: row.user_id, workspaceId: null, event: importEventOf(row) });
  }
}
