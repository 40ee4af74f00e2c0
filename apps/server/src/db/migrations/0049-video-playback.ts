import { type Kysely, type Migration, sql } from 'kysely';
import type { DialectKind } from './dialect.js';

// biome-ignore lint/suspicious/noExplicitAny: migrations describe the schema as it was then, not as the app types it now.
type AnyDb = Kysely<any>;

/**
 * Video that plays in the browser (issue 44). A file with a picture gets `video_playback` ('original': its
 * own file plays; 'preparing' → 'copy' or 'failed': a web-playable copy is made by a job, its progress in
 * `video_progress`), the copy's and the poster frame's keys in the media store (`playable_key`, `poster_key`)
 * and the picture's size as played. Null playback: sound only (or a file from before this migration).
 *
 * The copy and the poster are media like the file itself: deleting the row, or retention removing its media,
 * journals their keys by trigger in the same transaction (as migrations 0010 and 0020 do the file's), and the
 * files are removed after the commit.
 */
export function videoPlaybackMigration(kind: DialectKind): Migration {
  return {
    async up(db: AnyDb) {
      await db.schema.alterTable('audio').addColumn('video_playback', 'text').execute();
      await db.schema
        .alterTable('audio')
        .addColumn('video_progress', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      await db.schema.alterTable('audio').addColumn('playable_key', 'text').execute();
      await db.schema.alterTable('audio').addColumn('poster_key', 'text').execute();
      await db.schema.alterTable('audio').addColumn('video_width', 'integer').execute();
      await db.schema.alterTable('audio').addColumn('video_height', 'integer').execute();
      const now = kind === 'postgres' ? PG_NOW : SQLITE_NOW;
      // One statement a key, each only when the row has it (a WHERE also keeps SQLite's upsert after a SELECT
      // unambiguous).
      const journal = ['playable_key', 'poster_key']
        .map(
          (column) => `insert into media_journal (storage_key, action, created_at)
            select old.${column}, 'delete', ${now} where old.${column} is not null
            on conflict (storage_key) do update set action = 'delete'`,
        )
        .join('; ');
      const removed = 'old.media_removed_at is null and new.media_removed_at is not null';
      if (kind === 'postgres') {
        await sql
          .raw(
            `create function media_journal_video_media() returns trigger language plpgsql as $$
             begin ${journal}; return null; end $$`,
          )
          .execute(db);
        await sql
          .raw(
            'create trigger media_journal_deleted_video after delete on audio for each row execute function media_journal_video_media()',
          )
          .execute(db);
        await sql
          .raw(
            `create trigger media_journal_removed_video after update of media_removed_at on audio
             for each row when (${removed}) execute function media_journal_video_media()`,
          )
          .execute(db);
      } else {
        await sql
          .raw(`create trigger media_journal_deleted_video after delete on audio begin ${journal}; end`)
          .execute(db);
        await sql
          .raw(
            `create trigger media_journal_removed_video after update of media_removed_at on audio
             when ${removed} begin ${journal}; end`,
          )
          .execute(db);
      }
    },
  };
}

/** The current time as the app writes it (ISO 8601 in UTC with milliseconds), in each database's SQL. */
const PG_NOW = `to_char(clock_timestamp() at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
const SQLITE_NOW = `strftime('%Y-%m-%dT%H:%M:%fZ', 'now')`;
