import { type Kysely, type Migration, sql } from 'kysely';
import type { DialectKind } from './dialect.js';

// biome-ignore lint/suspicious/noExplicitAny: migrations describe the schema as it was then, not as the app types it now.
type AnyDb = Kysely<any>;

/**
 * Media files the database does not vouch for yet or any more, so a crash between a row and its file never
 * leaves either alone (issue 14). 'upload': written before the file's first byte, dropped in the transaction
 * that inserts its audio row. 'delete': written by a trigger in the transaction that deletes an audio row
 * (cascades included), dropped once the file is removed. See services/core/media-journal.ts.
 */
export function mediaJournalMigration(kind: DialectKind): Migration {
  return {
    async up(db: AnyDb) {
      await db.schema
        .createTable('media_journal')
        .addColumn('storage_key', 'text', (c) => c.primaryKey())
        .addColumn('action', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      const journalDelete = `insert into media_journal (storage_key, action, created_at)
        values (old.storage_key, 'delete', ${kind === 'postgres' ? PG_NOW : SQLITE_NOW})
        on conflict (storage_key) do update set action = 'delete'`;
      if (kind === 'postgres') {
        await sql
          .raw(
            `create function media_journal_deleted_audio() returns trigger language plpgsql as $$
             begin ${journalDelete}; return null; end $$`,
          )
          .execute(db);
        await sql
          .raw(
            'create trigger media_journal_deleted_audio after delete on audio for each row execute function media_journal_deleted_audio()',
          )
          .execute(db);
      } else {
        await sql
          .raw(`create trigger media_journal_deleted_audio after delete on audio begin ${journalDelete}; end`)
          .execute(db);
      }
    },
  };
}

/** The current time as the app writes it (ISO 8601 in UTC with milliseconds), in each database's SQL. */
const PG_NOW = `to_char(clock_timestamp() at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
const SQLITE_NOW = `strftime('%Y-%m-%dT%H:%M:%fZ', 'now')`;
