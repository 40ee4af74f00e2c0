import { type Kysely, type Migration, sql } from 'kysely';
import type { DialectKind } from './dialect.js';

// biome-ignore lint/suspicious/noExplicitAny: migrations describe the schema as it was then, not as the app types it now.
type AnyDb = Kysely<any>;

/**
 * Retention (issue 26): a user's and a workspace's "delete recordings after N days" (`retention_days`, null:
 * keep forever) with its scope ('audio': the media goes, the transcript stays; 'all': the whole file goes).
 * `audio.media_removed_at` marks a file whose media was removed; setting it journals the file's key by
 * trigger in the same transaction (as deleting the row does, migration 0010), and the file is removed after
 * the commit. The audit log needs no change: a system entry has no `actor_id` and 'system' as its e-mail.
 */
export function retentionMigration(kind: DialectKind): Migration {
  return {
    async up(db: AnyDb) {
      for (const table of ['users', 'workspaces']) {
        await db.schema.alterTable(table).addColumn('retention_days', 'integer').execute();
        await db.schema
          .alterTable(table)
          .addColumn('retention_scope', 'text', (c) => c.notNull().defaultTo('audio'))
          .execute();
      }
      await db.schema.alterTable('audio').addColumn('media_removed_at', 'text').execute();
      const journalRemoved = `insert into media_journal (storage_key, action, created_at)
        values (new.storage_key, 'delete', ${kind === 'postgres' ? PG_NOW : SQLITE_NOW})
        on conflict (storage_key) do update set action = 'delete'`;
      const when = 'old.media_removed_at is null and new.media_removed_at is not null';
      if (kind === 'postgres') {
        await sql
          .raw(
            `create function media_journal_removed_media() returns trigger language plpgsql as $$
             begin ${journalRemoved}; return null; end $$`,
          )
          .execute(db);
        await sql
          .raw(
            `create trigger media_journal_removed_media after update of media_removed_at on audio
             for each row when (${when}) execute function media_journal_removed_media()`,
          )
          .execute(db);
      } else {
        await sql
          .raw(
            `create trigger media_journal_removed_media after update of media_removed_at on audio
             when ${when} begin ${journalRemoved}; end`,
          )
          .execute(db);
      }
    },
  };
}

/** The current time as the app writes it (ISO 8601 in UTC with milliseconds), in each database's SQL. */
const PG_NOW = `to_char(clock_timestamp() at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
const SQLITE_NOW = `strftime('%Y-%m-%dT%H:%M:%fZ', 'now')`;
