import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'kysely';
import pg from 'pg';
import type { Db } from '../db/database.js';
import { type EventHub, LocalSubscribers, type ProgressListener, type ProgressMessage } from './event-hub.js';

const CHANNEL = 'transcript_progress';

/** PostgreSQL LISTEN/NOTIFY: any worker process publishes, every API process hears it. */
export class PgNotifyHub implements EventHub {
  private readonly local = new LocalSubscribers();
  private listener: pg.Client | undefined;
  private closed = false;

  private constructor(
    private readonly db: Db,
    private readonly url: string,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** With `publishOnly`, no LISTEN connection is opened and subscribers hear nothing. */
  static async start(db: Db, url: string, log: FastifyBaseLogger, publishOnly = false): Promise<PgNotifyHub> {
    const hub = new PgNotifyHub(db, url, log);
    if (!publishOnly) await hub.listen();
    return hub;
  }

  async publish(message: ProgressMessage, within: Db = this.db): Promise<void> {
    // Inside a transaction, PostgreSQL sends the notification at commit, in commit order.
    await sql`select pg_notify(${CHANNEL}, ${JSON.stringify(message)})`.execute(within);
  }

  subscribe(userId: number, listener: ProgressListener): () => void {
    return this.local.subscribe(userId, listener);
  }

  async close(): Promise<void> {
    this.closed = true;
    await this.listener?.end().catch(() => {});
  }

  private async listen(): Promise<void> {
    const client = new pg.Client({ connectionString: this.url });
    client.on('notification', (note) => {
      if (note.channel !== CHANNEL || !note.payload) return;
      try {
        this.local.dispatch(JSON.parse(note.payload) as ProgressMessage);
      } catch (error) {
        this.log.warn({ err: error }, 'ignored a malformed progress notification');
      }
    });
    // A dropped connection is re-opened, so streams keep getting progress after a database restart.
    client.on('error', (error) => {
      this.log.warn({ err: error }, 'progress listener lost its connection; reconnecting');
      if (!this.closed) setTimeout(() => void this.listen().catch(() => {}), 1000);
    });
    await client.connect();
    await client.query(`LISTEN ${CHANNEL}`);
    this.listener = client;
  }
}
