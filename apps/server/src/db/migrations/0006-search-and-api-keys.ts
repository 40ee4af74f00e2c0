import { type Kysely, type Migration, sql } from 'kysely';
import { idColumn } from './columns.js';
import type { DialectKind } from './dialect.js';

// Frozen as they were when this migration was written (a migration never follows live code): the language
// each segment's words are stemmed in, and the owner's lexeme that every query ANDs in.
const PG_SEGMENT_CONFIG_SQL =
  "case language when 'en' then 'english'::regconfig when 'es' then 'spanish'::regconfig " +
  "when 'fr' then 'french'::regconfig when 'de' then 'german'::regconfig else 'simple'::regconfig end";
const PG_OWNER_LEXEME_SQL = "array_to_tsvector(array['@' || user_id::text])";

// biome-ignore lint/suspicious/noExplicitAny: migrations describe the schema as it was then, not as the app types it now.
type AnyDb = Kysely<any>;

// '_' is part of a token: the app spells each term as <user>_<language>_<stem> (see search/sqlite-terms.ts).
const FTS_TOKENIZER = `tokenize = 'unicode61 remove_diacritics 2 tokenchars ''_'''`;

/**
 * Full-text search over file names and transcript segments (issue 15), and personal API keys.
 *
 * Segments are rows of search_segments on both databases (what a hit shows: its file, time and text).
 * PostgreSQL matches them by a generated tsvector in the transcript's language under a GIN index, and file
 * names by a tsvector of search_names. SQLite keeps contentless FTS5 tables whose terms the app stems
 * itself (FTS5 only stems English); triggers drop their rows when segments or files go, cascades included.
 * Which files need indexing anew, triggers note in search_pending.
 */
export function searchAndApiKeysMigration(kind: DialectKind): Migration {
  return {
    async up(db: AnyDb) {
      await idColumn(kind, db.schema.createTable('search_segments'))
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('audio_id', 'integer', (c) => c.notNull().references('audio.id').onDelete('cascade'))
        .addColumn('transcript_id', 'integer', (c) =>
          c.notNull().references('transcripts.id').onDelete('cascade'),
        )
        .addColumn('segment_id', 'integer', (c) => c.notNull())
        .addColumn('start_time', 'double precision', (c) => c.notNull())
        .addColumn('end_time', 'double precision', (c) => c.notNull())
        .addColumn('language', 'text', (c) => c.notNull())
        .addColumn('text', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('search_segments_audio').on('search_segments').column('audio_id').execute();

      // Files whose index entries are out of date. Triggers note every change that matters, whichever
      // process or path makes it (a worker completing, an edit, a rename, a row written by hand); search
      // brings the user's noted files up to date before it runs (see repositories/search-index.ts).
      await db.schema
        .createTable('search_pending')
        .addColumn('audio_id', 'integer', (c) => c.primaryKey().references('audio.id').onDelete('cascade'))
        .addColumn('user_id', 'integer', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('search_pending_user').on('search_pending').column('user_id').execute();

      if (kind === 'postgres') await postgresIndexes(db);
      else await sqliteIndexes(db);

      // What existed before search did: every file is noted once.
      await sql`insert into search_pending (audio_id, user_id) select id, user_id from audio`.execute(db);

      await idColumn(kind, db.schema.createTable('api_keys'))
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('prefix', 'text', (c) => c.notNull())
        .addColumn('key_hash', 'text', (c) => c.notNull().unique())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('last_used_at', 'text')
        .addColumn('revoked_at', 'text')
        // The key's rate limit: requests counted in a fixed window, in the row every API process shares.
        .addColumn('window_started_at', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('window_count', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      await db.schema.createIndex('api_keys_user').on('api_keys').column('user_id').execute();
    },
  };
}

const NOTE_FILE_CHANGE =
  'insert into search_pending (audio_id, user_id) values (new.id, new.user_id) on conflict do nothing';
const NOTE_TRANSCRIPT_CHANGE = `insert into search_pending (audio_id, user_id) values (new.audio_id, new.user_id) on conflict do nothing`;

async function postgresIndexes(db: AnyDb): Promise<void> {
  await sql
    .raw(
      `alter table search_segments add column tsv tsvector generated always as (
         to_tsvector(${PG_SEGMENT_CONFIG_SQL}, text) || ${PG_OWNER_LEXEME_SQL}) stored`,
    )
    .execute(db);
  // No b-tree on user_id: the owner is a lexeme in the GIN index, which intersects it with the words. A
  // b-tree the planner could AND in would read every row of a user with a large library on each search.
  await sql.raw('create index search_segments_tsv on search_segments using gin (tsv)').execute(db);
  // File names in every language's forms, kept apart from audio so listing files never reads them.
  await sql
    .raw(
      `create table search_names (
         audio_id integer primary key references audio (id) on delete cascade,
         user_id integer not null,
         tsv tsvector not null)`,
    )
    .execute(db);
  await sql.raw('create index search_names_tsv on search_names using gin (tsv)').execute(db);
  await sql
    .raw(
      `create function search_note_file() returns trigger language plpgsql as $$
       begin ${NOTE_FILE_CHANGE}; return null; end $$`,
    )
    .execute(db);
  await sql
    .raw(
      'create trigger search_note_new_file after insert on audio for each row execute function search_note_file()',
    )
    .execute(db);
  await sql
    .raw(
      'create trigger search_note_renamed_file after update of file_name on audio for each row execute function search_note_file()',
    )
    .execute(db);
  await sql
    .raw(
      `create function search_note_transcript() returns trigger language plpgsql as $$
       begin ${NOTE_TRANSCRIPT_CHANGE}; return null; end $$`,
    )
    .execute(db);
  await sql
    .raw(
      `create trigger search_note_new_transcript after insert on transcripts for each row
       when (new.status = 'completed') execute function search_note_transcript()`,
    )
    .execute(db);
  await sql
    .raw(
      `create trigger search_note_changed_transcript after update of status, data on transcripts for each row
       when (new.status = 'completed' or old.status = 'completed') execute function search_note_transcript()`,
    )
    .execute(db);
}

async function sqliteIndexes(db: AnyDb): Promise<void> {
  const statements = [
    `create virtual table search_segments_fts using fts5(file, terms, content = '', contentless_delete = 1, ${FTS_TOKENIZER})`,
    `create virtual table search_names_fts using fts5(terms, content = '', contentless_delete = 1, ${FTS_TOKENIZER})`,
    // Deletes, cascades included, take their index entries along at once.
    'create trigger search_segments_unindex after delete on search_segments begin delete from search_segments_fts where rowid = old.id; end',
    'create trigger search_names_unindex after delete on audio begin delete from search_names_fts where rowid = old.id; end',
    `create trigger search_note_new_transcript after insert on transcripts when new.status = 'completed'
     begin ${NOTE_TRANSCRIPT_CHANGE}; end`,
    `create trigger search_note_changed_transcript after update of status, data on transcripts
     when new.status = 'completed' or old.status = 'completed' begin ${NOTE_TRANSCRIPT_CHANGE}; end`,
    `create trigger search_note_new_file after insert on audio begin ${NOTE_FILE_CHANGE}; end`,
    `create trigger search_note_renamed_file after update of file_name on audio begin ${NOTE_FILE_CHANGE}; end`,
  ];
  for (const statement of statements) await sql.raw(statement).execute(db);
}
